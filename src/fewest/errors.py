"""The exception hierarchy shared by the whole library.

Every failure a caller can act on is a :class:`FewestError`:

>>> from fewest.errors import InvalidPuzzleError, FewestError
>>> issubclass(InvalidPuzzleError, ValueError) and issubclass(InvalidPuzzleError, FewestError)
True
"""

from __future__ import annotations

from typing import Any

#: :class:`~fewest.problem.SearchStats` (written as ``Any`` here: the core's
#: lowest module imports nothing from fewest)
SearchStats = Any


class FewestError(Exception):
    """Base class of every error raised on purpose by fewest."""


class InvalidPuzzleError(FewestError, ValueError):
    """A puzzle, board or argument is malformed; the message names the problem."""


class NoSolutionError(FewestError):
    """The search finished and proved that no path reaches a goal.

    ``stats`` holds the work done to prove it (``None`` when no search ran,
    for example when a parity test decided it).
    """

    def __init__(self, message: str, stats: SearchStats | None = None) -> None:
        super().__init__(message)
        self.stats = stats


#: The one vocabulary of :attr:`SearchLimitError.reason`: the :class:`~fewest.problem.Limits`
#: field that stopped the search.  A search too deep for a method's fixed-size
#: path buffer reports ``max_states`` (it ran out of room to store the path).
LIMIT_REASONS = ("max_seconds", "max_expansions", "max_states")
#: the reason of a search stopped by ``Limits.max_cost``: a ceiling a hint sets on a
#: next move's search, never a limit a user asks for
CEILING = "max_cost"


class SearchLimitError(FewestError):
    """A time, expansion or memory limit stopped the search before it finished.

    ``reason`` is ``"max_seconds"``, ``"max_expansions"`` or ``"max_states"`` (or
    :data:`CEILING`: the optimum is proven to cost more than ``Limits.max_cost``);
    ``stats`` tells how far the search got; ``bound`` is the last cost bound
    fully explored (a lower bound on the optimal cost) when the algorithm
    knows one.  ``length`` is the optimal length when it is known although
    the moves are too many to hold (20 Hanoi discs: 2**20 - 1).
    """

    def __init__(
        self,
        message: str,
        *,
        reason: str,
        stats: SearchStats,
        bound: float | None = None,
        length: int | None = None,
    ) -> None:
        super().__init__(message)
        if reason not in LIMIT_REASONS and reason != CEILING:
            raise ValueError(f"limit reason must be one of {LIMIT_REASONS}, got {reason!r}")
        self.reason = reason
        self.stats = stats
        self.bound = bound
        self.length = length
