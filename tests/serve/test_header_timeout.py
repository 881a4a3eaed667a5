"""A connection that stops in the middle of its request head is closed after
``--header-timeout`` seconds (uvicorn alone kept it open for ever); one that sends its
head in time is answered, and may then idle as keep-alive allows."""

from __future__ import annotations

import socket
import time
from urllib.parse import urlparse

from tests.serve.live import live_server

TIMEOUT = 1.0


def _closed_within(sock: socket.socket, seconds: float) -> float | None:
    """Seconds until the server closes ``sock`` (reads return nothing), or ``None``."""
    started = time.monotonic()
    sock.settimeout(seconds)
    try:
        while True:
            if not sock.recv(4096):
                return time.monotonic() - started
    except TimeoutError:
        return None
    except ConnectionResetError:
        return time.monotonic() - started


def test_a_half_sent_request_head_is_closed_after_the_header_timeout() -> None:
    with live_server("--workers", "1", "--no-build-tables",
                     "--header-timeout", str(TIMEOUT)) as (url, _proc):
        parts = urlparse(url)
        address = (parts.hostname, parts.port)
        with socket.create_connection(address) as half, \
                socket.create_connection(address) as headers, \
                socket.create_connection(address) as whole:
            half.sendall(b"GET /api/sta")  # part of a request line, then nothing
            headers.sendall(b"GET /api/status HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
            whole.sendall(b"GET /api/status HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            reply = whole.recv(4096)
            assert reply.startswith(b"HTTP/1.1 200")
            for sock in (half, headers):
                took = _closed_within(sock, TIMEOUT + 5)
                assert took is not None and took <= TIMEOUT + 1.5, took
