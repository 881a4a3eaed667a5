"""The ``leetcode-864`` family: Shortest Path to Get All Keys.

>>> inst = FAMILY.parse('{"grid": ["@.a.#", "###.#", "b.A.B"]}')
>>> inst.judge_output(inst.solve(), "judge")
'8'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from fewest.problem import Solution
from fewest.puzzles.base import Family, Instance
from fewest.puzzles.lc_864.formats import answer, parse_maze
from fewest.puzzles.lc_864.judge import JUDGE
from fewest.puzzles.lc_864.methods import METHODS
from fewest.puzzles.lc_864.model import WORDS, KeysPuzzle, Maze
from fewest.puzzles.options import InputOptions

if TYPE_CHECKING:
    from fewest.problem import Limits


class KeysInstance(Instance):
    """One validated grid."""

    def __init__(self, maze: Maze) -> None:
        self.maze = maze

    def puzzle(self) -> KeysPuzzle:
        return KeysPuzzle(self.maze)

    def view(self) -> Any:
        from fewest.puzzles.lc_864.view import maze_view

        return maze_view(self.maze)

    def auto_method(self, limits: Limits | None) -> str:
        return "state-bfs"

    def format_state(self, state: Any) -> str:
        r, c, mask = state
        held = "".join(chr(97 + i) for i in range(self.maze.keys) if mask >> i & 1) or "none"
        return f"at row {r}, column {c}; keys: {held}"

    def move_text(self, move: Any) -> str:
        return WORDS.get(str(move), str(move))

    def judge_output(self, solution: Solution[Any] | None, fmt: str) -> str:
        """``judge``: ``shortestPathAllKeys``'s return value (fewest moves, or -1)."""
        if fmt == "judge":
            return answer(None if solution is None else solution.length)
        return super().judge_output(solution, fmt)

    def summary(self) -> dict[str, Any]:
        return {"rows": len(self.maze.rows), "cols": len(self.maze.rows[0]),
                "keys": self.maze.keys}


class KeysFamily(Family):
    """LeetCode 864."""

    name = "leetcode-864"
    aliases = ("lc-864", "lc864")
    summary = "LeetCode 864 Shortest Path to Get All Keys: fewest steps to pick up every key"
    formats = ("judge", "number")
    methods = METHODS
    judge = JUDGE
    #: a judge problem\'s boards are drawn at random, not walked from a goal
    goal_board = False
    scramble_walks = False
    engine_unsupported: ClassVar[dict[str, str]] = {
        "bidirectional": "the goal is any cell with every key held, not one state to "
                         "search back from"}

    def build(self, board: Any, options: InputOptions) -> KeysInstance:
        return KeysInstance(parse_maze(board))


FAMILY = KeysFamily()
KeysInstance.family = FAMILY
