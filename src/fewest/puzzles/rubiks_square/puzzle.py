"""The board as an engine puzzle, so every generic algorithm can run on it.

States are tuples of tiles (row-major, 1-based).  The goal is explicit and
predecessors use inverse moves, so bidirectional BFS works; the heuristic
is the exact or small pattern table read in Python (admissible).

>>> from fewest.puzzles.rubiks_square.model import Board
>>> from fewest import solve
>>> p = SquarePuzzle(Board.from_text("1 2 15 4 / 7 8 3 6 / 9 10 5 12 / 13 14 11 16"))
>>> solve(p, "bidirectional").length
2
"""

from __future__ import annotations

from collections.abc import Iterator

from fewest.problem import Puzzle
from fewest.puzzles.rubiks_square.model import Board, Move, all_moves, apply_move, inverse_move

State = tuple[int, ...]


class SquarePuzzle(Puzzle[State]):
    """Engine view of a Rubik's square board."""

    unit_cost = True
    reversible = False

    def __init__(self, board: Board, *, with_heuristic: bool = True) -> None:
        self.board = board
        self.rows, self.cols = board.rows, board.cols
        self.start = board.tiles
        self.goal = Board.solved(board.rows, board.cols).tiles
        self._moves = all_moves(board.rows, board.cols)
        self._inverse = [inverse_move(m, self.rows, self.cols) for m in self._moves]
        if with_heuristic:
            self.heuristic = self._pattern_bound
            self.heuristic_admissible = True
            self.heuristic_consistent = True

    def is_goal(self, state: State) -> bool:
        return state == self.goal

    def successors(self, state: State) -> Iterator[tuple[Move, State, int]]:
        for m in self._moves:
            yield m, apply_move(state, self.rows, self.cols, m), 1

    def predecessors(self, state: State) -> Iterator[tuple[Move, State, int]]:
        for m, inv in zip(self._moves, self._inverse, strict=True):
            yield m, apply_move(state, self.rows, self.cols, inv), 1

    def _pattern_bound(self, state: State) -> int:
        """Max over pattern lookups (a pattern distance changes by at most 1 per move)."""
        from fewest.puzzles.rubiks_square import solver, tables

        r, c = self.rows, self.cols
        tiles = tables.exact_tiles(r, c) or tables.pattern_tiles(r, c, tables.SMALL_ENTRIES)
        return solver.lower_bound(Board(r, c, state), tables.pattern(r, c, tiles))
