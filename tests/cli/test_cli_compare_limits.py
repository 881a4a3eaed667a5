"""``fewest compare`` and ``/api/compare`` run each family's own methods (issue 32, item 2).

The default limits (10 s, 2,000,000 stored states) apply only to the methods
that honour them, and a method that does not apply to the family is a "not
applicable" row, not a failure of the whole comparison.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from typer.testing import CliRunner

from fewest.cli.app import app

runner = CliRunner()

OWN_METHODS = [
    ("lights-out", "1 0 1 / 0 1 0 / 1 0 1", "gf2"),
    ("sliding", "1 2 3 / 4 5 6 / 7 0 8", "fast"),
    ("rubiks-square", "4 1 2 3 / 5 6 7 8 / 9 10 11 12 / 13 14 15 16", "fast"),
    ("card-match", "[[1,0],[0,1]]", "greedy"),
]


def _compare(*args: str) -> tuple[int, dict[str, Any]]:
    result = runner.invoke(app, ["compare", *args, "--json"])
    return result.exit_code, json.loads(result.stdout)


@pytest.mark.parametrize(("puzzle", "board", "method"), OWN_METHODS,
                         ids=[f"{p}-{m}" for p, _b, m in OWN_METHODS])
def test_a_method_that_ignores_max_states_runs_under_the_defaults(puzzle: str, board: str,
                                                                  method: str) -> None:
    code, body = _compare(puzzle, board, "--algorithms", f"{method},bfs")
    assert code == 0, body
    assert [row["status"] for row in body["algorithms"]] == ["solved", "solved"]


def test_a_method_of_another_family_is_a_not_applicable_row() -> None:
    code, body = _compare("lights-out", "1 0 1 / 0 1 0 / 1 0 1", "--algorithms", "gf2,pdb,bfs")
    assert code == 0
    statuses = [row["status"] for row in body["algorithms"]]
    assert statuses[0] == statuses[2] == "solved"
    assert statuses[1].startswith("not applicable") and "sliding" in statuses[1]
    assert body["shortest"] == 9


def test_a_limit_the_user_gives_still_applies_to_every_method() -> None:
    code, body = _compare("lights-out", "1 0 1 / 0 1 0 / 1 0 1", "--algorithms", "gf2,bfs",
                          "--max-states", "100")
    assert code == 3
    gf2, bfs = body["algorithms"]
    assert gf2["status"].startswith("not applicable") and "max-states" in gf2["status"]
    assert bfs["status"] == "limit (max_states)"


def test_an_unknown_name_is_still_bad_input() -> None:
    result = runner.invoke(app, ["compare", "sliding", "1 2 / 0 3", "--algorithms", "bfs,nope"])
    assert result.exit_code == 2 and "unknown method 'nope'" in result.stderr
