"""``/api/compare`` applies the server's caps only to the methods that honour them
(issue 32, item 2; the command line's side is ``tests/cli/test_cli_compare_limits.py``)."""

from __future__ import annotations

from typing import Any


def test_api_compare_runs_a_method_that_ignores_the_server_caps(client: Any) -> None:
    from fewest.puzzles import parse

    # compile the fast kernel here first (numba caches it on disk), so that a worker loads
    # it within its share of the server's 1.5 s cap instead of compiling it
    assert parse("sliding", "1 2 3 / 4 5 6 / 7 0 8").solve("fast").length == 1
    response = client.post("/api/compare", json={"puzzle": "sliding", "board":
                                                  "1 2 3 / 4 5 6 / 7 0 8",
                                                  "algorithms": ["fast", "bfs", "gf2"]})
    assert response.status_code == 200, response.text
    rows = response.json()["algorithms"]
    assert [row["status"] for row in rows[:2]] == ["solved", "solved"]
    assert rows[2]["status"].startswith("not applicable")
