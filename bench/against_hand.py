"""Issues 33 and 42: fewest's compiled kernels on puzzles written as a user writes them,
against hand-written numba, CPU seconds, best of 3.

Run alone: ``.venv/bin/python bench/against_hand.py [--full]`` (``bench/compiled.py``
runs it too).  Two references:

* ``plain``: ``bench/reference.py`` (issue 33), written plainly: the whole state at
  every node, every database ranked anew, a path scan for repeated states;
* ``strong``: ``bench/reference_strong.py`` (issue 42), written the way a careful
  researcher writes numba: moves as precomputed cell maps, inverse-move pruning,
  incremental database lookups, one flat array per database.

Columns: ``generic`` (``specialize=False``: kernels shared by every puzzle, user
functions called through pointers), ``default`` (kernels specialised on the
puzzle's functions, loaded from the disk cache), the two references and the
ratios default / reference.  Every row checks that the sides agree (state counts,
every database entry, the IDA* node count of every iteration against the plain
reference, the solution lengths against the strong one).

Then the values rows (issue 42): the same puzzle numbered ``0 .. n-1`` and ``1 ..
n`` (as most people write pancakes and TopSpin), full distance tables, default
kernels; both take the rank path.
"""

from __future__ import annotations

import os

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # idle BLAS threads spin on CPU time

import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

import fewest
import reference as ref
import reference_strong as strong
from fewest.compiled.distances import RankDistanceTable, distance_table
from fewest.compiled.examples import pancake_flips
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


def header() -> None:
    print(f"{'work':34} {'generic':>8} {'default':>8} {'plain':>8} {'strong':>8} "
          f"{'/plain':>7} {'/strong':>7}  notes")


def row(name: str, shared: float, default: float, plain: float, hard: float | None,
        note: str) -> None:
    vs = f"{default / hard:6.2f}x" if hard else f"{'-':>7}"
    hs = f"{hard:8.3f}" if hard else f"{'-':>8}"
    print(f"{name:34} {shared:8.3f} {default:8.3f} {plain:8.3f} {hs} {default / plain:6.2f}x "
          f"{vs}  {note}", flush=True)


def topspin(n: int) -> None:
    times, size = {}, 0
    for special in (False, None):
        p = fewest.CompiledPuzzle(tuple(range(n)), topspin_moves, goal=tuple(range(n)),
                                  max_successors=3, specialize=special)
        table, times[special] = best(lambda p=p: distance_table(p))
        size = len(table)
    (count, depth), hand = best(lambda: ref.topspin_by_hand(n))
    assert count == size, (count, size)
    row(f"TopSpin ({n}, 4) full BFS", times[False], times[None], hand, None,
        f"{count:,} states, depth {depth}")


def databases(partition: str) -> None:
    times = {}
    tables: list[np.ndarray] = []
    for special in (False, None):
        p = ref.ring_puzzle(ref.GOAL, specialize=special)
        tables, times[special] = best(
            lambda p=p: [build(p, g, (), False) for g in ref.PARTITIONS[partition]])
    by_hand, hand = best(lambda: ref.databases_by_hand(partition))
    (_g, _s, flat), hard = best(lambda: strong.databases_strong(partition))
    assert np.array_equal(np.concatenate(tables), by_hand[3])
    assert np.array_equal(np.concatenate(flat), by_hand[3])
    row(f"two rings: build {partition} databases", times[False], times[None], hand, hard,
        f"{by_hand[3].shape[0]:,} entries, equal")


def idastar(partition: str) -> None:
    starts = [ref.scramble(m, seed) for m, seed in BOARDS]
    arrays = ref.databases_by_hand(partition)
    groups, sizes, flat = strong.databases_strong(partition)
    nodes = np.zeros(64, np.int64)
    goal = np.array(ref.GOAL, np.uint8)

    def by_hand() -> list[list[int]]:
        out = []
        for s in starts:
            _length, its = ref.ida_by_hand(np.array(s, np.uint8), goal, ref.SOURCE, *arrays,
                                           nodes)
            out.append(nodes[:its].tolist())
        return out

    def by_strong() -> tuple[list[int], int]:
        lengths, total = [], 0
        for s in starts:
            length, its = strong.ida_strong(np.array(s, np.uint8), strong.DEST,
                                            strong.INVERSE, strong.TURNED, groups, sizes, flat,
                                            nodes)
            lengths.append(int(length))
            total += int(nodes[:its].sum())
        return lengths, total

    hand_nodes, hand = best(by_hand)
    (strong_lengths, strong_nodes), hard = best(by_strong)
    times = {}
    for special in (False, None):
        puzzles = [ref.ring_puzzle(s, partition, specialize=special) for s in starts]
        sols, times[special] = best(lambda ps=puzzles: [fewest.solve(p, "idastar") for p in ps])
        assert [[it.expanded for it in s.stats.iterations] for s in sols] == hand_nodes
        assert [s.length for s in sols] == strong_lengths
    total = sum(sum(n) for n in hand_nodes)
    lengths = ", ".join(str(s.length) for s in sols)
    row(f"two rings: IDA* {partition}, {len(starts)} boards", times[False], times[None], hand,
        hard, f"{total:,} nodes (strong: {strong_nodes:,}), lengths {lengths}")


def values_rows(n: int) -> None:
    """Full distance tables of TopSpin (n, 4) and n pancakes, numbered from 0 and from 1."""
    print(f"\nvalues 0..{n - 1} against 1..{n} (issue 42): full distance tables, default "
          f"kernels, CPU seconds, best of 3")
    print(f"{'puzzle':34} {'0..n-1':>8} {'1..n':>8} {'ratio':>7}  notes")
    for name, fn, moves in ((f"TopSpin ({n}, 4)", topspin_moves, 3),
                            (f"{n} pancakes", pancake_flips, n - 1)):
        times, sizes = {}, {}
        for base in (0, 1):
            vals = tuple(range(base, base + n))
            p = fewest.CompiledPuzzle(vals, fn, goal=vals, max_successors=moves,
                                      reversible=True)
            table, times[base] = best(lambda p=p: distance_table(p))
            assert isinstance(table, RankDistanceTable)
            sizes[base] = len(table)
        assert sizes[0] == sizes[1]
        print(f"{name:34} {times[0]:8.3f} {times[1]:8.3f} {times[1] / times[0]:6.2f}x  "
              f"{sizes[0]:,} states, both on the rank path", flush=True)


def paired(fa: Callable[[], Any], fb: Callable[[], Any], pairs: int) -> tuple[float, float,
                                                                              float]:
    """``fa`` and ``fb`` timed in turn, ``pairs`` times after one warm run each: the least
    CPU seconds of each side and the median of the pairs' ratios (a load that changes
    during the run falls on both sides alike)."""
    fa()
    fb()
    a, b = [], []
    for _ in range(pairs):
        for fn, out in ((fa, a), (fb, b)):
            t0 = time.process_time()
            fn()
            out.append(time.process_time() - t0)
    ratios = sorted(x / y for x, y in zip(a, b, strict=True))
    return min(a), min(b), ratios[len(ratios) // 2]


def paired_rows(pairs: int) -> None:
    """The four rows of the issue's 1.5x bar, fewest's default kernels against the strong
    reference timed in alternation."""
    print(f"\nthe same four rows timed in alternation (default, strong; {pairs} pairs): least "
          "CPU seconds of each side, their ratio, and the median pair's ratio")
    print(f"{'work':34} {'default':>8} {'strong':>8} {'ratio':>7} {'median':>7}")
    for partition in ("5-5-4", "6-6"):
        p = ref.ring_puzzle(ref.GOAL)
        a, b, med = paired(lambda p=p, part=partition: [build(p, g, (), False)
                                                         for g in ref.PARTITIONS[part]],
                           lambda part=partition: strong.databases_strong(part), pairs)
        print(f"{'two rings: build ' + partition + ' databases':34} {a:8.3f} {b:8.3f} "
              f"{a / b:6.2f}x {med:6.2f}x", flush=True)
    for partition in ("5-5-4", "6-6"):
        starts = [ref.scramble(m, seed) for m, seed in BOARDS]
        groups, sizes, flat = strong.databases_strong(partition)
        nodes = np.zeros(64, np.int64)
        puzzles = [ref.ring_puzzle(s, partition) for s in starts]

        def ours(ps: list[Any] = puzzles) -> list[int]:
            return [fewest.solve(p, "idastar").length for p in ps]

        def theirs(gr: Any = groups, sz: Any = sizes, fl: Any = flat, at: Any = starts,
                   nd: Any = nodes) -> list[int]:
            return [int(strong.ida_strong(np.array(s, np.uint8), strong.DEST, strong.INVERSE,
                                          strong.TURNED, gr, sz, fl, nd)[0])
                    for s in at]

        assert ours() == theirs()
        a, b, med = paired(ours, theirs, pairs)
        print(f"{'two rings: IDA* ' + partition + ', 3 boards':34} {a:8.3f} {b:8.3f} "
              f"{a / b:6.2f}x {med:6.2f}x", flush=True)


def main(full: bool = False) -> None:
    print("\nagainst hand-written numba (bench/reference.py: plain; bench/reference_strong.py: "
          "strong), CPU seconds, best of 3")
    header()
    topspin(10 if full else 9)
    for partition in ("5-5-4", "6-6"):
        databases(partition)
    for partition in ("5-5-4", "6-6"):
        idastar(partition)
    values_rows(10 if full else 9)
    paired_rows(9 if full else 3)


if __name__ == "__main__":
    main("--full" in sys.argv)
