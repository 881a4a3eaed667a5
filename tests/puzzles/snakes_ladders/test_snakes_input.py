"""Board input: accepted forms, and one-line errors that quote bad input."""

from __future__ import annotations

import numpy as np
import pytest

from fewest.errors import InvalidPuzzleError
from fewest.puzzles import get_family
from fewest.puzzles.base import InputOptions
from fewest.puzzles.snakes_ladders import FAMILY, SnakesBoard, label_at, parse_board

GOOD = "[[-1,-1,-1],[-1,9,8],[-1,8,9]]"


@pytest.mark.parametrize("name", ["snakes-ladders", "snakes", "snakes-and-ladders",
                                  "Snakes_Ladders"])
def test_family_names(name: str) -> None:
    assert get_family(name) is FAMILY


def test_the_judge_name_is_its_own_problem_solved_as_this_family() -> None:
    """``lc909`` reads LeetCode's exact input (issue 37), through this family."""
    judge = get_family("lc909")
    assert judge.name == "leetcode-909" and judge.via is FAMILY  # type: ignore[attr-defined]


@pytest.mark.parametrize("text", [
    GOOD,
    "-1 -1 -1 / -1 9 8 / -1 8 9",
    "-1 -1 -1\n-1 9 8\n-1 8 9\n",
    "-1 -1 -1 -1 9 8 -1 8 9",
    [[-1, -1, -1], [-1, 9, 8], [-1, 8, 9]],
    np.array([[-1, -1, -1], [-1, 9, 8], [-1, 8, 9]]),
])
def test_accepted_forms(text: object) -> None:
    board = parse_board(text)
    assert board.grid() == [[-1, -1, -1], [-1, 9, 8], [-1, 8, 9]]
    assert board.jumps.tolist() == [0, 1, 8, 9, 8, 9, 6, 7, 8, 9]


def test_shape_option_reshapes_flat_input() -> None:
    inst = FAMILY.parse("-1 -1 -1 -1 9 8 -1 8 9", InputOptions(shape=(3, 3)))
    assert inst.board.n == 3


def test_self_pointing_squares_are_plain() -> None:
    board = parse_board("[[4,3],[1,2]]")
    assert board.jumps.tolist() == [0, 1, 2, 3, 4]
    assert board.grid() == [[-1, -1], [-1, -1]]


def test_labelling_is_boustrophedon() -> None:
    labels = [[label_at(r, c, 4) for c in range(4)] for r in range(4)]
    assert labels == [[16, 15, 14, 13], [9, 10, 11, 12], [8, 7, 6, 5], [1, 2, 3, 4]]


@pytest.mark.parametrize(("board", "options", "words"), [
    ("", InputOptions(), "empty board"),
    ("[[-1,-1],[-1", InputOptions(), "not valid JSON"),
    ("-1 x / -1 -1", InputOptions(), "non-integer"),
    ("[[-1,-1,-1],[-1,-1]]", InputOptions(), "row 2 has 2 cells"),
    ("[[-1,-1,-1],[-1,-1,-1]]", InputOptions(), "must be square"),
    ("[[-1]]", InputOptions(), "at least 2 x 2"),
    ("-1 -1 -1", InputOptions(), "square number of cells"),
    ("[[-1,-1],[-1,5]]", InputOptions(), "holds 5"),
    ("[[-1,-1],[-1,0]]", InputOptions(), "holds 0"),
    ("[[-1,-1],[-1,-2]]", InputOptions(), "holds -2"),
    ("[[-1,-1],[2,-1]]", InputOptions(), "square 1 (the start)"),
    ("[[1,-1],[-1,-1]]", InputOptions(), "square 4 (the last square)"),
    (GOOD, InputOptions(die=0), "die must be"),
    (GOOD, InputOptions(die=-3), "die must be"),
    (GOOD, InputOptions(die=True), "die must be"),
    (GOOD, InputOptions(die="6"), "die must be"),  # type: ignore[arg-type]
    (GOOD, InputOptions(cursor=(0, 0)), "--cursor (0, 0) does not apply"),
    (GOOD, InputOptions(goal="blank-last"), "--goal 'blank-last' does not apply"),
    (GOOD, InputOptions(overshoot="wrap"), "overshoot must be one of"),
    (GOOD, InputOptions(shape=(3, 4)), "shape must be square"),
    ("-1 -1 -1 -1", InputOptions(shape=(3, 3)), "needs 9 cells"),
    (GOOD, InputOptions(shape=(2, 2)), "shape says 2 x 2"),
    ("[[-1, true], [-1, -1]]", InputOptions(), "rows of integers"),
])
def test_bad_input_one_line_error(board: str, options: InputOptions, words: str) -> None:
    with pytest.raises(InvalidPuzzleError) as info:
        FAMILY.parse(board, options)
    message = str(info.value)
    assert words in message
    assert "\n" not in message


@pytest.mark.parametrize("board", ["[[-1,-1],[-1,5]]", "[[-1,-1,-1],[-1,-1,-1]]",
                                   "[[-1,-1],[2,-1]]"])
def test_errors_quote_the_input(board: str) -> None:
    with pytest.raises(InvalidPuzzleError) as info:
        FAMILY.parse(board, InputOptions())
    assert repr(board) in str(info.value)


def test_out_of_range_message_names_the_square() -> None:
    with pytest.raises(InvalidPuzzleError, match=r"square 4 \(row 2, column 3\) holds 10"):
        parse_board("[[-1,-1,-1],[-1,-1,10],[-1,-1,-1]]")


def test_bad_numpy_arrays() -> None:
    with pytest.raises(InvalidPuzzleError, match="2-D integer array"):
        SnakesBoard.from_grid(np.zeros((2, 2), dtype=float))
    with pytest.raises(InvalidPuzzleError, match="must be square"):
        SnakesBoard.from_grid(np.full((2, 3), -1))


def test_jumps_are_read_only() -> None:
    board = parse_board(GOOD)
    with pytest.raises(ValueError):
        board.jumps[2] = 5


def test_summary_and_picture() -> None:
    inst = FAMILY.parse(GOOD, InputOptions(die=4))
    assert inst.summary() == {"n": 3, "squares": 9, "die": 4, "ladders": 4, "snakes": 0,
                              "overshoot": "stay", "start": 1}
    picture = inst.format_state(9)
    assert picture.splitlines()[0].split() == ["7", "8", "[9]"]
    big = FAMILY.parse([[-1] * 20 for _ in range(20)], InputOptions())
    assert big.format_state(7) == "on square 7 of 400"
