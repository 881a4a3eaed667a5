"""Pure-Python IDA* against published optimal lengths (Korf 1985, blank-first goal).

The rows are copied from ``bench/data/korf100.tsv`` (instance id, board, length).
"""

from __future__ import annotations

import pytest

from fewest.puzzles.sliding import SlidingInstance, apply_moves

KORF = [
    (55, "13 8 14 3 / 9 1 0 7 / 15 5 4 10 / 12 2 6 11", 41),
    (42, "4 5 7 2 / 9 14 12 13 / 0 3 6 11 / 8 1 15 10", 42),
    (16, "1 3 2 5 / 10 9 15 6 / 8 14 13 11 / 12 4 7 0", 42),
]


@pytest.mark.parametrize(("number", "board", "length"), [
    KORF[0],
    *(pytest.param(*row, marks=pytest.mark.slow) for row in KORF[1:]),
])
def test_published_length(number: int, board: str, length: int) -> None:
    inst = SlidingInstance.from_text(board, goal="blank-first")
    sol = inst.solve("python-idastar")
    assert sol.algorithm == "python-idastar"
    assert sol.length == length, f"Korf instance {number}"
    assert apply_moves(inst.tiles, sol.moves, 4, 4) == tuple(range(16))
