"""Rubik's square, also called Loopover (Baekjoon 2549): ``FAMILY`` and the board model.

>>> FAMILY.name, "loopover" in FAMILY.aliases
('rubiks-square', True)
"""

from fewest.puzzles.rubiks_square.family import FAMILY, SquareFamily, SquareInstance
from fewest.puzzles.rubiks_square.model import Board, all_moves, move_text

__all__ = ["FAMILY", "Board", "SquareFamily", "SquareInstance", "all_moves", "move_text"]
