"""The ``leetcode-127`` family: Word Ladder.

>>> inst = FAMILY.parse({"beginWord": "hit", "endWord": "cog",
...                      "wordList": ["hot", "dot", "dog", "lot", "log", "cog"]})
>>> sol = inst.solve()
>>> inst.judge_output(sol, "judge"), inst.judge_output(sol, "number")
('5', '4')
>>> inst.judge_output(None, "judge"), inst.judge_output(None, "number")
('0', '-1')
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from fewest.problem import Solution
from fewest.puzzles.base import Family, Instance
from fewest.puzzles.lc_127.formats import answer, parse_ladder
from fewest.puzzles.lc_127.judge import JUDGE
from fewest.puzzles.lc_127.methods import METHODS
from fewest.puzzles.lc_127.model import Ladder, LadderPuzzle
from fewest.puzzles.options import InputOptions

if TYPE_CHECKING:
    from fewest.problem import Limits


class LadderInstance(Instance):
    """One validated case."""

    def __init__(self, ladder: Ladder) -> None:
        self.ladder = ladder

    def puzzle(self) -> LadderPuzzle:
        return LadderPuzzle(self.ladder)

    def view(self) -> Any:
        from fewest.puzzles.lc_127.view import ladder_view

        return ladder_view(self.ladder)

    def auto_method(self, limits: Limits | None) -> str:
        return "state-bfs"

    def format_state(self, state: Any) -> str:
        return str(state)

    def move_text(self, move: Any) -> str:
        return f"change to {move}"

    def judge_output(self, solution: Solution[Any] | None, fmt: str) -> str:
        """``judge``: ``ladderLength``'s return value, the words of the ladder with
        the begin word (moves + 1), or 0.  ``number``: the moves, or -1."""
        if fmt == "judge":
            return answer(None if solution is None else solution.length)
        return super().judge_output(solution, fmt)

    def board_of(self, state: Any) -> tuple[Any, dict[str, Any]] | None:
        """Standing on a word is the same case with that word as the begin word (the
        end word itself is the goal, never asked)."""
        lad = self.ladder
        if state == lad.end:
            return None
        return {"beginWord": state, "endWord": lad.end, "wordList": list(lad.words)}, {}

    def summary(self) -> dict[str, Any]:
        return {"words": len(self.ladder.words), "length": len(self.ladder.begin),
                "end_listed": self.ladder.end in self.ladder.listed}


class LadderFamily(Family):
    """LeetCode 127."""

    name = "leetcode-127"
    aliases = ("lc-127", "lc127")
    summary = ("LeetCode 127 Word Ladder: the shortest ladder of list words, one letter "
               "changed a step (the judge counts words, 0 if none)")
    formats = ("judge", "number")
    methods = METHODS
    judge = JUDGE
    #: a judge problem\'s boards are drawn at random, not walked from a goal
    goal_board = False
    scramble_walks = False

    def build(self, board: Any, options: InputOptions) -> LadderInstance:
        return LadderInstance(parse_ladder(board))


FAMILY = LadderFamily()
LadderInstance.family = FAMILY
