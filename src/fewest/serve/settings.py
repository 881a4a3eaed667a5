"""The server's limits: what every request is capped by, whatever the client asks.

>>> s = Settings(max_seconds=2)
>>> s.max_seconds, s.host
(2, '127.0.0.1')
>>> Settings(workers=0)
Traceback (most recent call last):
...
fewest.errors.InvalidPuzzleError: --workers must be at least 1, got 0
"""

from __future__ import annotations

import math
import os
from dataclasses import dataclass

from fewest.errors import InvalidPuzzleError


@dataclass(frozen=True)
class Settings:
    """Where ``fewest serve`` listens and the caps it puts on every request.

    ``max_seconds`` and ``max_states`` cap every search (a client may ask for
    less, never more).  A solve that needs more than ``quick_seconds`` is
    restarted in the long lane (see :meth:`fewest.serve.routes.Api.search`),
    which holds ``long_searches`` searches at once (default: one per core,
    fewer than ``max_workers``).  ``grace_seconds`` is how long past
    ``max_seconds`` a worker may run before it is killed and replaced.
    ``workers`` is the size of the process pool, which grows to
    ``max_workers`` (default twice ``workers``) while requests wait, the extra
    ones retiring when idle; ``max_pending`` is the most requests that may
    wait for a worker (more get HTTP 503); ``max_tasks_per_worker`` recycles a
    worker after that many jobs; ``max_body_bytes`` limits request bodies
    (HTTP 413 beyond it); ``max_scramble_moves`` caps ``/api/scramble``'s
    ``moves``; ``build_tables`` names the tables built in the background
    from start-up (``"PUZZLE SIZE"`` items as ``fewest tables build`` takes;
    ``fewest serve`` builds :data:`~fewest.serve.tables.DEFAULT_TABLES`, the
    default here is none); ``header_timeout`` is how long a connection may take
    to send a whole request head before it is closed (:mod:`fewest.serve.headers`);
    ``max_code_bytes``, ``check_heartbeat`` and ``check_seconds`` bound the check page's
    programs (HTTP 413 beyond the size) and jobs (:mod:`fewest.serve.check_jobs`).
    """

    host: str = "127.0.0.1"
    port: int = 8000
    max_seconds: float = 10.0
    max_states: int = 2_000_000
    grace_seconds: float = 2.0
    quick_seconds: float = 0.25
    workers: int = 4
    max_workers: int | None = None
    long_searches: int | None = None
    max_pending: int = 512
    max_tasks_per_worker: int = 500
    max_body_bytes: int = 64 * 1024
    max_scramble_moves: int = 10_000
    build_tables: tuple[str, ...] = ()
    header_timeout: float = 20.0
    #: the check page: the largest program accepted (bytes), the seconds after which a
    #: check nobody asks about is cancelled, and the most seconds one check runs
    max_code_bytes: int = 256 * 1024
    check_heartbeat: float = 10.0
    check_seconds: float = 120.0

    def __post_init__(self) -> None:
        if self.max_workers is None:  # default: twice the resting pool
            object.__setattr__(self, "max_workers", 2 * self.workers)
        if self.long_searches is None:  # default: one per core, a worker left for quick ones
            cores = os.cpu_count() or 1
            object.__setattr__(self, "long_searches",
                               max(1, min(cores, self.max_workers - 1)))  # type: ignore[operator]
        for name in ("max_seconds", "grace_seconds", "quick_seconds", "header_timeout",
                     "check_heartbeat", "check_seconds"):
            value = getattr(self, name)
            if not (isinstance(value, (int, float)) and math.isfinite(value) and value > 0):
                raise InvalidPuzzleError(
                    f"--{name.replace('_', '-')} must be a positive number, got {value!r}")
        for name in ("workers", "max_workers", "long_searches", "max_pending",
                     "max_tasks_per_worker", "max_body_bytes", "max_scramble_moves", "max_states",
                     "max_code_bytes"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int) or value < 1:
                raise InvalidPuzzleError(
                    f"--{name.replace('_', '-')} must be at least 1, got {value!r}")
        if self.max_workers < self.workers:  # type: ignore[operator]
            raise InvalidPuzzleError(
                f"--max-workers ({self.max_workers}) must be at least --workers ({self.workers})")
        from fewest.serve.tables import parse_item

        for item in self.build_tables:
            parse_item(item)
        if not 0 <= self.port <= 65535:
            raise InvalidPuzzleError(f"--port must be 0..65535, got {self.port!r}")

    @property
    def is_loopback(self) -> bool:
        """True when only this machine can connect.

        >>> Settings().is_loopback, Settings(host="0.0.0.0").is_loopback
        (True, False)
        """
        return self.host in ("127.0.0.1", "localhost", "::1") or self.host.startswith("127.")
