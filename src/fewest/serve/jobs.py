"""What a worker process does with one job: solve, compare, scramble or list.

Runs inside the pool's worker processes (never in the event loop).  Every
job returns ``(http_status, body)`` where ``body`` is plain JSON; errors
become the CLI's one-line messages, never a traceback.

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

from fewest.cli.compare import run_all
from fewest.cli.guard import limit_message
from fewest.errors import InvalidPuzzleError, NoSolutionError, SearchLimitError
from fewest.problem import Limits, Solution
from fewest.puzzles import families, get_family
from fewest.puzzles.base import Family, Instance
from fewest.puzzles.methods import Method
from fewest.puzzles.options import make_options
from fewest.render.jsonout import solution_json

Reply = tuple[int, dict[str, Any]]

#: what ``/api/compare`` runs when the request names no algorithms (as ``fewest compare``)
DEFAULT_COMPARE = ("bfs", "dfs", "bidirectional", "astar", "idastar")
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
    """Run one job; bad input is HTTP 400 with the CLI's message."""
    try:
        kind = job["kind"]
        if kind == "puzzles":
            return 200, puzzles_listing()
        if kind == "solve":
            return 200, solve_job(job)
        if kind == "compare":
            return 200, compare_job(job)
        if kind == "scramble":
            return 200, scramble_job(job)
        raise InvalidPuzzleError(f"unknown job {kind!r}")
    except InvalidPuzzleError as exc:
        return 400, {"error": str(exc)}
    except MemoryError:
        return 200, {"status": "limit", "reason": "max_states", "bound": None,
                     "message": "out of memory; set max_states to stop earlier"}
    except Exception as exc:
        return 500, {"error": f"internal error: {type(exc).__name__}: {exc}"}


def puzzles_listing() -> dict[str, Any]:
    """``GET /api/puzzles``: every family with its options and methods."""
    return {"puzzles": [
        {"name": f.name, "aliases": list(f.aliases), "summary": f.summary,
         "formats": ["text", "json", *f.formats], "options": list(f.options),
         "option_help": {o: f.option_help.get(o, "") for o in f.options},
         "fast_method": f.fast_method,
         "methods": [m.as_dict() for m in f.all_methods()]}
        for f in families()
    ]}


def capped_limits(method: Method, asked: dict[str, Any], caps: dict[str, Any]) -> Limits:
    """The client's limits, each capped by the server's.

    A cap the method cannot honour is left out (the pool's deadline still
    kills an overrunning worker); a limit the *client* asks for is passed on,
    so an unhonoured one is refused exactly as on the command line.

    >>> m = Method("x", optimal=True, summary="", honours=frozenset({"max_seconds"}))
    >>> capped_limits(m, {"max_seconds": 30}, {"max_seconds": 10, "max_states": 5})
    Limits(max_seconds=10, max_expansions=None, max_states=None)
    """
    values: dict[str, Any] = {}
    for name in ("max_seconds", "max_expansions", "max_states"):
        mine, cap = asked.get(name), caps.get(name)
        if mine is None and (cap is None or name not in method.honours):
            continue
        values[name] = cap if mine is None else mine if cap is None else min(mine, cap)
    return Limits(**values)


def solve_capped(instance: Instance, name: str, asked: dict[str, Any], caps: dict[str, Any],
                 solve: Any = None) -> Solution[Any]:
    """``instance.solve(name)`` under the client's limits and the server's caps.

    The caps are checked against the method that really runs (for ``auto``,
    :meth:`~fewest.puzzles.base.Instance.auto_method` names it), so a cap it
    cannot honour is left to the pool's deadline instead of refusing the solve.
    """
    family = instance.family
    method = family.resolve_method(name)
    if method.name == "auto":
        method = family.resolve_method(instance.auto_method(None))
    solve = solve or instance.solve
    result: Solution[Any] = solve(name, limits=capped_limits(method, asked, caps))
    return result


def _prepare(job: dict[str, Any]) -> tuple[Family, Instance]:
    family = get_family(job["puzzle"])
    instance = family.parse(job["board"], make_options(**job["options"]))
    return family, instance


def solve_job(job: dict[str, Any]) -> dict[str, Any]:
    """``POST /api/solve``: the object ``fewest solve --json`` prints, or a limit."""
    family = get_family(job["puzzle"])
    algorithm = job["algorithm"]
    if job["mode"] not in ("optimal", "fast"):
        raise InvalidPuzzleError(f"mode must be 'optimal' or 'fast', got {job['mode']!r}")
    if job["mode"] == "fast":
        if algorithm != "auto":
            raise InvalidPuzzleError("give either mode 'fast' or an algorithm, not both")
        algorithm = family.fast_method
    family.resolve_method(algorithm)
    _, instance = _prepare(job)
    sol: Solution[Any] | None = None
    try:
        sol = solve_capped(instance, algorithm, job["limits"], job["caps"])
    except NoSolutionError as exc:
        body = solution_json(instance, None, family.name)
        body["message"] = str(exc)
    except SearchLimitError as exc:
        body = limit_json(instance, family.name, exc)
    else:
        body = solution_json(instance, sol, family.name)
    if job.get("view"):
        body["view"] = view_json(instance, sol)
    return body


def limit_json(instance: Instance, puzzle: str, exc: SearchLimitError) -> dict[str, Any]:
    """A search stopped by a limit: which one, the proven lower bound, the CLI's line."""
    return {"puzzle": puzzle, **instance.summary(), "status": "limit", "reason": exc.reason,
            "bound": exc.bound, "message": limit_message(exc), "stats": exc.stats.as_dict()}


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
    player = player_html(instance, sol)
    if player is not None:
        view["player_html"] = player
    return view


def player_html(instance: Instance, sol: Solution[Any] | None) -> str | None:
    """The HTML player (one ``<div>`` with its style and script) for a solution."""
    if sol is None:
        return None
    from fewest.render.html import player_fragment

    return player_fragment(instance, sol)


def compare_job(job: dict[str, Any]) -> dict[str, Any]:
    """``POST /api/compare``: one row per algorithm, as ``fewest compare --json``.

    The server's time cap is shared: each of N algorithms gets 1/N of it.  With
    ``view``, ``page_html`` is the teaching page (each search's expansions).
    """
    from fewest.trace import Recorder

    family, instance = _prepare(job)
    names = job.get("algorithms") or list(DEFAULT_COMPARE)
    for name in names:
        family.resolve_method(name)
    caps = dict(job["caps"])
    if caps.get("max_seconds") is not None:
        caps["max_seconds"] = caps["max_seconds"] / len(names)
    recorder = Recorder(instance, TRACE_LIMIT) if job.get("view") else None
    inner = None if recorder is None else recorder.solve

    def solve(name: str, *, limits: Any = None) -> Solution[Any]:
        return solve_capped(instance, name, job["limits"], caps, inner)

    rows = run_all(instance, names, None, solve)
    lengths = [r["length"] for r in rows if r["optimal"] and r["length"] not in (None, -1)]
    body = {"puzzle": family.name, **instance.summary(), "rows": rows,
            "shortest": min(lengths) if lengths else None}
    if recorder is not None:
        from fewest.render.compare_html import compare_page

        body["page_html"] = compare_page(
            rows, recorder.traces, recorder.solutions, instance.view(), instance.puzzle().start,
            f"fewest compare: {family.name}")
    return body


def scramble_job(job: dict[str, Any]) -> dict[str, Any]:
    """``GET /api/scramble``: a random board that can reach the goal, as text."""
    family = get_family(job["puzzle"])
    seed = job.get("seed")
    if seed is None:
        seed = random.SystemRandom().randrange(2**32)
    board = family.scramble(job["size"], job["moves"], random.Random(seed))
    return {"puzzle": family.name, "size": job["size"], "moves": job["moves"], "seed": seed,
            "board": board}
