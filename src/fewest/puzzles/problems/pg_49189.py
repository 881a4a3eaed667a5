"""Programmers 49189 가장 먼 노드 (The farthest nodes): in an undirected graph of nodes
1..n, how many nodes lie farthest from node 1, counting edges on shortest paths.

Statement read from https://leeyeongeol.github.io/%ED%94%84%EB%A1%9C%EA%B7%B8%EB%9E%98%EB%A8%B8%EC%8A%A4/%ED%94%84%EB%A1%9C%EA%B7%B8%EB%9E%98%EB%A8%B8%EC%8A%A4-%EA%B0%80%EC%9E%A5-%EB%A8%BC-%EB%85%B8%EB%93%9C
(official page https://school.programmers.co.kr/learn/courses/30/lessons/49189):
2 <= n <= 20,000; 1..50,000 undirected edges ``[a, b]``.

Decided: "farthest" presumes every node has a distance, so the graph must be
connected (a node node 1 cannot reach is refused as input); node 1 itself is
never farthest (n >= 2 and connected: something is farther).  A repeated edge
or a loop ``[a, a]`` is read (it changes no distance) but never generated.

>>> from fewest.puzzles import get_family
>>> inst = get_family("programmers-49189").parse(
...     '{"n": 6, "edge": [[3, 6], [4, 3], [3, 2], [1, 3], [1, 2], [2, 4], [5, 2]]}')
>>> inst.judge_output(inst.solve(), "judge")
'3'
"""

from __future__ import annotations

import json
import random
from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import Input, Int, List, Problem, Record, distances, family_of

Case = dict[str, Any]
MAX_EDGES = 50_000


def _far(c: Case) -> dict[int, float]:
    """Every node's distance from node 1 (those it reaches)."""
    near: dict[int, list[int]] = {v: [] for v in range(1, c["n"] + 1)}
    for a, b in c["edge"]:
        near[a].append(b)
        near[b].append(a)
    return distances([1], lambda v: ((w, 1) for w in near[v]))


def _farthest(c: Case) -> int:
    dist = _far(c)
    top = max(dist.values())
    return sum(1 for d in dist.values() if d == top)


def _connected(c: Case) -> str | None:
    missing = c["n"] - len(_far(c))
    return None if missing == 0 else Said(
        f"node 1 must reach every node ({missing} unreached)",
        f"1번 노드에서 모든 노드에 갈 수 있어야 합니다 (갈 수 없는 노드 {missing}개)")


def _join(c: Case, rng: random.Random) -> Case:
    """A drawn case made connected: the drawn edges (loops and repeats dropped), then
    each node not yet reached joined to a reached one, more often a recent one
    (long paths) when ``depth`` is high."""
    n = c["n"]
    parent = list(range(n + 1))

    def root(v: int) -> int:
        while parent[v] != v:
            parent[v] = parent[parent[v]]
            v = parent[v]
        return v

    kept, seen = [], set()
    for a, b in c["edge"]:
        key = (min(a, b), max(a, b))
        if a != b and key not in seen:
            seen.add(key)
            kept.append([a, b])
            parent[root(a)] = root(b)
    reached = [v for v in range(1, n + 1) if root(v) == root(1)]
    others = [v for v in range(2, n + 1) if root(v) != root(1)]
    rng.shuffle(others)
    depth = rng.choice((0.2, 0.5, 1, 4, 32))
    tree = []
    for v in others:
        if root(v) == root(1):
            continue
        u = reached[len(reached) - 1 - int(rng.random() ** depth * len(reached))]
        tree.append([u, v] if rng.random() < 0.5 else [v, u])
        parent[root(v)] = root(1)
        reached.append(v)
    edges = kept[:MAX_EDGES - len(tree)] + tree
    rng.shuffle(edges)
    return {**c, "edge": edges}


def _case(n: int, edges: list[tuple[int, int]]) -> str:
    return json.dumps({"n": n, "edge": [list(e) for e in edges]}) + "\n"


N = 20_000
_DENSE = ([(i, i + 1) for i in range(1, N)] + [(i, i + 3) for i in range(1, N - 2)]
          + [(i, i + 7) for i in range(1, 10_005)])

PROBLEM = Problem(
    site="programmers", number="49189", title_ko="가장 먼 노드", title_en="The farthest nodes",
    source="https://leeyeongeol.github.io/%ED%94%84%EB%A1%9C%EA%B7%B8%EB%9E%98%EB%A8%B8%EC%8A%A4/"
           "%ED%94%84%EB%A1%9C%EA%B7%B8%EB%9E%98%EB%A8%B8%EC%8A%A4-%EA%B0%80%EC%9E%A5-%EB%A8%BC-%EB%85%B8%EB%93%9C",
    input=Input(Int("n", 2, N),
                List("edge", Record("edge", (Int("a", 1, "n"), Int("b", 1, "n"))),
                     (1, MAX_EDGES)),
                where=_connected, arrange=_join, json=True),
    solve=_farthest,
    why=Said("the answer counts the nodes at the greatest distance from node 1: every "
             "node's distance (one breadth-first flood, the kit's distances), not one path",
             "답이 경로 하나가 아니라 1번 노드에서 가장 멀리 떨어진 노드의 개수입니다: "
             "모든 노드의 거리를 구합니다 (너비 우선으로 한 번 퍼뜨림)"),
    call="solution(n, edge)",
    unit="nodes", unit_ko="개",
    time_limit=10.0, memory_mb=256,
    reach=0.7,
    samples=((_case(6, [(3, 6), (4, 3), (3, 2), (1, 3), (1, 2), (2, 4), (5, 2)]), "3"),),
    specials=(
        _case(2, [(1, 2)]),                                # the smallest graph
        _case(3, [(2, 1), (3, 2)]),                        # edges written backwards
        _case(2000, [(1, i) for i in range(2, 2001)]),     # a star: all but node 1
        _case(N, [(i, i + 1) for i in range(1, N)]),       # a path: the last node only
        _case(N, _DENSE),                                  # 50,000 edges
        _case(5, [(1, 2), (1, 3), (2, 4), (3, 4), (4, 5), (2, 3)]),  # a cycle: 5 alone
    ),
    about=Said("how many nodes lie at the greatest distance (in edges) from node 1",
               "1번 노드에서 최단 경로의 간선 수가 가장 많은 노드의 개수"),
)
FAMILY = family_of(PROBLEM)
