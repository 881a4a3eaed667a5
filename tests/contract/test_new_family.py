"""A family defined only under tests/ goes through the CLI, a batch and the server.

Its only link to fewest is one registry entry, added here at run time as a new
family's folder would add it.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from typer.testing import CliRunner

from fewest.cli.app import app
from fewest.puzzles import REGISTRY

runner = CliRunner()
ENTRY = ("tests.contract.toy", ("doubling",))


@pytest.fixture(autouse=True)
def registered(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(REGISTRY, "toy-doubling", ENTRY)


def test_cli_solves_and_lists_it() -> None:
    result = runner.invoke(app, ["solve", "doubling", "1 10", "--json"])
    assert result.exit_code == 0, result.output
    body = json.loads(result.stdout)
    assert body["puzzle"] == "toy-doubling" and body["length"] == 4  # 1 2 4 5 10
    value = 1
    for move in body["moves"]:  # replay: every move legal, ending on the target
        value = value + 1 if move == "+1" else value * 2
        assert value <= 10
    assert value == 10
    assert runner.invoke(app, ["solve", "doubling", "5 3", "-f", "number"]).stdout.strip() == "-1"
    listing = json.loads(runner.invoke(app, ["list", "--json"]).stdout)
    assert "toy-doubling" in [p["name"] for p in listing["puzzles"]]


def test_cli_compare_runs_every_engine_algorithm_on_it() -> None:
    result = runner.invoke(app, ["compare", "toy-doubling", "1 37", "--json"])
    assert result.exit_code == 0, result.output
    body = json.loads(result.stdout)
    assert body["shortest"] == 7 and len(body["algorithms"]) == 5


def test_batch_lines(tmp_path: Any) -> None:
    path = tmp_path / "in.jsonl"
    path.write_text('{"board": "1 10"}\n{"board": "oops"}\n{"board": "4 2"}\n')
    result = runner.invoke(app, ["solve", "toy-doubling", "--batch", str(path)])
    assert result.exit_code == 2  # the bad line
    rows = [json.loads(line) for line in result.stdout.splitlines()]
    assert [r["status"] for r in rows] == ["solved", "invalid", "unreachable"]
    assert [r["exit"] for r in rows] == [0, 2, 1]
    assert "two numbers" in rows[1]["error"]
