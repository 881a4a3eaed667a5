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


def test_its_own_option_reaches_every_front_end(client: Any, tmp_path: Any) -> None:
    """``--step`` is declared only in the toy's folder (``options.py``)."""
    import importlib

    import fewest
    import fewest.cli.app as cli_app
    import fewest.cli.options

    # the library keyword and the family's listing
    assert fewest.parse("toy-doubling", "1 7", step=3).solve().length == 2  # 1 4 7
    assert fewest.get_family("doubling").option_help == {
        "step": "the additive move is +STEP (default 1)"}
    # a batch line's key
    path = tmp_path / "in.jsonl"
    path.write_text('{"board": "1 7", "step": 3}\n{"board": "1 7", "step": "x"}\n')
    rows = [json.loads(line) for line in
            runner.invoke(app, ["solve", "toy-doubling", "--batch", str(path)]).stdout.splitlines()]
    assert [r.get("length") for r in rows] == [2, None] and "step must be" in rows[1]["error"]
    # an API field (the served workers are other processes, which know only installed
    # families: tests/puzzles/test_plugins.py solves a plugin's board through them)
    from fewest.serve.checks import solve_job

    job = solve_job({"puzzle": "toy-doubling", "board": "1 7", "step": 3})
    assert job["options"] == {"step": 3}
    assert client.post("/api/solve", json={"puzzle": "sliding", "board": "1 2 / 0 3",
                                           "step": 3}).status_code == 400
    # a command-line flag, once the app is built (as in a new process) with the family known
    importlib.reload(fewest.cli.options)
    fresh = importlib.reload(cli_app).app
    try:
        result = runner.invoke(fresh, ["solve", "doubling", "1 7", "--step", "3", "--json"])
        assert result.exit_code == 0, result.output
        assert json.loads(result.stdout)["moves"] == ["+3", "+3"]
        refused = runner.invoke(fresh, ["solve", "sliding", "1 2 / 0 3", "--step", "3"])
        assert refused.exit_code == 2 and "--step" in refused.stderr
    finally:
        importlib.reload(cli_app)
