"""The snakes-and-ladders family for the CLI: parse, solve, show, analyze.

>>> from fewest.puzzles.base import InputOptions
>>> inst = FAMILY.parse("[[-1,-1],[-1,3]]", InputOptions())
>>> sol = inst.solve()
>>> sol.length, [inst.move_text(m) for m in sol.moves]
(1, ['roll 3 -> 4'])
>>> print(inst.format_state(3))
  4 [3]
  1 2>3
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from fewest.problem import Limits, Solution
from fewest.puzzles.base import Family, InputOptions, Instance, Report
from fewest.puzzles.snakes_ladders.judge import JUDGE
from fewest.puzzles.snakes_ladders.methods import METHOD_TABLE, QUICK_EXPANSIONS, auto_choice
from fewest.puzzles.snakes_ladders.overshoot import check_overshoot
from fewest.puzzles.snakes_ladders.puzzle import SnakesPuzzle, move_json, move_text

if TYPE_CHECKING:  # the board model uses numpy: imported when a board is parsed
    from fewest.puzzles.snakes_ladders.model import SnakesBoard

#: Boards wider than this are shown as one line instead of a picture.
PICTURE_LIMIT = 16


def board_from_options(board: Any, options: InputOptions) -> tuple[SnakesBoard, str]:
    """Validate ``board`` and the options that apply (die, shape, overshoot, start).

    Returns the board and the overshoot rule.
    """
    from fewest.puzzles.snakes_ladders.model import parse_board

    rule = check_overshoot(options.overshoot)
    return parse_board(board, die=options.die, shape=options.shape, start=options.start), rule


class SnakesInstance(Instance):
    """One validated board; ``solve`` gives the fewest rolls."""

    def __init__(self, board: SnakesBoard, overshoot: str = "stay") -> None:
        self.board = board
        self.overshoot = overshoot

    def auto_method(self, limits: Limits | None) -> str:
        """Engine BFS on small boards, the compiled BFS on large ones."""
        return auto_choice(self.board.squares, self.board.die)

    def view(self) -> Any:
        from fewest.puzzles.snakes_ladders.view import SnakesView

        return SnakesView(self.board)

    def puzzle(self) -> SnakesPuzzle:
        return SnakesPuzzle(self.board)

    def format_state(self, state: Any) -> str:
        """The board with the piece's square in brackets; ``a>b`` marks a jump."""
        from fewest.puzzles.snakes_ladders.model import square_position

        board = self.board
        n = board.n
        if n > PICTURE_LIMIT:
            return "off the board" if state == 0 else f"on square {state} of {board.squares}"
        cells = [[""] * n for _ in range(n)]
        for s in range(1, board.squares + 1):
            r, c = square_position(s, n)
            to = board.final(s)
            text = str(s) if to == s else f"{s}>{to}"
            cells[r][c] = f"[{text}]" if s == state else text
        width = max(len(t) for row in cells for t in row)
        picture = "\n".join(" ".join(t.rjust(width) for t in row).rstrip() for row in cells)
        return picture + "\n[off the board]" if state == 0 else picture

    def move_text(self, move: Any) -> str:
        return move_text(move)

    def move_json(self, move: Any) -> Any:
        return move_json(move)

    def summary(self) -> dict[str, Any]:
        jumps = [int(j) for j in self.board.jumps]
        ladders = sum(j > i for i, j in enumerate(jumps))
        snakes = sum(0 < j < i for i, j in enumerate(jumps))
        return {"n": self.board.n, "squares": self.board.squares, "die": self.board.die,
                "ladders": ladders, "snakes": snakes, "overshoot": self.overshoot,
                "start": self.board.start}


class SnakesFamily(Family):
    """LeetCode 909: fewest die rolls from square 1 (or from off the board) to square n^2."""

    name = "snakes-ladders"
    aliases = ("snakes", "snakes-and-ladders")
    summary = "snakes and ladders (LeetCode 909): fewest rolls to the last square"
    formats = ("number", "judge")
    judge = JUDGE
    methods = METHOD_TABLE
    goal_board = False
    fast_method = "auto"
    #: ``auto`` first runs the engine BFS under this many expansions: loading the
    #: compiled BFS costs more than the engine's whole search on boards up to
    #: about 400 x 400
    quick = ("bfs", QUICK_EXPANSIONS)

    def build(self, board: Any, options: InputOptions) -> SnakesInstance:
        if isinstance(board, dict) and "board" in board:  # LeetCode 909's arguments
            board = board["board"]
        parsed, rule = board_from_options(board, options)
        return SnakesInstance(parsed, rule)

    def analyze(
        self,
        target: str,
        options: InputOptions,
        *,
        progress: Callable[[str, float, float | None], None] | None = None,
    ) -> Report:
        """Fewest rolls, expected rolls under a fair die, the finish-time table and the
        odds of 2 to 4 players.  ``target`` is a board or a name (``classic``); with
        ``sample``, a side and statistics of random boards (see ``scramble.py``)."""
        from fewest.puzzles.snakes_ladders.report import analyze_board

        self.check_options(options)
        board, rule = board_from_options(target, options)
        return analyze_board(board, rule, progress=progress, solve=solve_board)


def solve_board(board: SnakesBoard, algorithm: str = "auto", *,
                limits: Limits | None = None) -> Solution[int]:
    """Fewest rolls as a :class:`Solution` whose moves are ``(roll, landing, final)``,
    through the family's registry (``"auto"``, ``"numba"``, or any engine algorithm).
    Raises :class:`~fewest.errors.NoSolutionError` when the last square is unreachable.
    """
    return SnakesInstance(board).solve(algorithm, limits=limits)


FAMILY = SnakesFamily()
SnakesInstance.family = FAMILY

