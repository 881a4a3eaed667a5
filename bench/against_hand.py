"""Issue 33's table: fewest's compiled kernels on puzzles written as a user writes them,
against hand-written numba (``bench/reference.py``), CPU seconds, best of 3.

Run alone: ``.venv/bin/python bench/against_hand.py`` (``bench/compiled.py`` runs it
too).  Columns: ``generic`` (``specialize=False``: kernels shared by every puzzle,
user functions called through pointers), ``default`` (the default: kernels
specialised on the puzzle's functions, loaded from the disk cache), the
hand-written time and the ratio default / hand-written.  Every row checks that
both sides agree (state counts, tables, IDA* node counts of every iteration).
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

import fewest
import reference as ref
from fewest.compiled.examples import topspin as topspin_moves
from fewest.compiled.pdb import build

#: IDA* boards: (turns of the scramble, seed)
BOARDS = [(60, 1), (60, 3), (60, 4)]


def best(fn: Callable[[], Any], runs: int = 3) -> tuple[Any, float]:
    """``fn()`` once to warm up, then its result and least CPU seconds over ``runs``."""
    out = fn()
    times = []
    for _ in range(runs):
        t0 = time.process_time()
        out = fn()
        times.append(time.process_time() - t0)
    return out, min(times)


def row(name: str, shared: float, default: float, hand: float, note: str) -> None:
    print(f"{name:36} {shared:8.3f} {default:8.3f} {hand:8.3f} {default / hand:7.2f}x  {note}",
          flush=True)


def topspin(n: int) -> None:
    from fewest.compiled.distances import distance_table

    times, size = {}, 0
    for special in (False, None):
        p = fewest.CompiledPuzzle(tuple(range(n)), topspin_moves, goal=tuple(range(n)),
                                  max_successors=3, specialize=special)
        table, times[special] = best(lambda p=p: distance_table(p))
        size = len(table)
    (count, depth), hand = best(lambda: ref.topspin_by_hand(n))
    assert count == size, (count, size)
    row(f"TopSpin ({n}, 4) full BFS", times[False], times[None], hand,
        f"{count:,} states, depth {depth}")


def databases(partition: str) -> None:
    times = {}
    tables: list[np.ndarray] = []
    for special in (False, None):
        p = ref.ring_puzzle(ref.GOAL, specialize=special)
        tables, times[special] = best(
            lambda p=p: [build(p, g, (), False) for g in ref.PARTITIONS[partition]])
    by_hand, hand = best(lambda: ref.databases_by_hand(partition))
    assert np.array_equal(np.concatenate(tables), by_hand[3])
    row(f"two rings: build {partition} databases", times[False], times[None], hand,
        f"{by_hand[3].shape[0]:,} entries, equal")


def idastar(partition: str) -> None:
    starts = [ref.scramble(m, seed) for m, seed in BOARDS]
    arrays = ref.databases_by_hand(partition)
    nodes = np.zeros(64, np.int64)
    goal = np.array(ref.GOAL, np.uint8)

    def by_hand() -> list[list[int]]:
        out = []
        for s in starts:
            _length, its = ref.ida_by_hand(np.array(s, np.uint8), goal, ref.SOURCE, *arrays,
                                           nodes)
            out.append(nodes[:its].tolist())
        return out

    hand_nodes, hand = best(by_hand)
    times = {}
    for special in (False, None):
        puzzles = [ref.ring_puzzle(s, partition, specialize=special) for s in starts]
        sols, times[special] = best(lambda ps=puzzles: [fewest.solve(p, "idastar") for p in ps])
        assert [[it.expanded for it in s.stats.iterations] for s in sols] == hand_nodes
    total = sum(sum(n) for n in hand_nodes)
    lengths = ", ".join(str(s.length) for s in sols)
    row(f"two rings: IDA* {partition}, {len(starts)} boards", times[False], times[None], hand,
        f"{total:,} nodes (each iteration equal), lengths {lengths}")


def main(full: bool = False) -> None:
    print("\nagainst hand-written numba (bench/reference.py), CPU seconds, best of 3")
    print(f"{'work':36} {'generic':>8} {'default':>8} {'by hand':>8} {'ratio':>8}  notes")
    topspin(10 if full else 9)
    for partition in ("5-5-4", "6-6"):
        databases(partition)
    for partition in ("5-5-4", "6-6"):
        idastar(partition)


if __name__ == "__main__":
    main("--full" in sys.argv)
