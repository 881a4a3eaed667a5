"""A judge format prints the minimum: never a non-optimal count, unless asked (issue 32, item 6).

``--mode fast -f number``, ``-a dfs -f number`` and ``--mode fast -f boj`` once
printed 217, 42 and 50 with exit 0 and no word that these are not minimal.
"""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from fewest.cli.app import app

runner = CliRunner()
HARD8 = "8 6 7 / 2 5 4 / 3 0 1"
BOJ = "6 3 4 1 / 5 10 7 8 / 9 14 11 12 / 13 2 16 15"
NOT_OPTIMAL = [
    ["solve", "sliding", HARD8, "--mode", "fast", "-f", "number"],
    ["solve", "sliding", HARD8, "-a", "dfs", "-f", "number"],
    ["solve", "rubiks-square", BOJ, "--mode", "fast", "-f", "boj"],
    ["solve", "card-match", "[[1,0],[0,1]]", "--mode", "fast", "-f", "number"],
]


@pytest.mark.parametrize("args", NOT_OPTIMAL, ids=lambda a: " ".join(a[3:]))
def test_a_judge_format_refuses_a_method_that_is_not_optimal(args: list[str]) -> None:
    result = runner.invoke(app, args)
    assert result.exit_code == 2, result.output
    assert result.stdout == ""
    message = result.stderr.strip()
    assert len(message.splitlines()) == 1 and "--allow-suboptimal" in message


@pytest.mark.parametrize("args", NOT_OPTIMAL, ids=lambda a: " ".join(a[3:]))
def test_allow_suboptimal_prints_the_count_and_says_so(args: list[str]) -> None:
    result = runner.invoke(app, [*args, "--allow-suboptimal"])
    assert result.exit_code == 0, result.output
    assert result.stdout.strip()
    if "card-match" not in args:  # greedy happens to find the optimum on this board
        assert "NOT proven minimal" in result.stderr


def test_optimal_methods_and_json_are_unchanged() -> None:
    assert runner.invoke(app, ["solve", "sliding", HARD8, "-f", "number"]).stdout == "31\n"
    fast = runner.invoke(app, ["solve", "sliding", HARD8, "--mode", "fast", "--json"])
    assert fast.exit_code == 0 and json.loads(fast.stdout)["optimal"] is False


def test_a_batch_with_a_judge_format_refuses_too() -> None:
    line = '{"board": "1 0 3 / 4 2 5 / 7 8 6"}\n'
    refused = runner.invoke(app, ["solve", "sliding", "--batch", "-", "-a", "dfs", "-f",
                                  "number"], input=line)
    assert refused.exit_code == 2 and "--allow-suboptimal" in refused.stderr
    allowed = runner.invoke(app, ["solve", "sliding", "--batch", "-", "-a", "dfs", "-f",
                                  "number", "--allow-suboptimal"], input=line)
    assert allowed.exit_code == 0 and "NOT optimal" in allowed.stderr
