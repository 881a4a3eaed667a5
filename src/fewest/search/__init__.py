"""Search algorithms: each is a plain function ``algo(puzzle, *, limits=None, ...)``."""

from fewest.search.astar import astar, greedy, weighted_astar
from fewest.search.bfs import bfs
from fewest.search.bidirectional import bidirectional_bfs
from fewest.search.deepening import idastar, iddfs
from fewest.search.dfs import dfs
from fewest.search.dijkstra import dijkstra
from fewest.search.function_form import FunctionPuzzle, search
from fewest.search.registry import ALGORITHMS, Attempt, choose_algorithm, compare, solve

__all__ = [
    "ALGORITHMS",
    "Attempt",
    "FunctionPuzzle",
    "astar",
    "bfs",
    "bidirectional_bfs",
    "choose_algorithm",
    "compare",
    "dfs",
    "dijkstra",
    "greedy",
    "idastar",
    "iddfs",
    "search",
    "solve",
    "weighted_astar",
]
