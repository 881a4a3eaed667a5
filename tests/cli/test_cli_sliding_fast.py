"""The compiled sliding paths through the command line: PDB IDA*, fast mode, tables."""

from __future__ import annotations

import json
import random

from typer.testing import CliRunner

from fewest.cli.app import app
from fewest.puzzles.sliding import apply_moves

runner = CliRunner()


def scrambled(rows: int, cols: int, steps: int, seed: int) -> tuple[int, ...]:
    rng = random.Random(seed)
    board = [*range(1, rows * cols), 0]
    pos = rows * cols - 1
    for _ in range(steps):
        r, c = divmod(pos, cols)
        options = [(r + dr) * cols + c + dc for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1))
                   if 0 <= r + dr < rows and 0 <= c + dc < cols]
        nxt = rng.choice(options)
        board[pos], board[nxt] = board[nxt], board[pos]
        pos = nxt
    return tuple(board)


def text(board: tuple[int, ...], cols: int) -> str:
    return " / ".join(" ".join(map(str, board[i:i + cols])) for i in range(0, len(board), cols))


def test_15_puzzle_uses_pattern_databases_and_matches_korf():
    # Korf instance 55, published optimal length 41 (blank-first goal)
    board = "13 8 14 3 / 9 1 0 7 / 15 5 4 10 / 12 2 6 11"
    result = runner.invoke(app, ["solve", "15-puzzle", board, "--goal", "blank-first", "--json"])
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    assert data["length"] == 41 and data["optimal"] is True
    assert data["algorithm"].startswith("pdb ")
    tiles = tuple(int(x) for x in board.replace("/", " ").split())
    assert apply_moves(tiles, [m["blank"] for m in data["moves"]], 4, 4) == tuple(range(16))


def test_fast_mode_solves_a_10x10_board_and_never_claims_optimality():
    board = scrambled(10, 10, 4000, seed=11)
    result = runner.invoke(app, ["solve", "sliding", text(board, 10), "--mode", "fast", "--json"])
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    assert data["optimal"] is False and data["length"] > 0
    goal = (*range(1, 100), 0)
    assert apply_moves(board, [m["blank"] for m in data["moves"]], 10, 10) == goal


def test_fast_mode_text_says_not_shortest():
    board = scrambled(6, 6, 500, seed=2)
    result = runner.invoke(app, ["solve", "sliding", text(board, 6), "--mode", "fast",
                                 "--no-boards"])
    assert result.exit_code == 0 and "NOT guaranteed shortest" in result.stdout


def test_fast_mode_and_algorithm_conflict():
    result = runner.invoke(app, ["solve", "sliding", "1 2 / 0 3", "--mode", "fast", "-a", "bfs"])
    assert result.exit_code == 2 and "not both" in result.stderr


def test_forced_engine_algorithm_on_4x4_still_runs_the_engine():
    board = text(scrambled(4, 4, 14, seed=4), 4)
    result = runner.invoke(app, ["solve", "sliding", board, "-a", "astar", "--json"])
    data = json.loads(result.stdout)
    assert data["algorithm"] == "astar" and data["optimal"] is True
    auto = json.loads(runner.invoke(app, ["solve", "sliding", board, "--json"]).stdout)
    assert auto["length"] == data["length"]


def test_the_cli_prunes_duplicate_paths_by_default():
    """`fewest solve` counts the nodes of the pruned search, fewer than the move-back rule's."""
    from fewest.puzzles.sliding.fast.dupes import DEFAULT_DEPTH, PARENT_ONLY
    from fewest.puzzles.sliding.fast.idastar import pdb_solve

    board = "4 5 7 2 / 9 14 12 13 / 0 3 6 11 / 8 1 15 10"  # Korf #42, 42 moves
    result = runner.invoke(app, ["solve", "15-puzzle", board, "--goal", "blank-first", "--json"])
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    tiles = tuple(int(x) for x in board.replace("/", " ").split())
    pruned = pdb_solve(tiles, 4, 4, tuple(range(16)), partition="6-6-3", prune=DEFAULT_DEPTH)
    plain = pdb_solve(tiles, 4, 4, tuple(range(16)), partition="6-6-3", prune=PARENT_ONLY)
    assert data["length"] == pruned.length == plain.length == 42
    assert data["stats"]["generated"] == pruned.nodes < plain.nodes
