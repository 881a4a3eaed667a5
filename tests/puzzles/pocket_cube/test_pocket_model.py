"""The pocket-cube model: board forms, bad input, real positions, rotation."""

from __future__ import annotations

import random

import pytest

from fewest.errors import InvalidPuzzleError, NoSolutionError
from fewest.puzzles import parse
from fewest.puzzles.pocket_cube.geometry import FACES, ROTATIONS, TURNS, compose, permute
from fewest.puzzles.pocket_cube.model import (
    POSITIONS,
    SOLVED,
    Cube,
    from_index,
    index,
    oriented,
)

#: the URF corner twisted clockwise in place (U sticker now on R)
TWISTED = "UUUF URRR FRFF DDDD LLLL BBBB"


def test_every_turn_has_order_four_and_the_rotations_are_24_distinct() -> None:
    identity = tuple(range(24))
    for face in FACES:
        p = TURNS[face]
        assert compose(compose(p, p), compose(p, p)) == identity
        assert compose(p, TURNS[face + "'"]) == identity
    assert len(set(ROTATIONS)) == 24


def test_sexy_move_has_order_six_on_corners() -> None:
    """(R U R' U') has order 6 on a cube's corners: a known fact of the geometry."""
    cube = Cube.solved()
    orders = []
    for _ in range(6):
        for m in ("R", "U", "R'", "U'"):
            cube = cube.turn(m)
        orders.append(cube.is_solved())
    assert orders == [False] * 5 + [True]


@pytest.mark.parametrize(("a", "b"), [("D", "U"), ("L", "R"), ("B", "F"), ("D'", "U'"),
                                      ("L2", "R2"), ("B'", "F'")])
def test_opposite_faces_agree_up_to_rotation(a: str, b: str) -> None:
    assert Cube.from_text(a) == Cube.from_text(b)


def test_a_whole_cube_rotation_is_the_same_position() -> None:
    rng = random.Random(4)
    for _ in range(20):
        cube = from_index(rng.randrange(POSITIONS))
        for rot in rng.sample(ROTATIONS, 4):
            assert Cube(oriented(permute(cube.stickers, rot))) == cube
            turned = Cube.from_text(permute(cube.stickers, rot))
            assert turned == cube


def test_scramble_forms_agree() -> None:
    a = Cube.from_text("R U2 F'")
    assert Cube.from_text(["R", "U2", "F'"]) == a
    assert Cube.from_text('["R", "U2", "F\'"]') == a
    assert Cube.from_text("  R   U2\tF' ") == a
    assert Cube.from_text(a.to_text()) == a
    assert Cube.from_text(a.stickers) == a
    assert Cube.from_text(" / ".join(a.to_text().split())) == a


def test_index_round_trips_and_stays_in_range() -> None:
    rng = random.Random(9)
    seen = set()
    for _ in range(3000):
        i = rng.randrange(POSITIONS)
        cube = from_index(i)
        assert index(cube) == i and cube.reachable()
        seen.add(cube.stickers)
    assert len(seen) > 2990  # distinct indices give distinct cubes
    assert index(Cube.solved()) == 0 and Cube.solved().stickers == SOLVED


def test_twisted_corner_is_real_but_unreachable() -> None:
    cube = Cube.from_text(TWISTED)
    assert cube.twist() == 1 and not cube.reachable()
    inst = parse("pocket-cube", TWISTED)
    with pytest.raises(NoSolutionError, match="twists sum to 1"):
        inst.solve()
    with pytest.raises(NoSolutionError, match="twisted in place"):
        inst.solve("bfs")


@pytest.mark.parametrize(("board", "needle"), [
    ("R X", "unknown move 'X'"),
    ("R U3", "unknown move 'U3'"),
    ("r u", "cube moves are upper-case"),
    ("UUUU RRRR FFFF DDDD LLLL BBB", "got 23 characters"),
    ("UUUU RRRR FFFF DDDD LLLL BBBU", "colour U appears 5 times"),
    ("UUUU FRRR FRFF DDDD LLLL BBBB", "mirror image"),
    ("UUUU DRRR FFFF RDDD LLLL BBBB", "reads UDF: not a corner"),
    ("", "empty board"),
    ("[1, 2]", "must hold moves"),
    ("[oops", "not valid JSON"),
    ('{"a": 1}', "stickers must be"),
])
def test_bad_boards_are_one_line_and_quote_the_input(board: str, needle: str) -> None:
    with pytest.raises(InvalidPuzzleError, match=needle) as info:
        Cube.from_text(board)
    message = str(info.value)
    assert "\n" not in message
    if board.strip() and not board.startswith("{"):
        assert repr(board.strip())[1:-1].split()[0] in message


def test_metric_option_is_checked() -> None:
    with pytest.raises(InvalidPuzzleError, match="--metric must be htm or qtm, got 'stm'"):
        parse("pocket-cube", "R", metric="stm")
    assert parse("pocket-cube", "R", metric="QTM").metric == "qtm"
