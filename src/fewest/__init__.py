"""fewest: find the fewest moves that solve a puzzle, and prove it.

>>> import fewest
>>> fewest.search(1, neighbors=lambda n: [n + 1, 2 * n], goal=12).length
4
>>> fewest.parse("sliding", "3 1 2 / 4 7 5 / 6 8 0", goal="blank-first").solve().length
4
"""

import fewest.search as search  # the package, callable as search.search
from fewest.app import Outcome, Request, run
from fewest.errors import FewestError, InvalidPuzzleError, NoSolutionError, SearchLimitError
from fewest.heuristics import Heuristic
from fewest.problem import Limits, Puzzle, SearchStats, Solution, replay, set_html_display
from fewest.puzzles import families, get_family, parse
from fewest.search import (
    ALGORITHMS,
    astar,
    bfs,
    bidirectional_bfs,
    compare,
    dfs,
    dijkstra,
    greedy,
    idastar,
    iddfs,
    solve,
    weighted_astar,
)

__version__ = "0.1.0"


def _html_player(view: object, solution: Solution[object]) -> str:
    """The notebook player (imported on first display only)."""
    from fewest.render.html import player_fragment

    return player_fragment(view, solution)


set_html_display(_html_player)

#: names imported on first use, so that ``import fewest`` does not import numba
_LAZY = {"CompiledPuzzle": "fewest.compiled.puzzle", "PatternDatabase": "fewest.compiled.pdb"}


def __getattr__(name: str) -> object:
    if name in _LAZY:
        import importlib

        return getattr(importlib.import_module(_LAZY[name]), name)
    raise AttributeError(f"module 'fewest' has no attribute {name!r}")


__all__ = [
    "ALGORITHMS",
    "CompiledPuzzle",
    "FewestError",
    "Heuristic",
    "InvalidPuzzleError",
    "Limits",
    "NoSolutionError",
    "Outcome",
    "PatternDatabase",
    "Puzzle",
    "Request",
    "SearchLimitError",
    "SearchStats",
    "Solution",
    "astar",
    "bfs",
    "bidirectional_bfs",
    "compare",
    "dfs",
    "dijkstra",
    "families",
    "get_family",
    "greedy",
    "idastar",
    "iddfs",
    "parse",
    "replay",
    "run",
    "search",
    "solve",
    "weighted_astar",
]
