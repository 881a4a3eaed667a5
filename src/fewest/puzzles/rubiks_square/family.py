"""The ``rubiks-square`` family: parse input, solve, print judge output.

>>> from fewest.puzzles.base import InputOptions
>>> inst = FAMILY.parse("1 2 15 4 / 7 8 3 6 / 9 10 5 12 / 13 14 11 16", InputOptions())
>>> print(inst.judge_output(inst.solve(), "boj"))
2
2 3 3
1 2 2
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from fewest.problem import Limits, Solution
from fewest.progress import ProgressFn
from fewest.puzzles.base import Family, InputOptions, Instance, Report
from fewest.puzzles.methods import TableNeed
from fewest.puzzles.rubiks_square.judge import JUDGE
from fewest.puzzles.rubiks_square.methods import ALGORITHM, FAST, METHOD_TABLE
from fewest.puzzles.rubiks_square.model import Board, Move, move_text
from fewest.puzzles.rubiks_square.puzzle import SquarePuzzle
from fewest.words import article

#: Boards of more cells than 4x4 are far beyond the optimal search, unless short.
OPTIMAL_CELLS = 16


class SquareInstance(Instance):
    """One validated board."""

    def __init__(self, board: Board, progress: ProgressFn | None = None) -> None:
        self.board = board
        #: called while a pattern table is built (the first hard 4x4 board builds
        #: a 58M-entry table, about 40 s, cached afterwards)
        self.progress = progress

    def auto_method(self, limits: Limits | None) -> str:
        """The compiled IDA*, whatever the limits (it honours all three)."""
        return ALGORITHM

    def table_need(self, method: str) -> TableNeed | None:
        """The pattern table the compiled IDA* surely builds first (see
        :func:`~fewest.puzzles.rubiks_square.solver.first_use_need`)."""
        if method not in ("auto", ALGORITHM):
            return None
        if not hasattr(self, "_need"):  # asked by notes() and solve(): look once
            from fewest.puzzles.rubiks_square.solver import first_use_need

            self._need = first_use_need(self.board)
        return self._need

    def notes(self, method: str = "auto") -> list[str]:
        """The first-use table build, and for boards larger than 4x4 that are not a
        few moves from sorted, that the optimal search rarely finishes.

        >>> import random
        >>> from fewest.puzzles.rubiks_square.scramble import scramble
        >>> board = FAMILY.parse(scramble("6x3", None, random.Random(1)))
        >>> board.notes()[-1][:49], board.notes("fast")
        ('a 6x3 board is far beyond what the optimal search', [])
        """
        lines = super().notes(method)
        if self.quick_answers(method):
            return lines
        if self.family.resolve_method(method).optimal and self._beyond_optimal():
            lines.append(f"{article(self.board.size())} board is far beyond what the optimal "
                         "search finishes unless it is a few moves from sorted; use --mode fast "
                         "for a quick (not shortest) answer, or --max-seconds to cap the search")
        return lines

    def _beyond_optimal(self) -> bool:
        """More cells than 4x4 and no short answer found at once (looked up once)."""
        b = self.board
        if b.rows * b.cols <= OPTIMAL_CELLS or b.is_solved() or not b.reachable():
            return False
        if not hasattr(self, "_short"):
            from fewest.puzzles.rubiks_square.solver import quick_solution

            self._short = quick_solution(b)
        return self._short is None

    def check_reachable(self) -> None:
        self.board.require_reachable()

    def run_quick(self, name: str, limits: Limits) -> Solution[Any]:
        """The pure-Python IDA* (:mod:`~fewest.puzzles.rubiks_square.quick`): boards a
        few moves from sorted answer without loading numba or a table."""
        from fewest.puzzles.rubiks_square.quick import idastar

        return idastar(self.board, limits)

    def view(self) -> Any:
        from fewest.puzzles.rubiks_square.view import SquareView

        return SquareView(self.board.rows, self.board.cols)

    def puzzle(self) -> SquarePuzzle:
        return SquarePuzzle(self.board)

    def format_state(self, state: Any) -> str:
        return Board(self.board.rows, self.board.cols, tuple(state)).to_lines()

    def move_text(self, move: Any) -> str:
        return move_text(tuple(move))

    def move_json(self, move: Any) -> Any:
        return list(move)

    def judge_output(self, solution: Solution[Any] | None, fmt: str) -> str:
        """``"number"``: the count or ``-1``; ``"boj"``: Baekjoon 2549's output."""
        if fmt in ("boj", "judge"):
            if solution is None:
                return "-1"
            moves: list[Move] = solution.moves
            return "\n".join([str(len(moves)), *(f"{t} {i} {k}" for t, i, k in moves)])
        return super().judge_output(solution, fmt)

    def summary(self) -> dict[str, Any]:
        return {"rows": self.board.rows, "cols": self.board.cols,
                "reachable": self.board.reachable()}


class SquareFamily(Family):
    """Rubik's square / Loopover (Baekjoon 2549)."""

    name = "rubiks-square"
    aliases = ("loopover", "rubiks_square")
    summary = "shift rows right / columns down cyclically; sort the numbers (BOJ 2549)"
    formats = ("number", "boj", "judge")
    judge = JUDGE
    methods = METHOD_TABLE
    fast_method = FAST
    #: ``auto`` first tries a pure-Python IDA* under a small budget (boards a few
    #: moves deep, every Baekjoon 2549 case, answer without loading the kernels)
    quick = ("idastar", 20_000)

    def build(self, board: Any, options: InputOptions) -> SquareInstance:
        if isinstance(board, dict) and "board" in board:  # Baekjoon 2549's case
            board = board["board"]
        return SquareInstance(Board.from_text(board, options.shape))

    def analyze(self, target: str, options: InputOptions, *,
                progress: Callable[[str, float, float | None], None] | None = None) -> Report:
        """Every board of a size (up to 10 cells), or ``sample`` random boards."""
        from fewest.puzzles.rubiks_square.analyze import analyze_size

        return analyze_size(target, progress=progress)

    def prebuild(self, size: str, options: InputOptions,
                 progress: ProgressFn | None = None) -> list[str]:
        """The pattern tables the compiled IDA* uses on ``RxC`` boards."""
        from fewest.puzzles.boardtext import parse_shape
        from fewest.puzzles.rubiks_square.tables import prebuild

        rows, cols = parse_shape(size)
        self.parse(Board.solved(rows, cols).to_text(), options)  # a board's size checks
        return prebuild(rows, cols, progress)


FAMILY = SquareFamily()
SquareInstance.family = FAMILY

