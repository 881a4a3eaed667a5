"""What a worker process does with one job: solve, compare, scramble or list.

Runs inside the pool's worker processes (never in the event loop).  A solve
or compare job becomes a :class:`fewest.app.Request`; its outcome's one JSON
shape is the body and :data:`HTTP_STATUS` maps its status to the HTTP status.
Nothing here imports the CLI.

>>> status, body = handle({"kind": "solve", "puzzle": "sliding", "board": "1 2 / 0 3",
...                        "options": {}, "algorithm": "auto", "mode": "optimal",
...                        "limits": {}, "caps": {"max_seconds": 5, "max_states": 10**6}})
>>> status, body["status"], body["length"], body["moves"]
(200, 'solved', 1, [{'blank': 'R', 'tile': 3}])
>>> handle({"kind": "solve", "puzzle": "nope", "board": "1", "options": {}, "algorithm": "auto",
...         "mode": "optimal", "limits": {}, "caps": {}})[1]["error"][:22]
"unknown puzzle 'nope';"
"""

from __future__ import annotations

import random
from typing import Any

from fewest.app import Outcome, Request, Status, prepare, run
from fewest.app.compare import compare, method_list
from fewest.app.listing import listing_data
from fewest.app.request import Prepared
from fewest.app.run import refused
from fewest.app.sizes import default_size
from fewest.errors import InvalidPuzzleError
from fewest.problem import Limits, Solution
from fewest.puzzles import families, get_family
from fewest.puzzles.base import Instance
from fewest.serve.play_jobs import PLAY_JOBS
from fewest.serve.words import spoken

Reply = tuple[int, dict[str, Any]]

#: outcome status -> HTTP status (a limit or an unreachable board is an answer, not an error)
HTTP_STATUS: dict[Status, int] = {
    Status.SOLVED: 200, Status.UNREACHABLE: 200, Status.LIMIT: 200,
    Status.INVALID: 400, Status.INTERNAL: 500,
}
#: the longest path the page's view shows move by move
VIEW_LIMIT = 1000
#: expansions recorded per algorithm for the compare page (as ``fewest compare --trace-limit``)
TRACE_LIMIT = 5000
#: board sizes tried when warming a family up (a family that takes none of them is skipped)
WARM_SIZES = ("3x3", "3")


def warm(*, deep: bool = False) -> None:
    """Import every family up front, so a worker's first job does not pay for it.

    ``deep`` also solves a small scrambled board of each family, which loads
    compiled code and small tables once (the pool does this in the process
    its workers are forked from, so they share it).
    """
    for family in families():
        if not deep:
            continue
        for size in WARM_SIZES:
            try:
                board = family.scramble(size, 3, random.Random(0))
                family.parse(board).solve(limits=Limits(max_seconds=30))
            except Exception:  # warming is best effort; the real request will report
                continue
            break


def handle(job: dict[str, Any]) -> Reply:
    """Run one job: ``(HTTP status, JSON body)``, its sentences in the job's ``lang``
    (:func:`~fewest.serve.words.spoken`); never raises."""
    status, body = _handle(job)
    return status, spoken(str(job.get("lang", "en")), body)


def _handle(job: dict[str, Any]) -> Reply:
    kind = job.get("kind")
    try:
        if kind == "puzzles":
            return 200, listing_data(play=True)
        if kind == "solve":
            return solve_job(job)
        if kind == "compare":
            return compare_job(job)
        if kind == "scramble":
            return 200, scramble_job(job)
        if kind in PLAY_JOBS:
            return PLAY_JOBS[kind](job)
        raise InvalidPuzzleError(f"unknown job {kind!r}")
    except Exception as exc:
        outcome = refused(exc, job.get("puzzle"))
        return HTTP_STATUS[outcome.status], outcome.to_json()


def job_request(job: dict[str, Any]) -> Request:
    """The request a solve or compare job carries."""
    return Request(job["puzzle"], job["board"], job.get("options", {}),
                   job.get("algorithm", "auto"), job.get("mode", "optimal"),
                   job.get("limits", {}), "json")


def solve_job(job: dict[str, Any]) -> Reply:
    """``POST /api/solve``: the object ``fewest solve --json`` prints."""
    outcome = run(job_request(job), caps=job.get("caps"))
    body = outcome.to_json()
    if job.get("view") and outcome.instance is not None and outcome.status in (
            Status.SOLVED, Status.UNREACHABLE) and not outcome.instance.family.computed:
        body["view"] = view_json(outcome.instance, outcome.solution)
    return HTTP_STATUS[outcome.status], body


def view_json(instance: Instance, sol: Solution[Any] | None) -> dict[str, Any]:
    """What the page shows: every board as text, the moves in words, and the player.

    A path longer than :data:`VIEW_LIMIT` moves (a DFS answer, say) shows only
    its first and last boards, and no player.
    """
    if sol is not None and sol.length > VIEW_LIMIT:
        return {"boards": [instance.format_state(sol.states[0]),
                           instance.format_state(sol.states[-1])],
                "moves": [], "omitted": f"the path has {sol.length:,} moves; the page plays "
                                        f"paths of up to {VIEW_LIMIT:,}"}
    states = list(sol.states) if sol is not None else [instance.puzzle().start]
    view: dict[str, Any] = {
        "boards": [instance.format_state(s) for s in states],
        "moves": [instance.move_text(m) for m in sol.moves] if sol is not None else [],
    }
    if sol is not None:
        from fewest.render.html import player_fragment

        view["player_html"] = player_fragment(instance, sol)
    return view


def _shared_caps(caps: dict[str, Any] | None, count: int) -> dict[str, Any]:
    """The server's caps for each of ``count`` methods: the time cap is shared, so the
    whole comparison stays within one request's deadline."""
    out = dict(caps or {})
    if out.get("max_seconds") is not None:
        out["max_seconds"] = out["max_seconds"] / count
    return out


def compare_job(job: dict[str, Any]) -> Reply:
    """``POST /api/compare``: the object ``fewest compare --json`` prints.

    With ``view``, ``page_html`` is the teaching page (each search's expansions).
    """
    prepared: Prepared = prepare(job_request(job))
    names = method_list(job.get("algorithms"), prepared.family)
    recorder = None
    solver = None
    if job.get("view"):
        from fewest.trace import Recorder

        recorder = Recorder(prepared.instance, TRACE_LIMIT)

        def solver(_instance: Any, name: str, limits: Limits | None) -> Solution[Any]:
            assert recorder is not None
            result: Solution[Any] = recorder.solve(name, limits=limits)
            return result

    result = compare(prepared, names, solver=solver,
                     caps=_shared_caps(job.get("caps"), len(names)))
    body = result.to_json()
    if recorder is not None and not prepared.family.computed:  # a computed answer: no search
        from fewest.render.compare_html import compare_page

        instance = prepared.instance
        body["page_html"] = compare_page(
            result.rows, recorder.traces, recorder.solutions, instance.view(),
            instance.puzzle().start, f"fewest compare: {prepared.family.name}")
    return HTTP_STATUS[result.status], body


def scramble_job(job: dict[str, Any]) -> dict[str, Any]:
    """``GET /api/scramble``: a random board that can reach the goal, as text; with
    ``distance``, one slice of the search for a board exactly that far
    (:func:`fewest.app.scramble.scramble_at`, within the server's caps)."""
    family = get_family(job["puzzle"])
    job = dict(job, size=job["size"] or default_size(family))  # no size: the family's own
    seed = job.get("seed")
    if seed is None:
        seed = random.SystemRandom().randrange(2**32)
    if job.get("distance") is not None:
        from fewest.app.scramble import scramble_at

        rng = random.Random(f"{seed}/{job.get('tried', 0)}/{job.get('spent', 0)}")
        found = scramble_at(family.name, job["size"], job["distance"], rng=rng,
                            caps=job.get("caps"), start=job.get("from"),
                            start_options=job.get("from_options"),
                            spent=job.get("spent", 0.0), tried=job.get("tried", 0))
        return dict(found.to_json(), seed=seed)
    board = family.scramble(job["size"], job["moves"], random.Random(seed))
    return {"puzzle": family.name, "size": job["size"], "moves": job["moves"], "seed": seed,
            "board": board}


__all__ = ["HTTP_STATUS", "Outcome", "handle", "warm"]
