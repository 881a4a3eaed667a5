"""Safe as a local server: same-origin API calls only, and security headers on every answer.

A page on another site can make the user's browser send requests to a server
on loopback.  :class:`SameOriginOnly` refuses any ``/api/`` request whose
``Origin`` header names another origin than the server's own (browsers send
``Origin`` on every cross-site POST); requests without one (curl, scripts)
pass.  :class:`SecurityHeaders` adds ``X-Content-Type-Options: nosniff``,
``X-Frame-Options: DENY`` and, on HTML, a strict Content-Security-Policy, the
same as the play page's: scripts and styles only from this server's files (no
inline script or style), nothing fetched from elsewhere, never framed.  (The Host
check against DNS rebinding is :class:`fewest.serve.routes.LoopbackHostOnly`.)

>>> same_origin("http://127.0.0.1:8000", "127.0.0.1:8000")
True
>>> same_origin("http://evil.example", "127.0.0.1:8000")
False
"""

from __future__ import annotations

import json
from typing import Any
from urllib.parse import urlsplit

from fewest.serve.words import language, say

#: for every page (the solver page and the play page): script and style come only from
#: this server's files, every request goes to this server only, and no page may frame it
PAGE_POLICY = ("default-src 'self'; script-src 'self'; style-src 'self'; "
               "img-src 'self' data:; frame-ancestors 'none'")
HEADERS = [(b"x-content-type-options", b"nosniff"), (b"x-frame-options", b"DENY")]


def same_origin(origin: str, host: str) -> bool:
    """True when ``origin`` (``scheme://host[:port]``) is the server reached as ``host``."""
    parts = urlsplit(origin.strip())
    return parts.scheme in ("http", "https") and parts.netloc.lower() == host.strip().lower()


class SameOriginOnly:
    """ASGI middleware: a cross-origin call to the API is refused with HTTP 403."""

    def __init__(self, app: Any) -> None:
        self.app = app

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] == "http" and scope["path"].startswith("/api/"):
            headers = dict(scope["headers"])
            origin = headers.get(b"origin")
            host = headers.get(b"host", b"").decode("latin-1")
            if origin is not None and not same_origin(origin.decode("latin-1"), host):
                text = origin.decode("latin-1")[:80]
                message = say(language(scope), "server.cross_origin", origin=repr(text))
                body = json.dumps({"status": "invalid", "length": None, "error": message,
                                   "message": message}).encode()
                await send({"type": "http.response.start", "status": 403,
                            "headers": [(b"content-type", b"application/json"),
                                        (b"content-length", str(len(body)).encode()),
                                        *HEADERS]})
                await send({"type": "http.response.body", "body": body})
                return
        await self.app(scope, receive, send)


class SecurityHeaders:
    """ASGI middleware: ``nosniff`` and ``DENY`` everywhere, a CSP on HTML that has none."""

    def __init__(self, app: Any) -> None:
        self.app = app

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def with_headers(message: dict[str, Any]) -> None:
            if message["type"] == "http.response.start":
                headers = list(message.get("headers", []))
                names = {k.lower() for k, _v in headers}
                kind = dict(headers).get(b"content-type", b"")
                headers += [(k, v) for k, v in HEADERS if k not in names]
                if kind.startswith(b"text/html") and b"content-security-policy" not in names:
                    headers.append((b"content-security-policy", PAGE_POLICY.encode()))
                message = {**message, "headers": headers}
            await send(message)

        await self.app(scope, receive, with_headers)
