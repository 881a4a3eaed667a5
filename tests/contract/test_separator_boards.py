"""A board made only of row separators is bad input for every family, never a crash.

``fewest solve sliding " / / "`` once printed ``internal error: IndexError`` and
exited 4, and ``POST /api/solve`` answered 500 (issue 32, item 1).
"""

from __future__ import annotations

from typing import Any

import pytest
from typer.testing import CliRunner

from fewest.cli.app import app
from fewest.puzzles import families

runner = CliRunner()
NAMES = [family.name for family in families()]
SEPARATORS = [" / / ", "/ /", "/", " /\n/ "]


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("board", SEPARATORS, ids=repr)
def test_cli_refuses_a_board_of_separators_in_one_line(name: str, board: str) -> None:
    result = runner.invoke(app, ["solve", name, board])
    assert result.exit_code == 2, result.output
    message = result.stderr.strip()
    assert message.startswith("error:") and len(message.splitlines()) == 1
    assert "internal error" not in message and "Traceback" not in result.output


@pytest.mark.parametrize("name", NAMES)
def test_cli_refuses_separators_on_stdin(name: str) -> None:
    result = runner.invoke(app, ["solve", name, "-"], input="/\n/\n")
    assert result.exit_code == 2, result.output
    message = result.stderr.strip()
    assert message.startswith("error:") and len(message.splitlines()) == 1


@pytest.mark.parametrize("name", NAMES)
def test_api_refuses_a_board_of_separators_with_400(client: Any, name: str) -> None:
    response = client.post("/api/solve", json={"puzzle": name, "board": " / / "})
    assert response.status_code == 400, response.text
    body = response.json()
    assert body["status"] == "invalid" and "internal" not in body["error"]
