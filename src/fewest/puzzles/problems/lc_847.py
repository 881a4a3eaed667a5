"""LeetCode 847 Shortest Path Visiting All Nodes: an undirected connected graph of
1..12 nodes; the fewest edges of a walk that visits every node (it may start and
end anywhere, revisit nodes and reuse edges).

Statement read from https://github.com/fineanmol/Hacktoberfest2024/blob/master/Program's_Contributed_By_Contributors/LeetCode-Top-300-Liked-Problems-Solutions/0877-shortest-path-visiting-all-nodes/README.md
(official page https://leetcode.com/problems/shortest-path-visiting-all-nodes/):
``1 <= n <= 12``, ``graph[i]`` lists no node twice and not ``i``, every edge at both
ends, the graph connected.

Decided: the state is ``(node, visited mask)``; so that the search has one start
it starts before the walk, at ``(-1, 0)``, whose moves ``("start", i)`` put the
walker on node ``i`` (a free pick); every other move ``("to", j)`` walks one edge.
The answer is the moves minus one; ``-f number`` prints the moves.

>>> from fewest.puzzles import get_family
>>> inst = get_family("leetcode-847").parse('{"graph": [[1, 2, 3], [0], [0], [0]]}')
>>> inst.judge_output(inst.solve(), "judge")
'4'
>>> get_family("leetcode-847").parse({"graph": [[1], [0], []]})
Traceback (most recent call last):
fewest.puzzles.kit.text.BadInput: leetcode-847: the graph is not connected (node 2 cannot \
be reached from node 0): '{"graph": [[1], [0], []]}'
"""

from __future__ import annotations

import json
import random
from typing import Any

import numpy as np
from scipy.sparse import coo_matrix
from scipy.sparse.csgraph import connected_components

from fewest.lang import Said
from fewest.puzzles.kit import Input, Int, List, Problem, count, family_of

Case = dict[str, Any]
MAX_NODES = 12
BEFORE = (-1, 0)


def rules(case: Case) -> str | None:
    """Why a graph breaks the statement (names out of range, self loops, an edge at
    one end only, a node twice, not connected), or ``None``."""
    graph = case["graph"]
    n = len(graph)
    for i, nbrs in enumerate(graph):
        for j in nbrs:
            if not 0 <= j < n:
                return Said(f"graph[{i}] names node {j}, not one of 0..{n - 1}",
                            f"graph[{i}]에 0..{n - 1} 밖의 노드 {j}가 있습니다")
            if j == i:
                return Said(f"graph[{i}] contains {i} itself",
                            f"graph[{i}]에 자기 자신 {i}가 있습니다")
            if i not in graph[j]:
                return Said(f"graph[{i}] contains {j} but graph[{j}] lacks {i}",
                            f"graph[{i}]에는 {j}가 있지만 graph[{j}]에는 {i}가 없습니다")
        if len(set(nbrs)) != len(nbrs):
            return Said(f"graph[{i}] lists a node twice",
                        f"graph[{i}]에 같은 노드가 두 번 있습니다")
    edges = [(i, j) for i, nbrs in enumerate(graph) for j in nbrs]
    rows = [i for i, _ in edges]
    cols = [j for _, j in edges]
    matrix = coo_matrix((np.ones(len(edges)), (rows, cols)), shape=(n, n))
    _count, labels = connected_components(matrix, directed=False)
    lost = [i for i in range(n) if labels[i] != labels[0]]
    if lost:
        return Said(f"the graph is not connected (node {lost[0]} cannot be reached from node 0)",
                    f"graph가 연결되어 있지 않습니다 (노드 0에서 노드 {lost[0]}에 갈 수 없습니다)")
    return None


def random_graph(rng: random.Random, n: int, extra: float) -> Case:
    """A random spanning tree on ``n`` nodes, each other edge added with
    probability ``extra``, node numbers shuffled."""
    edges = {(rng.randrange(v), v) for v in range(1, n)}
    edges |= {(u, v) for u in range(n) for v in range(u + 1, n) if rng.random() < extra}
    label = list(range(n))
    rng.shuffle(label)
    adj: list[list[int]] = [[] for _ in range(n)]
    for u, v in edges:
        adj[label[u]].append(label[v])
        adj[label[v]].append(label[u])
    for nbrs in adj:
        rng.shuffle(nbrs)
    return {"graph": adj}


def _arrange(case: Case, rng: random.Random) -> Case:
    """Drawn lists rarely make a graph: a random connected one of as many nodes
    (a tree a third of the time: starting at node 0 only, or a mask alone, fails)."""
    return random_graph(rng, len(case["graph"]), rng.choice((0.0, 0.1, 0.2, 0.4, 0.6)))


def moves(case: Case, state: tuple[int, int]) -> list[tuple[tuple[str, int], Any, int]]:
    graph = case["graph"]
    node, mask = state
    if node < 0:
        return [(("start", i), (i, 1 << i), 1) for i in range(len(graph))]
    return [(("to", j), (j, mask | 1 << j), 1) for j in graph[node]]


def move_text(move: Any) -> str:
    """The move in words.

    >>> move_text(("start", 2)), move_text(("to", 0))
    ('start at node 2', 'walk to node 0')
    """
    kind, node = move
    return f"start at node {node}" if kind == "start" else f"walk to node {node}"


def _show(case: Case, state: tuple[int, int]) -> str:
    node, mask = state
    if node < 0:
        return "not started"
    seen = ", ".join(str(i) for i in range(len(case["graph"])) if mask >> i & 1)
    return f"at node {node}; visited {{{seen}}}"


def _case(graph: list[list[int]]) -> str:
    return json.dumps({"graph": graph}) + "\n"


def _path(n: int) -> list[list[int]]:
    return [[j for j in (i - 1, i + 1) if 0 <= j < n] for i in range(n)]


PROBLEM = Problem(
    site="leetcode", number="847", title_ko="모든 노드를 방문하는 최단 경로",
    title_en="Shortest Path Visiting All Nodes",
    source="https://github.com/fineanmol/Hacktoberfest2024/blob/master/Program's_Contributed_"
           "By_Contributors/LeetCode-Top-300-Liked-Problems-Solutions/0877-shortest-path-"
           "visiting-all-nodes/README.md",
    input=Input(List("graph", List("neighbours", Int("node", 0, MAX_NODES - 1, strings=False),
                                   (0, MAX_NODES - 1)), (1, MAX_NODES)),
                where=rules, arrange=_arrange, json=True),
    start=lambda c: BEFORE,
    moves=moves,
    goal=lambda c, s: s[1] == (1 << len(c["graph"])) - 1,
    answer=count(plus=-1),
    words=move_text, show=_show,
    call="Solution().shortestPathLength(graph)",
    unit="edges", unit_ko="개의 간선", time_limit=1.0,
    formats=("number",),
    sizes={str(n): 1.0 for n in range(1, MAX_NODES + 1)},
    samples=((_case([[1, 2, 3], [0], [0], [0]]), "4"),
             (_case([[1], [0, 2, 4], [1, 3, 4], [2], [1, 2]]), "4"),
             (_case([[]]), "0")),
    specials=(
        _case([[1], [0]]),                                    # one edge
        _case(_path(12)),                                     # a path: start at an end
        _case([[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]] + [[0]] * 11),  # a star of 12
        _case([[j for j in range(12) if j != i] for i in range(12)]),  # complete
        _case([[1, 2], [0], [0, 3], [2, 4], [3]]),            # node 0 is a bad start
    ),
    about=Said("fewest edges of a walk that visits every node of a connected graph, starting and "
               "ending anywhere",
               "어디서 시작하고 끝나도 되는, 연결 그래프의 모든 노드를 방문하는 가장 짧은 경로의 "
               "간선 수"),
)
FAMILY = family_of(PROBLEM)
