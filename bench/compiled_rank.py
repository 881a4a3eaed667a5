"""The rank path against the hash table: BFS, full tables and bidirectional BFS of
compiled user puzzles, in CPU seconds and bytes per state stored.

    PYTHONPATH=src python bench/compiled_rank.py          # 10 pancakes, TopSpin (10, 4),
                                                          # Lights Out 5x4
    PYTHONPATH=src python bench/compiled_rank.py --quick  # 9, (9, 4), 4x4

Rows: a full BFS (a goal that is never met, so every state is expanded), the
full distance table from the start, and bidirectional BFS from a state at the
largest distance to the goal.  Seconds are the best of ``--repeat`` runs
(CPU time of this process, after a first run that compiles); bytes are the
peak that ``tracemalloc`` saw during one more run (numpy's arrays: depth
arrays or tables, and queues) over the states stored.
"""

from __future__ import annotations

import argparse
import time
import tracemalloc
from collections.abc import Callable
from typing import Any

import numpy as np
from numba import njit

import fewest
from fewest import CompiledPuzzle
from fewest.compiled import ranked
from fewest.compiled.distances import distance_table
from fewest.compiled.examples import pancake_flips as flips
from fewest.compiled.examples import topspin


def lights_out(rows: int, cols: int) -> tuple[Any, Any, Any]:
    """Lights Out on a ``rows x cols`` board: successors, rank (the cells as bits), unrank."""
    n = rows * cols

    @njit(cache=True)
    def press(state, out):  # type: ignore[no-untyped-def]
        for m in range(n):
            r, c = m // cols, m % cols
            for i in range(n):
                out[m, i] = state[i]
            out[m, m] ^= 1
            if r > 0:
                out[m, m - cols] ^= 1
            if r < rows - 1:
                out[m, m + cols] ^= 1
            if c > 0:
                out[m, m - 1] ^= 1
            if c < cols - 1:
                out[m, m + 1] ^= 1
        return n

    @njit(cache=True)
    def rank(state):  # type: ignore[no-untyped-def]
        r = 0
        for i in range(n):
            r |= np.int64(state[i]) << i
        return r

    @njit(cache=True)
    def unrank(r, out):  # type: ignore[no-untyped-def]
        for i in range(n):
            out[i] = (r >> i) & 1

    return press, rank, unrank


@njit(cache=True)
def never(state):  # type: ignore[no-untyped-def]
    return state.shape[0] < 0


def puzzles(quick: bool) -> list[tuple[str, Callable[..., CompiledPuzzle]]]:
    """(name, make(start, **options)) for each row group."""
    n = 9 if quick else 10
    rows, cols = (4, 4) if quick else (5, 4)
    press, rank, unrank = lights_out(rows, cols)
    cells = rows * cols
    ident = tuple(range(n))

    def pancakes(start: tuple[int, ...] = ident, **o: Any) -> CompiledPuzzle:
        return CompiledPuzzle(start, flips, max_successors=n - 1, reversible=True, **o)

    def spin(start: tuple[int, ...] = ident, **o: Any) -> CompiledPuzzle:
        return CompiledPuzzle(start, topspin, max_successors=3, reversible=True,
                              move_names=("left", "right", "turn"), **o)

    def lights(start: tuple[int, ...] = (0,) * cells, **o: Any) -> CompiledPuzzle:
        return CompiledPuzzle(start, press, max_successors=cells, values=2, reversible=True,
                              rank=rank, unrank=unrank, states=1 << cells, **o)

    return [(f"{n} pancakes", pancakes), (f"TopSpin ({n}, 4)", spin),
            (f"Lights Out {rows}x{cols} (user rank)", lights)]


def bfs_all(p: CompiledPuzzle) -> int:
    """A BFS that expands every state; the states stored."""
    try:
        fewest.solve(p, "bfs")
    except fewest.NoSolutionError as exc:
        return int(exc.stats.peak_stored)  # type: ignore[attr-defined]
    raise AssertionError("never() is never a goal")


def measure(work: Callable[[], int], repeat: int) -> tuple[float, float, int]:
    """(best CPU seconds, peak bytes per state, states)."""
    states = work()  # compiles
    best = float("inf")
    for _ in range(repeat):
        t0 = time.process_time()
        work()
        best = min(best, time.process_time() - t0)
    tracemalloc.start()
    work()
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    return best, peak / states, states


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--repeat", type=int, default=2)
    args = ap.parse_args()
    print("rank path against hash table (CPU s, best of "
          f"{args.repeat}; bytes/state = tracemalloc peak / states stored)")
    print(f"{'puzzle':32} {'work':14} {'states':>10} {'hash s':>8} {'rank s':>8} "
          f"{'speed-up':>8} {'hash B/st':>9} {'rank B/st':>9}")
    made = puzzles(args.quick)
    for name, make in made:
        full = make(is_goal=never)
        table = distance_table(full)
        far = max(table.items(), key=lambda item: item[1])[0]
        hard = make(far, goal=full.start)
        works: list[tuple[str, Callable[[], int]]] = [
            ("full BFS", lambda p=full: bfs_all(p)),
            ("table", lambda p=full: len(distance_table(p))),
            (f"bidir. ({table.radius})",
             lambda p=hard: int(fewest.solve(p, "bidirectional").stats.peak_stored)),
        ]
        for work_name, work in works:
            got = {}
            for on in (False, True):
                ranked.ENABLED = on
                try:
                    got[on] = measure(work, args.repeat)
                finally:
                    ranked.ENABLED = True
            (hs, hb, count), (rs, rb, count2) = got[False], got[True]
            assert count == count2, (count, count2)
            print(f"{name:32} {work_name:14} {count:>10,} {hs:8.3f} {rs:8.3f} "
                  f"{hs / rs:7.1f}x {hb:9.1f} {rb:9.1f}", flush=True)
    structures(made)


def structures(made: list[tuple[str, Callable[..., CompiledPuzzle]]]) -> None:
    """The stores alone: a full table's keys and depths (free slots included) against
    its depth array, per state stored."""
    print("\nfull tables, the store alone (bytes per state stored)")
    print(f"{'puzzle':32} {'states':>10} {'hash B/st':>9} {'rank B/st':>9}")
    for name, make in made:
        size = {}
        for on in (False, True):
            ranked.ENABLED = on
            try:
                table = distance_table(make(is_goal=never))
            finally:
                ranked.ENABLED = True
            size[on] = table.nbytes / len(table)
        print(f"{name:32} {len(table):>10,} {size[False]:9.1f} {size[True]:9.1f}", flush=True)


if __name__ == "__main__":
    main()
