"""Whatever the front end, the same bad request gets the same status and message.

Every ``fewest solve`` bad-input case of the CLI suite is sent three ways: on
the command line, as ``POST /api/solve`` and as a batch line.  All three must
refuse it with the same one-line message (CLI exit 2, HTTP 400, a batch line
with ``"exit": 2``).
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from typer.testing import CliRunner

from fewest.batch.task import BatchSpec, solve_line_result
from fewest.cli.app import app
from tests.cli.test_cli_errors import BAD

runner = CliRunner()
#: command-line flags -> request fields
FLAGS = {"--goal": "goal", "--cursor": "cursor", "--die": "die", "--shape": "shape",
         "--overshoot": "overshoot", "--start": "start", "-a": "algorithm",
         "--max-seconds": "max_seconds"}
NUMERIC = {"die": int, "start": int, "max_seconds": float}


def as_fields(argv: list[str]) -> dict[str, Any] | None:
    """The request the CLI arguments make, or ``None`` when one of them has no
    API field (``--format``: the server always answers JSON) or no board is given
    (each front end names its own way to give one)."""
    puzzle, rest = argv[1], argv[2:]
    if not rest or rest[0].startswith("-"):
        return None
    fields: dict[str, Any] = {"puzzle": puzzle, "board": rest[0]}
    pairs = rest[1:]
    for flag, value in zip(pairs[::2], pairs[1::2], strict=True):
        if flag not in FLAGS:
            return None
        name = FLAGS[flag]
        try:
            fields[name] = NUMERIC[name](value) if name in NUMERIC else value
        except ValueError:
            return None  # the CLI's own type check (Typer), before any request exists
        if fields[name] != fields[name]:
            return None  # NaN: JSON has no such number
    return fields


CASES = [(args, fields) for args, _code, _words in BAD
         if args[0] == "solve" and (fields := as_fields(args)) is not None]


def test_most_cli_cases_are_compared() -> None:
    assert len(CASES) >= 18


@pytest.mark.parametrize(("args", "fields"), CASES, ids=[" ".join(a)[:50] for a, _ in CASES])
def test_cli_server_and_batch_agree(client: Any, args: list[str], fields: dict[str, Any]) -> None:
    result = runner.invoke(app, args)
    assert result.exit_code == 2
    message = result.stderr.strip().removeprefix("error: ")

    response = client.post("/api/solve", json=fields)
    assert response.status_code == 400
    body = response.json()
    assert body["status"] == "invalid" and body["error"] == message

    if "max_seconds" in fields:  # a batch takes its limits from the command line
        batch = runner.invoke(app, ["solve", fields["puzzle"], "--batch", "-",
                                    "--max-seconds", str(fields["max_seconds"])],
                              input=json.dumps({"board": fields["board"]}) + "\n")
        assert batch.exit_code == 2
        assert batch.stderr.strip().removeprefix("error: ") == message
        return
    line = {k: v for k, v in fields.items() if k != "puzzle"}
    line_result = solve_line_result(BatchSpec(fields["puzzle"]), 1, json.dumps(line))
    assert line_result["exit"] == 2 and line_result["status"] == "invalid"
    assert line_result["error"] == message
