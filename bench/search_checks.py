"""What checking user functions costs: the same searches on a user puzzle, checked and trusted.

Run: ``.venv/bin/python bench/search_checks.py [--repeat 5]``

A user's puzzle has every ``successors`` item checked as it runs (a
``(move, next_state, cost)`` triple, a hashable state, a finite cost >= 0:
:mod:`fewest.search.checks`); a class that sets ``checked = True`` is
trusted as it is, as the built-in families are.  Both rows search the same
8-puzzle class of ``bench/engine.py`` in the same run, so the ratio is the
cost of the checks alone; the function form (``fewest.search``) is timed too.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable
from typing import Any

import fewest
from engine import GOAL, HARD, Eight, manhattan, successors
from fewest import Heuristic, NoSolutionError


class Trusted(Eight):
    checked = True


def whole_space(make: Callable[[], Any]) -> Callable[[], int]:
    def run() -> int:
        try:
            fewest.bfs(make())
        except NoSolutionError as exc:
            return exc.stats.expanded
        raise AssertionError("the goal is unreachable: BFS must exhaust the space")
    return run


def hard_astar(make: Callable[[], Any]) -> Callable[[], int]:
    return lambda: fewest.astar(make()).stats.expanded


def function_bfs() -> int:
    try:
        fewest.search(GOAL, successors=successors, is_goal=lambda s: False, algorithm="bfs")
    except NoSolutionError as exc:
        return exc.stats.expanded
    raise AssertionError("unreachable")


def function_astar() -> int:
    h = Heuristic(manhattan, admissible=True, consistent=True)
    return fewest.search(HARD, successors=successors, goal=GOAL, heuristic=h,
                         algorithm="astar").stats.expanded


def rate(run: Callable[[], int], repeat: int) -> tuple[float, int]:
    times, expanded = [], 0
    for _ in range(repeat):
        started = time.perf_counter()
        expanded = run()
        times.append(time.perf_counter() - started)
    return expanded / statistics.median(times), expanded


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    cases = [
        ("BFS, whole 8-puzzle space", whole_space(lambda: Trusted(GOAL, False)),
         whole_space(lambda: Eight(GOAL, False)), function_bfs),
        ("A*, 31-move 8-puzzle", hard_astar(lambda: Trusted(HARD)), hard_astar(lambda: Eight(HARD)),
         function_astar),
    ]
    print(f"{'case':<28}{'puzzle':<22}{'expanded':>10}{'exp/s':>12}{'speed':>8}")
    for name, trusted, checked, function in cases:
        base, expanded = rate(trusted, args.repeat)
        print(f"{name:<28}{'class, checked=True':<22}{expanded:>10,}{base:>12,.0f}{'1.00':>8}")
        for label, run in (("class, checked", checked), ("fewest.search", function)):
            got, expanded = rate(run, args.repeat)
            print(f"{'':<28}{label:<22}{expanded:>10,}{got:>12,.0f}{got / base:>8.2f}")
    print("speed = throughput / the trusted class's throughput in the same run")


if __name__ == "__main__":
    main()
