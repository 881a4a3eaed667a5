"""The Hanoi model: board form, bad input, moves, packing."""

from __future__ import annotations

import itertools
import random

import pytest

from fewest.errors import InvalidPuzzleError
from fewest.puzzles import parse
from fewest.puzzles.boardtext import quote
from fewest.puzzles.hanoi.model import (
    Position,
    apply_move,
    decode,
    encode,
    move_between,
    moves,
)


def test_round_trip_of_every_position_of_three_discs_on_four_pegs() -> None:
    for state in itertools.product(range(4), repeat=3):
        pos = Position(4, state)
        again = Position.from_text(pos.to_text())
        assert again == pos and Position.from_text(pos.peg_lists()) == pos
        assert decode(encode(state, 4), 4, 3) == state


def test_packing_is_two_bits_per_disc_on_four_pegs() -> None:
    rng = random.Random(3)
    for _ in range(50):
        state = tuple(rng.randrange(4) for _ in range(12))
        code = encode(state, 4)
        assert all((code >> (2 * i)) & 3 == p for i, p in enumerate(state))


def test_moves_follow_the_rules() -> None:
    # peg 1: 3 (bottom) 1 (top); peg 2: 2; peg 3 empty
    state = Position.from_text("[[3,1],[2],[]]").state
    assert moves(state, 3) == [(1, 2), (1, 3), (2, 3)]
    after = apply_move(state, 3, (2, 3))
    assert Position(3, after).to_text() == "[[3,1],[],[2]]"
    assert move_between(state, after) == (2, 3)
    with pytest.raises(InvalidPuzzleError, match="2->1 is not legal"):
        apply_move(state, 3, (2, 1))


@pytest.mark.parametrize(("board", "needle"), [
    ("[[3,1,2],[],[]]", "disc 2 lies on the smaller disc 1 on peg 1"),
    ("[[3,1],[],[]]", "disc 2 is missing"),
    ("[[3,2,1],[1],[]]", "disc 1 appears twice"),
    ("[[2,1],[0],[]]", "out of range"),
    ("[[2,1],[]]", "3..16 pegs, got 2"),
    ("[[2,1],['a'],[]]", "JSON list of pegs"),
    ('[[2,1],["a"],[]]', "integers 1..n"),
    ("[[2,1],[true],[]]", "integers 1..n"),
    ("[1, 2, 3]", "each a list of discs"),
    ("3 2 1", "JSON list of pegs"),
    ("", "empty board"),
])
def test_bad_boards_are_one_line_and_quote_the_input(board: str, needle: str) -> None:
    with pytest.raises(InvalidPuzzleError, match=needle) as info:
        Position.from_text(board)
    assert "\n" not in str(info.value) and quote(board) in str(info.value)


def test_goal_must_match_and_be_legal() -> None:
    with pytest.raises(InvalidPuzzleError, match="the goal has 2 discs on 3 pegs"):
        parse("hanoi", "[[3,2,1],[],[]]", goal="[[2,1],[],[]]")
    with pytest.raises(InvalidPuzzleError, match="lies on the smaller disc"):
        parse("hanoi", "[[3,2,1],[],[]]", goal="[[1,2,3],[],[]]")
    inst = parse("hanoi", "[[3,2,1],[],[]]", goal=[[], [3, 2, 1], []])
    assert inst.goal == (1, 1, 1)
    assert parse("hanoi", "[[3,2,1],[],[]]").goal == (2, 2, 2)
