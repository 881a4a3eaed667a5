"""``fewest tables build``: every family answers through its contract hook."""

from __future__ import annotations

import shlex
from pathlib import Path

import pytest
from typer.testing import CliRunner

from fewest import cache, tablecache
from fewest.cli.app import app
from fewest.puzzles import families
from fewest.puzzles.rubiks_square import tables

runner = CliRunner()


def test_the_announced_rubiks_command_builds_the_plan(tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FEWEST_CACHE_DIR", str(tmp_path))
    tablecache.forget()  # tables other tests loaded must not stand in for the build
    command = shlex.split(tables.prebuild_command(2, 4))
    assert command[:3] == ["fewest", "tables", "build"]
    result = runner.invoke(app, [*command[1:], "--no-progress"])
    assert result.exit_code == 0, result.output
    names = result.stdout.split()
    expected = [tables.table_name(2, 4, t) for t in tables.plan_tiles(2, 4)]
    assert names == expected
    assert all((cache.cache_dir() / f"{name}.npc").exists() for name in names)


def test_families_without_tables_say_so_in_one_line() -> None:
    for fam in families():
        if any(m.table for m in fam.methods):  # a family whose methods build tables
            continue
        result = runner.invoke(app, ["tables", "build", fam.name, "4x4"])
        assert result.exit_code == 2
        assert result.stderr.strip().splitlines() == [
            f"error: {fam.name} needs no tables: there is nothing to build"]


@pytest.mark.parametrize("size", ["1x1", "9x9", "abc", "0x3"])
def test_bad_sizes_are_refused(size: str) -> None:
    result = runner.invoke(app, ["tables", "build", "rubiks-square", size])
    assert result.exit_code == 2 and len(result.stderr.strip().splitlines()) == 1


def test_sliding_builds_the_distance_table_auto_then_reads(tmp_path: Path,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FEWEST_CACHE_DIR", str(tmp_path))
    result = runner.invoke(app, ["tables", "build", "sliding", "2x3", "--goal", "blank-first",
                                 "--no-progress"])
    assert result.exit_code == 0, result.output
    assert result.stdout.split() == ["sliding-table-2x3-b0"]
    solved = runner.invoke(app, ["solve", "sliding", "4 5 0 / 1 2 3", "--goal", "blank-first",
                                 "--json"])
    assert '"algorithm": "table"' in solved.stdout


def test_sliding_partition_builds_databases_and_the_pruning_table() -> None:
    """``pdb build`` folded into ``tables build``: a named partition, and the pruning table."""
    from fewest.puzzles.sliding.fast.catalog import dupes_cached, pdb_cached

    result = runner.invoke(app, ["tables", "build", "sliding", "3x3", "--partition", "4-4",
                                 "--no-progress"])
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0].startswith("sliding-pdb-3x3 4-4 (2 databases") and lines[1:] == [
        "sliding-dupes-14"]
    goal = (*range(1, 9), 0)
    assert pdb_cached(3, 3, "4-4", goal) and dupes_cached()


@pytest.mark.parametrize(("args", "words"), [
    (["rubiks-square", "3x3", "--partition", "4-4"], ["--partition '4-4'", "rubiks-square"]),
    (["sliding", "4x4", "--partition", "9-6"], ["'9-6'"]),
])
def test_bad_partitions_are_refused_in_one_line(args: list[str], words: list[str]) -> None:
    result = runner.invoke(app, ["tables", "build", *args, "--no-progress"])
    assert result.exit_code == 2
    (line,) = result.stderr.strip().splitlines()
    assert all(w in line for w in words), line
