"""Snakes and ladders (LeetCode 909): fewest rolls, and the real game's odds.

>>> from fewest.puzzles.snakes_ladders import parse_board, solve_board
>>> solve_board(parse_board("[[-1,4,-1],[6,2,6],[-1,3,-1]]")).length
2
"""

from fewest.puzzles.lazy import lazy_exports
from fewest.puzzles.snakes_ladders.family import FAMILY, SnakesFamily, SnakesInstance
from fewest.puzzles.snakes_ladders.overshoot import RULES as OVERSHOOT_RULES

__getattr__ = lazy_exports(__name__, {
    **dict.fromkeys(("SnakesBoard", "label_at", "parse_board", "square_position"),
                    "fewest.puzzles.snakes_ladders.model"),
    **dict.fromkeys(("SnakesPuzzle", "move_json", "move_text"),
                    "fewest.puzzles.snakes_ladders.puzzle"),
    **dict.fromkeys(("Expectation", "expected_rolls", "finish_eventually",
                     "finish_probabilities", "transition_chain"),
                    "fewest.puzzles.snakes_ladders.markov"),
    "plot_finish_probability": "fewest.puzzles.snakes_ladders.plot",
    "analyze_board": "fewest.puzzles.snakes_ladders.report",
    **dict.fromkeys(("fast_solve", "fewest_rolls"), "fewest.puzzles.snakes_ladders.solver"),
    "solve_board": "fewest.puzzles.snakes_ladders.family",
})

__all__ = [
    "FAMILY", "OVERSHOOT_RULES", "Expectation", "SnakesBoard", "SnakesFamily",
    "SnakesInstance", "SnakesPuzzle", "analyze_board", "expected_rolls", "fast_solve",
    "fewest_rolls", "finish_eventually", "finish_probabilities", "label_at", "move_json",
    "move_text", "parse_board", "plot_finish_probability", "solve_board", "square_position",
    "transition_chain",
]
