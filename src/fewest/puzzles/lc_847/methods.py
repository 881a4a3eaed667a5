"""Visiting All Nodes' own method: breadth-first search from every node at once over
(node, visited mask), on integers ``mask * 16 + node`` (at most 12 x 4096 states).

>>> [m.name for m in METHODS]
['state-bfs']
>>> from fewest.puzzles.lc_847.formats import parse_graph
>>> sol = multi_bfs(parse_graph({"graph": [[1, 2, 3], [0], [0], [0]]}), None)
>>> sol.length - 1, sol.states[1]
(4, (1, 2))
"""

from __future__ import annotations

import time
from typing import Any

from fewest.errors import NoSolutionError
from fewest.problem import Budget, Limits, SearchStats, Solution
from fewest.puzzles.methods import LIMIT_NAMES, Method


def multi_bfs(graph: Any, limits: Limits | None) -> Solution[Any]:
    """The BFS; the path comes back from the virtual start ``None``."""
    started = time.perf_counter()
    stats = SearchStats()
    budget = Budget(limits, stats)
    full = graph.full
    adj = [[(j, 1 << j) for j in nbrs] for nbrs in graph.adj]
    parent = [-2] * ((full + 1) << 4)  # -2: unseen, -1: a start
    stored = 0
    frontier = []
    for i in range(graph.n):
        s = (1 << i) << 4 | i
        parent[s] = -1
        frontier.append(s)
        stored += 1
    found = next((s for s in frontier if s >> 4 == full), -1)
    expanded = 0
    while frontier and found < 0:
        layer = []
        for s in frontier:
            if expanded >= budget.next_at:
                budget.check(expanded, stored)
            expanded += 1
            mask = s >> 4
            for j, bit in adj[s & 15]:
                nm = mask | bit
                t = nm << 4 | j
                if parent[t] != -2:
                    continue
                parent[t] = s
                stored += 1
                if nm == full:
                    found = t
                    break
                layer.append(t)
            if found >= 0:
                break
        frontier = layer
    stats.expanded = expanded
    stats.peak_stored = stored
    stats.seconds = time.perf_counter() - started
    if found < 0:  # only a disconnected graph, which parsing refuses
        raise NoSolutionError("some node cannot be reached", stats)
    chain = [found]
    while parent[chain[-1]] >= 0:
        chain.append(parent[chain[-1]])
    chain.reverse()
    states: list[Any] = [None, *((s & 15, s >> 4) for s in chain)]
    moves: list[Any] = [("start", chain[0] & 15), *(("to", s & 15) for s in chain[1:])]
    return Solution(moves, states, float(len(moves)), True, "state-bfs", stats)


def _bfs(instance: Any, limits: Limits | None) -> Solution[Any]:
    return multi_bfs(instance.graph, limits)


METHODS = (
    Method("state-bfs", optimal=True, aliases=("tour-bfs",),
           summary="breadth-first search from every node at once over (node, visited set)",
           honours=frozenset(LIMIT_NAMES), run=_bfs),
)
