"""LeetCode 1129 Shortest Path with Alternating Colors: in a directed graph of red and
blue edges, for every node the fewest edges on a path from node 0 whose colours
alternate, or -1; the answer is that list.

Statement read from https://hashl.com/algo/problem/shortest-path-with-alternating-colors
(official page https://leetcode.com/problems/shortest-path-with-alternating-colors/):
``1 <= n <= 100``, ``0 <= redEdges.length, blueEdges.length <= 400``, endpoints
``0..n-1``; self-edges and parallel edges allowed.

Decided: not one search but every node's distance: one BFS over (node, colour of
the edge that arrived), started at node 0 with no colour, so the first edge may be
either colour; a node's answer is its nearer arrival of the two.  Node 0 is 0.

>>> from fewest.puzzles import get_family
>>> inst = get_family("leetcode-1129").parse(
...     '{"n": 3, "redEdges": [[0,1],[0,2]], "blueEdges": [[1,0]]}')
>>> inst.judge_output(inst.solve(), "judge")
'[0, 1, 1]'
"""

from __future__ import annotations

import json
from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import Input, Int, List, Problem, Record, distances, family_of

State = tuple[int, str]


def alternating(case: dict[str, Any]) -> list[int]:
    """Every node's fewest alternating edges from node 0, or -1."""
    out: dict[str, dict[int, list[int]]] = {"red": {}, "blue": {}}
    for colour, key in (("red", "redEdges"), ("blue", "blueEdges")):
        for a, b in case[key]:
            out[colour].setdefault(a, []).append(b)

    def step(state: State) -> list[tuple[State, int]]:
        node, came = state
        return [((nxt, colour), 1) for colour in ("red", "blue") if colour != came
                for nxt in out[colour].get(node, [])]

    dist = distances([(0, "none")], step)
    best = [min((int(d) for (node, _c), d in dist.items() if node == v), default=-1)
            for v in range(case["n"])]
    return best


def _edges(key: str) -> List:
    node = (Int("from", 0, lambda c: c["n"] - 1), Int("to", 0, lambda c: c["n"] - 1))
    return List(key, Record("edge", node), (0, 400))


def _case(n: int, red: list[list[int]], blue: list[list[int]]) -> str:
    return json.dumps({"n": n, "redEdges": red, "blueEdges": blue}) + "\n"


def _chain(n: int) -> str:
    """0 -> 1 -> ... -> n-1: red edges all along, blue ones from the odd nodes, so
    only red, blue, red, ... goes all the way (n - 1 edges to the last node)."""
    red = [[i, i + 1] for i in range(0, n - 1, 2)] + [[i, i + 1] for i in range(1, n - 1, 2)]
    blue = [[i, i + 1] for i in range(1, n - 1, 2)]
    return _case(n, red, blue)


PROBLEM = Problem(
    site="leetcode", number="1129", title_ko="색이 번갈아 나오는 최단 경로",
    title_en="Shortest Path with Alternating Colors",
    source="https://hashl.com/algo/problem/shortest-path-with-alternating-colors",
    input=Input(Int("n", 1, 100), _edges("redEdges"), _edges("blueEdges"), json=True),
    solve=alternating,
    why=Said("the answer is a list, every node's fewest alternating edges: one BFS over "
             "(node, colour of the last edge) from node 0 gives them all, not one goal",
             "답이 목표 하나가 아니라 목록입니다: 노드마다 색이 번갈아 바뀌는 간선의 최소 "
             "개수이며, 노드 0에서 (노드, 마지막 간선의 색) 위로 BFS 한 번이면 모두 나옵니다"),
    call="Solution().shortestAlternatingPaths(n, redEdges, blueEdges)",
    unit="edges", unit_ko="개",
    samples=((_case(3, [[0, 1], [1, 2]], []), json.dumps([0, 1, -1])),
             (_case(3, [[0, 1]], [[2, 1]]), json.dumps([0, 1, -1]))),
    specials=(_case(3, [[1, 0]], [[2, 1]]), _case(3, [[0, 1]], [[1, 2]]),
              _case(3, [[0, 1], [0, 2]], [[1, 0]]), _case(1, [], []), _case(1, [[0, 0]], [[0, 0]]),
              _case(2, [[0, 1]], [[0, 1]]), _case(100, [], []),
              _case(3, [[0, 1], [1, 2]], [[0, 1], [1, 1]]),
              _case(3, [[0, 0], [1, 2]], [[0, 1]]),
              _case(4, [[0, 1], [1, 2], [2, 3]], [[0, 2], [1, 3]]),
              _case(4, [[0, 1], [0, 2], [1, 3]], [[2, 1]]),
              _case(5, [[0, 1], [1, 2], [2, 3], [3, 4]], [[1, 2], [2, 3], [0, 1], [3, 4]]),
              _chain(100),
              _case(100, [[i, (i + 1) % 100] for i in range(100)] * 4,
                    [[i, (i * 7 + 3) % 100] for i in range(100)] * 4)),
    about=Said("for every node, the fewest edges from node 0 on a path whose red and blue edges "
               "alternate, or -1",
               "노드마다 0번에서 빨간 간선과 파란 간선이 번갈아 나오는 경로의 최소 간선 수 "
               "(없으면 -1)"),
)
FAMILY = family_of(PROBLEM)
