"""The plugin API: everything a puzzle family needs, in one import.

A family, built in or a plugin, is a folder of small modules (see
``docs/architecture.md``) that imports fewest only through this module and
``fewest`` itself:

* the contract: :class:`Family`, :class:`Instance`, :class:`Method`,
  :class:`TableNeed`, :class:`SamplePlan`, :class:`Report`;
* options: :class:`InputOptions`, :class:`OptionSpec`;
* judges: :class:`JudgeSpec`, :func:`function_judge`, :class:`Mismatch`,
  :class:`BadOutput`, :func:`same_tokens`, :func:`same_json`;
* the engine: :class:`Puzzle`, :class:`Limits`, :class:`Solution`,
  :class:`SearchStats`, :func:`solve` (any engine algorithm on a puzzle);
* views: :class:`Cell`, :class:`Grid`, :class:`Highlights`, :class:`Shift`,
  :class:`Viewer`, :class:`GridView`, :class:`LineView`;
* errors: :class:`FewestError`, :class:`InvalidPuzzleError`,
  :class:`NoSolutionError`, :class:`SearchLimitError`, and :func:`quote`
  (an input quoted for a one-line message);
* progress: :data:`ProgressFn`.

>>> from fewest.family import Family, Instance, JudgeSpec, GridView
>>> issubclass(Family, object) and JudgeSpec.__name__
'JudgeSpec'
"""

from fewest.errors import FewestError, InvalidPuzzleError, NoSolutionError, SearchLimitError
from fewest.problem import Limits, Puzzle, SearchStats, Solution
from fewest.progress import ProgressFn
from fewest.puzzles.base import Family, Instance, Report, SamplePlan
from fewest.puzzles.boardtext import quote
from fewest.puzzles.common.grid_view import GridView, LineView
from fewest.puzzles.judge import (
    BadOutput,
    JudgeSpec,
    Mismatch,
    function_judge,
    same_json,
    same_tokens,
)
from fewest.puzzles.methods import LIMIT_NAMES, Method, TableNeed
from fewest.puzzles.options import InputOptions, OptionSpec
from fewest.search.registry import solve
from fewest.view import Cell, Grid, Highlights, Shift, Viewer

__all__ = [
    "LIMIT_NAMES",
    "BadOutput",
    "Cell",
    "Family",
    "FewestError",
    "Grid",
    "GridView",
    "Highlights",
    "InputOptions",
    "Instance",
    "InvalidPuzzleError",
    "JudgeSpec",
    "Limits",
    "LineView",
    "Method",
    "Mismatch",
    "NoSolutionError",
    "OptionSpec",
    "ProgressFn",
    "Puzzle",
    "Report",
    "SamplePlan",
    "SearchLimitError",
    "SearchStats",
    "Shift",
    "Solution",
    "TableNeed",
    "Viewer",
    "function_judge",
    "quote",
    "same_json",
    "same_tokens",
    "solve",
]
