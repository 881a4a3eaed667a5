"""``fewest serve``: the local web playground and JSON API.

``register(app)`` adds the command to a Typer app::

    fewest serve                      # http://127.0.0.1:8000/
    fewest serve --port 0             # any free port; the URL is printed
    fewest serve --max-seconds 5      # cap every search at 5 s

It needs the ``web`` extra (starlette, uvicorn).  It binds to loopback unless
``--host`` says otherwise, and prints the URL to open once it listens.
"""

from __future__ import annotations

import socket
from typing import Annotated

import typer

from fewest.cli.guard import guarded
from fewest.errors import InvalidPuzzleError


def bind(host: str, port: int) -> socket.socket:
    """A listening-ready socket on ``host:port`` (``port`` 0 picks a free one).

    >>> s = bind("127.0.0.1", 0); s.getsockname()[1] > 0
    True
    >>> s.close()
    """
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host, port))
    except (OSError, OverflowError) as exc:
        sock.close()
        raise InvalidPuzzleError(f"cannot listen on {host}:{port}: {exc}") from None
    return sock


def url(host: str, port: int) -> str:
    """The address to open in a browser.

    >>> url("::1", 8000)
    'http://[::1]:8000/'
    """
    shown = f"[{host}]" if ":" in host else host
    return f"http://{shown}:{port}/"


def register(app: typer.Typer) -> None:
    """Add the ``serve`` command to ``app``."""

    @app.command()
    @guarded
    def serve(
        host: Annotated[str, typer.Option("--host", help="address to bind (loopback by default)")]
        = "127.0.0.1",
        port: Annotated[int, typer.Option("--port", help="port (0: any free port)")] = 8000,
        max_seconds: Annotated[float, typer.Option(
            "--max-seconds", help="time cap on every search, whatever the client asks")] = 10.0,
        max_states: Annotated[int, typer.Option(
            "--max-states", help="stored-state cap on every search")] = 2_000_000,
        workers: Annotated[int, typer.Option(
            "--workers", help="worker processes that run searches")] = 4,
        max_workers: Annotated[int | None, typer.Option(
            "--max-workers", help="the pool may grow to this many while requests wait "
            "(default: twice --workers)")] = None,
        max_body: Annotated[int, typer.Option(
            "--max-body", help="largest request body in bytes")] = 64 * 1024,
        header_timeout: Annotated[float, typer.Option(
            "--header-timeout", help="seconds a connection may take to send a whole request "
            "head before it is closed")] = 20.0,
        build_tables: Annotated[bool, typer.Option(
            "--build-tables/--no-build-tables",
            help="build the 15-puzzle's tables in the background at start-up (progress on "
                 "/api/status)")] = True,
    ) -> None:
        """Serve the web playground and the JSON API (needs the web extra)."""
        try:
            import uvicorn

            from fewest.serve import Settings, server_config
            from fewest.serve.tables import DEFAULT_TABLES
        except ModuleNotFoundError as exc:
            raise InvalidPuzzleError(
                f"fewest serve needs the web extra ({exc.name} is missing): "
                "pip install 'fewest[web]'") from None
        settings = Settings(host=host, port=port, max_seconds=max_seconds, max_states=max_states,
                            workers=workers, max_workers=max_workers,
                            max_body_bytes=max_body, header_timeout=header_timeout,
                            build_tables=DEFAULT_TABLES if build_tables else ())
        sock = bind(host, port)
        actual = sock.getsockname()[1]
        where = "loopback only" if settings.is_loopback else "REACHABLE FROM OTHER MACHINES"
        banner = (f"fewest serve: open {url(host, actual)} ({where}; "
                  f"searches capped at {max_seconds:g} s; Ctrl+C stops)")

        class Server(uvicorn.Server):
            async def startup(self, sockets: list[socket.socket] | None = None) -> None:
                await super().startup(sockets=sockets)
                if self.started:  # the workers are up and the socket listens
                    typer.echo(banner)

        Server(server_config(settings)).run(sockets=[sock])
