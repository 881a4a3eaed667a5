"""The ``boj-17071`` family: Subin chases a brother who speeds up.

>>> inst = FAMILY.parse("5 17")
>>> sol = inst.solve()
>>> inst.judge_output(sol, "judge"), sol.states
('2', [(5, 0), (10, 1), (20, 2)])
>>> FAMILY.parse("1 500000").judge_output(None, "judge")
'-1'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from fewest.problem import Solution
from fewest.puzzles.boj_17071.judge import JUDGE
from fewest.puzzles.boj_17071.methods import METHODS
from fewest.puzzles.boj_17071.model import FIELDS, HI, NAME, SeekTimePuzzle, brother
from fewest.puzzles.common.number_line import SeekFamily, SeekInstance

if TYPE_CHECKING:
    from fewest.problem import Limits


class Boj17071Instance(SeekInstance):
    """One case of 17071."""

    problem = NAME
    hi = HI

    def puzzle(self) -> SeekTimePuzzle:  # type: ignore[override]
        return SeekTimePuzzle(self.n, self.k)

    def view(self) -> Any:
        from fewest.puzzles.boj_17071.view import ChaseView

        return ChaseView(self.k)

    def auto_method(self, limits: Limits | None) -> str:
        return "parity-bfs"

    def format_state(self, state: Any) -> str:
        x, t = state
        return f"second {t}: Subin at {x}, the brother at {brother(self.k, t)}"

    def board_of(self, state: Any) -> tuple[Any, dict[str, Any]] | None:
        x, t = state
        return ({"N": int(x), "K": brother(self.k, t)}, {}) if t == 0 else None

    def judge_output(self, solution: Solution[Any] | None, fmt: str) -> str:
        """``judge``: the first second they stand on one point, or ``-1``."""
        if fmt == "judge":
            return "-1" if solution is None else str(int(solution.cost))
        return super().judge_output(solution, fmt)


class Boj17071Family(SeekFamily):
    """Baekjoon 17071 숨바꼭질 5."""

    name = NAME
    aliases = ("boj17071",)
    summary = "Baekjoon 17071 숨바꼭질 5: the brother runs +1, +2, ...; first second they meet"
    fields = FIELDS
    methods = METHODS
    engine_unsupported: ClassVar[dict[str, str]] = {
        "bidirectional": "the meeting point moves every second, so there is no single "
                         "goal state to search back from"}
    judge = JUDGE
    #: a judge problem\'s boards are drawn at random, not walked from a goal
    goal_board = False
    scramble_walks = False
    instance = Boj17071Instance


FAMILY = Boj17071Family()
Boj17071Instance.family = FAMILY
