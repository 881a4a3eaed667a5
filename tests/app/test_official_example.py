"""The board a page shows for a judge problem is its official sample, as the judge's own
page shows it (Baekjoon's stdin, LeetCode's ``name = value, ...``, Programmers' arguments
in order), and that text is read back as the same case, through the CLI too."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from fewest.app.listing import judge_data
from fewest.app.sizes import example_board
from fewest.cli.app import app
from fewest.puzzles import get_family

NAMES = [j["name"] for j in judge_data()]


@pytest.mark.parametrize("name", NAMES)
def test_each_official_case_reads_back_as_itself(name: str) -> None:
    family = get_family(name)
    spec = family.judge
    assert spec is not None
    cases = [case for text, _out in family.problem.samples for case in spec.read_input(text)]
    shown = family.official_boards()
    assert len(shown) == len(cases) > 0
    for case, text in zip(cases, shown, strict=True):
        assert spec.read_input(spec.stdin_of([case])) == [case]
        read = family.problem.input.read(text, name)
        assert read == [case], (text, read, case)
        if spec.site == "leetcode":
            assert text.startswith(f"{spec.params[0]} = "), text
        elif spec.site == "programmers":
            assert "=" not in text and not text.lstrip().startswith("{"), text


@pytest.mark.parametrize("name", NAMES)
def test_the_example_is_an_official_sample_that_reaches_the_goal(name: str) -> None:
    family = get_family(name)
    board = example_board(family)
    assert board in family.official_boards()
    # the first official case with a way: every case before it has none
    for earlier in family.official_boards()[:family.official_boards().index(board)]:
        outcome = CliRunner().invoke(app, ["solve", name, earlier, "--json"])
        assert json.loads(outcome.stdout)["status"] == "unreachable", earlier


@pytest.mark.parametrize("text, answer", [
    ("grid = [[0,1],[1,0]]", "2"),
    ("Input: grid = [[0,0,0],[1,1,0],[1,1,0]]", "4"),
])
def test_leetcode_text_as_pasted_through_the_cli(text: str, answer: str) -> None:
    outcome = CliRunner().invoke(app, ["solve", "leetcode-1091", text, "-f", "judge"])
    assert outcome.exit_code == 0, outcome.output
    assert outcome.stdout.strip() == answer


@pytest.mark.parametrize("text", [
    '"hit", "cog", ["hot", "dot", "dog", "lot", "log", "cog"]',
    '"hit"\t"cog"\t["hot", "dot", "dog", "lot", "log", "cog"]',  # a row of its table
])
def test_a_programmers_row_as_pasted_through_the_cli(text: str) -> None:
    outcome = CliRunner().invoke(app, ["solve", "programmers-43163", text, "-f", "judge"])
    assert outcome.exit_code == 0, outcome.output
    assert outcome.stdout.strip() == "4"


def test_a_row_with_its_answer_column_is_one_clear_line() -> None:
    text = '"hit", "cog", ["hot", "dot", "dog", "lot", "log", "cog"], 4'
    outcome = CliRunner().invoke(app, ["solve", "programmers-43163", text])
    assert outcome.exit_code == 2
    assert outcome.output.count("\n") == 1
    assert "4 values given, not the 3 arguments in order" in outcome.output
