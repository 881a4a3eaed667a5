"""The view model of every family: one grid per state, highlights per move."""

from __future__ import annotations

import pickle

import pytest

from fewest.puzzles import families
from fewest.view import Cell, Grid, frames, viewer_of
from tests.render.helpers import SAMPLES, labels, solved

NAMES = [f.name for f in families() if not f.computed]  # a path to draw


def test_every_family_has_a_sample() -> None:
    assert sorted(NAMES) == sorted(SAMPLES)


@pytest.mark.parametrize("name", NAMES)
def test_frames_follow_the_solution(name: str) -> None:
    inst, sol = solved(name)
    assert sol.length == SAMPLES[name][2]
    viewer = viewer_of(inst)
    fr = frames(viewer, sol)
    assert len(fr) == sol.length + 1
    assert fr[0].highlights is None
    assert inst.puzzle().is_goal(sol.states[-1])
    assert labels(fr[-1].grid) == labels(viewer.state_grid(sol.states[-1]))
    for i, f in enumerate(fr[1:], start=1):
        h = f.highlights
        assert h is not None and h.text
        assert h.cells or h.path or h.shift
        for r, c in (*h.cells, *h.path):
            assert 0 <= r < f.grid.rows and 0 <= c < f.grid.cols
        # consecutive frames differ: each move changes the picture
        assert f.grid != fr[i - 1].grid


def test_solution_carries_its_view() -> None:
    _inst, sol = solved("sliding")
    assert sol.view is not None
    assert sol.view.state_grid(sol.states[0]).rows == 3
    # solutions travel between processes (batch workers): the view pickles with them
    again = pickle.loads(pickle.dumps(sol))
    assert again.view.state_grid(again.states[-1]) == sol.view.state_grid(sol.states[-1])


def test_sliding_highlight_is_the_tile_that_slid() -> None:
    _inst, sol = solved("sliding")
    f = frames(sol.view, sol)[1]
    (r, c), = f.highlights.cells
    assert f.grid.at(r, c).label == "4"
    assert sol.states[1][r * 3 + c] == 4


def test_snakes_roll_highlights_landing_and_jump() -> None:
    _inst, sol = solved("snakes-ladders")
    fr = frames(sol.view, sol)
    jumps = [f.highlights for f in fr[1:] if len(f.highlights.path) == 3]
    assert jumps, "the sample's optimal path takes a ladder or snake"
    pieces = [rc for f in fr for rc in [next(
        divmod(k, f.grid.cols) for k, c in enumerate(f.grid.cells) if "piece" in c.marks)]]
    for f, before, after in zip(fr[1:], pieces[:-1], pieces[1:], strict=True):
        assert f.highlights.path[0] == before and f.highlights.path[-1] == after


def test_grid_checks_its_size() -> None:
    with pytest.raises(Exception, match="needs 2 cells"):
        Grid(1, 2, (Cell(),))


def test_viewer_of_without_a_view_says_how() -> None:
    with pytest.raises(Exception, match=r"view\(\)"):
        viewer_of(object())


def test_too_big_a_board_is_refused_in_one_line() -> None:
    from fewest.puzzles import parse

    n = 101
    inst = parse("snakes-ladders", [[-1] * n for _ in range(n)])
    with pytest.raises(Exception, match="too many to draw"):
        inst.view().state_grid(1)


def test_notebook_falls_back_to_text_for_a_board_too_big_to_draw() -> None:
    from fewest.puzzles import parse

    inst = parse("snakes-ladders", [[-1] * 101 for _ in range(101)])
    sol = inst.solve()
    assert sol.view is not None and sol._repr_html_() is None
