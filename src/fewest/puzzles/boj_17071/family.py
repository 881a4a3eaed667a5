"""The ``boj-17071`` family: Subin chases a brother who speeds up.

>>> inst = FAMILY.parse("5 17")
>>> sol = inst.solve()
>>> inst.judge_output(sol, "judge"), sol.states
('2', [(5, 0), (10, 1), (20, 2)])
>>> FAMILY.parse("1 500000").judge_output(None, "judge")
'-1'

A position in the middle of a chase is a board of its own (``T``: the seconds
gone), so hints solve it with the family's BFS:

>>> inst.board_of((10, 1))
({'N': 10, 'K': 18, 'T': 1}, {})
>>> mid = FAMILY.parse({"N": 10, "K": 18, "T": 1})
>>> sol = mid.solve()
>>> sol.cost, sol.states, mid.judge_output(sol, "judge")
(1, [(10, 1), (20, 2)], '2')
"""

from __future__ import annotations

import contextlib
import json
from typing import TYPE_CHECKING, Any, ClassVar

from fewest.problem import Solution
from fewest.puzzles.boj_17071.judge import JUDGE
from fewest.puzzles.boj_17071.methods import METHODS
from fewest.puzzles.boj_17071.model import (
    ELAPSED,
    FIELDS,
    HI,
    NAME,
    SeekTimePuzzle,
    brother,
    origin,
)
from fewest.puzzles.common.number_line import SeekFamily, SeekInstance, read_case

if TYPE_CHECKING:
    from fewest.problem import Limits
    from fewest.puzzles.base import Instance
    from fewest.puzzles.options import InputOptions


class Boj17071Instance(SeekInstance):
    """One case of 17071: ``N K``, or a mid-chase board ``{"N", "K", "T"}`` (``T``
    seconds gone, the brother at ``K``)."""

    problem = NAME
    hi = HI

    def __init__(self, case: dict[str, int]) -> None:
        super().__init__(case)
        #: the seconds gone (0 for a judge case)
        self.elapsed = case.get(ELAPSED.name, 0)
        #: where the brother stood at second 0
        self.origin = origin(self.k, self.elapsed)

    def puzzle(self) -> SeekTimePuzzle:
        return SeekTimePuzzle(self.n, self.k, self.elapsed)

    def view(self) -> Any:
        from fewest.puzzles.boj_17071.view import ChaseView

        return ChaseView(self.origin)

    def auto_method(self, limits: Limits | None) -> str:
        return "parity-bfs"

    def format_state(self, state: Any) -> str:
        x, t = state
        return f"second {t}: Subin at {x}, the brother at {brother(self.origin, t)}"

    def board_of(self, state: Any) -> tuple[Any, dict[str, Any]] | None:
        """``{"N", "K"}`` at second 0, else ``{"N", "K", "T"}``: the same chase from
        ``state`` on (same states, moves and meetings)."""
        x, t = int(state[0]), int(state[1])
        board = {"N": x, "K": brother(self.origin, t)}
        return (board if t == 0 else {**board, ELAPSED.name: t}), {}

    def judge_output(self, solution: Solution[Any] | None, fmt: str) -> str:
        """``judge``: the first second they stand on one point (counted from the
        chase's start, ``T`` included), or ``-1``."""
        if fmt == "judge":
            return "-1" if solution is None else str(self.elapsed + int(solution.cost))
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

    def build(self, board: Any, options: InputOptions) -> Instance:
        """The judge's ``N K`` text as :class:`SeekFamily` reads it; a JSON board may
        add ``T`` (a mid-chase position)."""
        if isinstance(board, str) and board.lstrip().startswith("{"):
            with contextlib.suppress(ValueError):  # read_case says what is wrong, in a line
                board = json.loads(board)
        if isinstance(board, dict) and ELAPSED.name in board:
            return Boj17071Instance(read_case(board, (*FIELDS, ELAPSED), NAME))
        return super().build(board, options)


FAMILY = Boj17071Family()
Boj17071Instance.family = FAMILY
