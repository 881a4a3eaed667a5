"""The play page's data from the view (fewest.app.playview): each move's label says the way
the tile goes, the same way as its arrow key; a click further down the blank's line starts a
run; digits are a move's own number where every move has a different one; grids carry the
drawing hints their view declares (Hanoi's discs and pegs, the snakes and ladders)."""

from __future__ import annotations

from typing import Any

import pytest

from fewest.app.playview import grid_json, play_moves, viewer
from fewest.errors import InvalidPuzzleError
from fewest.puzzles import parse
from fewest.view import Cell, Grid, Link

WAYS = {"ArrowUp": "up", "ArrowDown": "down", "ArrowLeft": "left", "ArrowRight": "right"}


def _moves(puzzle: str, board: str) -> tuple[Any, list[dict[str, Any]]]:
    inst = parse(puzzle, board)
    p = inst.puzzle()
    return inst, play_moves(inst, p.start, list(p.successors(p.start)))


@pytest.mark.parametrize("board", ["1 2 3 / 4 0 6 / 7 5 8", "0 1 / 2 3",
                                   "1 2 3 4 / 5 0 6 7 / 8 9 10 11"])
def test_a_sliding_label_names_the_way_its_arrow_key_moves_the_tile(board: str) -> None:
    inst, moves = _moves("sliding", board)
    start, cols = inst.puzzle().start, len(board.split("/")[0].split())
    for m in moves:
        _, tile, way = m["label"].split()
        assert WAYS[m["key"]] == way  # the key's way is the tile's way
        (r, c), = m["click"]
        assert start[r * cols + c] == int(tile)  # the tile clicked is the tile named


def test_a_click_further_down_the_blanks_line_is_the_first_move_of_a_run() -> None:
    _, moves = _moves("sliding", "1 2 3 4 / 5 6 0 7 / 8 9 10 11")
    toward = {m["label"]: m["toward"] for m in moves}
    assert toward["tile 6 right"] == [[1, 0]]  # tile 5, behind tile 6
    assert toward["tile 10 up"] == [] and toward["tile 7 left"] == []
    assert toward["tile 3 down"] == []  # nothing above row 0


def test_digits_are_a_moves_own_number_when_each_has_another() -> None:
    _, flips = _moves("pancake", "4 5 3 1 2")
    assert [(m["label"], m["key"]) for m in flips] == [(f"flip {k}", str(k)) for k in range(2, 6)]
    _, rolls = _moves("snakes-ladders", "[[-1,-1,-1],[-1,9,8],[-1,8,9]]")
    assert [m["key"] for m in rolls] == [m["label"].split()[1] for m in rolls]
    _, hanoi = _moves("hanoi", "[[3,2],[1],[]]")  # "2->1" and "2->3": the list's order
    assert [m["key"] for m in hanoi] == ["1", "2", "3"] and all(m["toward"] == [] for m in hanoi)


def test_hanoi_grids_ask_for_bars_and_posts_and_snakes_grids_carry_their_links() -> None:
    inst = parse("hanoi", "[[3,2],[1],[]]")
    grid = grid_json(viewer(inst).state_grid(inst.puzzle().start))
    assert grid["shapes"] == {"tile": "bar", "empty": "post"} and "links" not in grid
    board = "[[-1,-1,-1,-1],[-1,14,-1,-1],[-1,-1,2,-1],[-1,-1,-1,-1]]"
    inst = parse("snakes-ladders", board)
    grid = grid_json(viewer(inst).state_grid(inst.puzzle().start))
    labels = {(r, c): cell[0] for k, cell in enumerate(grid["cells"]) for r, c in [divmod(k, 4)]}
    ends = sorted((labels[tuple(a)], labels[tuple(b)], kind, style)  # type: ignore[index]
                  for a, b, kind, style in grid["links"])
    assert ends == [("10", "14", "ladder", "rails"), ("6", "2", "snake", "wave")]
    assert "shapes" not in grid


def test_a_grid_refuses_a_drawing_hint_it_does_not_know() -> None:
    with pytest.raises(InvalidPuzzleError, match="no such drawing hint 'ring'"):
        Grid(1, 1, (Cell(),), shapes=(("tile", "ring"),))
    with pytest.raises(InvalidPuzzleError, match="'zigzag'"):
        Grid(1, 2, (Cell(), Cell()), links=(Link((0, 0), (0, 1), "x", "zigzag"),))
