"""Shared helpers for the Rubik's square tests (scrambles and replay checks)."""

from __future__ import annotations

import random
from typing import Any

from fewest.problem import Solution, replay
from fewest.puzzles.rubiks_square.model import Board
from fewest.puzzles.rubiks_square.puzzle import SquarePuzzle


def scramble(rows: int, cols: int, depth: int, rng: random.Random) -> Board:
    """The sorted board after ``depth`` random moves (its distance is at most ``depth``)."""
    board = Board.solved(rows, cols)
    moves = board.moves()
    for _ in range(depth):
        board = board.apply(rng.choice(moves))
    return board


def random_board(rows: int, cols: int, rng: random.Random) -> Board:
    """A uniformly random reachable board."""
    while True:
        tiles = list(range(1, rows * cols + 1))
        rng.shuffle(tiles)
        board = Board(rows, cols, tuple(tiles))
        if board.reachable():
            return board


def check_replay(board: Board, solution: Solution[Any]) -> None:
    """Replay ``solution`` move by move through the engine puzzle: it must sort ``board``."""
    puzzle = SquarePuzzle(board, with_heuristic=False)
    states, cost = replay(puzzle, board.tiles, solution.moves)
    assert states == solution.states
    assert states[-1] == puzzle.goal
    assert cost == solution.length == solution.cost
    for move in solution.moves:
        assert isinstance(move, tuple) and len(move) == 3
