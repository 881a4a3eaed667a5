"""What a worker does with a hint or a step-view job (``kind`` ``"hint"`` / ``"trace"``).

Both run in the pool's worker processes, under the server's caps; bad input
raises :class:`~fewest.errors.InvalidPuzzleError`, which
:func:`fewest.serve.jobs.handle` turns into HTTP 400 with the one-line message.

>>> status, body = hint_job({"kind": "hint", "puzzle": "sliding", "board": "1 2 / 0 3",
...                          "caps": {"max_seconds": 5}, "view": True})
>>> status, body["distance"], body["moves"], body["next"][1]["click"]
(200, 1, [{'blank': 'R', 'tile': 3}], [[1, 1]])
>>> body["palette"]["roles"]["tile"]
['#f4d58d', '#222222']
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from fewest.app import Request, prepare
from fewest.app.hint import Hint, hint
from fewest.app.playview import TRAIL_STATES, grid_json, line_changes, play_moves, viewer
from fewest.app.position import walk_states
from fewest.app.trace_steps import record, recording_json
from fewest.render import style
from fewest.view import trail_grid

Reply = tuple[int, dict[str, Any]]


def job_request(job: dict[str, Any]) -> Request:
    """The request a hint or trace job carries."""
    return Request(job["puzzle"], job["board"], job.get("options", {}),
                   job.get("algorithm") or "auto", limits=job.get("limits", {}))


def hint_job(job: dict[str, Any]) -> Reply:
    """``POST /api/hint``: :meth:`fewest.app.hint.Hint.to_json`, and with ``view`` what
    the play page draws (the board, each move's clicks, keys and changed cells)."""
    result = hint(job_request(job), job.get("moves", []), caps=job.get("caps"),
                  proven=job.get("proven"))
    body = result.to_json()
    if job.get("view"):
        add_view(result, body, job.get("moves", []))
    return 200, body


def add_view(result: Hint, body: dict[str, Any], moves: list[Any] | None = None) -> None:
    """The play page's data: the grid, per move its play data, the line's changes; a
    view that draws a walk's trail (a broken wall) gets the states ``moves`` passed."""
    inst = result.instance
    view = viewer(inst)
    before: list[Any] = []
    if moves and callable(getattr(view, "trail_grid", None)) and \
            len(moves) < TRAIL_STATES:
        before = walk_states(inst, moves, inst.puzzle())[:-1]
    grid = trail_grid(view, [*before, result.state])
    body["grid"] = grid_json(grid)
    triples = [(n.move, n.state, n.cost) for n in result.next]
    for item, extra in zip(body["next"], play_moves(inst, result.state, triples, before),
                           strict=True):
        item.update(extra)
    body["line_view"] = line_changes(inst, inst.puzzle(), result.state,
                                     result.known.line or [], before)
    roles = {c[1] for c in body["grid"]["cells"]}
    roles |= {c[2] for item in body["next"] for c in item["changes"] if c[0] != "shape"}
    body["palette"] = palette(roles, {m for c in grid.cells for m in c.marks})


def palette(roles: set[str], marks: set[str]) -> dict[str, Any]:
    """The colours of ``roles`` (fill, ink) and ``marks`` (outline), from the renderers'
    one table, so the page and the pictures agree."""
    return {"roles": {r: [style.fill(r), style.ink(r)] for r in sorted(roles)},
            "marks": {m: style.mark_colour(m) for m in sorted(marks | set(style.MARKS))},
            "highlight": style.HIGHLIGHT, "path": style.PATH}


def trace_job(job: dict[str, Any]) -> Reply:
    """``POST /api/trace``: one search recorded expansion by expansion."""
    prepared = prepare(job_request(job), caps=job.get("caps"))
    rec = record(prepared.instance, prepared.method, max_steps=job.get("steps", 500),
                 limits=prepared.limits)
    body = recording_json(rec, prepared.instance)
    body["puzzle"] = prepared.family.name
    roles = {c[1] for cells in body["states"] for c in cells}
    marks = {m for cells in body["states"] for c in cells if len(c) > 2 for m in c[2]}
    body["palette"] = palette(roles, marks)
    return 200, body


#: job kind -> worker function (one line in :func:`fewest.serve.jobs.handle` reads it)
PLAY_JOBS: dict[str, Callable[[dict[str, Any]], Reply]] = {"hint": hint_job,
                                                            "trace": trace_job}
