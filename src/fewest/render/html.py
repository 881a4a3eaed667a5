"""A self-contained HTML player for a solution: play/pause, step, speed, move list, stats.

Everything is inline (no network, no CDN).  Keys (once the player has focus):
space plays or pauses, the arrows step, Home and End jump.  The player's root element is
``<div class="fewest-player" data-length="N" data-optimal="true|false">``;
while it runs, ``data-step`` holds the frame shown.

API (also used by ``fewest serve`` and by ``Solution._repr_html_``):

* :func:`player_fragment(source, solution) <player_fragment>`: one ``<div>``
  with its style and script, to embed in any page (several may share a page);
* :func:`player_page(source, solution) <player_page>`: a whole HTML document;
* :func:`write_html(path, source, solution) <write_html>`: the page, written atomically.

``source`` is an :class:`~fewest.puzzles.base.Instance`, a
:class:`~fewest.view.Viewer`, a user puzzle with ``view()``, or ``None`` to
use ``solution.view``.

>>> from fewest.puzzles import parse
>>> inst = parse("sliding", "1 2 3 / 4 5 6 / 7 0 8")
>>> page = player_page(inst, inst.solve())
>>> 'data-length="1"' in page and 'data-optimal="true"' in page
True
>>> "http://" in page or "https://" in page
False
"""

from __future__ import annotations

import html
import itertools
import json
import os
from functools import cache
from importlib import resources
from typing import Any

from fewest.render import style
from fewest.render.files import write_atomic
from fewest.view import Frame, Picture, picture, viewer_of

DEFAULT_SPEED = 3.0
_IDS = itertools.count(1)


def element_id(prefix: str) -> str:
    """An id unique within this process (pages from one run never clash; reruns repeat).

    >>> element_id("x") != element_id("x")
    True
    """
    return f"{prefix}-{next(_IDS)}"


@cache
def asset(name: str) -> str:
    """The text of an inline asset (``player.js``, ``player.css``)."""
    return resources.files("fewest.render").joinpath("assets", name).read_text("utf-8")


def resolve(source: Any, solution: Any) -> Any:
    """The viewer for ``source`` (or the solution's own when ``source`` is ``None``)."""
    return viewer_of(solution.view if source is None else source)


def cell_size(rows: int, cols: int, room: int = 480) -> int:
    """Pixels per cell so that the board fits ``room`` pixels (between 14 and 64).

    >>> cell_size(3, 3), cell_size(20, 20), cell_size(100, 100)
    (64, 24, 14)
    """
    return max(14, min(64, room // max(rows, cols)))


def _frame_data(frames: list[Frame], roles: dict[str, int], marks: dict[str, int]) -> list[Any]:
    """Frames as JSON: frame 0 lists every cell, later frames only the cells that changed."""
    out: list[Any] = []
    prev: tuple[Any, ...] = ()
    for f in frames:
        changed = []
        for k, cell in enumerate(f.grid.cells):
            if prev and prev[k] == cell:
                continue
            entry: list[Any] = [k, cell.label, roles.setdefault(cell.role, len(roles)),
                                [marks.setdefault(m, len(marks)) for m in cell.marks]]
            if cell.note:
                entry.append(cell.note)
            changed.append(entry)
        prev = f.grid.cells
        item: dict[str, Any] = {"d": changed, "c": f.caption}
        h = f.highlights
        if h is not None:
            item["h"] = {"cells": [list(rc) for rc in h.cells],
                         "path": [list(rc) for rc in h.path],
                         "shift": [h.shift.axis, h.shift.index, h.shift.by] if h.shift else None}
        out.append(item)
    return out


def picture_data(pic: Picture) -> dict[str, Any]:
    """Everything the player's script reads, as plain JSON."""
    roles: dict[str, int] = {}
    marks: dict[str, int] = {}
    grid = pic.frames[0].grid
    frames = _frame_data(pic.frames, roles, marks)
    role_names = sorted(roles, key=roles.__getitem__)
    mark_names = sorted(marks, key=marks.__getitem__)
    return {
        "rows": grid.rows, "cols": grid.cols, "size": cell_size(grid.rows, grid.cols),
        "frames": frames, "roles": role_names, "marks": mark_names,
        "fill": [style.fill(r) for r in role_names], "ink": [style.ink(r) for r in role_names],
        "markColour": [style.mark_colour(m) for m in mark_names],
        "highlight": style.HIGHLIGHT, "pathColour": style.PATH,
    }


def _script_json(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False).replace("</", "<\\/")


def _stats_rows(pic: Picture) -> str:
    facts = [("moves", str(pic.length)),
             ("optimal", "yes (proven)" if pic.optimal else "NOT guaranteed shortest"),
             ("algorithm", pic.algorithm)]
    st = pic.stats
    for key, name in (("expanded", "expanded"), ("generated", "generated"),
                      ("peak_stored", "peak states")):
        if key in st:
            facts.append((name, f"{st[key]:,}"))
    if "seconds" in st:
        facts.append(("time", f"{st['seconds']:.3f} s"))
    return "".join(f"<tr><td>{html.escape(k)}</td><td>{html.escape(v)}</td></tr>"
                   for k, v in facts)


def picture_fragment(pic: Picture, *, speed: float = DEFAULT_SPEED) -> str:
    """The player ``<div>`` for a prepared :class:`~fewest.view.Picture`."""
    uid = element_id("fp")
    moves = "".join(f"<li>{html.escape(m)}</li>" for m in pic.moves)
    title = f'<div class="fp-title">{html.escape(pic.title)}</div>' if pic.title else ""
    speed = max(1.0, min(30.0, float(speed)))
    return (
        f'<div class="fewest-player" id="{uid}" tabindex="0" data-length="{pic.length}" '
        f'data-optimal="{"true" if pic.optimal else "false"}" data-step="0">'
        f"<style>{asset('player.css')}</style>{title}"
        '<div class="fp-main"><div><div class="fp-stage"><div class="fp-board"></div>'
        f'<svg class="fp-overlay"><defs><marker id="{uid}-arrow" viewBox="0 0 10 10" refX="7" '
        'refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse">'
        f'<path d="M0,0 L10,5 L0,10 z" fill="{style.PATH}"/></marker></defs></svg></div>'
        '<div class="fp-caption"></div>'
        '<div class="fp-controls"><button class="fp-first" title="start">|&#x25C0;</button>'
        '<button class="fp-back" title="step back">&#x25C0;</button>'
        '<button class="fp-play">&#x25B6; play</button>'
        '<button class="fp-fwd" title="step forward">&#x25B6;&#x25B6;</button>'
        '<button class="fp-last" title="end">&#x25B6;|</button>'
        f'<label>speed <input class="fp-speed" type="range" min="1" max="30" '
        f'value="{speed:g}"></label><span class="fp-speed-value">{speed:g}/s</span>'
        '<span class="fp-pos"></span></div></div>'
        f'<div class="fp-side"><table class="fp-stats">{_stats_rows(pic)}</table>'
        f'<ol class="fp-moves">{moves}</ol></div></div>'
        f'<script type="application/json" class="fp-data">{_script_json(picture_data(pic))}'
        f"</script><script>{asset('player.js')}\n"
        f"window.fewestPlayerInit(document.getElementById('{uid}'));</script></div>"
    )


def player_fragment(source: Any, solution: Any, *, title: str = "",
                    speed: float = DEFAULT_SPEED) -> str:
    """The player as one ``<div>`` (style and script inside) for ``solution``.

    Several fragments may share a page; each plays on its own.
    """
    return picture_fragment(picture(resolve(source, solution), solution, title), speed=speed)


def page(body: str, title: str = "fewest") -> str:
    """A minimal standalone HTML document around ``body``."""
    return ("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
            f"<title>{html.escape(title)}</title>"
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
            "</head><body style=\"margin:16px\">" + body + "</body></html>\n")


def player_page(source: Any, solution: Any, *, title: str = "",
                speed: float = DEFAULT_SPEED) -> str:
    """The player as a complete HTML document for ``solution``."""
    return page(player_fragment(source, solution, title=title, speed=speed),
                title or "fewest solution")


def write_html(path: str | os.PathLike[str], source: Any, solution: Any, *, title: str = "",
               speed: float = DEFAULT_SPEED) -> None:
    """Write :func:`player_page` to ``path`` atomically."""
    write_atomic(path, player_page(source, solution, title=title, speed=speed))
