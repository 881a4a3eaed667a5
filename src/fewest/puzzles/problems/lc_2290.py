"""LeetCode 2290 Minimum Obstacle Removal to Reach Corner: an m x n grid of 0 (empty)
and 1 (an obstacle that may be removed); walk from ``(0, 0)`` to ``(m-1, n-1)`` by
steps up, down, left or right.  Stepping onto an obstacle removes it and costs 1,
onto an empty cell 0; the answer is the fewest obstacles removed.

Statement read from https://git.only4.work/coder-xiaomo/leetcode-problemset/raw/branch/master/leetcode/problem/minimum-obstacle-removal-to-reach-corner.html
(official page https://leetcode.com/problems/minimum-obstacle-removal-to-reach-corner/):
``1 <= m, n <= 10^5``, ``2 <= m * n <= 10^5``, cells 0 or 1,
``grid[0][0] == grid[m-1][n-1] == 0``.

Decided: the state is the cell; the obstacles removed are the distance, not part of
the state (a cheapest route enters each cell at most once).  A lattice walk
(``lattice=``: four offsets, entering a cell costs its value), so the engine's
Dijkstra (a 0-1 BFS while costs are 0 and 1) runs on small grids and the compiled
0-1 BFS on large ones.  The corners are empty, so there is always an answer: -1 is
never printed.  The grid may also be given bare (``0 1 / 1 0``, or a JSON list).

>>> from fewest.puzzles import get_family
>>> inst = get_family("leetcode-2290").parse(PROBLEM.samples[1][0])
>>> sol = inst.solve()
>>> inst.judge_output(sol, "judge"), sol.length
('0', 10)
>>> get_family("leetcode-2290").parse("[[0,1,1],[1,1,0],[1,1,0]]").solve().cost
2
"""

from __future__ import annotations

import json
import random
from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import Grid, Input, Problem, View, family_of
from fewest.puzzles.kit.walks import Lattice

Case = dict[str, Any]
STEPS = (("up", -1, 0), ("down", 1, 0), ("left", 0, -1), ("right", 0, 1))
MAX_CELLS = 10**5


def lattice_of(case: Case) -> Lattice:
    """The grid as a lattice walk: entering a cell costs its value."""
    grid = case["grid"]
    m, n = len(grid), len(grid[0])
    return Lattice(shape=(m, n), enter=[v for row in grid for v in row], start=(0, 0),
                   goals=((m - 1, n - 1),), steps=tuple((dr, dc) for _w, dr, dc in STEPS),
                   names=tuple(w for w, _r, _c in STEPS))


def _rules(case: Case) -> str | None:
    grid = case["grid"]
    if len(grid) * len(grid[0]) < 2:
        return Said(f"m * n must be 2..{MAX_CELLS}, got 1 x 1",
                    f"m * n은 2..{MAX_CELLS} 범위여야 합니다 (받은 값 1 x 1)")
    return Said("grid[0][0] and grid[m-1][n-1] must be 0",
                "grid[0][0]과 grid[m-1][n-1]은 0이어야 합니다") if grid[0][0] or grid[-1][-1] \
        else None


def random_grid(rng: random.Random, m: int, n: int, density: float) -> list[list[int]]:
    """An m x n grid of obstacles at ``density``, the corners empty."""
    grid = [[1 if rng.random() < density else 0 for _ in range(n)] for _ in range(m)]
    grid[0][0] = grid[m - 1][n - 1] = 0
    return grid


def _arrange(case: Case, rng: random.Random) -> Case:
    """The drawn shape at an obstacle density of 30% to 70%: dense grids make a plain
    BFS (fewest steps) and a BFS that fixes a cell's count at first sight answer too
    many removals within the first cases."""
    m, n = len(case["grid"]), len(case["grid"][0])
    return {"grid": random_grid(rng, m, max(n, 2 if m == 1 else 1),
                                rng.choice((0.3, 0.5, 0.6, 0.7)))}


def _board(case: Case, at: tuple[int, int]) -> tuple[list[str], dict[Any, tuple[str, str]]]:
    """Obstacles as walls, the walker ``@``, the far corner ``E``."""
    grid = case["grid"]
    end = (len(grid) - 1, len(grid[0]) - 1)
    pieces = {end: ("E", "finish")} if at != end else {}
    pieces[at] = ("@", "tile")
    return ["".join("#" if v else "." for v in row) for row in grid], pieces


def _show(case: Case, at: tuple[int, int]) -> str:
    """The grid with ``@`` on the walker, ``#`` on obstacles."""
    return "\n".join("".join("@" if (r, c) == tuple(at) else "#" if v else "."
                             for c, v in enumerate(row)) for r, row in enumerate(case["grid"]))


def _case(grid: list[list[int]]) -> str:
    return json.dumps({"grid": grid}) + "\n"


LINE = [[0] + [1] * (MAX_CELLS - 2) + [0]]
CHECKERS = [[(r + c) % 2 for c in range(400)] for r in range(250)]
CHECKERS[0][0] = CHECKERS[-1][-1] = 0
ENGINE = Said("a step onto an obstacle costs 1 and onto an empty cell 0; use dijkstra",
              "장애물 칸으로 가는 한 걸음은 1, 빈 칸으로 가는 한 걸음은 0이 듭니다. "
              "'dijkstra'를 쓰세요")

PROBLEM = Problem(
    site="leetcode", number="2290", title_ko="모서리에 도달하기 위한 최소 장애물 제거",
    title_en="Minimum Obstacle Removal to Reach Corner",
    source="https://git.only4.work/coder-xiaomo/leetcode-problemset/raw/branch/master/"
           "leetcode/problem/minimum-obstacle-removal-to-reach-corner.html",
    input=Input(Grid("grid", (1, MAX_CELLS), (1, MAX_CELLS), (0, 1), area=MAX_CELLS),
                where=_rules, arrange=_arrange, json=True),
    lattice=lattice_of,
    unsupported={"bfs": ENGINE, "bidirectional": ENGINE, "iddfs": ENGINE,
                 "greedy": Said("no distance estimate helps: a free detour of any length "
                                "costs nothing",
                                "거리 추정이 도움이 되지 않습니다: 공짜로 가는 우회로는 아무리 "
                                "길어도 비용이 0입니다")},
    call="Solution().minimumObstacles(grid)",
    unit="obstacles removed", unit_ko="개",
    time_limit=1.0,
    reach=0.5,  # random grids of up to about 5,000 cells; the specials reach 10^5
    samples=((_case([[0, 1, 1], [1, 1, 0], [1, 1, 0]]), "2"),
             (_case([[0, 1, 0, 0, 0], [0, 1, 0, 1, 0], [0, 0, 0, 1, 0]]), "0")),
    specials=(
        _case([[0, 0]]),                                   # 1 x 2 and 2 x 1: 0
        _case([[0], [0]]),
        _case([[0, 1, 0]]),                                # one in the way: 1
        # free only by going left and up: right/down programs remove 1
        _case([[0, 0, 0], [1, 1, 0], [0, 0, 0], [0, 1, 1], [0, 0, 0]]),
        _case(LINE),                                       # 10^5 cells in a row: 99,998
        _case(CHECKERS),                                   # the largest checkerboard
    ),
    view=View(_board, roles={"#": "wall", ".": "empty"}),
    show=_show, words=str,
    summary="LeetCode 2290 Minimum Obstacle Removal: fewest obstacles on a 4-way path",
    about=Said("fewest obstacles to remove on a way from the top-left corner to the bottom-right "
               "one",
               "왼쪽 위 모서리에서 오른쪽 아래 모서리까지 가기 위해 제거해야 하는 장애물의 최소 "
               "개수"),
)
FAMILY = family_of(PROBLEM)
