"""Engine overhead: the generic searches against minimal hand-written loops.

Run: ``.venv/bin/python bench/engine.py [--repeat 5]``

Both sides use the same 8-puzzle successor function, so the ratio measures
what the generic engine costs (limit checks, stats, goal tests, parent links)
over the leanest loop one would write by hand.  Throughput is expansions per
second (median of the repeats); peak memory is measured in a separate
tracemalloc pass so that it does not slow the timed runs.
"""

from __future__ import annotations

import argparse
import heapq
import statistics
import time
import tracemalloc
from collections import deque
from collections.abc import Callable, Iterator
from itertools import count
from typing import Any

from fewest import Heuristic, NoSolutionError, Puzzle, astar, bfs

GOAL = (1, 2, 3, 4, 5, 6, 7, 8, 0)
HARD = (8, 6, 7, 2, 5, 4, 3, 0, 1)  # 31 moves, one of the two hardest 8-puzzles
NEIGHBOURS = [
    [(d, r2 * 3 + c2) for d, r2, c2 in (("U", r - 1, c), ("D", r + 1, c), ("L", r, c - 1),
                                         ("R", r, c + 1)) if 0 <= r2 < 3 and 0 <= c2 < 3]
    for r in range(3) for c in range(3)
]
GOAL_POS = {v: divmod(i, 3) for i, v in enumerate(GOAL)}


def successors(s: tuple[int, ...]) -> Iterator[tuple[str, tuple[int, ...], int]]:
    b = s.index(0)
    for d, j in NEIGHBOURS[b]:
        cells = list(s)
        cells[b] = cells[j]
        cells[j] = 0
        yield d, tuple(cells), 1


def manhattan(s: tuple[int, ...]) -> int:
    total = 0
    for i, v in enumerate(s):
        if v:
            r, c = GOAL_POS[v]
            total += abs(i // 3 - r) + abs(i % 3 - c)
    return total


class Eight(Puzzle[tuple[int, ...]]):
    goal = GOAL
    unit_cost = True
    reversible = True
    heuristic_admissible = True
    heuristic_consistent = True

    def __init__(self, start: tuple[int, ...], goal_reachable: bool = True) -> None:
        self.start = start
        self._reachable = goal_reachable

    def is_goal(self, s: tuple[int, ...]) -> bool:
        return self._reachable and s == GOAL

    successors = staticmethod(successors)  # type: ignore[assignment]
    heuristic = staticmethod(manhattan)  # type: ignore[assignment]


def hand_bfs(start: tuple[int, ...]) -> int:
    """Explore everything: a deque and a parent dict, nothing else."""
    parents: dict[Any, Any] = {start: None}
    queue = deque([start])
    expanded = 0
    while queue:
        s = queue.popleft()
        expanded += 1
        for m, t, _c in successors(s):
            if t not in parents:
                parents[t] = (s, m)
                queue.append(t)
    return expanded


def engine_bfs(start: tuple[int, ...]) -> int:
    try:
        bfs(Eight(start, goal_reachable=False))
    except NoSolutionError as exc:
        assert exc.stats is not None
        return exc.stats.expanded
    raise AssertionError("the goal test is off: the search must exhaust the space")


def hand_astar(start: tuple[int, ...]) -> int:
    """Textbook A* with heapq, a g-dict and parent links; returns expansions."""
    g = {start: 0}
    parents: dict[Any, Any] = {start: None}
    tie = count()
    heap = [(manhattan(start), 0, next(tie), start)]  # ties: deeper node first, like fewest
    expanded = 0
    while heap:
        _f, neg_g, _t, s = heapq.heappop(heap)
        gs = -neg_g
        if gs > g[s]:
            continue
        if s == GOAL:
            assert gs == 31
            return expanded
        expanded += 1
        for m, t, c in successors(s):
            ng = gs + c
            if t not in g or ng < g[t]:
                g[t] = ng
                parents[t] = (s, m)
                heapq.heappush(heap, (ng + manhattan(t), -ng, next(tie), t))
    raise AssertionError("unreachable")


def engine_astar(start: tuple[int, ...]) -> int:
    sol = astar(Eight(start), heuristic=Heuristic(manhattan, admissible=True))
    assert sol.length == 31 and sol.optimal
    return sol.stats.expanded


def measure(fn: Callable[[tuple[int, ...]], int], start: tuple[int, ...], repeat: int
            ) -> tuple[float, int, float]:
    """(median expansions/s, expansions, peak MiB)."""
    rates = []
    expanded = 0
    for _ in range(repeat):
        t0 = time.perf_counter()
        expanded = fn(start)
        rates.append(expanded / (time.perf_counter() - t0))
    tracemalloc.start()
    fn(start)
    _cur, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return statistics.median(rates), expanded, peak / 2**20


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    pairs = [
        ("BFS, whole 8-puzzle space", hand_bfs, engine_bfs, GOAL),
        ("A*, 31-move 8-puzzle", hand_astar, engine_astar, HARD),
    ]
    print(f"{'case':<28}{'side':<13}{'expanded':>10}{'exp/s':>12}{'peak MiB':>10}"
          f"{'speed':>8}{'memory':>8}")
    for name, hand, engine, start in pairs:
        h_rate, h_exp, h_mem = measure(hand, start, args.repeat)
        e_rate, e_exp, e_mem = measure(engine, start, args.repeat)
        print(f"{name:<28}{'hand-written':<13}{h_exp:>10,}{h_rate:>12,.0f}{h_mem:>10.1f}"
              f"{'1.00':>8}{'1.00':>8}")
        print(f"{'':<28}{'fewest':<13}{e_exp:>10,}{e_rate:>12,.0f}{e_mem:>10.1f}"
              f"{e_rate / h_rate:>8.2f}{e_mem / h_mem:>8.2f}")
    print("speed = engine throughput / hand-written throughput (target >= 0.70); "
          "memory = engine peak / hand-written peak")


if __name__ == "__main__":
    main()
