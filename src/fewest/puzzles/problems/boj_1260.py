"""Baekjoon 1260 DFS와 BFS (DFS and BFS): an undirected graph on vertices 1..N;
print the order a depth-first search from V visits the vertices, then the order
a breadth-first search does, the smaller-numbered neighbour always first.

Statement read from https://minyeok2ee.gitlab.io/boj/boj-1260 (official page
https://www.acmicpc.net/problem/1260): ``1 <= N <= 1000``, ``1 <= M <= 10000``,
edges may repeat; 2 s, 128 MB.

Not one search: the answer is two traversal orders.  The DFS order is the kit's
:func:`preorder`; the BFS order is read off :func:`distances`: layer by layer,
each vertex placed after the earliest vertex of the layer before that reaches it.

>>> from fewest.puzzles import get_family
>>> inst = get_family("boj-1260").parse("4 5 1\\n1 2\\n1 3\\n1 4\\n2 4\\n3 4\\n")
>>> print(inst.judge_output(inst.solve(), "judge"))
1 2 4 3
1 2 3 4
"""

from __future__ import annotations

from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import (
    Input,
    Int,
    Line,
    List,
    Problem,
    Record,
    distances,
    family_of,
    preorder,
)


def _neighbours(case: dict[str, Any]) -> dict[int, list[int]]:
    near: dict[int, set[int]] = {v: set() for v in range(1, case["N"] + 1)}
    for a, b in case["edges"]:
        if a != b:
            near[a].add(b)
            near[b].add(a)
    return {v: sorted(ws) for v, ws in near.items()}


def orders(case: dict[str, Any]) -> list[list[int]]:
    """The DFS order, then the BFS order, from V (smaller neighbours first)."""
    near = _neighbours(case)
    v = case["V"]
    dfs = preorder(v, near.__getitem__)
    dist = distances([v], lambda x: ((y, 1) for y in near[x]))
    layers: dict[float, list[int]] = {}
    for x, d in dist.items():
        layers.setdefault(d, []).append(x)
    place = {v: 0}
    bfs = [v]
    for d in sorted(layers)[1:]:
        # a vertex joins the queue when its earliest-placed neighbour one layer up
        # is taken out; two joining from the same neighbour keep their number order
        def joined(x: int, d: float = d) -> tuple[int, int]:
            return min(place[y] for y in near[x] if dist[y] == d - 1), x
        for x in sorted(layers[d], key=joined):
            place[x] = len(bfs)
            bfs.append(x)
    return [dfs, bfs]


EDGE = Record("edge", (Int("a", 1, "N"), Int("b", 1, "N")))

PROBLEM = Problem(
    site="baekjoon", number="1260", title_ko="DFS와 BFS", title_en="DFS and BFS",
    source="https://minyeok2ee.gitlab.io/boj/boj-1260",
    input=Input(Line(Int("N", 1, 1000), Int("M", 1, 10000), Int("V", 1, "N")),
                List("edges", EDGE, "M")),
    solve=orders,
    why=Said("the answer is two traversal orders (a DFS and a BFS from V), not one path",
             "답이 경로 하나가 아니라 두 방문 순서(V에서 시작하는 DFS 순서와 BFS 순서)입니다"),
    unit="visiting orders", unit_ko="방문 순서",
    time_limit=2.0, memory_mb=128,
    samples=(
        ("4 5 1\n1 2\n1 3\n1 4\n2 4\n3 4\n", "1 2 4 3\n1 2 3 4"),
        ("5 5 3\n5 4\n5 2\n1 2\n3 4\n3 1\n", "3 1 2 5 4\n3 1 4 2 5"),
        ("1000 1 1000\n999 1000\n", "1000 999\n1000 999"),
    ),
    specials=(
        "1 1 1\n1 1\n",                          # one vertex, a loop on it
        "3 1 3\n1 2\n",                          # V touches no edge: only V
        "3 3 1\n1 2\n1 2\n2 3\n",                # a repeated edge
        "5 4 1\n1 5\n1 4\n4 2\n5 3\n",           # neighbours given out of order
        "5 5 1\n1 2\n2 3\n3 4\n4 5\n1 5\n",      # a ring: DFS goes round, BFS both ways
        "1000 999 1\n" + "".join(f"{i} {i + 1}\n" for i in range(1, 1000)),  # a long path
        "1000 10000 500\n" + "".join(f"{1 + i % 1000} {1 + (i * 7 + 3) % 1000}\n"
                                     for i in range(10000)),
    ),
    words=lambda m: str(m),
    about=Said("the visiting orders of a depth-first and a breadth-first search from V, smaller "
               "vertex first",
               "V에서 시작한 깊이 우선 탐색과 너비 우선 탐색의 방문 순서 (번호가 작은 정점부터)"),
)
FAMILY = family_of(PROBLEM)
