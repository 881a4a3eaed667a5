"""Every judge problem's hostile boards (tests/puzzles/test_hostile_input.py) over HTTP:
400 with one line, never 500."""

from __future__ import annotations

from typing import Any

import pytest

from tests.puzzles.test_hostile_input import HOSTILE, JUDGES


@pytest.mark.parametrize("name", JUDGES)
def test_hostile_board_over_http_is_400(client: Any, name: str) -> None:
    for text in HOSTILE:
        if len(text) > 1500:  # the test server takes 4 kB bodies (bigger ones: 413)
            text = text[:1500]
        reply = client.post("/api/solve", json={"puzzle": name, "board": text})
        assert reply.status_code in (200, 400, 422), (name, text[:40], reply.status_code)
        if reply.status_code == 400:
            message = reply.json().get("error") or reply.json().get("message", "")
            assert "\n" not in message and len(message) <= 300, message
