"""Judge layouts: exact stdin text, answers read back, unreadable output named in one line;
move lists judged by replay (any optimal sequence passes, the first bad move is named)."""

from __future__ import annotations

import pytest

from fewest.check.answers import judge_moves
from fewest.check.judges import JUDGES, judge_for
from fewest.check.layouts import BadOutput, read_count, read_moves
from fewest.check.oracle import Case
from fewest.check.samples import card_case

SAMPLE = Case(((1, 2, 15, 4), (7, 8, 3, 6), (9, 10, 5, 12), (13, 14, 11, 16)))


def test_stdin_layouts() -> None:
    assert JUDGES["sliding"].write_input(Case(((1, 0, 3), (4, 2, 5), (7, 8, 6)))) == \
        "1 0 3\n4 2 5\n7 8 6\n"
    assert JUDGES["rubiks-square"].write_input(SAMPLE).splitlines()[0] == "1 2 15 4"
    assert JUDGES["snakes-ladders"].write_input(Case(((-1, -1), (-1, 3)))) == "2\n-1 -1\n-1 3\n"
    card = card_case(((1, 0, 0, 3), (2, 0, 0, 0), (0, 0, 0, 2), (3, 0, 1, 0)), (1, 0))
    assert JUDGES["card-match"].write_input(card).endswith("3 0 1 0\n1 0\n")
    assert JUDGES["card-match"].arguments(card) == {"board": card.rows, "r": 1, "c": 0}


@pytest.mark.parametrize(("text", "words"), [
    ("", "printed nothing"),
    ("3 4", "expected one integer, got 2 words"),
    ("three", "not an integer: 'three'"),
    ("3.0", "not an integer"),
])
def test_count_bad_output(text: str, words: str) -> None:
    with pytest.raises(BadOutput, match=words):
        read_count(text)


@pytest.mark.parametrize(("text", "words"), [
    ("", "printed nothing"),
    ("2 3 3", "the first line must be the move count alone"),
    ("-1", "every 4x4 board can be sorted"),
    ("1\n", "says 1 moves, but 0 move lines follow"),
    ("1\n2 3\n", "move 1 must be three numbers"),
    ("1\n2 x 3\n", "move 1 is not an integer"),
])
def test_moves_bad_output(text: str, words: str) -> None:
    with pytest.raises(BadOutput, match=words):
        read_moves(text)


def test_counts_with_spaces_and_newlines() -> None:
    assert read_count("\n  -1 \n\n") == -1
    assert read_moves("2\n\n2 3 3\n1 2 2\n\n") == [(2, 3, 3), (1, 2, 2)]


def judge(moves: list[tuple[int, int, int]], case: Case = SAMPLE) -> str | None:
    oracle = judge_for("rubiks-square").oracle()
    verdict = judge_moves(case, oracle.expected(case), moves, oracle)
    return None if verdict is None else verdict.message


def test_any_optimal_move_list_passes() -> None:
    assert judge([(2, 3, 3), (1, 2, 2)]) is None
    # rows 1 and 3 each shifted right by 1: either order undoes it
    two_rows = Case(((4, 1, 2, 3), (5, 6, 7, 8), (12, 9, 10, 11), (13, 14, 15, 16)))
    assert judge([(1, 1, 3), (1, 3, 3)], two_rows) is None
    assert judge([(1, 3, 3), (1, 1, 3)], two_rows) is None
    assert judge([(1, 3, 3), (1, 1, 1)], two_rows).startswith("the 2 moves do not sort")


def test_move_list_verdicts_name_the_move() -> None:
    assert judge([(3, 1, 1), (1, 2, 2)]) == "move 1 (3 1 1) is not a legal move"
    assert judge([(2, 3, 3), (1, 5, 2)]) == "move 2 (1 5 2) is not a legal move"
    assert judge([(2, 3, 3)]) == ("the 1 move stop 1 move short of sorted (the fewest are 2)")
    too_long = [(2, 3, 1), (2, 3, 2), (1, 2, 2)]
    assert judge(too_long) == ("3 moves sort the board, but 2 is the fewest; move 1 (2 3 1: "
                               "column 3 down 1) is the first off every shortest path (2 moves "
                               "from sorted before it, 2 after)")
    assert judge([]) == "the 0 moves stop 2 moves short of sorted (the fewest are 2)"
