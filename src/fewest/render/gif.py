"""An animated GIF of a solution, drawn with Pillow: one frame per state, and the
goal held at the end without highlights (so a GIF has ``length + 2`` frames).

Frames are drawn straight into a palette image (no dithering), so a frame
read back equals a fresh :func:`render_frame` of the same state.

>>> from fewest.puzzles import parse
>>> inst = parse("sliding", "1 2 3 / 4 5 6 / 0 7 8")
>>> len(solution_frames(inst, inst.solve()))
4
"""

from __future__ import annotations

import math
import os
from functools import cache
from typing import Any

from PIL import Image, ImageDraw, ImageFont

from fewest.render import style
from fewest.render.files import write_with
from fewest.render.shapes import (
    Arrow,
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
from fewest.view import Frame, picture, viewer_of


@cache
def font(size: int) -> Any:
    """Pillow's bundled font at ``size`` pixels (no font files needed)."""
    return ImageFont.load_default(size=size)


class Palette:
    """Colour -> palette index, for drawing directly into a ``"P"`` image."""

    def __init__(self) -> None:
        self.index: dict[str, int] = {}

    def __call__(self, colour: str) -> int:
        if colour not in self.index:
            if len(self.index) >= 256:
                return 0
            self.index[colour] = len(self.index)
        return self.index[colour]

    def flat(self) -> list[int]:
        out: list[int] = []
        for colour in self.index:
            out.extend(style.rgb(colour))
        return out + [0] * (768 - len(out))


def _arrowhead(points: tuple[tuple[float, float], ...], width: float) -> list[tuple[float, float]]:
    (x0, y0), (x1, y1) = points[-2], points[-1]
    angle = math.atan2(y1 - y0, x1 - x0)
    size = 3 * width
    left = (x1 - size * math.cos(angle - 0.5), y1 - size * math.sin(angle - 0.5))
    right = (x1 - size * math.cos(angle + 0.5), y1 - size * math.sin(angle + 0.5))
    return [(x1, y1), left, right]


def draw(img: Image.Image, shapes: list[Shape], pal: Palette) -> None:
    """Draw ``shapes`` onto the palette image ``img``."""
    d = ImageDraw.Draw(img)
    for s in shapes:
        if isinstance(s, Rect):
            box = (s.x, s.y, s.x + s.w - 1, s.y + s.h - 1)
            d.rectangle(box, fill=None if s.fill is None else pal(s.fill),
                        outline=None if s.stroke is None else pal(s.stroke),
                        width=max(1, round(s.width)) if s.stroke else 0)
        elif isinstance(s, Text):
            d.text((s.x, s.y), s.text, fill=pal(s.fill), font=font(s.size), anchor=s.anchor)
        elif isinstance(s, Circle):
            d.ellipse((s.x - s.r, s.y - s.r, s.x + s.r, s.y + s.r), fill=pal(s.fill))
        elif isinstance(s, Poly):
            d.polygon(list(s.points), fill=pal(s.fill))
        elif isinstance(s, Arrow):
            width = max(1, round(s.width))
            d.line(list(s.points), fill=pal(s.colour), width=width, joint="curve")
            d.polygon(_arrowhead(s.points, width), fill=pal(s.colour))


def render_frame(frame: Frame, total: int, lay: Layout | None = None,
                 pal: Palette | None = None) -> Image.Image:
    """One frame as an RGB image (a fresh drawing; tests compare GIF frames to it)."""
    lay = lay or layout_for([frame])
    pal = pal or Palette()
    img = Image.new("P", (lay.width, lay.height), pal(style.BACKGROUND))
    shapes: list[Shape] = []
    for k, cell in enumerate(frame.grid.cells):
        shapes.extend(cell_shapes(lay, *divmod(k, lay.cols), cell))
    shapes.extend(move_shapes(lay, frame.highlights))
    shapes.extend(caption_shapes(lay, frame, total))
    draw(img, shapes, pal)
    img.putpalette(pal.flat())
    return img.convert("RGB")


def held_goal(frames: list[Frame]) -> Frame:
    """The goal as shown at the end: the last state, no highlights."""
    last = frames[-1]
    return Frame(last.grid, None, "goal", last.index)


def solution_frames(source: Any, solution: Any) -> list[Frame]:
    """The frames a GIF shows: every state, then the goal again without highlights."""
    viewer = viewer_of(solution.view if source is None else source)
    frames = picture(viewer, solution).frames
    return [*frames, held_goal(frames)]


def frames_gif(frames: list[Frame], path: str | os.PathLike[str], *, speed: float = 2.0,
               hold: float = 2.0) -> None:
    """Write ``frames`` as a looping GIF at ``speed`` frames per second, atomically;
    the last frame stays ``hold`` seconds."""
    lay = layout_for(frames)
    total = frames[-1].index
    pal = Palette()
    images = [render_frame(f, total, lay, pal) for f in frames]
    step = max(20, round(1000 / max(0.1, speed)))
    durations = [step] * (len(images) - 1) + [round(1000 * hold)]
    palette_img = Image.new("P", (1, 1))
    palette_img.putpalette(pal.flat())
    quantised = [im.quantize(palette=palette_img, dither=Image.Dither.NONE) for im in images]

    def save(tmp: str) -> None:
        quantised[0].save(tmp, format="GIF", save_all=True, append_images=quantised[1:],
                          duration=durations, loop=0, optimize=False)

    write_with(path, save)


def write_gif(path: str | os.PathLike[str], source: Any, solution: Any, *,
              speed: float = 2.0) -> None:
    """Write the GIF of ``solution`` to ``path`` atomically."""
    frames_gif(solution_frames(source, solution), path, speed=speed)
