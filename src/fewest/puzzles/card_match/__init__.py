"""Card pair matching (Programmers 72415): fewest key presses to clear the board.

>>> from fewest.puzzles.card_match import parse_board, solve_pairs
>>> solve_pairs(parse_board("1 0 0 3 / 2 0 0 0 / 0 0 0 2 / 3 0 1 0", cursor=(1, 0))).length
14

Modules: :mod:`.board` (validated board), :mod:`.rules` (exact rules as a
full-state engine puzzle), :mod:`.fast` and :mod:`.kernels` (the exact
pair-removal DP), :mod:`.family` (the CLI contract).
"""

from fewest.puzzles.card_match.family import FAMILY, CardMatchFamily, CardMatchInstance
from fewest.puzzles.card_match.model import CardBoard, board_from_grid, parse_board
from fewest.puzzles.card_match.puzzle import CardPuzzle
from fewest.puzzles.card_match.rules import KEYS, move_targets, press
from fewest.puzzles.lazy import lazy_exports

__getattr__ = lazy_exports(__name__, {"solve_pairs": "fewest.puzzles.card_match.fast"})

__all__ = [
    "FAMILY", "KEYS", "CardBoard", "CardMatchFamily", "CardMatchInstance", "CardPuzzle",
    "board_from_grid", "move_targets", "parse_board", "press", "solve_pairs",
]
