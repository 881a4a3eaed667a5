"""LeetCode 847's argument read into a :class:`~fewest.puzzles.lc_847.model.Graph`.

>>> parse_graph({"graph": [[1], [0, 2, 4], [1, 3, 4], [2], [1, 2]]}).n
5
>>> parse_graph({"graph": [[1], [0], []]})
Traceback (most recent call last):
fewest.errors.InvalidPuzzleError: leetcode-847: the graph is not connected (node 2 cannot be \
reached from node 0) in '{"graph": [[1], [0], []]}'
"""

from __future__ import annotations

from typing import Any

from fewest.puzzles.common.function_case import int_list, read_case, refuse
from fewest.puzzles.lc_847.model import Graph

NAME = "leetcode-847"
PARAMS = ("graph",)
MAX_NODES = 12


def parse_graph(board: Any) -> Graph:
    """Validate: 1..12 nodes, lists of other nodes' numbers (no self loop, no node
    twice), every edge listed at both ends, the graph connected."""
    graph = read_case(board, PARAMS, NAME)["graph"]
    if not isinstance(graph, list) or not 1 <= len(graph) <= MAX_NODES:
        raise refuse(NAME, f"graph must list 1..{MAX_NODES} nodes' neighbours", board)
    n = len(graph)
    for i, nbrs in enumerate(graph):
        if not int_list(nbrs):
            raise refuse(NAME, f"graph[{i}] must be a list of node numbers", board)
        for j in nbrs:
            if not 0 <= j < n:
                raise refuse(NAME, f"graph[{i}] names node {j}, not one of 0..{n - 1}", board)
            if j == i:
                raise refuse(NAME, f"graph[{i}] contains {i} itself", board)
            if i not in graph[j]:
                raise refuse(NAME, f"graph[{i}] contains {j} but graph[{j}] lacks {i}", board)
        if len(set(nbrs)) != len(nbrs):
            raise refuse(NAME, f"graph[{i}] lists a node twice", board)
    seen = {0}
    todo = [0]
    while todo:
        for j in graph[todo.pop()]:
            if j not in seen:
                seen.add(j)
                todo.append(j)
    if len(seen) != n:
        lost = min(set(range(n)) - seen)
        raise refuse(NAME, f"the graph is not connected (node {lost} cannot be reached from "
                     "node 0)", board)
    return Graph(tuple(tuple(nbrs) for nbrs in graph))


def answer(moves: int | None) -> str:
    """``shortestPathLength``'s return value: edges walked (moves minus the start pick)."""
    return "-1" if moves is None else str(moves - 1)
