"""The HTTP routes: the solver page, and the JSON API that hands every search to the pool.

``GET /`` the solver page (``static/solve.html``; a share link's query fills it
in); ``GET /api/puzzles``; ``POST /api/solve``; ``POST /api/compare``;
``GET /api/scramble``; ``GET /api/status`` (the pool's counters, the server's
caps and the background table builds).  Every refusal is said in the request's
language (:mod:`fewest.serve.words`).
"""

from __future__ import annotations

import asyncio
import html
import json
import math
from typing import Any

from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response
from starlette.routing import Route

from fewest.app.hint import carried
from fewest.errors import InvalidPuzzleError
from fewest.serve import checks
from fewest.serve.pool import Busy, Cancelled, Overrun, WorkerDied, WorkerPool
from fewest.serve.settings import Settings
from fewest.serve.words import for_pages, framed, known, language, message, say

#: status for a request whose client went away (nobody reads it; nginx's convention)
CLIENT_CLOSED = 499


class LoopbackHostOnly:
    """ASGI middleware: refuse a request whose ``Host`` is not one of ``hosts``.

    A server on loopback is reachable from this machine's browser; checking
    the Host header stops a page elsewhere from reaching it through a DNS name
    that it points at 127.0.0.1 (DNS rebinding).

    >>> host_name("localhost:8000"), host_name("[::1]:8000"), host_name(None)
    ('localhost', '[::1]', '')
    """

    def __init__(self, app: Any, hosts: set[str]) -> None:
        self.app = app
        self.hosts = hosts

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] == "http":
            host = dict(scope["headers"]).get(b"host", b"").decode("latin-1")
            if host_name(host) not in self.hosts:
                response = error(400, say(language(scope), "server.wrong_host", host=repr(host),
                                          hosts=", ".join(sorted(self.hosts))))
                await response(scope, receive, send)
                return
        await self.app(scope, receive, send)


def host_name(header: str | None) -> str:
    """The host part of a Host header, lower case, without the port."""
    header = (header or "").strip().lower()
    if header.startswith("["):
        return header.split("]")[0] + "]"
    return header.split(":")[0]


class TooLarge(Exception):
    """The request body is over the server's limit."""


class NotJson(Exception):
    """The request body is not declared as JSON."""


def error(status: int, message: str) -> JSONResponse:
    """A refusal in the outcome's JSON shape (``status``, ``error``, ``message``)."""
    kind = "invalid" if 400 <= status < 500 else "internal"
    return JSONResponse({"status": kind, "length": None, "error": message, "message": message},
                        status_code=status)


async def read_body(request: Request, limit: int) -> bytes:
    """The body, refused as soon as it passes ``limit`` bytes (whatever Content-Length says)."""
    declared = request.headers.get("content-length")
    if declared is not None and declared.isdigit() and int(declared) > limit:
        raise TooLarge
    chunks, size = [], 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > limit:
            raise TooLarge
        chunks.append(chunk)
    return b"".join(chunks)


class Api:
    """The route handlers, sharing the settings, the pool and the cached puzzle list."""

    def __init__(self, settings: Settings, pool: WorkerPool, page: str) -> None:
        self.settings = settings
        self.pool = pool
        self.page_template = page
        self.listing: dict[str, Any] | None = None
        #: searches now in the long lane, and how many it may hold
        self.long_running = 0
        self.long_lane = settings.long_searches or 1

    def caps(self) -> dict[str, Any]:
        """The limits the server puts on every search."""
        return {"max_seconds": self.settings.max_seconds, "max_states": self.settings.max_states}

    async def run(self, job: dict[str, Any], request: Request | None,
                  caps: dict[str, Any] | None = None) -> tuple[int, dict[str, Any]]:
        """Run ``job`` in the pool under ``caps`` (the server's by default): (status, body).

        The server's own messages are in the request's language; a refusal from
        the worker (a family's or the application's English words) gets that
        language's frame."""
        lang = "en" if request is None else language(request.scope)
        job = dict(job, caps=caps or self.caps(), lang=lang)
        timeout = self.settings.max_seconds + self.settings.grace_seconds
        try:
            status, body = await self.pool.run(
                job, timeout=timeout,
                disconnected=None if request is None else request.is_disconnected)
        except Overrun:
            return 200, {
                "puzzle": job.get("puzzle"), "status": "limit", "reason": "max_seconds",
                "bound": None,
                "message": say(lang, "server.time_cap", seconds=f"{self.settings.max_seconds:g}",
                               timeout=f"{timeout:g}")}
        except Busy:
            return 503, {"error": say(lang, "server.busy", waiting=self.pool.stats.waiting)}
        except Cancelled as exc:
            return CLIENT_CLOSED, {"error": known(lang, str(exc))}
        except WorkerDied:
            return 500, {"error": say(lang, "server.worker_died")}
        body = dict(body, **{k: for_pages(body[k]) for k in ("error", "message")
                             if isinstance(body.get(k), str)})
        if status == 400:
            body = dict(body, **{k: framed(lang, body[k]) for k in ("error", "message")
                                 if isinstance(body.get(k), str)})
        return status, body

    async def dispatch(self, job: dict[str, Any], request: Request | None) -> Response:
        """Run a job that is always quick (a listing, a scramble) and answer with its outcome."""
        status, body = await self.run(job, request)
        return JSONResponse(body, status_code=status)

    async def search(self, job: dict[str, Any], request: Request) -> Response:
        """Run a search so that quick ones never wait behind long ones.

        A solve or hint first gets ``quick_seconds``; one that needs longer is run
        again under the full caps in the *long lane* (a hint keeps the distances the
        quick run proved: :func:`fewest.app.hint.carried`), which
        holds at most ``long_searches`` searches (by default one per CPU core,
        and fewer than ``max_workers``), so workers and cores are left for
        quick requests.  (A comparison goes to the long lane at once.)
        """
        quick = self.settings.quick_seconds
        wanted = min(job.get("limits", {}).get("max_seconds") or math.inf,
                     self.settings.max_seconds)
        if job["kind"] in ("solve", "hint") and wanted > quick:
            status, body = await self.run(job, request, dict(self.caps(), max_seconds=quick))
            if not (status == 200 and body.get("status") == "limit"
                    and body.get("reason") == "max_seconds"):
                return JSONResponse(body, status_code=status)
            if job["kind"] == "hint":  # what the quick run proved is not searched again
                job = dict(job, proven=carried(body))
        while self.long_running >= self.long_lane:
            if await request.is_disconnected():
                return error(CLIENT_CLOSED, say(language(request.scope), "server.client_gone"))
            await asyncio.sleep(0.2)
        self.long_running += 1
        try:
            status, body = await self.run(job, request)
        finally:
            self.long_running -= 1
        return JSONResponse(body, status_code=status)

    async def json_body(self, request: Request) -> dict[str, Any]:
        """The request's JSON object (raises NotJson / TooLarge / InvalidPuzzleError).

        Only ``Content-Type: application/json`` is read: another page in the
        browser cannot send that without the server's consent (CORS).
        """
        kind = request.headers.get("content-type", "").split(";")[0].strip().lower()
        if kind != "application/json":
            raise NotJson(kind)
        return checks.decode_body(await read_body(request, self.settings.max_body_bytes))

    async def solve(self, request: Request) -> Response:
        """``POST /api/solve``."""
        return await self.search(checks.solve_job(await self.json_body(request)), request)

    async def compare(self, request: Request) -> Response:
        """``POST /api/compare``."""
        return await self.search(checks.compare_job(await self.json_body(request)), request)

    async def scramble(self, request: Request) -> Response:
        """``GET /api/scramble?puzzle=...&size=...&moves=...`` (``lang`` names the language)."""
        params = {k: v for k, v in request.query_params.items() if k != "lang"}
        job = checks.scramble_job(params, self.settings.max_scramble_moves)
        return await self.dispatch(job, request)

    async def puzzles(self, request: Request) -> Response:
        """``GET /api/puzzles``: asked of a worker once, then cached."""
        if self.listing is None:
            status, body = await self.run({"kind": "puzzles"}, request)
            if status != 200:
                return JSONResponse(body, status_code=status)
            self.listing = body
        return JSONResponse(self.listing)

    async def status(self, request: Request) -> Response:
        """``GET /api/status``: the caps and the pool's counters."""
        return JSONResponse({"caps": self.caps(), "workers": self.settings.workers,
                             "max_workers": self.settings.max_workers,
                             "max_body_bytes": self.settings.max_body_bytes,
                             "long_lane": {"running": self.long_running,
                                           "limit": self.long_lane},
                             "pool": self.pool.snapshot(), "worker_pids": self.pool.worker_pids(),
                             "tables": request.app.state.tables.snapshot()})

    async def page(self, request: Request) -> Response:
        """``GET /``: the solver page; a share link's query and the caps are embedded for
        the script (the Content-Security-Policy is :data:`~fewest.serve.security.PAGE_POLICY`)."""
        initial = {k: v for k, v in request.query_params.items() if len(v) <= 8192}
        caps = {"seconds": f"{self.settings.max_seconds:g}",
                "states": f"{self.settings.max_states:,}"}
        data = json.dumps(initial)
        data = data.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")
        body = self.page_template.replace("__INITIAL__", data)
        body = body.replace("__CAPS_SECONDS__", caps["seconds"])
        body = body.replace("__CAPS_STATES__", caps["states"])
        body = body.replace("__CAPS__", html.escape(
            say(language(request.scope), "server.caps", **caps)))
        return HTMLResponse(body, headers={"Cache-Control": "no-store"})


def guarded(handler: Any) -> Any:
    """Turn the request checks' failures into HTTP 400 / 413 / 415 JSON errors, in the
    request's language."""

    async def wrapper(request: Request) -> Response:
        lang = language(request.scope)
        try:
            response: Response = await handler(request)
        except NotJson as exc:
            return error(415, say(lang, "server.not_json_type",
                                  kind=repr(str(exc) or "no content type")))
        except TooLarge:
            return error(413, say(lang, "server.too_large",
                                  limit=f"{request.app.state.settings.max_body_bytes:,}"))
        except InvalidPuzzleError as exc:
            return error(400, message(exc, lang))
        return response

    return wrapper


def routes(api: Api) -> list[Route]:
    """The app's routes."""
    return [
        Route("/", guarded(api.page), methods=["GET"]),
        Route("/api/puzzles", guarded(api.puzzles), methods=["GET"]),
        Route("/api/solve", guarded(api.solve), methods=["POST"]),
        Route("/api/compare", guarded(api.compare), methods=["POST"]),
        Route("/api/scramble", guarded(api.scramble), methods=["GET"]),
        Route("/api/status", guarded(api.status), methods=["GET"]),
    ]
