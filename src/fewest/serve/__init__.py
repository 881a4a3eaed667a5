"""``fewest serve``: a local web playground and JSON API.

:func:`create_app` builds the Starlette application: the solver page at ``/``,
the play page at ``/play``, the check page at ``/check``
(:mod:`fewest.serve.check_jobs`) and the JSON API under ``/api`` (see
:mod:`fewest.serve.routes` and :mod:`fewest.serve.play`); every message is in
English or Korean, as the request asks (:mod:`fewest.serve.words`).  Every search runs in
a bounded pool of worker processes (:mod:`fewest.serve.pool`) under the
server's caps (:class:`Settings`), so the event loop never blocks.

>>> app = create_app(Settings(workers=1))
>>> sorted({r.path for r in app.routes})  # doctest: +NORMALIZE_WHITESPACE
['/', '/api/check', '/api/check/problems', '/api/check/{id}', '/api/check/{id}/cancel',
 '/api/compare', '/api/hint', '/api/puzzles', '/api/scramble', '/api/solve',
 '/api/status', '/api/trace', '/check', '/docs/{page:path}', '/play', '/static/{name}']
"""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator
from importlib import resources
from typing import Any

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import JSONResponse, Response

from fewest.serve.check_jobs import CheckJobs
from fewest.serve.check_jobs import routes as check_routes
from fewest.serve.play import routes as play_routes
from fewest.serve.pool import WorkerPool
from fewest.serve.routes import Api, LoopbackHostOnly, error, routes
from fewest.serve.security import SameOriginOnly, SecurityHeaders
from fewest.serve.settings import Settings
from fewest.serve.tables import TableBuilds
from fewest.serve.words import known, language, say


def page_template() -> str:
    """The solver page's HTML (its script and style are files under ``/static/``)."""
    path = resources.files("fewest.serve").joinpath("static", "solve.html")
    return path.read_text(encoding="utf-8")


def create_app(settings: Settings | None = None) -> Starlette:
    """The ASGI app; its worker pool and the background table builds
    (``settings.build_tables``) start and stop with the app's lifespan."""
    settings = settings or Settings()
    pool = WorkerPool(settings.workers, max_size=settings.max_workers,
                      max_tasks=settings.max_tasks_per_worker, max_pending=settings.max_pending)
    api = Api(settings, pool, page_template())
    tables = TableBuilds(settings.build_tables)
    checks = CheckJobs(settings.check_heartbeat, settings.check_seconds)

    @contextlib.asynccontextmanager
    async def lifespan(_app: Starlette) -> AsyncIterator[None]:
        await pool.start()
        tables.start()
        checks.start()
        try:
            yield
        finally:
            await checks.close()
            tables.stop()
            await pool.close()

    async def http_error(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, HTTPException)
        return error(exc.status_code, known(language(request.scope), str(exc.detail)))

    async def internal(request: Request, exc: Exception) -> Response:
        text = say(language(request.scope), "server.internal", kind=type(exc).__name__)
        return JSONResponse({"error": text}, status_code=500)

    middleware = [Middleware(SecurityHeaders), Middleware(SameOriginOnly)]
    if settings.is_loopback:  # a page elsewhere cannot reach us by renaming itself 127.0.0.1
        hosts = {"127.0.0.1", "localhost", "[::1]", settings.host.lower()}
        middleware.append(Middleware(LoopbackHostOnly, hosts=hosts))
    app = Starlette(routes=[*play_routes(api), *check_routes(api, checks), *routes(api)],
                    lifespan=lifespan, middleware=middleware,
                    exception_handlers={HTTPException: http_error, Exception: internal})
    app.state.settings = settings
    app.state.pool = pool
    app.state.tables = tables
    app.state.checks = checks
    return app


def server_config(settings: Settings, app: Any = None) -> Any:
    """uvicorn's configuration for ``settings``: the app (built here unless given),
    and the h11 protocol that closes a connection whose request head is not complete
    within ``settings.header_timeout`` seconds (:mod:`fewest.serve.headers`).

    >>> config = server_config(Settings(workers=1, header_timeout=3))
    >>> config.http.header_timeout, config.lifespan
    (3.0, 'on')
    """
    import uvicorn

    from fewest.serve.headers import protocol_class

    return uvicorn.Config(app if app is not None else create_app(settings), log_level="warning",
                          lifespan="on", http=protocol_class(settings.header_timeout))


__all__ = ["Settings", "create_app", "server_config"]
