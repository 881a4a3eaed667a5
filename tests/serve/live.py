"""A real ``fewest serve`` on a free loopback port, for the live tests, the browser tests
and bench/serve.py."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx

FEWEST = str(Path(sys.executable).parent / "fewest")


@contextmanager
def live_server(*args: str, timeout: float = 120.0) -> Iterator[tuple[str, subprocess.Popen[str]]]:
    """Start ``fewest serve --port 0 ARGS``; yield (its URL, the process); stop it after."""
    proc = subprocess.Popen([FEWEST, "serve", "--port", "0", *args], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=dict(os.environ))
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline()  # printed once the workers are up and the socket listens
        found = re.search(r"http://\S+/", line)
        if not found:
            proc.kill()
            raise RuntimeError(f"fewest serve did not start: {line!r} {proc.stderr.read()!r}")
        url = found.group(0)
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            try:
                if httpx.get(url + "api/status", timeout=5).status_code == 200:
                    break
            except httpx.HTTPError:
                time.sleep(0.1)
        yield url, proc
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=10)
