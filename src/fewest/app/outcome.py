"""What became of a request: one :class:`Outcome`, one JSON shape for every front end.

``fewest solve --json``, a batch line and an HTTP body all print
:meth:`Outcome.to_json`.  Every outcome has ``status`` (a
:class:`~fewest.app.status.Status` value) and ``message`` (one line; empty when
solved); ``length`` is the move count, ``-1`` when unreachable and ``null``
when no answer was found.

>>> from fewest.app import Request, run
>>> out = run(Request("sliding", "1 2 / 0 3"))
>>> body = out.to_json()
>>> body["status"], body["length"], body["moves"], body["message"]
('solved', 1, [{'blank': 'R', 'tile': 3}], '')
>>> run(Request("sliding", "1 2 / 3 4")).to_json()["status"]
'invalid'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from fewest.app.status import Status
from fewest.errors import SearchLimitError
from fewest.problem import SearchStats, Solution
from fewest.puzzles.base import Instance


def limit_message(exc: SearchLimitError) -> str:
    """One line saying which limit stopped the search and how far it got."""
    st = exc.stats
    text = f"limit reached: {exc} ({st.expanded:,} expanded, {st.generated:,} generated"
    if exc.bound is not None:
        text += f"; the answer is at least {exc.bound:g}"
    return text + f", {st.seconds:.2f} s)"


@dataclass
class Outcome:
    """The result of :func:`fewest.app.run`: never an exception.

    ``solution`` is set when solved; ``bound`` is a proven lower bound on the
    optimal cost at a limit (when the method knows one); ``reason`` names the
    limit (:data:`fewest.errors.LIMIT_REASONS`); ``stats`` is the work done.
    ``instance`` is ``None`` when the request was refused before a board was
    parsed.  ``known_length`` is the optimal length when a method knows it but
    cannot list the moves (a limit outcome: 20 Hanoi discs).
    """

    status: Status
    message: str = ""
    puzzle: str | None = None
    instance: Instance | None = None
    solution: Solution[Any] | None = None
    bound: float | None = None
    reason: str | None = None
    stats: SearchStats | None = None
    known_length: int | None = None

    @property
    def length(self) -> int | None:
        """Moves in the answer; ``-1`` unreachable; ``None`` no answer."""
        if self.solution is not None:
            return self.solution.length
        return -1 if self.status is Status.UNREACHABLE else None

    @property
    def computed(self) -> bool:
        """Whether the answer is computed over the whole input (a formula's), not a path:
        it has no moves to replay, and its ``answer`` is the judge's output."""
        sol = self.solution
        return (sol is not None and not sol.states and self.instance is not None
                and self.instance.family.computed)

    @property
    def exit_code(self) -> int:
        """The documented exit code of this outcome."""
        return self.status.exit_code

    def to_json(self) -> dict[str, Any]:
        """The one JSON shape: ``--json``, batch lines and HTTP bodies."""
        out: dict[str, Any] = {}
        if self.puzzle is not None:
            out["puzzle"] = self.puzzle
        if self.instance is not None:
            out.update(self.instance.summary())
        out.update(status=self.status.value, length=self.length)
        sol = self.solution
        if sol is not None and self.instance is not None:
            out.update(cost=sol.cost, optimal=sol.optimal, algorithm=sol.algorithm,
                       moves=[self.instance.move_json(m) for m in sol.moves])
            if sol.bound is not None:
                out["bound"] = sol.bound
            if self.computed:  # an answer, not a path
                out.update(answer=self.instance.judge_output(sol, "judge"),
                           why=str(self.instance.family.computed_why))
        elif self.status is Status.UNREACHABLE:
            out.update(moves=[], optimal=True)
        elif self.status is Status.LIMIT:
            out.update(reason=self.reason, bound=self.bound)
            if self.known_length is not None:
                out["known_length"] = self.known_length
        else:
            out["error"] = self.message
        out["stats"] = self.stats.as_dict() if self.stats is not None else None
        out["message"] = self.message
        return out
