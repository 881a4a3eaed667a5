"""The shape every built-in puzzle family has, so the CLI can treat them alike.

A *family* (sliding tiles, Rubik's square, ...) turns user input into an
:class:`Instance`; an instance solves itself optimally and knows how to show
its states and moves.  Each family lives in ``fewest/puzzles/<name>/`` and
exports a ``FAMILY`` object; :mod:`fewest.puzzles` collects them.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from fewest.problem import Limits, Solution


@dataclass(frozen=True)
class InputOptions:
    """Options a user may give beside a board (CLI flags or batch-line keys).

    ``goal`` is family specific (for sliding: "blank-first", "blank-last", or a
    board); ``cursor`` is ``(row, col)``; ``die`` the number of die faces;
    ``shape`` an explicit ``(rows, cols)`` for flat input.  Families reject
    options that make no sense for them with :class:`InvalidPuzzleError`.
    """

    goal: Any = None
    cursor: tuple[int, int] | None = None
    die: int | None = None
    shape: tuple[int, int] | None = None
    overshoot: str | None = None


class Instance(ABC):
    """One validated puzzle instance of a family.

    ``progress`` may be set to a progress callback (see :mod:`fewest.progress`);
    families that build tables on first use report through it.
    """

    progress: Callable[[str, float, float | None], None] | None = None

    @abstractmethod
    def solve(self, algorithm: str = "auto", *, limits: Limits | None = None) -> Solution[Any]:
        """An optimal solution (unless a non-optimal algorithm was asked for).

        Raises :class:`~fewest.errors.NoSolutionError` when unreachable and
        :class:`~fewest.errors.SearchLimitError` at a limit.
        """

    @abstractmethod
    def puzzle(self) -> Any:
        """The engine puzzle (start, is_goal, successors, ...) for generic algorithms."""

    @abstractmethod
    def format_state(self, state: Any) -> str:
        """A multi-line human picture of ``state``."""

    def move_text(self, move: Any) -> str:
        """A move in the family's natural notation, for humans."""
        return str(move)

    def move_json(self, move: Any) -> Any:
        """A move as plain JSON (lists, numbers, strings)."""
        return move

    def judge_output(self, solution: Solution[Any] | None, fmt: str) -> str:
        """The judge-site output; ``solution`` is ``None`` when unreachable.

        Every family supports ``"number"`` (the minimum count, or ``-1``).
        """
        if fmt == "number":
            return "-1" if solution is None else str(solution.length)
        from fewest.errors import InvalidPuzzleError

        raise InvalidPuzzleError(f"output format {fmt!r} is not available for this puzzle")

    def summary(self) -> dict[str, Any]:
        """Extra JSON facts about the instance (size, goal, ...)."""
        return {}


@dataclass
class Report:
    """The result of ``fewest analyze``: JSON data plus a human rendering.

    ``text`` is plain text (it may contain aligned tables); ``data`` holds the
    same facts as plain JSON values.
    """

    data: dict[str, Any]
    text: str


class Family(ABC):
    """A puzzle family: its names and its input parser."""

    name: str = ""
    aliases: Sequence[str] = ()
    summary: str = ""
    formats: Sequence[str] = ("number",)

    @abstractmethod
    def parse(self, board: Any, options: InputOptions) -> Instance:
        """Build an instance from ``board``: a text (inline, file contents) or JSON value.

        Raises :class:`~fewest.errors.InvalidPuzzleError` with a one-line
        message that quotes the offending input.
        """

    def analyze(
        self,
        target: str,
        options: InputOptions,
        *,
        progress: Callable[[str, float, float | None], None] | None = None,
    ) -> Report:
        """Whole-space facts for ``fewest analyze`` (distance histograms, ...).

        ``target`` is family specific (``"3x3"`` for a board size, or a board).
        ``progress(description, done, total)`` may be called to drive a bar.
        """
        from fewest.errors import InvalidPuzzleError

        raise InvalidPuzzleError(f"'analyze' is not available for {self.name}")
