"""Bad boards and options: one-line InvalidPuzzleError that quotes the input."""

from __future__ import annotations

import pytest

from fewest.errors import InvalidPuzzleError
from fewest.puzzles.base import InputOptions
from fewest.puzzles.card_match import FAMILY


@pytest.mark.parametrize(
    ("board", "options", "pattern"),
    [
        ("1 0 / 0 2", InputOptions(), r"card 1 has no pair .*'1 0 / 0 2'"),
        ("1 1 / 1 0", InputOptions(), r"card 1 appears 3 times.*'1 1 / 1 0'"),
        ("2 2 2 2", InputOptions(), r"card 2 appears 4 times"),
        ("1 -1 / 1 0", InputOptions(), r"0 \(empty\) or positive, found -1.*'1 -1 / 1 0'"),
        ("1 1 0 / 2 2", InputOptions(), r"row 2 has 2 cells but row 1 has 3.*'1 1 0 / 2 2'"),
        ("", InputOptions(), r"empty board"),
        ("   ", InputOptions(), r"empty board"),
        ("[]", InputOptions(), r"non-empty list of rows"),
        ("[[]]", InputOptions(), r"empty row"),
        ("0 0 / 0 0", InputOptions(), r"no cards.*'0 0 / 0 0'"),
        ("1 x / 1 0", InputOptions(), r"non-integer.*'1 x / 1 0'"),
        ("[[1, 1], [0", InputOptions(), r"not valid JSON"),
        ("1 1 / 0 0", InputOptions(cursor=(2, 0)), r"cursor \(2, 0\) is off the 2x2 board"),
        ("1 1 / 0 0", InputOptions(cursor=(0, -1)), r"cursor \(0, -1\) is off"),
        ("1 1 / 0 0", InputOptions(cursor=(0,)), r"cursor must be two integers"),  # type: ignore[arg-type]
        ("1 1 / 0 0", InputOptions(die=6), r"--die 6 does not apply to card-match"),
        ("1 1 / 0 0", InputOptions(goal="blank-last"), r"--goal 'blank-last' does not apply"),
        ("1 1 / 0 0", InputOptions(overshoot="bounce"), r"--overshoot 'bounce' does not apply"),
        ("1 1 / 0 0", InputOptions(shape=(1, 4)), r"board is 2x2 but the shape option says 1x4"),
        ("1 1 0 0 2 2", InputOptions(shape=(2, 2)), r"shape 2x2 needs 4 numbers, got 6"),
        ([[1, True], [1, 0]], InputOptions(), r"rows of integers"),
    ],
)
def test_bad_input(board, options, pattern):
    with pytest.raises(InvalidPuzzleError, match=pattern) as info:
        FAMILY.parse(board, options)
    assert "\n" not in str(info.value)


def test_shapes_of_flat_input():
    assert FAMILY.parse("1 0 0 1", InputOptions()).board.rows == 2  # square length
    assert FAMILY.parse("1 0 0 1", InputOptions(shape=(1, 4))).board.cols == 4
    assert FAMILY.parse("[[1, 0, 0, 1]]", InputOptions()).board.rows == 1
    assert FAMILY.parse("1 0 1", InputOptions()).board.cols == 3  # not square: one row
    assert FAMILY.parse([1, 2, 2, 1, 0, 0], InputOptions()).board.cols == 6


def test_any_faces_and_sizes():
    inst = FAMILY.parse("[[7, 0, 100], [100, 0, 7]]", InputOptions(cursor=(1, 2)))
    assert inst.board.faces == (7, 100)
    assert inst.solve().length == inst.solve("bfs").length
