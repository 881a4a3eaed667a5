"""Play mode and the step view: ``/play``, ``POST /api/hint``, ``POST /api/trace``.

* ``GET /play`` (and ``GET /?...&play=1``, a share link) sends the play page;
  its script and style come from ``GET /static/NAME``, which serves only the
  files listed in :data:`ASSETS`, read once from the package (the request
  never names a path);
* ``POST /api/hint`` ``{puzzle, board, ...options, moves?, algorithm?, max_*?, view?}``
  answers the proven distance from the position the ``moves`` lead to and
  every optimal next move (:mod:`fewest.app.hint`); like a solve it first
  gets the quick lane's time and is run again in the long lane if it needs more;
* ``POST /api/trace`` ``{puzzle, board, ...options, algorithm, steps?}`` records a
  small BFS, DFS, A* or IDA* expansion by expansion (:mod:`fewest.app.trace_steps`).

>>> hint_job_of({"puzzle": "sliding", "board": "1 2 / 0 3", "moves": ["R (tile 3)"]})["moves"]
['R (tile 3)']
>>> trace_job_of({"puzzle": "sliding", "board": "1 2 / 0 3", "algorithm": "bfs", "steps": 0})
Traceback (most recent call last):
...
fewest.errors.InvalidPuzzleError: steps must be a whole number 1..2000, got 0
"""

from __future__ import annotations

import html
import json
from collections.abc import Callable
from importlib import resources
from typing import Any

from starlette.requests import Request
from starlette.responses import HTMLResponse, Response
from starlette.routing import Route

from fewest.app.position import MAX_MOVES
from fewest.app.trace_steps import ALGORITHMS, MAX_STEPS
from fewest.errors import InvalidPuzzleError
from fewest.render.compare_html import CSS as COMPARE_CSS
from fewest.render.html import asset as render_asset
from fewest.serve import checks
from fewest.serve.routes import Api, error, guarded
from fewest.serve.security import PAGE_POLICY

#: the files ``/static/NAME`` serves, and their content types
ASSETS = {"play.js": "text/javascript; charset=utf-8",
          "search.js": "text/javascript; charset=utf-8",
          "search-pane.js": "text/javascript; charset=utf-8",
          "search-tip.js": "text/javascript; charset=utf-8",
          "search-tree.js": "text/javascript; charset=utf-8",
          "search-zoom.js": "text/javascript; charset=utf-8",
          "search-chart.js": "text/javascript; charset=utf-8",
          "search.css": "text/css; charset=utf-8",
          "board.js": "text/javascript; charset=utf-8",
          "values.js": "text/javascript; charset=utf-8",
          "feel.js": "text/javascript; charset=utf-8",
          "computed.js": "text/javascript; charset=utf-8",
          "setup.js": "text/javascript; charset=utf-8",
          "i18n.js": "text/javascript; charset=utf-8",
          "strings-en.json": "application/json; charset=utf-8",
          "strings-ko.json": "application/json; charset=utf-8",
          "play.css": "text/css; charset=utf-8",
          "base.css": "text/css; charset=utf-8",
          "solve.js": "text/javascript; charset=utf-8",
          "words.js": "text/javascript; charset=utf-8",
          "solve.css": "text/css; charset=utf-8",
          "check.js": "text/javascript; charset=utf-8",
          "check.css": "text/css; charset=utf-8"}
#: the renderers' files ``/static/NAME`` serves too: the solution player's and the compare
#: page's script and style, which the solver page loads as files instead of inline
RENDERER_ASSETS: dict[str, tuple[str, Callable[[], str]]] = {
    "player.js": ("text/javascript; charset=utf-8", lambda: render_asset("player.js")),
    "player.css": ("text/css; charset=utf-8", lambda: render_asset("player.css")),
    "compare.js": ("text/javascript; charset=utf-8", lambda: render_asset("compare.js")),
    "compare.css": ("text/css; charset=utf-8", lambda: COMPARE_CSS)}
HINT_FIELDS = ("puzzle", "board", "moves", "algorithm", *checks.LIMIT_FIELDS, "view")
TRACE_FIELDS = ("puzzle", "board", "algorithm", "steps", *checks.LIMIT_FIELDS)
#: recorded expansions when a trace request names no number
DEFAULT_STEPS = 400
#: the play page asks nothing of anyone but this server, runs no inline script, and is
#: never framed
HEADERS = {"Content-Security-Policy": PAGE_POLICY, "X-Content-Type-Options": "nosniff"}


def hint_job_of(body: dict[str, Any]) -> dict[str, Any]:
    """The worker job for ``POST /api/hint``."""
    checks._check_fields(body, HINT_FIELDS)
    moves = body.get("moves", [])
    if not isinstance(moves, list):
        raise InvalidPuzzleError(f"\"moves\" must be a list of moves, got "
                                 f"{json.dumps(moves)[:60]}")
    if len(moves) > MAX_MOVES:
        raise InvalidPuzzleError(f"at most {MAX_MOVES:,} moves, got {len(moves):,}")
    return {"kind": "hint", "puzzle": body["puzzle"], "board": body["board"],
            "options": checks.option_values(body), "moves": moves,
            "algorithm": checks._name(body, "algorithm", "auto"),
            "limits": checks._limits(body), "view": checks._view(body)}


def trace_job_of(body: dict[str, Any]) -> dict[str, Any]:
    """The worker job for ``POST /api/trace``."""
    checks._check_fields(body, TRACE_FIELDS)
    steps = body.get("steps", DEFAULT_STEPS)
    if isinstance(steps, bool) or not isinstance(steps, int) or not 1 <= steps <= MAX_STEPS:
        raise InvalidPuzzleError(f"steps must be a whole number 1..{MAX_STEPS}, got "
                                 f"{json.dumps(steps)[:60]}")
    algorithm = checks._name(body, "algorithm", "bfs")
    return {"kind": "trace", "puzzle": body["puzzle"], "board": body["board"],
            "options": checks.option_values(body), "algorithm": algorithm, "steps": steps,
            "limits": checks._limits(body)}


def asset(name: str) -> str:
    """The text of one packaged file of the pages (``static/NAME`` or a renderer's file)."""
    if name in RENDERER_ASSETS:
        return RENDERER_ASSETS[name][1]()
    return resources.files("fewest.serve").joinpath("static", name).read_text("utf-8")


class Play:
    """The play page's handlers, beside the :class:`~fewest.serve.routes.Api` they share."""

    def __init__(self, api: Api) -> None:
        self.api = api
        self.assets = {name: asset(name) for name in (*ASSETS, *RENDERER_ASSETS)}
        self.types = {**ASSETS, **{name: kind for name, (kind, _text) in RENDERER_ASSETS.items()}}
        self.template = asset("play.html")

    async def hint(self, request: Request) -> Response:
        """``POST /api/hint``."""
        return await self.api.search(hint_job_of(await self.api.json_body(request)), request)

    async def trace(self, request: Request) -> Response:
        """``POST /api/trace`` (bounded by its steps: always quick)."""
        job = trace_job_of(await self.api.json_body(request))
        return await self.api.dispatch(job, request)

    async def static(self, request: Request) -> Response:
        """``GET /static/NAME``: one of :data:`ASSETS` or :data:`RENDERER_ASSETS`, nothing else."""
        name = request.path_params["name"]
        if name not in self.assets:
            return error(404, f"no such file: {name[:60]!r}")
        return Response(self.assets[name], media_type=self.types[name],
                        headers={"Cache-Control": "no-cache", **HEADERS})

    async def page(self, request: Request) -> Response:
        """``GET /play``: the play page; the query (a share link) is embedded for the script."""
        initial = {k: v for k, v in request.query_params.items() if len(v) <= 8192}
        settings = self.api.settings
        data = json.dumps({"query": initial, "algorithms": list(ALGORITHMS),
                           "maxSteps": MAX_STEPS, "defaultSteps": DEFAULT_STEPS})
        data = data.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")
        caps = html.escape(f"server caps: {settings.max_seconds:g} s and "
                           f"{settings.max_states:,} states per search")
        body = self.template.replace("__INITIAL__", data).replace("__CAPS__", caps)
        body = body.replace("__CAPS_SECONDS__", f"{settings.max_seconds:g}")
        body = body.replace("__CAPS_STATES__", f"{settings.max_states:,}")
        return HTMLResponse(body, headers={"Cache-Control": "no-store", **HEADERS})

    async def front(self, request: Request) -> Response:
        """``GET /``: the play page for a share link with ``play=1``, else the solver page."""
        if request.query_params.get("play") == "1":
            return await self.page(request)
        return await self.api.page(request)


def routes(api: Api) -> list[Route]:
    """The play routes; they go before the app's own (``/`` is answered here first)."""
    play = Play(api)
    return [
        Route("/", guarded(play.front), methods=["GET"]),
        Route("/play", guarded(play.page), methods=["GET"]),
        Route("/static/{name}", guarded(play.static), methods=["GET"]),
        Route("/api/hint", guarded(play.hint), methods=["POST"]),
        Route("/api/trace", guarded(play.trace), methods=["POST"]),
    ]
