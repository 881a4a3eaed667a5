"""The teaching page of ``fewest compare --html``: several searches side by side.

For each algorithm it shows, replayed over the recorded expansions:

* the number of states expanded at each depth (BFS fills layer by layer; DFS dives);
* the number of open states (generated, not yet expanded) over time;
* where a state is a cell of the board (the viewer's ``state_cell``), the
  board coloured by expansion order;
* the path it found (a player when it is short enough) and the stats.

Each algorithm's ``<section class="fc-algo">`` carries ``data-algorithm``,
``data-length``, ``data-expanded`` and ``data-depth-runs``: the count of
expansions at each depth, over the whole search, run-length encoded as
``[[count, repeat], ...]`` (see :func:`runs`).
"""

from __future__ import annotations

import html
import json
import os
from typing import Any

from fewest.render import style
from fewest.render.files import write_atomic
from fewest.render.html import asset, element_id, page, picture_fragment
from fewest.trace import Trace
from fewest.view import picture, state_cell

#: paths longer than this are listed, not animated
MAX_PLAY = 200

NOTE = ("Breadth-first search expands every state at depth d before any at depth d + 1, "
        "so the first goal it reaches is a nearest one. Depth-first search dives down one "
        "branch as far as it can: it finds a goal, but usually not the nearest. A* and IDA* "
        "let a lower bound on the distance left decide what to expand next. Times include "
        "the cost of recording the expansions.")


def runs(values: list[int]) -> list[list[int]]:
    """Run-length encoding: ``[[value, repeat], ...]``.

    >>> runs([1, 1, 1, 3, 4, 4])
    [[1, 3], [3, 1], [4, 2]]
    """
    out: list[list[int]] = []
    for v in values:
        if out and out[-1][0] == v:
            out[-1][1] += 1
        else:
            out.append([v, 1])
    return out


def _heat_grid(viewer: Any, start: Any) -> str:
    grid = viewer.state_grid(start)
    size = max(14, min(40, 300 // max(grid.rows, grid.cols)))
    cells = "".join(
        f'<div data-fill="{style.fill(c.role)}" style="background:{style.fill(c.role)}">'
        f"{html.escape(c.label)}</div>" for c in grid.cells)
    return (f'<div class="fc-heat" style="grid-template-columns:repeat({grid.cols},{size}px);'
            f'grid-auto-rows:{size}px;font-size:{max(8, size // 3)}px">{cells}</div>')


def _panel(row: dict[str, Any], trace: Trace | None, viewer: Any, start: Any,
           solution: Any) -> str:
    name = row["algorithm"]
    trace = trace or Trace(name, limit=0)
    cells = None
    has_cells = viewer is not None and state_cell(viewer, start) is not None
    if has_cells:
        cols = viewer.state_grid(start).cols
        cells = []
        for s in trace.states:
            rc = state_cell(viewer, s)
            cells.append(-1 if rc is None else rc[0] * cols + rc[1])
    counts = trace.depth_counts
    data = {"depth": [e[0] for e in trace.events], "open": [e[1] for e in trace.events],
            "cells": cells, "maxDepth": max(0, len(counts) - 1)}
    length = row.get("length")
    st = row.get("stats") or {}
    verdict = ("optimal" if row.get("optimal") else "NOT guaranteed shortest") \
        if row["status"] == "solved" else html.escape(row["status"])
    head = (f"<h3>{html.escape(name)}: "
            f"{'-' if length is None else length} moves, {verdict}</h3>")
    recorded = (f"<p>{trace.expanded:,} states expanded; replaying the first "
                f"{len(trace.events):,}{' (the --trace-limit)' if trace.truncated else ''}: "
                f'showing <span class="fc-shown"></span>.</p>')
    if trace.expanded == 0:
        recorded = "<p>This method is compiled: its expansions are not recorded.</p>"
    path = ""
    if solution is not None and viewer is not None:
        if solution.length <= MAX_PLAY:
            path = picture_fragment(picture(viewer, solution, f"the path {name} found"))
        else:
            moves = ", ".join(html.escape(m) for m in picture_moves(viewer, solution, 30))
            path = (f"<p>The path {html.escape(name)} found has {solution.length:,} moves, "
                    f"too many to animate here; it starts: {moves}, ...</p>")
    heat = _heat_grid(viewer, start) if has_cells else ""
    return (
        f'<section class="fc-algo" data-algorithm="{html.escape(name)}" '
        f'data-length="{"" if length is None else length}" '
        f'data-expanded="{st.get("expanded", "")}" '
        f"data-depth-runs='{json.dumps(runs(counts))}'>{head}{recorded}"
        '<div class="fc-charts"><svg class="fc-depth" width="300" height="150"></svg>'
        f'<svg class="fc-open" width="300" height="120"></svg>{heat}</div>{path}'
        f'<script type="application/json" class="fc-data">'
        f'{json.dumps(data, separators=(",", ":"))}</script></section>'
    )


def picture_moves(viewer: Any, solution: Any, count: int) -> list[str]:
    """The first ``count`` moves of ``solution`` in words."""
    states, moves = solution.states, solution.moves
    return [viewer.move_highlights(moves[i], states[i], states[i + 1]).text
            for i in range(min(count, len(moves)))]


def _stats_table(rows: list[dict[str, Any]]) -> str:
    head = "".join(f"<th>{h}</th>" for h in ("algorithm", "moves", "optimal", "expanded",
                                              "generated", "peak states", "time (s)", "note"))
    body = []
    for row in rows:
        st = row.get("stats") or {}
        cells = [row["algorithm"], "-" if row.get("length") is None else str(row["length"]),
                 "yes" if row.get("optimal") and row.get("length") is not None else "no",
                 f"{st.get('expanded', 0):,}" if st else "-",
                 f"{st.get('generated', 0):,}" if st else "-",
                 f"{st.get('peak_stored', 0):,}" if st else "-",
                 f"{st.get('seconds', 0):.3f}" if st else "-",
                 "" if row["status"] == "solved" else row["status"]]
        body.append("<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in cells) + "</tr>")
    return f'<table class="fc-stats"><tr>{head}</tr>{"".join(body)}</table>'


CSS = (".fewest-compare{font-family:system-ui,sans-serif;color:#222}"
       ".fewest-compare .fc-panels{display:flex;flex-wrap:wrap;gap:18px}"
       ".fewest-compare .fc-algo{border:1px solid #ccc;border-radius:6px;padding:8px;"
       "flex:1 1 440px;"
       "max-width:560px}"
       ".fewest-compare .fc-algo h3{margin:0 0 4px 0;font-size:110%}"
       ".fewest-compare .fc-charts{display:flex;flex-wrap:wrap;gap:8px;align-items:flex-start}"
       ".fewest-compare .fc-heat{display:grid;border:1px solid #444}"
       ".fewest-compare .fc-heat div{display:flex;align-items:center;justify-content:center;"
       "border:1px solid #bbb}"
       ".fewest-compare table.fc-stats{border-collapse:collapse;margin:8px 0}"
       ".fewest-compare table.fc-stats td,.fewest-compare table.fc-stats th{border:1px solid #ccc;"
       "padding:2px 6px;text-align:right}")


def compare_page(rows: list[dict[str, Any]], traces: dict[str, Trace], solutions: dict[str, Any],
                 viewer: Any, start: Any, title: str) -> str:
    """The whole teaching page (one self-contained HTML document)."""
    uid = element_id("fc")
    panels = "".join(_panel(row, traces.get(row["algorithm"]), viewer, start,
                            solutions.get(row["algorithm"])) for row in rows)
    body = (
        f'<div class="fewest-compare" id="{uid}"><style>{CSS}</style>'
        f"<h2>{html.escape(title)}</h2><p>{html.escape(NOTE)}</p>{_stats_table(rows)}"
        '<p><button class="fc-play">&#x25B6; replay the searches</button> '
        '<input class="fc-time" type="range" min="0" value="0" style="width:50%"> '
        'expansions <span class="fc-time-value"></span></p>'
        f'<div class="fc-panels">{panels}</div>'
        f"<script>{asset('compare.js')}\n"
        f"window.fewestCompareInit(document.getElementById('{uid}'));</script></div>"
    )
    return page(body, title)


def write_compare_html(path: str | os.PathLike[str], rows: list[dict[str, Any]],
                       traces: dict[str, Trace], solutions: dict[str, Any], viewer: Any,
                       start: Any, title: str) -> None:
    """Write :func:`compare_page` atomically."""
    write_atomic(path, compare_page(rows, traces, solutions, viewer, start, title))
