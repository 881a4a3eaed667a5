"""Closing a connection that stops in the middle of its request headers.

uvicorn's ``timeout_keep_alive`` closes a connection that is idle *between*
requests, but one that sends part of a request line or of its headers and
then nothing more is kept open for ever (each one holds a socket and a slot:
the "slowloris" attack).  :class:`HeaderTimeoutProtocol` is uvicorn's h11
protocol with one timer more: from the moment a connection opens, and again
after each response, the client has ``header_timeout`` seconds to send a
whole request head; if the head is not complete by then, the connection is
closed.  A request whose head has arrived is not timed here (the server's own
caps bound what it then does).

>>> protocol_class(2.5).header_timeout
2.5
"""

from __future__ import annotations

import asyncio
import socket
from typing import Any

import h11
from uvicorn.protocols.http.h11_impl import H11Protocol


class HeaderTimeoutProtocol(H11Protocol):
    """uvicorn's h11 protocol, closing a connection whose request head is not complete
    within :attr:`header_timeout` seconds."""

    #: seconds a client has to send a whole request head (set by :func:`protocol_class`)
    header_timeout: float = 20.0

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.header_timer: asyncio.TimerHandle | None = None

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        sock = transport.get_extra_info("socket")
        if sock is not None and sock.family in (socket.AF_INET, socket.AF_INET6):
            # a reply's head and body go out as two writes: without this, the body waits
            # for the client's delayed acknowledgement of the head (40 ms on Linux)
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self._arm()

    def connection_lost(self, exc: Exception | None) -> None:
        self._disarm()
        super().connection_lost(exc)

    def data_received(self, data: bytes) -> None:
        super().data_received(data)
        if self.conn.their_state is not h11.IDLE:  # the head is complete (or the peer erred)
            self._disarm()

    def on_response_complete(self) -> None:
        super().on_response_complete()
        if not self.transport.is_closing() and self.conn.their_state is h11.IDLE:
            self._arm()  # the next request's head is timed from here

    def _arm(self) -> None:
        self._disarm()
        self.header_timer = self.loop.call_later(self.header_timeout, self._expired)

    def _disarm(self) -> None:
        if self.header_timer is not None:
            self.header_timer.cancel()
            self.header_timer = None

    def _expired(self) -> None:
        """The head did not arrive in time: close the connection (no reply is owed)."""
        self.header_timer = None
        if not self.transport.is_closing() and self.conn.their_state is h11.IDLE:
            self.transport.close()


def protocol_class(seconds: float) -> type[HeaderTimeoutProtocol]:
    """The protocol class with ``seconds`` as its header timeout (uvicorn builds one
    instance per connection from the class it is given)."""
    return type("HeaderTimeoutProtocol", (HeaderTimeoutProtocol,),
                {"header_timeout": float(seconds)})
