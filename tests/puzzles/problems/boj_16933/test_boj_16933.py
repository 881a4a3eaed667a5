"""Baekjoon 16933 벽 부수고 이동하기 3 on the judge kit, against an independent oracle:
a breadth-first search over (square, walls broken) only, day or night read from
the distance's parity, a night in front of a wall waited out by putting the same
square back into the queue one step later (the earliest arrival at a square with
the same walls broken is never worse: it can always wait)."""

from __future__ import annotations

from collections import deque
from pathlib import Path
from typing import Any

from tests.puzzles.problems.kit_suite import kit_tests


def oracle(case: Any) -> str:
    n, m, k, g = case["N"], case["M"], case["K"], case["map"]
    dist = {(0, 0, 0): 1}
    queue = deque([(0, 0, 0, 1)])
    while queue:
        r, c, b, d = queue.popleft()
        if (r, c) == (n - 1, m - 1):
            return str(d)
        day = d % 2 == 1
        for y, x in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if not (0 <= y < n and 0 <= x < m):
                continue
            if g[y][x] == "0":
                if (y, x, b) not in dist:
                    dist[y, x, b] = d + 1
                    queue.append((y, x, b, d + 1))
            elif b < k and (y, x, b + 1) not in dist:
                if day:
                    dist[y, x, b + 1] = d + 1
                    queue.append((y, x, b + 1, d + 1))
                else:
                    queue.append((r, c, b, d + 1))  # wait for the day here
    return "-1"


globals().update(kit_tests("boj-16933", oracle, Path(__file__).parent / "corpus"))


def test_compiled_and_python_walks_agree_with_the_oracle() -> None:
    """The layered grid's DAY rule in each form (plain Python, built ahead of time,
    jitted) against the oracle, each path replayed move by move."""
    import random
    from functools import partial

    from fewest.errors import NoSolutionError
    from fewest.problem import replay
    from fewest.puzzles import get_family
    from fewest.puzzles.common.layered_grid import solve_layered_compiled, solve_layered_python

    family = get_family("boj-16933")
    stream = family.judge.stream(random.Random(7))
    for _, case in zip(range(40), stream, strict=False):
        inst = family.parse(case)
        want = oracle(family.problem.input.read(case, family.name)[0])
        for solve in (solve_layered_python, solve_layered_compiled,
                      partial(solve_layered_compiled, aot=False)):
            try:
                sol = solve(inst.grid)
            except NoSolutionError:
                assert want == "-1", case
                continue
            states, _ = replay(inst.puzzle(), inst.puzzle().start, sol.moves)
            assert states == list(sol.states)
            assert str(sol.length + 1) == want, (case, solve)
