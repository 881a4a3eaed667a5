"""The browser tests' shared fixture: a real ``fewest serve`` on a loopback port, one per
test module (a module that needs other flags defines its own ``server``)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.serve.live import live_server


@pytest.fixture(scope="module")
def server() -> Iterator[str]:
    with live_server("--workers", "2", "--max-seconds", "10") as (url, _proc):
        yield url
