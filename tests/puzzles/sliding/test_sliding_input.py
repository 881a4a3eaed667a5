"""Board parsing, formatting and goals: every rejection quotes the input."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fewest.errors import InvalidPuzzleError
from fewest.puzzles.base import InputOptions
from fewest.puzzles.sliding import FAMILY, from_text, make_goal, to_text
from fewest.puzzles.sliding.formats import picture, to_json, to_judge_text, to_rows

BAD = [
    ("1 2 3 / 4 5 6 / 7 8 8", "twice", "tile 8 twice (tile 0 is missing)"),
    ("1 2 3 / 4 5 6 / 7 0 0", "twice", "blank 0 twice"),
    ("1 2 3 / 4 5 6 / 7 8 9", "out of range", "holds 9"),
    ("1 2 3 / 4 -5 6 / 7 8 0", "out of range", "holds -5"),
    ("1 2 3 / 4 5 / 7 8 0", "row 2 has 2 cells", None),
    ("1 2 3 4 5 6 7 0", "not a square", None),
    ("0 1", "not a square", None),
    ("0", "1x1", "at least 2 rows"),
    ("0 1 2 3", None, None),  # a valid 2x2 board: the control case
    ("1 2 / 3 x", "non-integer", None),
    ("[[1, 2], [3, 0]", "not valid JSON", None),
    ("", "empty", None),
    ("[[1, 2, 0]]", "not a square", None),
]


@pytest.mark.parametrize(("text", "problem", "detail"), BAD)
def test_rejections_quote_input(text: str, problem: str | None, detail: str | None) -> None:
    if problem is None:
        assert FAMILY.parse(text, InputOptions()).tiles == (0, 1, 2, 3)
        return
    with pytest.raises(InvalidPuzzleError) as err:
        FAMILY.parse(text, InputOptions())
    message = str(err.value)
    assert "\n" not in message
    assert problem in message
    if detail:
        assert detail in message
    if text:
        assert repr(text.strip()) in message or repr(" / ".join(text.splitlines())) in message


def test_missing_tile_named() -> None:
    with pytest.raises(InvalidPuzzleError, match=r"tile 3 twice \(tile 5 is missing\)"):
        FAMILY.parse([[1, 2, 3], [4, 3, 6], [7, 8, 0]], InputOptions())


def test_wrong_size_for_shape() -> None:
    with pytest.raises(InvalidPuzzleError, match=r"7 numbers but shape 2x4 needs 8: '1 2 3"):
        FAMILY.parse("1 2 3 4 5 6 0", InputOptions(shape=(2, 4)))
    with pytest.raises(InvalidPuzzleError, match=r"is 2x2 but shape 2x3 was given"):
        FAMILY.parse("1 2 / 3 0", InputOptions(shape=(2, 3)))


def test_too_small_with_shape() -> None:
    with pytest.raises(InvalidPuzzleError, match=r"board is 1x3 .* at least 2 rows .*'1 2 0'"):
        FAMILY.parse("1 2 0", InputOptions(shape=(1, 3)))


def test_flat_with_shape() -> None:
    inst = FAMILY.parse("1 2 3 4 5 6 7 0", InputOptions(shape=(2, 4)))
    assert (inst.rows, inst.cols, inst.goal) == (2, 4, (1, 2, 3, 4, 5, 6, 7, 0))
    inst = FAMILY.parse([1, 2, 3, 4, 5, 0], InputOptions(shape=(3, 2)))
    assert (inst.rows, inst.cols) == (3, 2)


def test_goal_forms() -> None:
    assert make_goal(None, 2, 3) == (1, 2, 3, 4, 5, 0)
    assert make_goal("blank-last", 2, 3) == (1, 2, 3, 4, 5, 0)
    assert make_goal("BLANK_FIRST", 2, 3) == (0, 1, 2, 3, 4, 5)
    assert make_goal("5 4 3 / 2 1 0", 2, 3) == (5, 4, 3, 2, 1, 0)
    assert make_goal([[5, 4, 3], [2, 1, 0]], 2, 3) == (5, 4, 3, 2, 1, 0)
    assert make_goal("5 4 3 2 1 0", 2, 3) == (5, 4, 3, 2, 1, 0)


@pytest.mark.parametrize(("goal", "problem"), [
    ("1 2 3 / 4 0 5", "goal is 2x3 but the board is 3x3"),
    ("1 2 / 3 0", "goal is 2x2 but the board is 3x3"),
    ("1 2 3 / 4 5 6 / 7 8 8", "goal holds tile 8 twice"),
    ("blank-middle", "goal must be 'blank-last', 'blank-first' or a board, got 'blank-middle'"),
    ("1 2 3 4 5 6 7 0", "goal has 8 numbers but shape 3x3 needs 9"),
])
def test_bad_goal(goal: str, problem: str) -> None:
    with pytest.raises(InvalidPuzzleError) as err:
        FAMILY.parse("1 2 3 / 4 5 6 / 7 8 0", InputOptions(goal=goal))
    assert problem in str(err.value)
    assert "\n" not in str(err.value)


def test_options_that_do_not_apply() -> None:
    with pytest.raises(InvalidPuzzleError, match=r"--cursor .* does not apply"):
        FAMILY.parse("1 2 / 3 0", InputOptions(cursor=(0, 0)))
    with pytest.raises(InvalidPuzzleError, match=r"--die .* does not apply"):
        FAMILY.parse("1 2 / 3 0", InputOptions(die=6))


@st.composite
def boards(draw):
    rows = draw(st.integers(2, 5))
    cols = draw(st.integers(2, 5))
    tiles = draw(st.permutations(list(range(rows * cols))))
    return rows, cols, tuple(tiles)


@settings(max_examples=60, deadline=None)
@given(boards())
def test_text_round_trips(board) -> None:
    rows, cols, tiles = board
    for text in (to_text(tiles, cols), to_json(tiles, cols), to_judge_text(tiles, cols)):
        assert from_text(text) == (rows, cols, tiles)
    assert from_text(to_rows(tiles, cols)) == (rows, cols, tiles)
    assert from_text(" ".join(map(str, tiles)), shape=(rows, cols)) == (rows, cols, tiles)
    lines = picture(tiles, cols).splitlines()
    assert len(lines) == rows
    assert len({len(line) for line in lines}) == 1
    assert sum(line.split().count(".") for line in lines) == 1
