"""Solution playback in the terminal with rich: ``fewest solve ... --play``.

On a terminal the frames are animated at ``speed`` moves per second; when
the output is not a terminal every frame is printed once, as plain text.

>>> from fewest.view import Cell, Frame, Grid, Highlights
>>> g = Grid.from_rows([[Cell("1", "tile"), Cell("", "blank", ("cursor",))]])
>>> print(plain_frame(Frame(g, Highlights("tile 1", cells=((0, 0),)), "1. tile 1", 1), 1))
move 1 / 1: tile 1
 1* [.]
"""

from __future__ import annotations

import sys
import time
from typing import Any, TextIO

from rich.console import Console, Group
from rich.text import Text

from fewest.render import style
from fewest.view import Frame, picture, viewer_of


def _cell_text(label: str, note: str, marks: tuple[str, ...], hl: bool, width: int) -> str:
    body = (label + note) or "."
    if set(marks) - style.QUIET_MARKS:
        body = f"[{body}]"
    if hl:
        body += "*"
    return body.rjust(width)


def _widths(frame: Frame) -> int:
    return max(len(c.label + c.note) + (2 if c.marks else 0) + 1 for c in frame.grid.cells)


def plain_frame(frame: Frame, total: int, width: int | None = None) -> str:
    """A frame as plain text: ``[x]`` marks a cursor or piece, ``*`` a cell the move
    changed, ``.`` a cell with no label."""
    width = width or _widths(frame)
    hl = set(frame.highlights.cells) if frame.highlights else set()
    g = frame.grid
    what = frame.highlights.text if frame.highlights else "start"
    lines = [f"move {frame.index} / {total}: {what}"]
    for r in range(g.rows):
        cells = [_cell_text(c.label, c.note, c.marks, (r, k) in hl, width)
                 for k, c in enumerate(g.cells[r * g.cols:(r + 1) * g.cols])]
        lines.append(" ".join(cells).rstrip())
    return "\n".join(lines)


def rich_frame(frame: Frame, total: int, width: int) -> Group:
    """A frame as coloured rich text: each cell in its role's colours."""
    g = frame.grid
    hl = set(frame.highlights.cells) if frame.highlights else set()
    rows = []
    for r in range(g.rows):
        line = Text()
        for k in range(g.cols):
            c = g.cells[r * g.cols + k]
            text = ((c.label + c.note) or " ").center(width)
            if "piece" in c.marks:
                text = ("●" + c.label).center(width)
            cell_style = f"{style.ink(c.role)} on {style.fill(c.role)}"
            if "cursor" in c.marks:
                cell_style += " underline"
            if (r, k) in hl:
                cell_style = f"bold {style.BACKGROUND} on {style.HIGHLIGHT}"
            line.append(text, style=cell_style)
        rows.append(line)
    what = frame.highlights.text if frame.highlights else "start"
    return Group(Text(f"move {frame.index} / {total}: {what}", style="bold"), *rows)


def play(source: Any, solution: Any, *, speed: float = 3.0, out: TextIO | None = None,
         animate: bool | None = None) -> None:
    """Play ``solution``: animated on a terminal, else every frame printed once."""
    out = out or sys.stdout
    viewer = viewer_of(solution.view if source is None else source)
    frames = picture(viewer, solution).frames
    total = len(frames) - 1
    width = max(_widths(f) for f in frames) + 1
    if animate is None:
        animate = out.isatty()
    if not animate:
        out.write("\n\n".join(plain_frame(f, total, width) for f in frames) + "\n")
        return
    from rich.live import Live

    console = Console(file=out)
    delay = 1.0 / max(0.1, speed)
    with Live(rich_frame(frames[0], total, width), console=console, auto_refresh=False) as live:
        for f in frames[1:]:
            time.sleep(delay)
            live.update(rich_frame(f, total, width), refresh=True)
