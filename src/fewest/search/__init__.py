"""Search algorithms: each is a plain function ``algo(puzzle, *, limits=None, ...)``.

``import fewest.search`` gives this package, and the package is also callable as
:func:`~fewest.search.function_form.search` (a puzzle from plain functions), so
``fewest.search(start, neighbors=..., goal=...)`` keeps working:

>>> import fewest.search
>>> fewest.search.bfs.__module__, fewest.search(1, neighbors=lambda n: [n + 1], goal=3).length
('fewest.search.bfs', 2)
"""

import sys
import types
from typing import Any

from fewest.search.astar import astar, greedy, weighted_astar
from fewest.search.bfs import bfs
from fewest.search.bidirectional import bidirectional_bfs
from fewest.search.deepening import idastar, iddfs
from fewest.search.dfs import dfs
from fewest.search.dijkstra import dijkstra
from fewest.search.function_form import FunctionPuzzle, search
from fewest.search.registry import ALGORITHMS, Attempt, choose_algorithm, compare, solve


class _SearchPackage(types.ModuleType):
    """This package, callable as :func:`search`."""

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return search(*args, **kwargs)


sys.modules[__name__].__class__ = _SearchPackage

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
