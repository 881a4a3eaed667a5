"""The family contract, through the CLI: every family x method x output format.

Exit codes must be 0 (solved), 1 (unreachable) or 3 (limit), never 2 for a
registered method and never 4; no traceback ever reaches the user.  Lengths of
optimal methods equal a plain BFS on the family's engine puzzle, and every
library solution is replayed move by move.
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any

import pytest
from typer.testing import CliRunner

from fewest.cli.app import app
from fewest.problem import replay
from fewest.puzzles import families, get_family
from fewest.puzzles.base import InputOptions
from fewest.search.bfs import bfs
from tests.contract.boards import BOARDS

runner = CliRunner()
FAMILIES = [f.name for f in families()]
#: every family x every method; for a judge problem of the catalogue, the engine methods
#: beyond BFS, A* and Dijkstra (the same engine code every family runs) are in the slow lane
EVERY_LANE = {"bfs", "astar", "dijkstra"}
CASES = [(f.name, m.name) if f.goal_board or not m.engine or m.name in EVERY_LANE
         else pytest.param(f.name, m.name, marks=pytest.mark.slow)
         for f in families() for m in f.all_methods()]
FORMATS = [(f.name, fmt) for f in families() for fmt in ("text", "json", *f.formats)]
#: families where an unreachable board exists (every card-match board can be cleared)
UNREACHABLE = [(f, fmt) for f, fmt in FORMATS if BOARDS[f]["unreachable"] is not None]


def run(*args: str) -> Any:
    result = runner.invoke(app, list(args))
    assert "Traceback" not in result.output, result.output
    return result


@cache
def bfs_length(family: str, board: str) -> int:
    """The independent oracle: plain BFS on the engine puzzle."""
    inst = get_family(family).parse(board, InputOptions())
    return bfs(inst.puzzle()).length


def test_every_family_has_boards() -> None:
    assert sorted(BOARDS) == sorted(FAMILIES)


@pytest.mark.parametrize(("family", "method"), CASES)
def test_every_method_through_the_cli(family: str, method: str) -> None:
    board = str(BOARDS[family]["small"])
    result = run("solve", family, board, "-a", method, "--json", "--max-seconds", "20")
    assert result.exit_code == 0, result.output
    out = json.loads(result.stdout)
    assert out["status"] == "solved"
    m = get_family(family).resolve_method(method)
    if get_family(family).computed:  # not a search: its own tests hold its oracle
        return
    if m.optimal:
        assert out["optimal"] is True
        assert out["length"] == bfs_length(family, board)
    else:
        assert out["length"] >= bfs_length(family, board)


@pytest.mark.parametrize(("family", "method"), CASES)
def test_every_method_replays(family: str, method: str) -> None:
    inst = get_family(family).parse(str(BOARDS[family]["small"]), InputOptions())
    sol = inst.solve(method)
    if get_family(family).computed:  # a computed answer: no moves
        assert sol.moves == [] and sol.optimal
        return
    puzzle = inst.puzzle()
    states, _cost = replay(puzzle, puzzle.start, sol.moves)
    assert states == list(sol.states)
    assert puzzle.is_goal(states[-1])


@pytest.mark.parametrize(("family", "fmt"), FORMATS)
@pytest.mark.parametrize("kind", ["small", "deep"])
def test_every_format_solves(family: str, fmt: str, kind: str) -> None:
    board = str(BOARDS[family][kind])
    result = run("solve", family, board, "-f", fmt)
    assert result.exit_code == 0, result.output
    assert result.stdout.strip()
    if fmt == "json":
        assert json.loads(result.stdout)["status"] == "solved"
    elif fmt == "number" and kind == "small" and not get_family(family).computed:
        assert int(result.stdout) == bfs_length(family, board)


@pytest.mark.parametrize(("family", "fmt"), UNREACHABLE)
def test_every_format_unreachable(family: str, fmt: str) -> None:
    board = BOARDS[family]["unreachable"]
    result = run("solve", family, str(board), "-f", fmt)
    assert result.exit_code == 1, result.output
    if fmt == "json":
        assert json.loads(result.stdout)["status"] == "unreachable"
    elif fmt != "text":  # the judge's own words where it has them ("use the stairs", 0)
        want = str(BOARDS[family].get("no_answer", "-1")) if fmt == "judge" else "-1"
        assert result.stdout.strip().splitlines()[0] == want


#: families whose boards are not one search (a problem's own exact computation) have no
#: engine puzzle: no limit stops it and IDA* does not apply (they say why: exit 2)
SEARCHED = [f for f in FAMILIES if BOARDS[f]["limit"] is not None]


@pytest.mark.parametrize("family", SEARCHED)
def test_limit_hit_is_exit_3_with_one_line(family: str) -> None:
    board, flags = BOARDS[family]["limit"]  # type: ignore[misc]
    result = run("solve", family, board, *flags)
    assert result.exit_code == 3, result.output
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("limit reached"), result.stderr


@pytest.mark.parametrize("family", [f for f in SEARCHED
                                    if "idastar" not in get_family(f).engine_unsupported])
def test_deep_board_iteration_records_render(family: str) -> None:
    """Text output of a deep solve by IDA* (several bounds) never crashes."""
    result = run("solve", family, str(BOARDS[family]["deep"]), "-a", "idastar",
                 "--max-seconds", "30")
    assert result.exit_code == 0, result.output
    assert "Iterations (bound: expanded in time)" in result.stdout


@pytest.mark.parametrize("family", FAMILIES)
def test_mode_fast_is_labelled(family: str) -> None:
    fam = get_family(family)
    result = run("solve", family, str(BOARDS[family]["deep"]), "--mode", "fast", "--json")
    assert result.exit_code == 0, result.output
    out = json.loads(result.stdout)
    expected = fam.resolve_method(fam.fast_method).optimal
    assert out["optimal"] is expected


@pytest.mark.parametrize("family", FAMILIES)
def test_options_that_do_not_apply_are_refused(family: str) -> None:
    fam = get_family(family)
    flags = {"goal": "blank-first", "cursor": "0,0", "die": "4", "overshoot": "bounce",
             "start": "0", "shape": "2x2"}
    for name, value in flags.items():
        if name in fam.options:
            continue
        result = run("solve", family, str(BOARDS[family]["small"]), f"--{name}", value)
        assert result.exit_code == 2, (name, result.output)
        assert f"--{name}" in result.stderr and len(result.stderr.strip().splitlines()) == 1


def test_batch_applies_command_line_options_and_format(tmp_path: Any) -> None:
    """The second example of the issue: --goal and -f reach every batch line."""
    batch = tmp_path / "one.jsonl"
    batch.write_text('{"board": "8 0 6 5 4 7 2 3 1"}\n{"board": "3 1 2 / 4 7 5 / 6 8 0", '
                     '"goal": "blank-last"}\n')
    result = run("solve", "sliding", "--batch", str(batch), "--goal", "blank-first",
                 "-f", "number")
    assert result.exit_code in (0, 1), result.output
    lines = result.stdout.split()
    first = get_family("sliding").parse("8 0 6 5 4 7 2 3 1", InputOptions(goal="blank-first"))
    assert lines[0] == str(bfs(first.puzzle()).length)
    second = get_family("sliding").parse("3 1 2 / 4 7 5 / 6 8 0", InputOptions())
    assert lines[1] == str(bfs(second.puzzle()).length)  # the line's own goal wins
    assert lines[1] != "4"  # 4 is its length toward blank-first


def test_unsupported_engine_method_says_why() -> None:
    for fam in families():
        for name, why in fam.engine_unsupported.items():
            result = run("solve", fam.name, str(BOARDS[fam.name]["small"]), "-a", name)
            assert result.exit_code == 2 and why in result.stderr, result.output


def test_typer_usage_errors_are_one_line() -> None:
    for args in (["solve", "sliding", "1 2 / 3 0", "--die", "abc"],
                 ["solve", "sliding", "1 2 / 3 0", "--frobnicate"],
                 ["frobnicate"]):
        result = run(*args)
        assert result.exit_code == 2, result.output
        assert len(result.stderr.strip().splitlines()) == 1, result.stderr


@pytest.mark.parametrize("family", FAMILIES)
def test_jobs_on_one_board_is_refused_where_no_method_splits_a_search(family: str) -> None:
    fam = get_family(family)
    fmt = "number" if "number" in ("text", "json", *fam.formats) else "judge"
    result = run("solve", family, str(BOARDS[family]["small"]), "--jobs", "2", "-f", fmt)
    if any(m.parallel for m in fam.methods):
        assert result.exit_code == 0, result.output
        assert int(result.stdout) == bfs_length(family, str(BOARDS[family]["small"]))
    else:
        assert result.exit_code == 2
        assert "cannot split one search" in result.stderr
