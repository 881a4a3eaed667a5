"""The real console script: ``fewest serve`` binds loopback, prints its URL, answers over
HTTP, and a client that hangs up cancels its search."""

from __future__ import annotations

import json
import socket
import subprocess
import time
from urllib.parse import urlparse

import httpx
from typer.testing import CliRunner

from fewest.cli.app import app
from tests.serve.live import FEWEST, live_server

KORF1 = "14 13 15 7 / 11 12 9 5 / 6 0 2 1 / 4 8 10 3"


def test_serve_binds_loopback_prints_its_url_and_answers():
    with live_server("--workers", "2", "--max-seconds", "30") as (url, _proc):
        parts = urlparse(url)
        assert parts.hostname == "127.0.0.1" and parts.port
        body = httpx.post(url + "api/solve", json={
            "puzzle": "sliding", "board": "3 1 2 / 4 7 5 / 6 8 0", "goal": "blank-first"},
            timeout=60).json()
        assert body["length"] == 4

        # a client asks for a search that would take hours, then hangs up
        request = json.dumps({"puzzle": "sliding", "board": KORF1, "goal": "blank-first",
                              "algorithm": "python-idastar"}).encode()
        with socket.create_connection((parts.hostname, parts.port)) as sock:
            head = (f"POST /api/solve HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                    f"Content-Type: application/json\r\nContent-Length: {len(request)}\r\n\r\n")
            sock.sendall(head.encode() + request)
            time.sleep(1.0)
        end = time.monotonic() + 10
        while time.monotonic() < end:
            pool = httpx.get(url + "api/status", timeout=10).json()["pool"]
            if pool["cancelled"] == 1:
                break
            time.sleep(0.2)
        assert pool["cancelled"] == 1 and pool["overruns"] == 0


def test_serve_refuses_bad_settings_in_one_line():
    runner = CliRunner()
    result = runner.invoke(app, ["serve", "--max-seconds", "-1"])
    assert result.exit_code == 2 and result.stderr.count("\n") == 1
    assert "max-seconds" in result.stderr


def test_serve_reports_a_port_in_use_in_one_line():
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = subprocess.run([FEWEST, "serve", "--port", str(port)], capture_output=True,
                                text=True, timeout=60)
    assert result.returncode == 2
    assert f"cannot listen on 127.0.0.1:{port}" in result.stderr
    assert "Traceback" not in result.stderr
