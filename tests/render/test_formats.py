"""SVG, GIF and HTML read back: frame counts, the goal at the end, nothing remote."""

from __future__ import annotations

from pathlib import Path

import pytest
from PIL import Image, ImageChops

from fewest import solve
from fewest.puzzles import families
from fewest.render.gif import render_frame, write_gif
from fewest.render.html import player_fragment, player_page
from fewest.render.svg import solution_svg
from fewest.view import Frame
from tests.render.helpers import (
    DrawnSteps,
    Steps,
    html_data,
    html_pictures,
    labels,
    solved,
    svg_frames,
    svg_picture,
)

NAMES = [f.name for f in families() if not f.computed]  # a path to draw


@pytest.mark.parametrize("name", NAMES)
def test_svg_has_one_frame_per_state_and_ends_on_the_goal(name: str) -> None:
    inst, sol = solved(name)
    root, frames = svg_frames(solution_svg(inst, sol))
    assert len(frames) == sol.length + 1
    assert [int(f.get("data-index", "-1")) for f in frames] == list(range(sol.length + 1))
    goal = labels(inst.view().state_grid(sol.states[-1]))
    start = labels(inst.view().state_grid(sol.states[0]))
    assert svg_picture(root, frames[-1]) == goal
    assert svg_picture(root, frames[0]) == start
    assert goal != start


def test_svg_escapes_labels() -> None:
    p = DrawnSteps(1, move="<&>", label=lambda s, i: f"<{s}&>", width=1)
    root, frames = svg_frames(solution_svg(p, solve(p, "bfs")))
    assert svg_picture(root, frames[-1]) == {(0, 0): ("<1&>", "tile", "")}


@pytest.mark.parametrize("name", NAMES)
def test_gif_frames_read_back(name: str, tmp_path: Path) -> None:
    inst, sol = solved(name)
    out = tmp_path / "s.gif"
    write_gif(out, inst, sol)
    with Image.open(out) as im:
        assert im.n_frames in (sol.length + 1, sol.length + 2)
        im.seek(im.n_frames - 1)
        last = im.convert("RGB")
        im.seek(0)
        first = im.convert("RGB")
    goal = Frame(inst.view().state_grid(sol.states[-1]), None, "goal", sol.length)
    fresh = render_frame(goal, sol.length)
    assert last.size == fresh.size
    assert ImageChops.difference(last, fresh).getbbox() is None
    start = render_frame(Frame(inst.view().state_grid(sol.states[0]), None, "", 0), sol.length)
    assert ImageChops.difference(first, start).getbbox() is None
    assert ImageChops.difference(first, last).getbbox() is not None


@pytest.mark.parametrize("name", NAMES)
def test_html_is_self_contained_and_ends_on_the_goal(name: str) -> None:
    inst, sol = solved(name)
    page = player_page(inst, sol)
    assert "http://" not in page and "https://" not in page
    assert f'data-length="{sol.length}"' in page
    assert f'data-optimal="{"true" if sol.optimal else "false"}"' in page
    pics = html_pictures(page)
    assert len(pics) == sol.length + 1
    assert pics[-1] == labels(inst.view().state_grid(sol.states[-1]))
    assert pics[0] == labels(inst.view().state_grid(sol.states[0]))
    assert len(html_data(page)["frames"][-1]["h"]["cells"]) >= 1


def test_two_fragments_on_one_page_do_not_clash() -> None:
    inst, sol = solved("sliding")
    a, b = player_fragment(inst, sol), player_fragment(inst, sol)
    id_a = a.split('id="', 1)[1].split('"', 1)[0]
    id_b = b.split('id="', 1)[1].split('"', 1)[0]
    assert id_a != id_b


def test_notebook_html_for_builtin_and_user_puzzles() -> None:
    _inst, sol = solved("rubiks-square")
    html = sol._repr_html_()
    assert html is not None and 'class="fewest-player"' in html
    assert 'data-length="2"' in html
    assert solve(Steps(3))._repr_html_() is None
    user = solve(DrawnSteps(3))._repr_html_()
    assert user is not None and 'data-length="3"' in user
    assert html_pictures(user)[-1][(0, 3)] == ("@", "tile", "")
