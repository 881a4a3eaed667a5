"""Rubik's square model: parsing, validation, moves, parity."""

from __future__ import annotations

import itertools

import pytest

from fewest.errors import InvalidPuzzleError
from fewest.puzzles import get_family
from fewest.puzzles.base import InputOptions
from fewest.puzzles.boardtext import quote
from fewest.puzzles.rubiks_square import FAMILY
from fewest.puzzles.rubiks_square.model import (
    Board,
    all_moves,
    apply_move,
    inverse_move,
    move_text,
    permutation_parity,
)
from fewest.puzzles.rubiks_square.tables import Geometry, symmetries

SPEC = "1 2 15 4 / 7 8 3 6 / 9 10 5 12 / 13 14 11 16"
SPEC_GRID = [[1, 2, 15, 4], [7, 8, 3, 6], [9, 10, 5, 12], [13, 14, 11, 16]]


@pytest.mark.parametrize("text", [
    SPEC,
    "1 2 15 4\n7 8 3 6\n9 10 5 12\n13 14 11 16\n",           # Baekjoon stdin
    "[[1,2,15,4],[7,8,3,6],[9,10,5,12],[13,14,11,16]]",      # JSON text
    "1 2 15 4 7 8 3 6 9 10 5 12 13 14 11 16",                # flat 16 -> 4x4
    SPEC_GRID,                                                # JSON value
    [x for row in SPEC_GRID for x in row],                    # flat JSON list
])
def test_every_input_form_gives_the_spec_board(text: object) -> None:
    assert Board.from_text(text).grid() == SPEC_GRID


def test_family_is_registered_under_all_names() -> None:
    for name in ("rubiks-square", "loopover", "rubiks_square"):
        assert get_family(name) is FAMILY
    judge = get_family("boj2549")  # Baekjoon's exact input (issue 37), through this family
    assert judge.name == "boj-2549" and judge.via is FAMILY  # type: ignore[attr-defined]
    assert tuple(FAMILY.formats) == ("number", "boj", "judge")


def test_shape_option_reshapes_a_flat_list() -> None:
    inst = FAMILY.parse("1 2 3 4 5 6", InputOptions(shape=(2, 3)))
    assert inst.board.grid() == [[1, 2, 3], [4, 5, 6]]
    inst = FAMILY.parse("1 2 3 4 5 6", InputOptions(shape=(3, 2)))
    assert inst.board.grid() == [[1, 2], [3, 4], [5, 6]]


@pytest.mark.parametrize("rows,cols", [(2, 2), (2, 5), (3, 3), (4, 4), (3, 5), (5, 5), (4, 2)])
def test_text_round_trips(rows: int, cols: int) -> None:
    b = Board.solved(rows, cols).apply((1, 1, 1)).apply((2, cols, rows - 1))
    assert Board.from_text(b.to_text()) == b
    assert Board.from_text(b.to_lines()) == b
    assert Board.from_grid(b.grid()) == b


@pytest.mark.parametrize("bad,needle", [
    ("1 2 15 4 / 7 8 3 6 / 9 10 5 12 / 13 14 11 17", "tile 17 is out of range 1..16"),
    ("1 2 15 4 / 7 8 3 6 / 9 10 5 12 / 13 14 11 15", "tile 15 appears twice"),
    ("0 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 14 15 16", "tile 0 is out of range"),
    ("1 2 3 / 4 5 6 7 / 8 9 10", "row 2 has 4 cells but row 1 has 3"),
    ("1 2 3 4 5", "a single row of 5 numbers is not a square board"),
    ("1 2 3 / 4 x 6", "non-integer"),
    ("", "empty board"),
    ("[[1, 2], [3", "not valid JSON"),
    ("1", "needs 2..7 rows"),
    ("1 2 3", "a single row of 3 numbers is not a square board"),
    ("1 / 2", "needs 2..7 columns"),
    ("1 2 / 3 4 / 5 6 / 7 8 / 9 10 / 11 12 / 13 14 / 15 16", "needs 2..7 rows"),
])
def test_bad_boards_raise_one_line_errors_quoting_the_input(bad: str, needle: str) -> None:
    with pytest.raises(InvalidPuzzleError) as err:
        FAMILY.parse(bad, InputOptions())
    message = str(err.value)
    assert needle in message
    assert "\n" not in message
    if bad:
        assert quote(bad) in message


def test_wrong_shape_option_is_rejected() -> None:
    with pytest.raises(InvalidPuzzleError, match="does not have the shape 3x3"):
        FAMILY.parse(SPEC, InputOptions(shape=(3, 3)))


@pytest.mark.parametrize("option", [
    InputOptions(goal="blank-first"), InputOptions(cursor=(0, 0)), InputOptions(die=6),
    InputOptions(overshoot="bounce"),
])
def test_options_of_other_families_are_rejected(option: InputOptions) -> None:
    with pytest.raises(InvalidPuzzleError, match="does not apply to rubiks-square"):
        FAMILY.parse(SPEC, option)


def test_spec_example_moves_by_hand() -> None:
    b = Board.from_text(SPEC).apply((2, 3, 3))
    assert b.grid()[:2] == [[1, 2, 3, 4], [7, 8, 5, 6]]
    assert b.apply((1, 2, 2)).is_solved()


def test_move_counts_and_shift_directions() -> None:
    assert len(all_moves(4, 4)) == 24
    assert len(set(all_moves(4, 4))) == 24
    assert len(all_moves(3, 5)) == 3 * 4 + 5 * 2
    b = Board.solved(3, 3)
    assert b.apply((1, 1, 1)).grid()[0] == [3, 1, 2]           # right by one
    assert [r[0] for r in b.apply((2, 1, 1)).grid()] == [7, 1, 4]  # down by one


@pytest.mark.parametrize("bad", [(3, 1, 1), (1, 5, 1), (1, 1, 4), (2, 1, 0), "x", (1, 1)])
def test_illegal_moves_are_rejected(bad: object) -> None:
    with pytest.raises(InvalidPuzzleError):
        Board.solved(4, 4).apply(bad)


def test_inverse_moves_undo_and_geometry_agrees_with_model() -> None:
    for rows, cols in [(2, 3), (4, 4), (3, 5)]:
        geo = Geometry(rows, cols)
        moves = all_moves(rows, cols)
        start = tuple(range(1, rows * cols + 1))
        for m, move in enumerate(moves):
            inv = inverse_move(move, rows, cols)
            assert apply_move(apply_move(start, rows, cols, move), rows, cols, inv) == start
            assert moves[int(geo.minv[m])] == inv
            t, i, k = move
            assert int(geo.mline[m]) == (i - 1 if t == 1 else rows + i - 1)
            assert int(geo.mshift[m]) == k


@pytest.mark.parametrize("rows,cols", [(2, 3), (3, 3), (4, 4), (3, 4), (2, 2)])
def test_symmetries_map_moves_to_moves_and_fix_the_goal(rows: int, cols: int) -> None:
    n = rows * cols
    moves = all_moves(rows, cols)
    images = {apply_move(tuple(range(n)), rows, cols, m) for m in moves}
    for s in symmetries(rows, cols):
        assert sorted(s) == list(range(n))
        for m in moves:
            # the moved board, conjugated by s: cell s[p] holds s[tile at p]
            moved = apply_move(tuple(range(n)), rows, cols, m)
            conj = [0] * n
            for p in range(n):
                conj[s[p]] = s[moved[p]]
            assert tuple(conj) in images


def test_parity_matches_move_parity() -> None:
    assert permutation_parity(tuple(range(1, 10))) == 0
    for rows, cols in [(3, 3), (3, 5), (4, 4), (2, 3)]:
        for move in all_moves(rows, cols):
            moved = apply_move(tuple(range(1, rows * cols + 1)), rows, cols, move)
            # a shift by k is the k-th power of an L-cycle, of parity k * (L - 1)
            size = cols if move[0] == 1 else rows
            assert permutation_parity(moved) == (move[2] * (size - 1)) % 2
            if rows % 2 and cols % 2:
                assert permutation_parity(moved) == 0


def test_reachability_by_parity() -> None:
    odd = Board.from_text("2 1 3 / 4 5 6 / 7 8 9")
    assert not odd.reachable()
    assert Board.from_text("2 3 1 / 4 5 6 / 7 8 9").reachable()
    # even x anything: everything is reachable
    assert Board.from_text("2 1 3 / 4 5 6").reachable()
    assert all(Board(2, 2, p).reachable() for p in itertools.permutations(range(1, 5)))


def test_move_text_and_json() -> None:
    inst = FAMILY.parse(SPEC, InputOptions())
    assert inst.move_text((1, 2, 2)) == "row 2 right 2"
    assert inst.move_text((2, 3, 3)) == "column 3 down 3"
    assert move_text((2, 1, 1)) == "column 1 down 1"
    assert inst.move_json((2, 3, 3)) == [2, 3, 3]
    assert inst.format_state(inst.board.tiles).splitlines()[0] == " 1  2 15  4"
    assert inst.summary() == {"rows": 4, "cols": 4, "reachable": True}
