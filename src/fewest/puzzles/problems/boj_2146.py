"""Baekjoon 2146 다리 만들기 (Making a bridge): an N x N map of sea (``0``) and land
(``1``); an island is land joined up, down, left or right; the shortest bridge
(sea cells, moving the same four ways) that joins two different islands.

Statement read from https://velog.io/@ggh-png/BOJ-2146-다리-만들기 (official page
https://www.acmicpc.net/problem/2146): N at most 100, always two islands or more;
2 s, 192 MB.

Not one search: every island at once.  The islands are labelled (one
:func:`distances` flood each); a BFS from all land at once (:func:`distances`)
gives each sea cell its distance to the nearest land and, through a nearer
neighbour, that land's island; two touching cells of different islands ``u``,
``v`` make a bridge of ``d(u) + d(v)`` cells, and the least of these is the answer.

>>> from fewest.puzzles import get_family
>>> inst = get_family("boj-2146").parse("3\\n1 0 1\\n0 0 0\\n0 0 0\\n")
>>> inst.judge_output(inst.solve(), "judge")
'1'
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import Grid, Input, Int, Problem, distances, family_of


def _around(n: int, i: int) -> Iterator[int]:
    r, c = divmod(i, n)
    if r:
        yield i - n
    if r < n - 1:
        yield i + n
    if c:
        yield i - 1
    if c < n - 1:
        yield i + 1


def islands(case: dict[str, Any]) -> dict[int, int]:
    """Each land cell's island (the label is the island's first cell)."""
    n = case["N"]
    land = [v == 1 for row in case["map"] for v in row]
    island: dict[int, int] = {}
    for i, here in enumerate(land):
        if here and i not in island:
            for j in distances([i], lambda x: ((y, 1) for y in _around(n, x) if land[y])):
                island[j] = i
    return island


def shortest_bridge(case: dict[str, Any]) -> int:
    """The fewest sea cells a bridge between two different islands crosses."""
    n = case["N"]
    label = islands(case)
    dist = distances(list(label), lambda x: ((y, 1) for y in _around(n, x) if y not in label))
    for i in sorted(dist, key=dist.__getitem__):
        if i not in label:
            label[i] = next(label[j] for j in _around(n, i) if dist.get(j) == dist[i] - 1)
    return int(min(dist[u] + dist[v] for u in dist for v in _around(n, u)
                   if v in dist and label[u] != label[v]))


def _two_islands(case: dict[str, Any]) -> str | None:
    return None if len(set(islands(case).values())) >= 2 else Said(
        "the map must hold two islands", "map에는 섬이 두 개 이상 있어야 합니다")


def _map(rows: list[list[int]]) -> str:
    return f"{len(rows)}\n" + "".join(" ".join(map(str, r)) + "\n" for r in rows)


def _corners(n: int) -> list[list[int]]:
    rows = [[0] * n for _ in range(n)]
    rows[0][0] = rows[n - 1][n - 1] = 1
    return rows


def _bay(n: int) -> list[list[int]]:
    """A U-shaped island around a bay one cell wide, and a small island far off:
    the bay's two shores are one island, so the answer is the far bridge (9)."""
    rows = [[0] * n for _ in range(n)]
    for r in range(1, 8):
        rows[r][1] = rows[r][3] = 1
    rows[7][2] = 1
    rows[10][10] = 1
    return rows


PROBLEM = Problem(
    site="baekjoon", number="2146", title_ko="다리 만들기", title_en="Making a bridge",
    source="https://velog.io/@ggh-png/BOJ-2146-다리-만들기",
    input=Input(Int("N", 1, 100), Grid("map", "N", "N", (0, 1), weights={0: 5, 1: 2}),
                where=_two_islands),
    solve=shortest_bridge,
    why=Said("the answer is the least bridge over every pair of islands (one BFS from all "
             "land at once, with each sea cell's nearest island), not one path",
             "답이 경로 하나가 아니라 모든 섬 쌍 사이의 가장 짧은 다리입니다 (모든 땅에서 "
             "한꺼번에 BFS 한 번, 바다 칸마다 가장 가까운 섬을 기록)"),
    unit="bridge cells", unit_ko="칸",
    time_limit=2.0, memory_mb=192,
    samples=(("10\n1 1 1 0 0 0 0 1 1 1\n1 1 1 1 0 0 0 0 1 1\n1 0 1 1 0 0 0 0 1 1\n"
              "0 0 1 1 1 0 0 0 0 1\n0 0 0 1 0 0 0 0 0 1\n0 0 0 0 0 0 0 0 0 1\n"
              "0 0 0 0 0 0 0 0 0 0\n0 0 0 0 1 1 0 0 0 0\n0 0 0 0 1 1 1 0 0 0\n"
              "0 0 0 0 0 0 0 0 0 0\n", "3"),),
    specials=(
        "2\n1 0\n0 1\n",                     # islands touching at a corner: 1
        "3\n1 0 1\n0 0 0\n0 0 0\n",          # the smallest bridge: 1
        "3\n1 0 0\n0 0 0\n0 0 1\n",          # across the diagonal: 3
        _map(_corners(100)),                 # the longest bridge: 197
        _map(_bay(12)),
        _map([[1, 0] * 50 for _ in range(100)]),  # 50 long islands, bridges of 1
    ),
    about=Said("the shortest bridge (sea cells, moving four ways) joining two different islands",
               "서로 다른 두 섬을 잇는 가장 짧은 다리의 길이 (바다 칸 수)"),
)
FAMILY = family_of(PROBLEM)
