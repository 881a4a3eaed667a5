"""First-use table needs and the notes printed before a solve."""

from __future__ import annotations

import math
import shlex

import pytest
from typer.testing import CliRunner

from fewest.cli.app import app
from fewest.errors import SearchLimitError
from fewest.problem import Limits
from fewest.puzzles.base import InputOptions
from fewest.puzzles.sliding import FAMILY, needs
from fewest.puzzles.sliding.fast.tables import table_cached

runner = CliRunner()
BIG = " ".join(map(str, [1, 0, *range(2, 36)]))  # 6x6, one move from the blank-first goal


def parse(board: str, goal: str | None = None):
    return FAMILY.parse(board, InputOptions(goal=goal))


@pytest.mark.usefixtures("fresh_cache")
def test_table_need_figures_and_command() -> None:
    inst = parse("1 2 3 4 / 5 6 7 8 / 9 10 0 11")
    need = inst.table_need("table")
    assert need is not None
    assert need.bytes == math.factorial(12) // 2
    assert need.build_seconds >= 10
    assert need.command == "fewest tables build sliding 3x4 --goal blank-last"
    assert inst.table_need("distance-table") == need  # an alias names the same method
    other = parse("1 2 3 4 / 5 6 0 7 / 8 9 10 11", goal="1 2 3 4 / 5 0 6 7 / 8 9 10 11")
    cmd = other.table_need("table")
    assert cmd is not None and cmd.command.endswith("--goal '1 2 3 4 / 5 0 6 7 / 8 9 10 11'")
    assert inst.table_need("auto") is None  # auto never builds a table
    assert parse("1 2 3 / 4 5 6 / 7 0 8").table_need("table") is None  # too quick to announce


@pytest.mark.usefixtures("fresh_cache")
def test_the_announced_command_builds_the_table() -> None:
    inst = parse("1 2 3 4 5 / 6 7 8 9 0", goal="blank-first")
    need = inst.table_need("table")
    assert need is not None
    args = shlex.split(need.command)
    assert args[0] == "fewest"
    result = runner.invoke(app, [*args[1:], "--no-progress"])
    assert result.exit_code == 0, result.output
    assert table_cached(2, 5, inst.goal)
    assert inst.table_need("table") is None and inst.notes("table") == []


@pytest.mark.usefixtures("fresh_cache")
def test_pdb_need_and_refusal() -> None:
    five = parse(" ".join(map(str, [*range(1, 24), 0, 24])))
    need = five.table_need("pdb")
    assert need is not None
    assert need.bytes == 4 * math.perm(25, 6) + needs.DUPES_BYTES
    assert need.what == "the 5x5 6-6-6-6 pattern databases and the duplicate-pruning table"
    assert need.command == "fewest tables build sliding 5x5" and need.build_seconds > 60
    assert five.table_need("auto") is None  # auto does not build the 5x5 databases
    with pytest.raises(SearchLimitError, match="fewest tables build sliding 5x5") as err:
        five.solve("pdb", limits=Limits(max_seconds=30))
    assert err.value.reason == "max_seconds"
    four = parse("1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 14 0 15")
    need4 = four.table_need("pdb")
    assert need4 is not None and need4.command == "fewest tables build sliding 4x4"
    assert "pattern databases and the duplicate-pruning table" in four.notes("pdb")[0]
    # auto tries a quick search first and announces a build only when it starts one
    assert four.table_need("auto") is None and four.notes() == []


@pytest.mark.usefixtures("fresh_cache")
def test_notes_say_when_auto_is_weaker() -> None:
    five = parse(" ".join(map(str, [*range(1, 24), 0, 24])))
    (line,) = five.notes()
    assert "5x5 pattern databases are not built" in line
    assert "fewest tables build sliding 5x5" in line
    odd_goal = parse("1 2 3 4 / 5 6 7 0 / 8 9 10 11 / 12 13 14 15",
                     goal="1 2 3 4 / 5 6 0 7 / 8 9 10 11 / 12 13 14 15")
    (line,) = odd_goal.notes("auto")
    assert "no pattern databases fit this goal" in line and "Python IDA*" in line
    assert odd_goal.notes("python-idastar") == []  # asked for by name: nothing unexpected
    wide = parse("1 2 3 4 5 / 6 7 8 9 10 / 11 12 13 0 14")
    assert "no compiled optimal method covers 3x5" in wide.notes()[0]


def test_notes_for_boards_beyond_optimal_methods() -> None:
    big = parse(BIG, goal="blank-first")
    for method in ("auto", "python-idastar", "astar"):
        (line,) = big.notes(method)
        assert "--mode fast" in line and "--max-seconds" in line
    assert big.notes("fast") == []
    assert big.notes("greedy") == []  # not optimal: nothing to warn about
    assert parse("1 2 3 / 4 5 6 / 7 0 8").notes() == []
    assert parse("2 1 3 / 4 5 6 / 7 8 0").notes() == []  # unreachable: answered at once
    assert parse(" ".join(map(str, range(36))), goal="blank-first").notes() == []  # solved


def test_cli_prints_the_big_board_notice() -> None:
    board = " ".join(map(str, [*range(1, 35), 0, 35]))
    result = runner.invoke(app, ["solve", "sliding", board, "--max-seconds", "0.5"])
    assert result.exit_code == 0, result.output  # one move: solved before the limit
    assert "--mode fast" in result.stderr
    fast = runner.invoke(app, ["solve", "sliding", board, "--mode", "fast"])
    assert fast.exit_code == 0 and "--mode fast" not in fast.stderr
