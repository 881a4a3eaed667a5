"""The judge declaration of LeetCode 847 (Shortest Path Visiting All Nodes).

>>> JUDGE.size({"graph": [[1, 2], [0], [0]]})
(3, 2)
>>> [c["graph"] for c in JUDGE.shrinks({"graph": [[1, 2], [0, 2], [0, 1]]})][:2]
[[[1], [0]], [[1], [0]]]
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from fewest.puzzles.judge import function_judge
from fewest.puzzles.lc_847.scramble import stream


def size(case: dict[str, Any]) -> tuple[int, ...]:
    """Nodes, then edges."""
    graph = case["graph"]
    return (len(graph), sum(len(nbrs) for nbrs in graph) // 2)


def _connected(adj: list[list[int]]) -> bool:
    seen, todo = {0}, [0]
    while todo:
        for j in adj[todo.pop()]:
            if j not in seen:
                seen.add(j)
                todo.append(j)
    return len(seen) == len(adj)


def shrinks(case: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """Remove a node (renumbering the rest) or an edge, while the graph stays connected."""
    graph = case["graph"]
    n = len(graph)
    if n > 1:
        for v in range(n):
            adj = [[j - (j > v) for j in nbrs if j != v] for i, nbrs in enumerate(graph)
                   if i != v]
            if _connected(adj):
                yield {"graph": adj}
    for u in range(n):
        for v in graph[u]:
            if u < v:
                adj = [[j for j in nbrs if (i, j) not in ((u, v), (v, u))]
                       for i, nbrs in enumerate(graph)]
                if _connected(adj):
                    yield {"graph": adj}


JUDGE = function_judge(
    name="leetcode-847", aliases=("lc-847", "lc847"), site="leetcode", number="847",
    title_ko="모든 노드를 방문하는 최단 경로", title_en="Shortest Path Visiting All Nodes",
    source="https://github.com/fineanmol/Hacktoberfest2024/blob/master/Program's_Contributed_"
           "By_Contributors/LeetCode-Top-300-Liked-Problems-Solutions/0877-shortest-path-"
           "visiting-all-nodes/README.md",
    call="Solution().shortestPathLength(graph)", params=("graph",),
    stream=stream, shrinks=shrinks, size=size, unit="edges", time_limit=1.0)
