"""docs/puzzles.md, the rules of the built-in puzzles: every example runs and prints what
the page shows, and every row of its answer tables is what the solver answers."""

from __future__ import annotations

import re

import pytest

from fewest.puzzles import parse
from tests.conftest import ROOT
from tests.docs.examples import console_examples, first_use, run_console, same_output

PAGE = (ROOT / "docs" / "puzzles.md").read_text()


@pytest.mark.parametrize(("line", "command", "shown"),
                         [pytest.param(*e, id=f"line {e[0]}") for e in console_examples(PAGE)])
def test_console_example_prints_what_the_page_shows(line, command, shown, tmp_path, monkeypatch):
    first_use(tmp_path, monkeypatch)
    code, printed = run_console(command)
    assert code in (0, 1, 2), f"line {line}: exit {code}\n{printed}"
    assert same_output(shown, printed), f"line {line} printed:\n{printed}"


def table_rows(heading: str) -> list[list[str]]:
    """The cells of the answer table in the section ``heading``."""
    section = PAGE.split(f"## {heading}", 1)[1].split("\n## ", 1)[0]
    rows = [line for line in section.splitlines() if line.startswith("| ")]
    return [[cell.strip(" `") for cell in row.strip("|").split("|")] for row in rows[1:]
            if not set(row) <= set("|- ")]


def answer(text: str) -> int:
    return int(re.match(r"-?\d+", text).group())  # type: ignore[union-attr]


def test_sliding_table():
    rows = table_rows("Sliding tiles")
    assert len(rows) == 10
    for board, goal, shown in rows:
        inst = parse("sliding", board, goal=goal)
        assert inst.judge_output(_solve(inst), "number") == str(answer(shown)), board


def test_snakes_table():
    rows = table_rows("Snakes and ladders")
    assert len(rows) == 7
    for board, shown in rows:
        inst = parse("snakes-ladders", board)
        assert inst.judge_output(_solve(inst), "number") == str(answer(shown)), board


def _solve(inst):  # type: ignore[no-untyped-def]
    from fewest.errors import NoSolutionError

    try:
        return inst.solve()
    except NoSolutionError:
        return None
