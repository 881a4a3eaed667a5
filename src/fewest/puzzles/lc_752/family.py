"""The ``leetcode-752`` family: Open the Lock.

>>> inst = FAMILY.parse('{"deadends": ["0201","0101","0102","1212","2002"], "target": "0202"}')
>>> inst.judge_output(inst.solve(), "judge")
'6'
>>> FAMILY.parse({"deadends": ["0000"], "target": "8888"}).judge_output(None, "judge")
'-1'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from fewest.problem import Solution
from fewest.puzzles.base import Family, Instance
from fewest.puzzles.lc_752.formats import answer, parse_lock
from fewest.puzzles.lc_752.judge import JUDGE
from fewest.puzzles.lc_752.methods import METHODS
from fewest.puzzles.lc_752.model import Lock, move_text
from fewest.puzzles.options import InputOptions

if TYPE_CHECKING:
    from fewest.problem import Limits
    from fewest.puzzles.lc_752.puzzle import LockPuzzle


class LockInstance(Instance):
    """One validated lock."""

    def __init__(self, lock: Lock) -> None:
        self.lock = lock

    def puzzle(self) -> LockPuzzle:
        from fewest.puzzles.lc_752.puzzle import LockPuzzle

        return LockPuzzle(self.lock)

    def view(self) -> Any:
        from fewest.puzzles.lc_752.view import lock_view

        return lock_view(self.lock)

    def auto_method(self, limits: Limits | None) -> str:
        return "state-bfs"

    def format_state(self, state: Any) -> str:
        return f"{state}" + ("  (a dead end)" if state in self.lock.dead else "")

    def move_text(self, move: Any) -> str:
        return move_text(tuple(move))

    def move_json(self, move: Any) -> Any:
        return [int(move[0]), int(move[1])]

    def judge_output(self, solution: Solution[Any] | None, fmt: str) -> str:
        """``judge``: ``openLock``'s return value (the fewest turns, or -1)."""
        if fmt == "judge":
            return answer(None if solution is None else solution.length)
        return super().judge_output(solution, fmt)

    def board_of(self, state: Any) -> tuple[Any, dict[str, Any]] | None:
        return None

    def summary(self) -> dict[str, Any]:
        return {"deadends": len(self.lock.dead), "target": self.lock.target}


class LockFamily(Family):
    """LeetCode 752."""

    name = "leetcode-752"
    aliases = ("lc-752", "lc752")
    summary = "LeetCode 752 Open the Lock: fewest wheel turns from 0000, dead ends avoided"
    formats = ("judge", "number")
    methods = METHODS
    judge = JUDGE
    #: a judge problem\'s boards are drawn at random, not walked from a goal
    goal_board = False
    scramble_walks = False

    def build(self, board: Any, options: InputOptions) -> LockInstance:
        return LockInstance(parse_lock(board))


FAMILY = LockFamily()
LockInstance.family = FAMILY
