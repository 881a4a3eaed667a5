"""A frame as a list of simple shapes (rectangles, text, circles, arrows) in pixels.

The SVG and GIF renderers both draw these, so they show the same picture.

>>> from fewest.view import Cell, Frame, Grid
>>> lay = Layout(1, 2, size=40)
>>> lay.width, lay.height
(96, 104)
>>> [type(s).__name__ for s in cell_shapes(lay, 0, 0, Cell("7", "tile"))]
['Rect', 'Text']
"""

from __future__ import annotations

from dataclasses import dataclass

from fewest.render import style
from fewest.view import Cell, Frame, Highlights


@dataclass(frozen=True)
class Rect:
    x: float
    y: float
    w: float
    h: float
    fill: str | None
    stroke: str | None = None
    width: float = 0


@dataclass(frozen=True)
class Text:
    x: float
    y: float
    text: str
    size: int
    fill: str
    anchor: str = "mm"  # Pillow anchors: "mm" centred, "rs" right baseline, "lm" left middle


@dataclass(frozen=True)
class Circle:
    x: float
    y: float
    r: float
    fill: str


@dataclass(frozen=True)
class Arrow:
    points: tuple[tuple[float, float], ...]
    colour: str
    width: float


@dataclass(frozen=True)
class Poly:
    points: tuple[tuple[float, float], ...]
    fill: str


Shape = Rect | Text | Circle | Arrow | Poly

#: note arrows drawn as triangles (fonts such as Pillow's own lack the glyphs):
#: arrow -> its tip and base corners, in units of the note's size from its box
_NOTE_ARROWS = {
    "↑": ((0.35, 0.0), (0.0, 0.75), (0.7, 0.75)),
    "↓": ((0.35, 0.75), (0.0, 0.0), (0.7, 0.0)),
    "→": ((0.7, 0.375), (0.0, 0.0), (0.0, 0.75)),
    "←": ((0.0, 0.375), (0.7, 0.0), (0.7, 0.75)),
}


class Layout:
    """Where things go: ``size`` pixels per cell, a margin, a caption band below."""

    def __init__(self, rows: int, cols: int, size: int = 48, margin: int = 8) -> None:
        self.rows, self.cols, self.size, self.margin = rows, cols, size, margin
        self.caption_size = 14 if size >= 24 else 11
        self.width = cols * size + 2 * margin
        self.height = rows * size + 2 * margin + 2 * self.caption_size + 20

    def corner(self, r: int, c: int) -> tuple[int, int]:
        """Top-left pixel of cell ``(r, c)``."""
        return self.margin + c * self.size, self.margin + r * self.size

    def centre(self, r: int, c: int) -> tuple[float, float]:
        x, y = self.corner(r, c)
        return x + self.size / 2, y + self.size / 2


def cell_shapes(lay: Layout, r: int, c: int, cell: Cell) -> list[Shape]:
    """The shapes of one cell: its box, marks, label and note."""
    s = lay.size
    x, y = lay.corner(r, c)
    out: list[Shape] = [Rect(x, y, s, s, style.fill(cell.role), "#999999", 1)]
    for j, mark in enumerate(cell.marks):
        colour = style.mark_colour(mark)
        if mark == "piece":
            out.append(Circle(x + s / 2, y + s / 2, s * 0.3, colour))
        else:
            inset = 2 + 3 * j
            out.append(Rect(x + inset, y + inset, s - 2 * inset, s - 2 * inset, None, colour,
                            2 if mark == "home" else 3))
    ink = "#ffffff" if "piece" in cell.marks else style.ink(cell.role)
    if cell.label:
        out.append(Text(x + s / 2, y + s / 2, cell.label, max(8, int(s * 0.38)), ink))
    if cell.note and s >= 24:
        out.extend(note_shapes(x + s - 2, y + s - 2, cell.note, max(7, int(s * 0.22)), ink))
    return out


def note_shapes(right: float, base: float, note: str, size: int, ink: str) -> list[Shape]:
    """A cell's note, right-aligned on ``base``; a leading arrow becomes a triangle.

    >>> [type(s).__name__ for s in note_shapes(40, 40, "↑35", 10, "#000")]
    ['Text', 'Poly']
    """
    if note[:1] not in _NOTE_ARROWS or len(note) == 1:
        return [Text(right, base, note, size, ink, "rs")]
    rest = note[1:]
    left = right - 0.62 * size * len(rest) - 0.85 * size  # digits are about 0.6 em wide
    top = base - 0.75 * size
    corners = tuple((left + dx * size, top + dy * size) for dx, dy in _NOTE_ARROWS[note[0]])
    return [Text(right, base, rest, size, ink, "rs"), Poly(corners, ink)]


def move_shapes(lay: Layout, h: Highlights | None) -> list[Shape]:
    """Outlines on the cells a move changed, and its arrow (path or shifted line)."""
    if h is None:
        return []
    s = lay.size
    out: list[Shape] = []
    for r, c in h.cells:
        x, y = lay.corner(r, c)
        out.append(Rect(x + 1, y + 1, s - 2, s - 2, None, style.HIGHLIGHT, max(2, s // 14)))
    if len(h.path) > 1:
        points = [lay.centre(r, c) for r, c in h.path]
        # start and stop short of the labels, so the arrow covers neither number
        points[-1] = _short_of(points[-1], points[-2], s)
        points[0] = _short_of(points[0], points[1], s)
        out.append(Arrow(tuple(points), style.PATH, max(2, s // 12)))
    if h.shift is not None:
        i = h.shift.index
        a, b = ((i, 0), (i, lay.cols - 1)) if h.shift.axis == "row" else ((0, i), (lay.rows - 1, i))
        out.append(Arrow((lay.centre(*a), lay.centre(*b)), style.HIGHLIGHT, max(2, s // 14)))
    return out


def _short_of(end: tuple[float, float], other: tuple[float, float],
              size: int) -> tuple[float, float]:
    """``end`` moved towards ``other`` by 0.28 of a cell, clear of a label (at most
    half the way).

    >>> [round(v, 6) for v in _short_of((0.0, 0.0), (0.0, 100.0), 100)]
    [0.0, 28.0]
    """
    (x1, y1), (x0, y0) = end, other
    span = max(1.0, abs(x1 - x0) + abs(y1 - y0))
    cut = min(0.28 * size, span / 2) / span
    return (x1 - (x1 - x0) * cut, y1 - (y1 - y0) * cut)


def caption_shapes(lay: Layout, frame: Frame, total: int) -> list[Shape]:
    """The caption band: ``move i / N`` and the move in words."""
    y = lay.margin + lay.rows * lay.size + lay.caption_size + 6
    text = f"move {frame.index} / {total}"
    out: list[Shape] = [Text(lay.margin, y, text, lay.caption_size, style.FRAME_TEXT, "lm")]
    if frame.highlights is not None and frame.highlights.text:
        out.append(Text(lay.margin, y + lay.caption_size + 8, frame.highlights.text[:60],
                        lay.caption_size, style.FRAME_TEXT, "lm"))
    elif frame.index == 0:
        out.append(Text(lay.margin, y + lay.caption_size + 8, "start", lay.caption_size,
                        style.FRAME_TEXT, "lm"))
    return out


def layout_for(frames: list[Frame], room: int = 480) -> Layout:
    """A layout that fits the board into ``room`` pixels (cells 14 to 64 px)."""
    g = frames[0].grid
    size = max(14, min(64, room // max(g.rows, g.cols)))
    return Layout(g.rows, g.cols, size)
