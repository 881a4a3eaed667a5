"""One judge input (:class:`Case`) and its proven-optimal answer (:class:`Expected`).

A case's value is the plain JSON value the family's judge declares (for
function problems, the arguments by name).  The :class:`Oracle` asks the
application layer (``fewest.app.run``) in fewest's own process, once per
distinct case, and keeps the answers: the shrinker asks about the same
cases again and again.  The expected output is what an accepted submission
prints: ``instance.judge_output(solution, "judge")``.

>>> from fewest.check.problem import problem
>>> oracle = Oracle(problem("boj-1525"))
>>> exp = oracle.expected(Case({"board": [[1, 0, 3], [4, 2, 5], [7, 8, 6]]}))
>>> exp.length, exp.output, exp.moves
(3, '3', ['D', 'R', 'D'])
>>> oracle.expected(Case({"board": [[1, 2, 3], [4, 5, 6], [8, 7, 0]]})).output
'-1'
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from fewest.app import Request, Status, run
from fewest.problem import Solution
from fewest.puzzles.base import Instance

if TYPE_CHECKING:
    from fewest.check.problem import Problem


@dataclass(frozen=True)
class Case:
    """One judge input: its JSON ``value``, and where it came from (``origin``)."""

    value: Any
    origin: str = field(default="", compare=False)

    def key(self) -> str:
        """A text key for caches.

        >>> Case({"r": 1, "board": [[0]]}).key()
        '{"board": [[0]], "r": 1}'
        """
        return json.dumps(self.value, sort_keys=True)

    def with_origin(self, origin: str) -> Case:
        """The same input, labelled ``origin``."""
        return Case(self.value, origin)


class OracleError(Exception):
    """fewest could not answer a case (a limit, a case the family refuses, or a bug)."""


@dataclass
class Expected:
    """The proven-optimal answer of a case: ``length`` (``-1`` when there is none),
    one optimal solution, the parsed instance, and ``output``, what an accepted
    submission prints (for function problems, the return value as JSON)."""

    length: int
    instance: Instance
    solution: Solution[Any] | None
    output: str

    @property
    def moves(self) -> list[Any]:
        """The optimal solution's moves (``[]`` when there is none)."""
        return list(self.solution.moves) if self.solution is not None else []

    @property
    def states(self) -> list[Any]:
        """The states along the optimal solution, start first."""
        return list(self.solution.states) if self.solution is not None else []


class Oracle:
    """Optimal answers of one judge problem's cases, from the library, cached."""

    def __init__(self, problem: Problem) -> None:
        self.problem = problem
        self._cache: dict[str, Expected | OracleError] = {}

    def expected(self, case: Case) -> Expected:
        """The optimal answer (raises :class:`OracleError` if fewest cannot give one)."""
        key = case.key()
        if key not in self._cache:
            self._cache[key] = self._ask(case)
        found = self._cache[key]
        if isinstance(found, OracleError):
            raise found
        return found

    def _ask(self, case: Case) -> Expected | OracleError:
        request = Request(self.problem.family.name, case.value,
                          algorithm=self.problem.spec.method, fmt="json")
        out = run(request)
        if out.status not in (Status.SOLVED, Status.UNREACHABLE) or out.instance is None:
            return OracleError(f"fewest cannot answer {case.key()[:200]}: {out.message}")
        solution = out.solution if out.status is Status.SOLVED else None
        return Expected(out.length if out.length is not None else -1, out.instance, solution,
                        out.instance.judge_output(solution, "judge"))
