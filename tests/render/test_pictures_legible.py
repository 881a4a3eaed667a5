"""Pictures a reader can read: every character the GIF draws exists in its font, and a
move's arrow leaves the numbers of the cells it joins uncovered (SVG and GIF share shapes)."""

from __future__ import annotations

import pytest
from PIL import ImageChops

from fewest.puzzles import families
from fewest.render.gif import font, solution_frames
from fewest.render.shapes import Arrow, Poly, Text, cell_shapes, layout_for, move_shapes
from tests.render.helpers import solved

NAMES = [f.name for f in families() if not f.computed]  # a path to draw
#: a private-use character: no font has it, so it draws the font's "missing" box
MISSING = "\ue000"


def frame_shapes(name: str) -> list[tuple[object, list[object]]]:
    inst, sol = solved(name)
    frames = solution_frames(inst, sol)
    lay = layout_for(frames)
    out = []
    for frame in frames:
        cells = [s for k, cell in enumerate(frame.grid.cells)
                 for s in cell_shapes(lay, *divmod(k, lay.cols), cell)]
        out.append((lay, cells + move_shapes(lay, frame.highlights)))
    return out


def drawn_like_missing(ch: str, size: int) -> bool:
    a, b = font(size).getmask(ch), font(size).getmask(MISSING)
    if a.size != b.size:
        return False
    from PIL import Image

    ia, ib = Image.new("L", a.size), Image.new("L", b.size)
    ia.putdata(list(a))
    ib.putdata(list(b))
    return ImageChops.difference(ia, ib).getbbox() is None


@pytest.mark.parametrize("name", NAMES)
def test_every_character_the_gif_draws_is_in_the_font(name):
    assert drawn_like_missing(MISSING, 12)  # the check itself can fail
    assert drawn_like_missing("↑", 12)  # the glyph the ladder marker used to need
    for _, shapes in frame_shapes(name):
        for s in shapes:
            if isinstance(s, Text):
                bad = [ch for ch in s.text if not ch.isspace() and drawn_like_missing(ch, s.size)]
                assert not bad, (name, s.text)


def test_ladder_and_snake_markers_are_drawn_as_triangles():
    _, shapes = frame_shapes("snakes-ladders")[0]
    notes = [s.text for s in shapes if isinstance(s, Text)]
    assert "35" in notes and "13" in notes and not any("↑" in t or "↓" in t for t in notes)
    tips = [s for s in shapes if isinstance(s, Poly)]
    assert len(tips) == 3  # two ladders and one snake on the sample board


@pytest.mark.parametrize("name", ["card-match", "sliding", "snakes-ladders"])
def test_arrows_leave_the_labels_of_their_end_cells_clear(name):
    arrows = 0
    for lay, shapes in frame_shapes(name):
        for s in shapes:
            if isinstance(s, Arrow) and s.colour != "#e76f51":  # path arrows
                arrows += 1
                for end in (s.points[0], s.points[-1]):
                    nearest = min((abs(end[0] - lay.centre(r, c)[0])
                                   + abs(end[1] - lay.centre(r, c)[1]))
                                  for r in range(lay.rows) for c in range(lay.cols))
                    assert nearest >= 0.25 * lay.size, (name, s.points)
    assert arrows > 0
