"""A user's own puzzle: the interpreted engine against ``fewest.CompiledPuzzle``.

Run: ``.venv/bin/python bench/compiled.py [--full] [--partition 5-5-5]``

Rows (ratios within this one run; "first call" is the first compiled call
in this process, compile included, its own column):

* the user 8-puzzle, full BFS from a 31-move board (181,440 states);
* the user 9-pancake BFS (``--full``: 10-pancake, 3.6 M states) from a random stack;
* the user 15-puzzle, IDA* with a user Manhattan heuristic, Korf #55
  (``--full``: also #16, #42, #79);
* the user 15-puzzle with user pattern databases against the built-in
  ``pdb`` method (``fewest.parse("sliding", board).solve()``): nodes and seconds.

Korf's instances are carried below (from shared/data/korf100.tsv).
"""

from __future__ import annotations

import argparse
import contextlib
import math
import random
import time
from collections.abc import Callable
from typing import Any

from numba import njit

import fewest
from fewest import CompiledPuzzle, PatternDatabase, Puzzle
from fewest.compiled.examples import sliding

KORF = {  # id: (tiles, optimal length); the goal is blank first
    55: ((13, 8, 14, 3, 9, 1, 0, 7, 15, 5, 4, 10, 12, 2, 6, 11), 41),
    16: ((1, 3, 2, 5, 10, 9, 15, 6, 8, 14, 13, 11, 12, 4, 7, 0), 42),
    42: ((4, 5, 7, 2, 9, 14, 12, 13, 0, 3, 6, 11, 8, 1, 15, 10), 42),
    79: ((0, 1, 9, 7, 11, 13, 5, 3, 14, 12, 4, 2, 8, 6, 10, 15), 42),
    2: ((13, 5, 4, 10, 9, 12, 8, 14, 2, 3, 7, 1, 0, 15, 11, 6), 55),
}
GOAL15 = tuple(range(16))
HARD8 = (8, 6, 7, 2, 5, 4, 3, 0, 1)
GOAL8 = (1, 2, 3, 4, 5, 6, 7, 8, 0)
PARTITIONS = {  # cells of the blank-first goal, cell c holds tile c
    "5-5-5": [(1, 4, 5, 8, 9), (2, 3, 6, 7, 11), (10, 12, 13, 14, 15)],
    "6-6-3": [(1, 4, 5, 8, 9, 12), (2, 3, 6, 7, 10, 11), (13, 14, 15)],
    "7-8": [(1, 4, 5, 8, 9, 12, 13), (2, 3, 6, 7, 10, 11, 14, 15)],
}


class PySliding(Puzzle[tuple[int, ...]]):
    """The same sliding puzzle written for the interpreted engine."""

    reversible = True
    unit_cost = True
    heuristic_admissible = True

    def __init__(self, start: tuple[int, ...], goal: tuple[int, ...], side: int) -> None:
        self.start, self.goal, self.side = start, goal, side
        home = {v: divmod(i, side) for i, v in enumerate(goal)}
        self.heuristic = lambda s: sum(abs(divmod(i, side)[0] - home[v][0]) +
                                       abs(divmod(i, side)[1] - home[v][1])
                                       for i, v in enumerate(s) if v)

    def is_goal(self, s: tuple[int, ...]) -> bool:
        return s == self.goal

    def successors(self, s: tuple[int, ...]):  # type: ignore[no-untyped-def]
        n = self.side
        b = s.index(0)
        r, c = divmod(b, n)
        for name, ok, t in (("U", r > 0, b - n), ("L", c > 0, b - 1), ("R", c < n - 1, b + 1),
                            ("D", r < n - 1, b + n)):
            if ok:
                x = list(s)
                x[b], x[t] = x[t], 0
                yield name, tuple(x), 1


@njit(cache=True)
def manhattan15(state):  # type: ignore[no-untyped-def]
    """A user's Manhattan distance for the blank-first 15-puzzle goal."""
    total = 0
    for i in range(16):
        v = state[i]
        if v:
            total += abs(i // 4 - v // 4) + abs(i % 4 - v % 4)
    return total


@njit(cache=True)
def flips(state, out):  # type: ignore[no-untyped-def]
    n = state.shape[0]
    for k in range(2, n + 1):
        for i in range(n):
            out[k - 2, i] = state[k - 1 - i] if i < k else state[i]
    return n - 1


def timed(fn: Callable[[], Any]) -> tuple[Any, float]:
    t0 = time.perf_counter()
    out = fn()
    return out, time.perf_counter() - t0


def row(name: str, interp: float | None, first: float, steady: float, count: int,
        unit: str, extra: str = "") -> None:
    ratio = f"{interp / steady:8.1f}x" if interp else "        -"
    i_text = f"{interp:8.2f}" if interp else "       -"
    print(f"{name:34} {i_text} {first:8.2f} {steady:8.3f} {ratio} "
          f"{count / steady:>14,.0f} {unit:10} {extra}")


def full_bfs(start: tuple[int, ...], goal: tuple[int, ...]) -> None:
    """Both engines search for an unreachable goal, so each visits all 181,440 states."""
    from fewest.compiled.distances import distance_table

    odd = (goal[1], goal[0], *goal[2:])

    def engine() -> None:
        with contextlib.suppress(fewest.NoSolutionError):
            fewest.bfs(PySliding(start, odd, 3))

    def compiled() -> None:
        with contextlib.suppress(fewest.NoSolutionError):
            fewest.solve(p, "bfs")

    interp = timed(engine)[1]
    p = sliding(3, 3, start, odd)
    first = timed(compiled)[1]
    steady = timed(compiled)[1]
    table = distance_table(p)
    per = table.table.nbytes / len(table)
    row("8-puzzle full BFS", interp, first, steady, len(table), "states/s",
        f"{len(table):,} states; distance table {per:.1f} bytes/state")


@njit(cache=True)
def never(state):  # type: ignore[no-untyped-def]
    """A goal test that no stack passes, so BFS visits every stack."""
    return state.shape[0] < 0


def pancake_bfs(n: int, interpreted: bool) -> None:
    """Both engines search for a goal that no stack reaches: a full BFS of all n! stacks."""
    rng = random.Random(1)
    start = tuple(rng.sample(range(n), n))

    def engine() -> None:
        with contextlib.suppress(fewest.NoSolutionError):
            fewest.search(start, neighbors=lambda s: [s[:k][::-1] + s[k:] for k in range(2, n + 1)],
                          goal=(-1,), algorithm="bfs")

    def compiled() -> fewest.SearchStats:
        try:
            fewest.solve(p, "bfs")
        except fewest.NoSolutionError as exc:
            assert exc.stats is not None
            return exc.stats
        raise AssertionError("a goal that no stack passes was found")

    interp = timed(engine)[1] if interpreted else None
    p = CompiledPuzzle(start, flips, is_goal=never, max_successors=n - 1, values=n)
    first = timed(compiled)[1]
    stats, steady = timed(compiled)
    from fewest.compiled.distances import distance_table

    table = distance_table(p)
    assert stats.expanded == len(table) == math.factorial(n)
    row(f"{n}-pancake full BFS", interp, first, steady, stats.expanded, "states/s",
        f"{stats.expanded:,} states; distance table {table.table.nbytes / len(table):.1f} "
        f"bytes/state")


def korf_idastar(ids: list[int], interpreted: bool) -> None:
    h = manhattan15
    for i in ids:
        tiles, opt = KORF[i]
        p = sliding(4, 4, tiles, GOAL15, heuristic=h, admissible=True)
        s, first = timed(lambda p=p: fewest.solve(p, "idastar"))
        s, steady = timed(lambda p=p: fewest.solve(p, "idastar"))
        assert s.length == opt, (i, s.length, opt)
        interp = None
        if interpreted:
            interp = timed(lambda t=tiles: fewest.idastar(PySliding(t, GOAL15, 4)))[1]
        row(f"15-puzzle #{i} IDA* Manhattan", interp, first, steady, s.stats.expanded, "nodes/s",
            f"{s.stats.expanded:,} nodes, {opt} moves")


def korf_pdb(ids: list[int], partition: str) -> None:
    spec = PatternDatabase(PARTITIONS[partition], track=(0,), additive=True)
    print(f"\nuser {partition} pattern databases vs built-in pdb (default partition); "
          f"build: ", end="", flush=True)
    p0 = sliding(4, 4, KORF[ids[0]][0], GOAL15, patterns=spec)
    built = timed(lambda: spec.tables(p0))[1]
    print(f"{built:.1f} s (first run; cached after)")
    print(f"{'instance':10} {'user nodes':>14} {'user s':>8} {'built-in nodes':>15} "
          f"{'built-in s':>10} {'node ratio':>10}")
    for i in ids:
        tiles, opt = KORF[i]
        p = sliding(4, 4, tiles, GOAL15, patterns=spec)
        s, t_user = timed(lambda p=p: fewest.solve(p, "idastar"))
        board = " ".join(map(str, tiles))
        b, t_built = timed(lambda board=board: fewest.parse("sliding", board,
                                                            goal="blank-first").solve())
        assert s.length == b.length == opt
        print(f"#{i:<9} {s.stats.expanded:>14,} {t_user:>8.2f} {b.stats.expanded:>15,} "
              f"{t_built:>10.2f} {s.stats.expanded / max(1, b.stats.expanded):>10.2f}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--full", action="store_true", help="the larger rows too (minutes)")
    ap.add_argument("--partition", default="5-5-5", choices=sorted(PARTITIONS))
    args = ap.parse_args()
    print(f"{'work':34} {'interp s':>8} {'first s':>8} {'steady s':>8} {'speed-up':>9} "
          f"{'compiled rate':>14}")
    full_bfs(HARD8, GOAL8)
    pancake_bfs(10 if args.full else 9, interpreted=True)
    korf_idastar([55, 16, 42, 79] if args.full else [55], interpreted=True)
    korf_pdb([55, 16, 42, 79, 2] if args.full else [55, 16], args.partition)


if __name__ == "__main__":
    main()
