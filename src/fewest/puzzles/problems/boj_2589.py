"""Baekjoon 2589 보물섬 (Treasure island): on a map of land ``L`` and water ``W``,
moving up, down, left or right over land, one hour a step; the treasure lies on
the two land cells whose shortest route is the longest: print that route's hours.

Statement read from https://leejd8130.tistory.com/67 (official page
https://www.acmicpc.net/problem/2589): the map's height and width are at most 50;
1 s, 512 MB.

Not one search: the answer is the largest shortest distance over every pair of
land cells (the map's diameter), found with a few BFS runs (:func:`distances`)
and eccentricity bounds.

>>> from fewest.puzzles import get_family
>>> inst = get_family("boj-2589").parse("2 3\\nLLL\\nWWL\\n")
>>> inst.judge_output(inst.solve(), "judge")
'3'
"""

from __future__ import annotations

from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import Grid, Input, Int, Line, Problem, distances, family_of


def farthest(case: dict[str, Any]) -> int:
    """The longest of the shortest routes between two land cells: the largest
    eccentricity, found exactly with eccentricity bounds (Takes and Kosters'
    bounding diameters): after a BFS from ``u`` with eccentricity ``e``, every cell
    ``v`` at distance ``d`` has eccentricity between ``max(d, e - d)`` and ``e + d``;
    a cell whose upper bound is no more than the best found, or whose bounds meet,
    needs no BFS of its own.  A few BFS runs instead of one per land cell."""
    n, m = case["H"], case["W"]
    land = [ch == "L" for row in case["map"] for ch in row]
    near = [[(j, 1) for j in (i - m, i + m, i - 1 if i % m else -1, i + 1 if (i + 1) % m else -1)
             if 0 <= j < n * m and land[j]] for i in range(n * m)]
    cells = [i for i, v in enumerate(land) if v]
    lo = dict.fromkeys(cells, 0)
    hi = dict.fromkeys(cells, n * m)
    best, left, high = 0, set(cells), True
    while left:
        pick = max if high else min
        u = pick(left, key=lambda v: (hi[v] if high else lo[v], len(near[v]), -v))
        high = not high
        dist = distances([u], near.__getitem__)
        ecc = int(max(dist.values()))
        best = max(best, ecc)
        for v, d in dist.items():
            lo[v] = max(lo[v], int(d), ecc - int(d))
            hi[v] = min(hi[v], ecc + int(d))
        best = max([best, *(lo[v] for v in dist if lo[v] == hi[v])])
        left = {v for v in left if v != u and hi[v] > best and lo[v] < hi[v]}
    return best


def _at_least_two(case: dict[str, Any]) -> str | None:
    lands = sum(row.count("L") for row in case["map"])
    return None if lands >= 2 else Said(
        "the map must hold two land cells (the treasure's two spots)",
        "map에는 육지 칸이 두 개 이상 있어야 합니다 (보물이 묻힌 두 곳)")


PROBLEM = Problem(
    site="baekjoon", number="2589", title_ko="보물섬", title_en="Treasure island",
    source="https://leejd8130.tistory.com/67",
    input=Input(Line(Int("H", 1, 50), Int("W", 1, 50)),
                Grid("map", "H", "W", "WL", weights={"L": 3, "W": 1}),
                where=_at_least_two),
    solve=farthest,
    why=Said("the answer is the longest shortest route over every pair of land cells (the "
             "map's diameter, from BFS runs and eccentricity bounds), not one path",
             "답이 경로 하나가 아니라 모든 육지 칸 쌍의 최단 거리 중 가장 긴 값입니다 "
             "(지도의 지름: BFS 탐색 여러 번과 이심률 경계로 구함)"),
    unit="hours", unit_ko="시간",
    time_limit=1.0, memory_mb=512,
    samples=(("5 7\nWLLWWWL\nLLLWLLL\nLWLWLWW\nLWLWLLL\nWLLWLWW\n", "8"),),
    specials=(
        "1 2\nLL\n",                     # the smallest map: 1
        "2 1\nL\nL\n",                   # one column
        "2 2\nLW\nWL\n",                 # two islands of one cell: 0
        "3 3\nLLL\nLWL\nLLL\n",          # a ring: around, not across the water
        "1 50\n" + "L" * 50 + "\n",      # the longest line: 49
        "50 1\n" + "L\n" * 50,
        "50 50\n" + ("L" * 50 + "\n") * 50,  # all land: 98
        "3 5\nLLLLL\nWWWWL\nLLLLL\n",    # a snake: the ends are far apart
    ),
    about=Said("hours of the longest shortest route between two land cells, moving over land up, "
               "down, left or right",
               "육지 두 칸 사이 최단 거리 중 가장 긴 것의 시간 (육지로만 상하좌우 이동)"),
)
FAMILY = family_of(PROBLEM)
