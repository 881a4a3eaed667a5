"""Zero-aware databases ("NAMEz"): never below the plain ones, never above the true distance."""

from __future__ import annotations

import random

import pytest
from fast_oracle import KORF_EASY, engine_length, replay, scramble

from fewest.puzzles.sliding.fast.idastar import pdb_solve, search_spec
from fewest.puzzles.sliding.fast.kernel import Kernel
from fewest.puzzles.sliding.fast.pdb import pattern_groups, pdb_ready, serving_pdb
from fewest.puzzles.sliding.model import blank_first, blank_last


def _h(board: tuple[int, ...], rows: int, goal: tuple[int, ...], partition: str) -> int:
    return Kernel(search_spec(board, rows, rows, goal, partition)[0]).h


@pytest.mark.parametrize(("rows", "partition"), [
    (3, "4-4"), pytest.param(4, "6-6-3", marks=pytest.mark.slow),
    pytest.param(4, "5-5-5", marks=pytest.mark.slow)])
@pytest.mark.parametrize("first", [True, False])
def test_zero_aware_is_between_plain_and_true(rows: int, partition: str, first: bool) -> None:
    goal = blank_first(rows, rows) if first else blank_last(rows, rows)
    rng = random.Random(rows)
    raised = 0
    for i in range(400):
        board = scramble(goal, rows, rows, rng.randrange(4, 40), rng)
        plain, zero = _h(board, rows, goal, partition), _h(board, rows, goal, partition + "z")
        assert plain <= zero
        if i < 30:
            assert zero <= engine_length(board, rows, rows, goal)
        raised += zero > plain
    assert raised > 0  # the blank's cell does matter on some boards


@pytest.mark.parametrize(("ident", "text", "length"), KORF_EASY[:6])
def test_zero_aware_idastar_is_optimal_with_fewer_nodes(ident: int, text: str, length: int) -> None:
    board, goal = tuple(int(x) for x in text.split()), blank_first(4, 4)
    plain = pdb_solve(board, 4, 4, goal, partition="6-6-3")
    zero = pdb_solve(board, 4, 4, goal, partition="6-6-3z")
    assert zero.length == plain.length == length, ident
    assert replay(board, 4, 4, zero.moves) == goal
    assert zero.nodes <= plain.nodes and zero.expanded <= plain.expanded
    split = pdb_solve(board, 4, 4, goal, partition="6-6-3z", jobs=2)
    assert split.length == length and replay(board, 4, 4, split.moves) == goal


def test_zero_aware_names() -> None:
    goal = blank_first(4, 4)
    assert pattern_groups(4, 4, "6-6-3z", goal) == pattern_groups(4, 4, "6-6-3", goal)
    dbs = serving_pdb(4, 4, "6-6-3z+5-5-5", goal)
    assert len(dbs) == 6 and pdb_ready(4, 4, "6-6-3z+5-5-5", goal)
    assert len(dbs[0]) == 5765760 + 5765760 * 10 // 2  # placements, then a nibble per blank cell


def test_solve_takes_the_strongest_cached_partition(monkeypatch: pytest.MonkeyPatch) -> None:
    """After ``pdb build --partition 6-6-3z``, ``fewest solve`` searches with it."""
    import json

    from typer.testing import CliRunner

    from fewest.cli.app import app
    from fewest.puzzles.sliding.fast import pdb

    runner = CliRunner()
    monkeypatch.setitem(pdb.STRONGER, (4, 4), ["7-8z", "6-6-3z"])
    built = runner.invoke(app, ["pdb", "build", "15", "--partition", "6-6-3z", "--goal",
                                "blank-first", "--no-progress"])
    assert built.exit_code == 0, built.output
    ident, board, length = KORF_EASY[1]
    result = runner.invoke(app, ["solve", "15-puzzle", board, "--goal", "blank-first", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["algorithm"] == "pdb 6-6-3z" and data["length"] == length, ident


@pytest.mark.slow
def test_zero_aware_24_puzzle() -> None:
    """6-6-6-6z and its max with 6-6-6-6cz (built on first use, about 10 minutes, 11 GB):
    admissible on short scrambles; fewer nodes than Korf & Felner's on the easiest two."""
    from fast_oracle import read_instances

    goal = blank_first(5, 5)
    rng = random.Random(24)
    for _ in range(20):
        board = scramble(goal, 5, 5, rng.randrange(8, 28), rng)
        length = engine_length(board, 5, 5, goal)
        plain = _h(board, 5, goal, "6-6-6-6")
        zero, both = _h(board, 5, goal, "6-6-6-6z"), _h(board, 5, goal, "6-6-6-6z+6-6-6-6cz")
        assert plain <= zero <= both <= length
    for ident, board, opt in sorted(read_instances("korf24.tsv"), key=lambda r: r[2])[:2]:
        plain = pdb_solve(board, 5, 5, goal, partition="6-6-6-6")
        zero = pdb_solve(board, 5, 5, goal, partition="6-6-6-6z+6-6-6-6cz")
        assert zero.length == plain.length == opt, ident
        assert replay(board, 5, 5, zero.moves) == goal
        assert zero.expanded < plain.expanded
