"""LeetCode 934 Shortest Bridge: an ``n x n`` grid of water (0) and land (1) holds
exactly two islands; the fewest 0s to turn into land so that they join.

Statement read from https://hashl.com/algo/problem/shortest-bridge (official page
https://leetcode.com/problems/shortest-bridge/): ``2 <= n <= 100``, cells 0 or 1,
exactly two islands (4-directional).

Decided: one 0-1 search from the whole first island at once: a start that stands
for the island steps onto each of its cells for free, a step onto water costs 1 (a
0 flipped), a step onto land costs 0, and any land cell of the other island is the
goal.  "The first island" is the one holding the first land cell in reading order.
The answer is at least 1; a grid that is not square or does not hold exactly two
islands is refused.

>>> from fewest.puzzles import get_family
>>> inst = get_family("leetcode-934").parse('{"grid": [[0,1,0],[0,0,0],[0,0,1]]}')
>>> inst.judge_output(inst.solve(), "judge")
'2'
"""

from __future__ import annotations

import json
from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import Grid, Input, Problem, distances, family_of, per_case

STEPS = ((1, 0), (-1, 0), (0, 1), (0, -1))
Cell = tuple[int, int]
START = "first island"


def islands_of(grid: list[list[int]]) -> list[set[Cell]]:
    """The islands, each a set of cells, in reading order of their first cell."""
    n, m = len(grid), len(grid[0])

    def land(at: Cell) -> list[tuple[Cell, int]]:
        r, c = at
        return [((r + dr, c + dc), 1) for dr, dc in STEPS
                if 0 <= r + dr < n and 0 <= c + dc < m and grid[r + dr][c + dc] == 1]

    found: list[set[Cell]] = []
    seen: set[Cell] = set()
    for r in range(n):
        for c in range(m):
            if grid[r][c] == 1 and (r, c) not in seen:
                island = set(distances([(r, c)], land))
                seen |= island
                found.append(island)
    return found


@per_case
def first_island(case: dict[str, Any]) -> set[Cell]:
    return islands_of(case["grid"])[0]


def moves(case: dict[str, Any], at: Any) -> list[tuple[str, Any, int]]:
    if at == START:
        return [(f"from {r},{c}", (r, c), 0) for r, c in sorted(first_island(case))]
    grid = case["grid"]
    r, c = at
    n = len(grid)
    return [(f"to {r + dr},{c + dc}", (r + dr, c + dc), 1 - grid[r + dr][c + dc])
            for dr, dc in STEPS if 0 <= r + dr < n and 0 <= c + dc < n]


def _rules(case: dict[str, Any]) -> str | None:
    grid = case["grid"]
    if len(grid) != len(grid[0]):
        return Said("grid must be square", "grid는 정사각형이어야 합니다")
    count = len(islands_of(grid))
    return None if count == 2 else Said(f"grid must hold exactly two islands, got {count}",
                                          f"grid에는 섬이 정확히 두 개 있어야 합니다 "
                                          f"(받은 값 {count}개)")


def _two_largest(case: dict[str, Any]) -> dict[str, Any] | None:
    """A drawn grid cut square, with only its two largest islands kept."""
    n = min(len(case["grid"]), len(case["grid"][0]))
    grid = [list(row[:n]) for row in case["grid"][:n]]
    found = sorted(islands_of(grid), key=len, reverse=True)
    if len(found) < 2:
        return None
    keep = found[0] | found[1]
    return {**case, "grid": [[int((r, c) in keep) for c in range(n)] for r in range(n)]}


def _case(grid: list[list[int]]) -> str:
    return json.dumps({"grid": grid}) + "\n"


def _corners(n: int) -> list[list[int]]:
    return [[int((r, c) in ((0, 0), (n - 1, n - 1))) for c in range(n)] for r in range(n)]


PROBLEM = Problem(
    site="leetcode", number="934", title_ko="가장 짧은 다리", title_en="Shortest Bridge",
    source="https://hashl.com/algo/problem/shortest-bridge",
    input=Input(Grid("grid", (2, 100), (2, 100), (0, 1), weights={0: 5, 1: 2}),
                where=_rules, mend=_two_largest, json=True),
    start=lambda c: START,
    moves=moves,
    goal=lambda c, at: (at != START and c["grid"][at[0]][at[1]] == 1
                        and at not in first_island(c)),
    costs="01",
    call="Solution().shortestBridge(grid)",
    unit="0s flipped", unit_ko="개",
    samples=((_case([[0, 1], [1, 0]]), "1"), (_case([[0, 1, 0], [0, 0, 0], [0, 0, 1]]), "2"),
             (_case([[1, 1, 1, 1, 1], [1, 0, 0, 0, 1], [1, 0, 1, 0, 1], [1, 0, 0, 0, 1],
                     [1, 1, 1, 1, 1]]), "1")),
    specials=(_case([[1, 0], [0, 1]]), _case([[1, 0, 1], [1, 0, 1], [1, 0, 1]]),
              _case(_corners(100)), _case(_corners(3)),
              _case([[1] * 100] * 49 + [[0] * 100] + [[1] * 100] * 50),
              _case([[1, 1, 1, 0, 0], [1, 0, 0, 0, 0], [1, 0, 0, 0, 1], [0, 0, 0, 1, 1],
                     [0, 0, 0, 1, 1]]),
              _case([[1, 0, 0, 0, 0, 0], [1, 0, 0, 0, 0, 0], [1, 1, 1, 1, 1, 0],
                     [0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 1, 0], [0, 0, 0, 0, 0, 0]])),
    reach=0.85,
    about=Said("fewest 0s to turn into land so that the grid's two islands join",
               "격자의 두 섬이 이어지도록 땅(1)으로 바꿔야 하는 0의 최소 개수"),
)
FAMILY = family_of(PROBLEM)
