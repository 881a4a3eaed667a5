"""One way to count, pluralise and article, and the messages a newcomer reads that use it."""

from __future__ import annotations

import re

import pytest
from typer.testing import CliRunner

from fewest.cli.app import app
from fewest.words import article, number, plural, seconds_up

runner = CliRunner()


@pytest.mark.parametrize(("text", "said"), [
    ("8x8", "an 8x8"), ("11x11", "an 11x11"), ("18x2", "an 18x2"), ("80x80", "an 80x80"),
    ("800-cell", "an 800-cell"), ("8000-state", "an 8000-state"), ("11000", "an 11000"),
    ("1x8", "a 1x8"), ("4x4", "a 4x4"), ("1800", "a 1800"), ("110x3", "a 110x3"),
    ("ordinary", "an ordinary"), ("board", "a board")])
def test_article_follows_how_the_number_is_said(text: str, said: str) -> None:
    assert article(text) == said


def test_counts_and_plurals() -> None:
    assert plural(1, "board") == "1 board" and plural(0, "board") == "0 boards"
    assert plural(379649, "expansion") == "379,649 expansions" and number(1000) == "1,000"


@pytest.mark.parametrize("value", [0.01, 0.99, 2.999, 3.0, 3.001, 3.4, 12.01, 99.9, 1234.5])
def test_estimates_round_up_and_never_below(value: float) -> None:
    assert float(seconds_up(value)) >= value
    assert float(seconds_up(value)) <= value * 1.1 + 1e-12


def test_a_limit_line_writes_every_count_the_same_way() -> None:
    result = runner.invoke(app, ["solve", "sliding", "8 6 7 / 2 5 4 / 3 0 1", "-a", "bfs",
                                 "--max-expansions", "2500"])
    assert result.exit_code == 3
    line = result.stderr.strip().splitlines()[-1]
    assert "2,500" in line and not re.search(r"\d{4}", line.replace(",", "_")), line
