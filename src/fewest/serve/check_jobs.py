"""The check page's jobs: ``/check`` and ``/api/check...``.

* ``GET /check`` sends the page (``static/check.html``);
* ``GET /api/check/problems`` lists every judge problem and the languages this
  machine runs (:mod:`fewest.serve.check_list`), and whether the server is on
  loopback;
* ``POST /api/check`` ``{problem, code, language, filename?}`` queues a check
  and answers its ``id`` and place in the queue;
* ``GET /api/check/{id}`` its state: ``queued`` (with ``position``),
  ``compiling``, ``running`` (cases done, tests/s), ``shrinking`` (candidates
  tried), then ``done`` (the ``fewest check --json`` body), ``error`` (a
  compile error: the compiler's lines, with the student's file name and line
  numbers), or ``cancelled``;
* ``POST /api/check/{id}/cancel`` cancels it (the page also sends this with
  ``navigator.sendBeacon`` when it is closed).

One check runs at a time per server; the others wait in order.  Each runs in
a worker process of its own (``python -m fewest.serve.check_worker``, in its
own process group), which calls the same check session as ``fewest check``;
the server judges nothing.  Cancelling sends the worker SIGTERM (its session
kills every running program), then SIGKILL to its whole group after
:data:`GRACE_SECONDS`.  A job that nobody has asked about for
``Settings.check_heartbeat`` seconds (the page was closed without its beacon)
is cancelled the same way.  Finished jobs are forgotten after
:data:`KEEP_SECONDS`.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import secrets
import signal
import sys
import time
from collections import deque
from dataclasses import dataclass, field
from typing import Any

from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, PlainTextResponse, Response
from starlette.routing import Route

from fewest.serve import check_list
from fewest.serve.routes import Api, TooLarge, error, guarded, read_body
from fewest.serve.security import PAGE_POLICY
from fewest.serve.words import Refusal, language, say

#: seconds a cancelled worker has to stop its programs before its group is killed
GRACE_SECONDS = 3.0
#: seconds a finished job's result is kept for the page to read
KEEP_SECONDS = 600.0
#: the most jobs that may wait
MAX_QUEUE = 32
CHECK_FIELDS = ("problem", "code", "language", "filename")
FINISHED = ("done", "error", "cancelled")


@dataclass
class Job:
    """One check: what the page sent, where it stands, what came back."""

    id: str
    problem: str
    code: str
    suffix: str
    filename: str | None
    lang: str
    state: str = "queued"
    progress: dict[str, Any] = field(default_factory=dict)
    result: dict[str, Any] | None = None
    message: str = ""
    language: str = ""
    polled: float = field(default_factory=time.monotonic)
    finished: float | None = None
    process: asyncio.subprocess.Process | None = None
    cancelled: bool = False


class CheckJobs:
    """The queue, the one running check and its worker process."""

    def __init__(self, heartbeat: float, max_seconds: float | None) -> None:
        self.heartbeat = heartbeat
        self.max_seconds = max_seconds
        self.jobs: dict[str, Job] = {}
        self.queue: deque[Job] = deque()
        self.running: Job | None = None
        self.wake = asyncio.Event()
        self.tasks: list[asyncio.Task[None]] = []

    def start(self) -> None:
        """Start the runner and the heartbeat watch (in the app's lifespan)."""
        self.wake = asyncio.Event()
        self.tasks = [asyncio.create_task(self._runner()), asyncio.create_task(self._watch())]

    async def close(self) -> None:
        """Cancel every job and stop (in the app's lifespan)."""
        for job in list(self.queue):
            self.cancel(job)
        if self.running is not None:
            await self._stop(self.running)
        for task in self.tasks:
            task.cancel()
        for task in self.tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task

    def add(self, job: Job) -> int:
        """Queue ``job``; its place (0: it runs next)."""
        if len(self.queue) >= MAX_QUEUE:
            raise Refusal("server.check_queue_full", limit=MAX_QUEUE)
        self.jobs[job.id] = job
        self.queue.append(job)
        self.wake.set()
        return self.position(job)

    def position(self, job: Job) -> int:
        """How many checks go before ``job`` (the running one included)."""
        if job.state != "queued":
            return 0
        ahead = list(self.queue).index(job) if job in self.queue else 0
        return ahead + (1 if self.running is not None else 0)

    def view(self, job: Job) -> dict[str, Any]:
        """The job as the page reads it."""
        job.polled = time.monotonic()
        out: dict[str, Any] = {"id": job.id, "state": job.state, "problem": job.problem,
                               "language": job.language}
        if job.state == "queued":
            out["position"] = self.position(job)
        if job.progress:
            out["progress"] = job.progress
        if job.result is not None:
            out["result"] = job.result
        if job.message:
            out["message"] = job.message
        return out

    def cancel(self, job: Job) -> None:
        """Cancel ``job``: dropped from the queue, or its worker stopped."""
        if job.state in FINISHED:
            return
        job.cancelled = True
        if job in self.queue:
            self.queue.remove(job)
            self._finish(job, "cancelled")
        elif job is self.running:
            asyncio.get_running_loop().create_task(self._stop(job))

    def _finish(self, job: Job, state: str) -> None:
        job.state = state
        job.finished = time.monotonic()
        job.code = ""

    async def _stop(self, job: Job) -> None:
        """SIGTERM to the worker (it kills its programs), SIGKILL to its group after the
        grace period."""
        proc = job.process
        if proc is None or proc.returncode is not None:
            return
        with contextlib.suppress(ProcessLookupError):
            os.kill(proc.pid, signal.SIGTERM)
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(proc.wait(), GRACE_SECONDS)
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(proc.pid, signal.SIGKILL)

    async def _watch(self) -> None:
        """Cancel jobs nobody asks about; forget old finished ones."""
        while True:
            await asyncio.sleep(1.0)
            now = time.monotonic()
            for job in list(self.jobs.values()):
                if job.state in FINISHED:
                    if job.finished is not None and now - job.finished > KEEP_SECONDS:
                        del self.jobs[job.id]
                elif now - job.polled > self.heartbeat:
                    self.cancel(job)

    async def _runner(self) -> None:
        while True:
            while not self.queue:
                self.wake.clear()
                await self.wake.wait()
            job = self.queue.popleft()
            self.running = job
            try:
                await self._run(job)
            except Exception as exc:  # the worker's failure is the job's, never the server's
                job.message = f"internal error: {type(exc).__name__}: {exc}"
                self._finish(job, "error")
            finally:
                self.running = None
                if job.state not in FINISHED:
                    self._finish(job, "cancelled" if job.cancelled else "error")

    async def _run(self, job: Job) -> None:
        job.state = "compiling"
        payload = {"problem": job.problem, "code": job.code, "suffix": job.suffix,
                   "filename": job.filename, "lang": job.lang,
                   "max_seconds": self.max_seconds}
        proc = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "fewest.serve.check_worker", stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.DEVNULL,
            start_new_session=True, limit=2**24)
        job.process = proc
        if job.cancelled:
            await self._stop(job)
        assert proc.stdin is not None and proc.stdout is not None
        with contextlib.suppress(BrokenPipeError, ConnectionResetError):
            proc.stdin.write(json.dumps(payload).encode())
            await proc.stdin.drain()
            proc.stdin.close()
        async for raw in proc.stdout:
            try:
                line = json.loads(raw)
            except ValueError:
                continue
            self._take(job, line)
        await proc.wait()
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(proc.pid, signal.SIGKILL)  # anything the worker left behind

    def _take(self, job: Job, line: dict[str, Any]) -> None:
        kind = line.get("type")
        if kind == "phase":
            job.state = line["phase"]
            job.language = line.get("language", job.language)
        elif kind == "progress":
            job.state = "shrinking" if line["phase"] == "shrinking" else "running"
            job.progress = {k: line.get(k) for k in ("phase", "done", "total", "rate")}
        elif kind == "result":
            job.result = {"report": line["body"], "case": line.get("case"),
                          "puzzle": line.get("puzzle"),
                          "verdict_title": line.get("verdict_title"),
                          "moves": line.get("moves") or [],
                          "board": (json.dumps(line["case"]) if line.get("case") is not None
                                    else None)}
            self._finish(job, "done")
        elif kind == "error":
            job.message = str(line.get("message", ""))
            self._finish(job, "error")
        elif kind == "cancelled":
            self._finish(job, "cancelled")


class CheckPage:
    """The handlers of ``/check`` and ``/api/check...``."""

    def __init__(self, api: Api, jobs: CheckJobs) -> None:
        self.api = api
        self.jobs = jobs
        self.listing: dict[str, Any] | None = None
        self.names: dict[str, str] = {}
        self.suffixes: dict[str, str] = {}
        from fewest.serve.play import asset

        self.template = asset("check.html")

    async def _listing(self) -> dict[str, Any]:
        if self.listing is None:
            problems, languages = await asyncio.to_thread(
                lambda: (check_list.problems_json(), check_list.languages_json()))
            self.names = {p["name"]: p["name"] for p in problems}
            self.suffixes = {lg["suffix"]: lg["name"] for lg in languages}
            self.listing = {"problems": problems, "languages": languages}
        return self.listing

    async def page(self, request: Request) -> Response:
        """``GET /check``."""
        settings = self.api.settings
        body = self.template.replace("__HOST__", settings.host).replace(
            "__LOOPBACK__", "true" if settings.is_loopback else "false")
        return HTMLResponse(body, headers={"Cache-Control": "no-store",
                                           "Content-Security-Policy": PAGE_POLICY})

    async def problems(self, request: Request) -> Response:
        """``GET /api/check/problems``."""
        settings = self.api.settings
        return JSONResponse({**await self._listing(), "loopback": settings.is_loopback,
                             "host": settings.host,
                             "max_code_bytes": settings.max_code_bytes})

    async def doc(self, request: Request) -> Response:
        """``GET /docs/PAGE``: a problem's docs page as Markdown text (listed pages only)."""
        page = request.path_params["page"].removesuffix(".md")
        await self._listing()
        text = await asyncio.to_thread(check_list.doc_text, page, language(request.scope))
        if text is None:
            return error(404, f"no such page: {page[:60]!r}")
        return PlainTextResponse(text, media_type="text/plain; charset=utf-8")

    async def start(self, request: Request) -> Response:
        """``POST /api/check``."""
        settings = self.api.settings
        kind = request.headers.get("content-type", "").split(";")[0].strip().lower()
        if kind != "application/json":
            from fewest.serve.routes import NotJson

            raise NotJson(kind)
        lang = language(request.scope)
        try:
            raw = await read_body(request, 2 * settings.max_code_bytes + 4096)
        except TooLarge:
            return self._too_large(lang)
        from fewest.serve.checks import decode_body

        body = decode_body(raw)
        for key in body:
            if key not in CHECK_FIELDS:
                raise Refusal("server.unknown_field", field=repr(key)[:60],
                              expected=", ".join(CHECK_FIELDS))
        await self._listing()
        name, code, suffix = body.get("problem"), body.get("code"), body.get("language")
        filename = body.get("filename")
        if not isinstance(name, str) or name not in self.names:
            raise Refusal("server.check_problem", given=json.dumps(name)[:60])
        if not isinstance(code, str) or not code.strip():
            raise Refusal("server.check_no_code")
        if len(code.encode("utf-8")) > settings.max_code_bytes:
            return self._too_large(lang)
        if not isinstance(suffix, str) or suffix not in self.suffixes:
            raise Refusal("server.check_language", given=json.dumps(suffix)[:60],
                          known=", ".join(self.suffixes))
        if filename is not None and not isinstance(filename, str):
            raise Refusal("server.text_field", field="filename",
                          given=json.dumps(filename)[:60])
        job = Job(secrets.token_urlsafe(12), name, code, suffix, filename, lang)
        position = self.jobs.add(job)
        return JSONResponse({"id": job.id, "state": job.state, "position": position},
                            status_code=202)

    def _too_large(self, lang: str) -> Response:
        return error(413, say(lang, "server.check_too_large",
                              limit=f"{self.api.settings.max_code_bytes // 1024}"))

    def _job(self, request: Request) -> Job:
        job = self.jobs.jobs.get(request.path_params["id"])
        if job is None:
            raise Refusal("server.check_no_job")
        return job

    async def state(self, request: Request) -> Response:
        """``GET /api/check/{id}``."""
        try:
            job = self._job(request)
        except Refusal as exc:
            return error(404, exc.text(language(request.scope)))
        return JSONResponse(self.jobs.view(job), headers={"Cache-Control": "no-store"})

    async def cancel(self, request: Request) -> Response:
        """``POST /api/check/{id}/cancel`` (any body; a beacon sends text)."""
        try:
            job = self._job(request)
        except Refusal as exc:
            return error(404, exc.text(language(request.scope)))
        self.jobs.cancel(job)
        return JSONResponse({"id": job.id, "state": job.state})


def routes(api: Api, jobs: CheckJobs) -> list[Route]:
    """The check page's routes."""
    page = CheckPage(api, jobs)
    return [
        Route("/check", guarded(page.page), methods=["GET"]),
        Route("/docs/{page:path}", guarded(page.doc), methods=["GET"]),
        Route("/api/check/problems", guarded(page.problems), methods=["GET"]),
        Route("/api/check", guarded(page.start), methods=["POST"]),
        Route("/api/check/{id}", guarded(page.state), methods=["GET"]),
        Route("/api/check/{id}/cancel", guarded(page.cancel), methods=["POST"]),
    ]

