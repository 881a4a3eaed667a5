"""One self-contained animated SVG (CSS animation, no script) of a solution.

Each state is one ``<g class="frame">`` element, in order; cells that never
change are drawn once in ``<g class="board">`` underneath.  Every cell group
carries ``data-rc="r,c"``, ``data-label``, ``data-role`` and ``data-marks``.  A viewer that
does not animate shows the last frame (the goal).

>>> from fewest.puzzles import parse
>>> inst = parse("sliding", "1 2 3 / 4 5 6 / 0 7 8")
>>> text = solution_svg(inst, inst.solve())
>>> text.count('<g class="frame')
3
"""

from __future__ import annotations

import os
from html import escape
from typing import Any

from fewest.render import style
from fewest.render.files import write_atomic
from fewest.render.shapes import (
    Circle,
    Layout,
    Poly,
    Rect,
    Shape,
    Text,
    caption_shapes,
    cell_shapes,
    layout_for,
    move_shapes,
)
from fewest.view import Cell, Frame, picture, viewer_of

_ANCHOR = {"m": "middle", "l": "start", "r": "end"}
_BASELINE = {"m": ' dominant-baseline="central"', "s": ""}


def _shape(s: Shape) -> str:
    if isinstance(s, Rect):
        fill = s.fill or "none"
        stroke = f' stroke="{s.stroke}" stroke-width="{s.width:g}"' if s.stroke else ""
        return (f'<rect x="{s.x:g}" y="{s.y:g}" width="{s.w:g}" height="{s.h:g}" '
                f'fill="{fill}"{stroke}/>')
    if isinstance(s, Text):
        return (f'<text x="{s.x:g}" y="{s.y:g}" font-size="{s.size}" fill="{s.fill}" '
                f'text-anchor="{_ANCHOR[s.anchor[0]]}"{_BASELINE[s.anchor[1]]}>'
                f"{escape(s.text)}</text>")
    if isinstance(s, Circle):
        return f'<circle cx="{s.x:g}" cy="{s.y:g}" r="{s.r:g}" fill="{s.fill}"/>'
    if isinstance(s, Poly):
        corners = " ".join(f"{x:g},{y:g}" for x, y in s.points)
        return f'<polygon points="{corners}" fill="{s.fill}"/>'
    points = " ".join(f"{x:g},{y:g}" for x, y in s.points)
    marker = "arrow-hl" if s.colour == style.HIGHLIGHT else "arrow"
    return (f'<polyline points="{points}" fill="none" stroke="{s.colour}" '
            f'stroke-width="{s.width:g}" stroke-linecap="round" stroke-opacity="0.8" '
            f'marker-end="url(#{marker})"/>')


def _cell(lay: Layout, k: int, cell: Cell) -> str:
    r, c = divmod(k, lay.cols)
    body = "".join(_shape(s) for s in cell_shapes(lay, r, c, cell))
    return (f'<g class="cell" data-rc="{r},{c}" data-label="{escape(cell.label)}" '
            f'data-role="{escape(cell.role)}" data-marks="{escape(" ".join(cell.marks))}">'
            f"{body}</g>")


def _arrowheads() -> str:
    return "".join(
        f'<marker id="{name}" viewBox="0 0 10 10" refX="7" refY="5" markerWidth="4" '
        f'markerHeight="4" orient="auto"><path d="M0,0 L10,5 L0,10 z" fill="{colour}"/></marker>'
        for name, colour in (("arrow", style.PATH), ("arrow-hl", style.HIGHLIGHT))
    )


def frames_svg(frames: list[Frame], *, speed: float = 2.0, hold: float = 2.0) -> str:
    """The SVG document for prepared frames: ``speed`` frames per second, the last
    held ``hold`` seconds longer."""
    lay = layout_for(frames)
    n = len(frames)
    total = n - 1
    dt = 1.0 / max(0.1, speed)
    cycle = n * dt + hold
    cells = [f.grid.cells for f in frames]
    steady = [all(cs[k] == cells[0][k] for cs in cells) for k in range(len(cells[0]))]
    base = "".join(_cell(lay, k, cell) for k, cell in enumerate(cells[0]) if steady[k])
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{lay.width}" height="{lay.height}" '
        f'viewBox="0 0 {lay.width} {lay.height}" font-family="DejaVu Sans, Arial, sans-serif" '
        'font-weight="600">',
        "<style>.frame{visibility:hidden;animation-duration:"
        f"{cycle:.3f}s;animation-iteration-count:infinite;animation-timing-function:steps(1,end)}}"
        f".frame{{animation-name:step}}.frame.last{{animation-name:held}}"
        f"@keyframes step{{0%{{visibility:visible}}{100 * dt / cycle:.4f}%{{visibility:hidden}}"
        "100%{visibility:hidden}}"
        f"@keyframes held{{0%{{visibility:visible}}{100 * (dt + hold) / cycle:.4f}%"
        "{visibility:hidden}100%{visibility:hidden}}</style>",
        f"<defs>{_arrowheads()}</defs>",
        f'<rect width="{lay.width}" height="{lay.height}" fill="{style.BACKGROUND}"/>',
        f'<g class="board">{base}</g>',
    ]
    for i, f in enumerate(frames):
        delay = -((cycle - i * dt) % cycle)
        last = i == n - 1
        body = "".join(_cell(lay, k, cell) for k, cell in enumerate(f.grid.cells)
                       if not steady[k])
        body += "".join(_shape(s) for s in move_shapes(lay, f.highlights))
        body += "".join(_shape(s) for s in caption_shapes(lay, f, total))
        visible = "visibility:visible;" if last else ""
        parts.append(f'<g class="frame{" last" if last else ""}" data-index="{i}" '
                     f'style="{visible}animation-delay:{delay:.3f}s">{body}</g>')
    parts.append("</svg>\n")
    return "".join(parts)


def solution_svg(source: Any, solution: Any, *, speed: float = 2.0) -> str:
    """The animated SVG of ``solution`` (``source``: an instance, a viewer, a user puzzle
    with ``view()``, or ``None`` for ``solution.view``)."""
    viewer = viewer_of(solution.view if source is None else source)
    return frames_svg(picture(viewer, solution).frames, speed=speed)


def write_svg(path: str | os.PathLike[str], source: Any, solution: Any, *,
              speed: float = 2.0) -> None:
    """Write :func:`solution_svg` to ``path`` atomically."""
    write_atomic(path, solution_svg(source, solution, speed=speed))
