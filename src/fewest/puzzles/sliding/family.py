"""The sliding family for the CLI: :class:`SlidingInstance` and :data:`FAMILY`.

Moves are engine labels equal to the blank's direction letter; each also
carries the tile that slid (``move.tile``), so :meth:`SlidingInstance.move_text`
and :meth:`SlidingInstance.move_json` need no state.  For a plain-letter
move list (from elsewhere), :meth:`SlidingInstance.describe_moves` reads
the tiles off the solution's boards.

>>> inst = FAMILY.parse("1 0 3 / 4 2 5 / 7 8 6", InputOptions())
>>> sol = inst.solve()
>>> [inst.move_text(m) for m in sol.moves]
['D (tile 2)', 'R (tile 5)', 'D (tile 6)']
>>> inst.move_json(sol.moves[0])
{'blank': 'D', 'tile': 2}
>>> inst.judge_output(sol, "number")
'3'
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import pairwise
from typing import Any

from fewest.errors import InvalidPuzzleError
from fewest.problem import Limits, Solution
from fewest.progress import ProgressFn
from fewest.puzzles.base import Family, InputOptions, Instance, Report
from fewest.puzzles.boardtext import parse_shape, quote
from fewest.puzzles.methods import TableNeed
from fewest.puzzles.sliding import needs
from fewest.puzzles.sliding.formats import make_goal, parse_board, picture, to_rows
from fewest.puzzles.sliding.judge import JUDGE
from fewest.puzzles.sliding.methods import METHOD_TABLE, choose_method
from fewest.puzzles.sliding.model import (
    Tiles,
    check_board,
    check_solvable,
    is_solvable,
    slid_tile,
    to_text,
)
from fewest.puzzles.sliding.puzzle import SlidingPuzzle


class SlidingInstance(Instance):
    """One validated board with its goal.

    ``goal`` is ``None``/``"blank-last"``, ``"blank-first"`` or a board of the
    same shape (text or rows).

    >>> SlidingInstance((2, 1, 3, 0), rows=2, cols=2).solvable
    False
    """

    def __init__(self, tiles: Any, *, rows: int, cols: int, goal: Any = None) -> None:
        self.rows, self.cols = rows, cols
        self.tiles: Tiles = check_board(list(tiles), rows, cols)
        self.goal: Tiles = make_goal(goal, rows, cols)

    @classmethod
    def from_text(
        cls, text: Any, *, goal: Any = None, shape: tuple[int, int] | None = None
    ) -> SlidingInstance:
        """An instance from any accepted board form; :meth:`to_text` gives it back.

        >>> inst = SlidingInstance.from_text("3 1 2 4 7 5 6 8 0", goal="blank-first")
        >>> inst.to_text(), SlidingInstance.from_text(inst.to_text()).tiles == inst.tiles
        ('3 1 2 / 4 7 5 / 6 8 0', True)
        """
        rows, cols, tiles = parse_board(text, shape=shape)
        return cls(tiles, rows=rows, cols=cols, goal=goal)

    def to_text(self) -> str:
        """The board inline, rows separated by ``/``."""
        return to_text(self.tiles, self.cols)

    @property
    def solvable(self) -> bool:
        """Whether the goal can be reached (parity rule, no search)."""
        return is_solvable(self.tiles, self.goal, self.cols)

    def auto_method(self, limits: Limits | None) -> str:
        """What ``auto`` runs on this board (see ``methods.choose_method``)."""
        return choose_method(self.rows, self.cols, self.goal, limits, self.jobs)

    def check_reachable(self) -> None:
        check_solvable(self.tiles, self.goal, self.cols)

    def engine_heuristic(self) -> Any:
        return self.puzzle().linear_conflict

    def _method_key(self, method: str) -> str:
        """The method ``method`` runs (``auto`` resolved), or the engine algorithm's name."""
        name = self.family.resolve_method(method).name
        return self.auto_method(None) if name == "auto" else name

    def table_need(self, method: str) -> TableNeed | None:
        """The distance table, or the pattern databases and the duplicate-pruning
        table, that ``method`` surely builds on first use.  ``auto`` on a 4x4 board
        whose tables are missing tries a quick search first and announces a build
        only when it starts one (:mod:`~fewest.puzzles.sliding.firstuse`), so it
        needs nothing up front.

        >>> inst = SlidingInstance.from_text("1 2 3 4 / 5 6 7 8 / 9 10 11 0")
        >>> need = inst.table_need("table")
        >>> need is None or need.command == "fewest tables build sliding 3x4 --goal blank-last"
        True
        """
        if not self.solvable:
            return None
        return needs.table_need(self._method_key(method), self.rows, self.cols, self.goal)

    def notes(self, method: str = "auto") -> list[str]:
        """Lines to print before solving: a first-use build, ``auto`` falling back
        to a slow method, a board far beyond what optimal methods finish.

        >>> SlidingInstance.from_text("1 0 2 / 3 4 5 / 6 7 8", goal="blank-first").notes()
        []
        >>> len(SlidingInstance([1, 0, *range(2, 36)], rows=6, cols=6, goal="blank-first").notes())
        1
        """
        if not self.solvable or self.tiles == self.goal:
            return []
        need = self.table_need(method)
        lines = [] if need is None else [needs.build_notice(need)]
        chosen = self.family.resolve_method(method)
        if not chosen.optimal:
            return lines
        return lines + needs.method_notes(chosen.name, self._method_key(method), self.rows,
                                          self.cols, self.goal)

    def view(self) -> Any:
        from fewest.puzzles.sliding.view import SlidingView

        return SlidingView(self.rows, self.cols, self.goal)

    def puzzle(self) -> SlidingPuzzle:
        return SlidingPuzzle(self.tiles, rows=self.rows, cols=self.cols, goal=self.goal)

    def format_state(self, state: Any) -> str:
        return picture(state, self.cols)

    def board_of(self, state: Any) -> tuple[Any, dict[str, Any]]:
        """The board text of ``state`` (the goal option stays).

        >>> FAMILY.parse("1 2 / 0 3").board_of((1, 0, 2, 3))
        ('1 0 / 2 3', {'shape': None})
        """
        return to_text(state, self.cols), {"shape": None}

    def move_text(self, move: Any) -> str:
        """``"R (tile 5)"``; a plain letter without a tile stays as it is."""
        tile = getattr(move, "tile", None)
        return str(move) if tile is None else f"{move} (tile {tile})"

    def move_json(self, move: Any) -> Any:
        """``{"blank": "R", "tile": 5}``."""
        return {"blank": str(move), "tile": getattr(move, "tile", None)}

    def describe_moves(self, solution: Solution[Any]) -> list[dict[str, Any]]:
        """``[{"blank": letter, "tile": n}, ...]`` read off ``solution.states``.

        >>> inst = SlidingInstance((1, 0, 2, 3), rows=2, cols=2, goal="0 1 / 2 3")
        >>> inst.describe_moves(inst.solve())
        [{'blank': 'L', 'tile': 1}]
        """
        pairs = pairwise(solution.states)
        return [{"blank": str(m), "tile": slid_tile(a, b)}
                for m, (a, b) in zip(solution.moves, pairs, strict=True)]

    def summary(self) -> dict[str, Any]:
        return {
            "rows": self.rows, "cols": self.cols,
            "board": to_rows(self.tiles, self.cols), "goal": to_rows(self.goal, self.cols),
            "solvable": self.solvable,
        }

    def __repr__(self) -> str:
        return f"SlidingInstance({self.to_text()!r}, goal={to_text(self.goal, self.cols)!r})"


#: the names that fix the board's size
ALIAS_SHAPES = {"8-puzzle": (3, 3), "15-puzzle": (4, 4), "24-puzzle": (5, 5)}


class SlidingFamily(Family):
    """Sliding-tile puzzles of any ``R x C`` size (R, C >= 2)."""

    name = "sliding"
    aliases = ("8-puzzle", "15-puzzle", "24-puzzle", "n-puzzle", "tiles", "sliding-tiles")
    summary = "sliding-tile puzzle (8-, 15-, 24-puzzle, any R x C); goal blank-last or blank-first"
    formats = ("number", "judge")
    judge = JUDGE
    methods = METHOD_TABLE
    fast_method = "fast"

    def check_alias(self, name: str, instance: Instance) -> None:
        """The ``8-puzzle``, ``15-puzzle`` and ``24-puzzle`` names fix the size.

        >>> FAMILY.check_alias("8-puzzle", FAMILY.parse("1 2 3 / 4 5 6 / 7 0 8"))
        >>> FAMILY.check_alias("8-puzzle", FAMILY.parse("1 2 / 0 3"))
        Traceback (most recent call last):
        ...
        fewest.errors.InvalidPuzzleError: the 8-puzzle is 3x3, but the board is 2x2: use \
`sliding` for any size
        """
        shape = ALIAS_SHAPES.get(name.strip().lower().replace("_", "-"))
        assert isinstance(instance, SlidingInstance)
        if shape is not None and (instance.rows, instance.cols) != shape:
            n = shape[0] * shape[1] - 1
            raise InvalidPuzzleError(
                f"the {n}-puzzle is {shape[0]}x{shape[1]}, but the board is "
                f"{instance.rows}x{instance.cols}: use `sliding` for any size")

    def build(self, board: Any, options: InputOptions) -> SlidingInstance:
        """Board text or rows (or Baekjoon 1525's case ``{"board": rows}``);
        ``options.goal`` and ``options.shape`` apply."""
        if isinstance(board, dict) and "board" in board:
            board = board["board"]
        return SlidingInstance.from_text(board, goal=options.goal, shape=options.shape)

    def prebuild(self, size: str, options: InputOptions,
                 progress: ProgressFn | None = None, *, partition: str | None = None) -> list[str]:
        """The complete distance table (up to 12 cells) or the default pattern
        databases and the duplicate-pruning table (4x4, 5x5) that ``auto`` uses
        toward ``options.goal``; with ``partition``, that partition's databases."""
        from fewest.puzzles.sliding.tables_ahead import prebuild

        return prebuild(size, options.goal, progress, partition=partition)

    def analyze(
        self,
        target: str,
        options: InputOptions,
        *,
        progress: Callable[[str, float, float | None], None] | None = None,
    ) -> Report:
        """Whole-space facts for an ``"RxC"`` board, by the compiled fast path;
        with ``sample``, statistics of random boards (:mod:`fewest.puzzles.sliding.scramble`)."""
        rows, cols = parse_shape(target)
        if rows < 2 or cols < 2:
            raise InvalidPuzzleError(
                f"a sliding puzzle needs at least 2 rows and 2 columns, got {quote(target)}"
            )
        goal = make_goal(options.goal, rows, cols)
        from fewest.puzzles.sliding.fast.analyze import analyze

        report: Report = analyze(rows, cols, goal, progress=progress)
        return report



def solve_board(
    tiles: Tiles, goal: Tiles, rows: int, cols: int, algorithm: str = "auto", *,
    limits: Limits | None = None, progress: ProgressFn | None = None, jobs: int = 1,
) -> Solution[Tiles]:
    """Solve validated ``tiles`` toward ``goal`` through the family's registry (``auto``,
    a sliding method or any engine algorithm); optimal unless the method is not.
    Unreachable boards raise :class:`~fewest.errors.NoSolutionError` at once, by parity.

    >>> goal = (1, 2, 3, 4, 5, 6, 7, 8, 0)
    >>> solve_board((1, 0, 3, 4, 2, 5, 7, 8, 6), goal, 3, 3).length
    3
    >>> solve_board((1, 0, 3, 4, 2, 5, 7, 8, 6), goal, 3, 3, "idastar").algorithm
    'idastar'
    >>> solve_board((2, 1, 3, 4, 5, 6, 7, 8, 0), goal, 3, 3)
    Traceback (most recent call last):
    fewest.errors.NoSolutionError: board 2 1 3 / 4 5 6 / 7 8 0 cannot reach the goal (parity)
    """
    instance = SlidingInstance(tiles, rows=rows, cols=cols, goal=goal)
    instance.progress, instance.jobs = progress, jobs
    solution: Solution[Tiles] = instance.solve(algorithm, limits=limits)
    return solution


#: The family object that :mod:`fewest.puzzles` collects.
FAMILY = SlidingFamily()
SlidingInstance.family = FAMILY

