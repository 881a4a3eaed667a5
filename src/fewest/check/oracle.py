"""One judge input (:class:`Case`) and its proven-optimal answer (:class:`Expected`).

The :class:`Oracle` asks the application layer (``fewest.app.run``) in
fewest's own process, once per distinct case, and keeps the answers: the
shrinker asks about the same boards again and again.

>>> oracle = Oracle("sliding")
>>> exp = oracle.expected(Case(((1, 0, 3), (4, 2, 5), (7, 8, 6))))
>>> exp.length, exp.answer("number"), exp.moves
(3, '3', ['D', 'R', 'D'])
>>> oracle.expected(Case(((1, 2, 3), (4, 5, 6), (8, 7, 0)))).length
-1
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from fewest.app import Request, Status, run
from fewest.problem import Solution
from fewest.puzzles.base import Instance

Grid = tuple[tuple[int, ...], ...]


@dataclass(frozen=True)
class Case:
    """One judge input: the board as rows, per-case options (card-match's
    ``cursor``), and where it came from (``origin``, for the report)."""

    board: Grid
    options: tuple[tuple[str, Any], ...] = ()
    origin: str = field(default="", compare=False)

    @property
    def rows(self) -> list[list[int]]:
        """The board as JSON rows."""
        return [list(row) for row in self.board]

    def option(self, name: str) -> Any:
        """A per-case option's value (``None`` when not set)."""
        return dict(self.options).get(name)

    def key(self) -> str:
        """A text key for caches: board and options.

        >>> Case(((1, 2), (3, 0)), (("cursor", (0, 1)),)).key()
        '[[[1, 2], [3, 0]], [["cursor", [0, 1]]]]'
        """
        return json.dumps([self.board, self.options])

    def with_origin(self, origin: str) -> Case:
        """The same input, labelled ``origin``."""
        return Case(self.board, self.options, origin)


def grid(rows: Any) -> Grid:
    """Rows (any nested sequence) as a hashable grid.

    >>> grid([[1, 2], [3, 0]])
    ((1, 2), (3, 0))
    """
    return tuple(tuple(int(v) for v in row) for row in rows)


class OracleError(Exception):
    """fewest could not answer a case (a limit, or a bug): the check stops."""


@dataclass
class Expected:
    """The proven-optimal answer of a case: ``length`` (``-1`` unreachable), one
    optimal solution's moves and states, and the parsed instance."""

    length: int
    instance: Instance
    solution: Solution[Any] | None

    @property
    def moves(self) -> list[Any]:
        """The optimal solution's moves (``[]`` when unreachable)."""
        return list(self.solution.moves) if self.solution is not None else []

    @property
    def states(self) -> list[Any]:
        """The states along the optimal solution, start first."""
        return list(self.solution.states) if self.solution is not None else []

    def answer(self, fmt: str) -> str:
        """What a correct program prints, in the judge's output format ``fmt``."""
        return self.instance.judge_output(self.solution, fmt)


class Oracle:
    """Optimal answers of one puzzle's cases, from the library, cached.

    ``options`` apply to every case (sliding's ``goal``); a case's own
    options are added to them.  ``method`` is the optimal method to ask for
    (``None``: the family's ``auto``).
    """

    def __init__(self, puzzle: str, options: Mapping[str, Any] | None = None,
                 method: str | None = None) -> None:
        self.puzzle = puzzle
        self.options = dict(options or {})
        self.method = method
        self._cache: dict[str, Expected] = {}
        self._limited: dict[str, int | None] = {}

    def request(self, case: Case, limits: Mapping[str, Any] | None = None) -> Request:
        """The application-layer request for ``case``."""
        return Request(self.puzzle, case.rows, options={**self.options, **dict(case.options)},
                       algorithm=self.method, limits=dict(limits or {}), fmt="json")

    def expected(self, case: Case) -> Expected:
        """The optimal answer (raises :class:`OracleError` if fewest cannot give one)."""
        key = case.key()
        if key not in self._cache:
            out = run(self.request(case))
            if out.status not in (Status.SOLVED, Status.UNREACHABLE) or out.instance is None:
                raise OracleError(f"fewest cannot answer {key}: {out.message}")
            self._cache[key] = Expected(out.length if out.length is not None else -1,
                                        out.instance, out.solution)
        return self._cache[key]

    def distance(self, case: Case, max_seconds: float) -> int | None:
        """The optimal length within ``max_seconds`` (``None``: not settled in time)."""
        key = case.key()
        if key in self._cache:
            return self._cache[key].length
        if key not in self._limited:
            out = run(self.request(case, {"max_seconds": max_seconds}))
            if out.status in (Status.SOLVED, Status.UNREACHABLE) and out.instance is not None:
                self._cache[key] = Expected(out.length if out.length is not None else -1,
                                            out.instance, out.solution)
                return self._cache[key].length
            self._limited[key] = None
        return None
