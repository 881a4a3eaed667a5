"""Independent oracles: a plain BFS/Dijkstra on an explicit networkx graph."""

from __future__ import annotations

from collections import deque
from typing import Any

import networkx as nx


def explore(puzzle: Any, limit: int = 100_000) -> nx.DiGraph:
    """The whole reachable graph of ``puzzle`` with the cheapest edge weights."""
    g = nx.DiGraph()
    g.add_node(puzzle.start)
    queue = deque([puzzle.start])
    while queue:
        s = queue.popleft()
        for _m, t, c in puzzle.successors(s):
            if t not in g:
                g.add_node(t)
                queue.append(t)
            if not g.has_edge(s, t) or g[s][t]["weight"] > c:
                g.add_edge(s, t, weight=c)
        assert g.number_of_nodes() <= limit
    return g


def optimal_cost(puzzle: Any) -> float | None:
    """Cheapest cost to any goal state by networkx Dijkstra, or None if unreachable."""
    g = explore(puzzle)
    dist = nx.single_source_dijkstra_path_length(g, puzzle.start, weight="weight")
    goals = [d for s, d in dist.items() if puzzle.is_goal(s)]
    return min(goals) if goals else None
