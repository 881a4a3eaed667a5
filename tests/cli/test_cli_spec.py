"""Every spec example through the command line, in the judge formats."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from fewest.cli.app import app

runner = CliRunner()

SLIDING = [
    ("3 1 2 / 4 7 5 / 6 8 0", "blank-first", 4),
    ("0 1 3 / 4 2 5 / 7 8 6", "blank-last", 4),
    ("1 0 3 / 4 2 5 / 7 8 6", "blank-last", 3),
    ("3 6 0 / 8 1 2 / 7 4 5", "blank-last", -1),
    ("1 3 0 / 4 2 5 / 7 8 6", "blank-last", 4),
    ("2 3 4 / 1 5 0 / 7 6 8", "blank-last", 19),
    ("8 6 7 / 2 5 4 / 3 0 1", "blank-last", 31),
    ("6 4 7 / 8 5 0 / 3 2 1", "blank-last", 31),
    ("8 7 6 / 0 4 1 / 2 5 3", "blank-first", 31),
    ("8 0 6 / 5 4 7 / 2 3 1", "blank-first", 31),
]
SNAKES = [
    ("[[-1,-1,-1,-1,-1,-1],[-1,-1,-1,-1,-1,-1],[-1,-1,-1,-1,-1,-1],[-1,35,-1,-1,13,-1],"
     "[-1,-1,-1,-1,-1,-1],[-1,15,-1,-1,-1,-1]]", 4),
    ("[[-1,-1],[-1,3]]", 1),
    ("[[-1,-1,-1],[-1,9,8],[-1,8,9]]", 1),
    ("[[1,1,-1],[1,1,1],[-1,1,1]]", -1),
    ("[[-1,4,-1],[6,2,6],[-1,3,-1]]", 2),
    ("[[-1,1,1,1],[-1,7,1,1],[16,1,1,1],[-1,1,9,1]]", 3),
    ("[[-1,4],[-1,3]]", 1),
]
CARDS = [
    ("[[1,0,0,3],[2,0,0,0],[0,0,0,2],[3,0,1,0]]", "1,0", 14),
    ("[[3,0,0,2],[0,0,1,0],[0,1,0,0],[2,0,0,3]]", "0,1", 16),
]


def _code(expected: int) -> int:
    return 1 if expected == -1 else 0


@pytest.mark.parametrize(("board", "goal", "expected"), SLIDING)
def test_sliding_number_format(board, goal, expected):
    result = runner.invoke(app, ["solve", "sliding", board, "--goal", goal, "--format", "number"])
    assert result.stdout.strip() == str(expected)
    assert result.exit_code == _code(expected)


@pytest.mark.parametrize(("board", "goal", "expected"), SLIDING)
def test_sliding_json_moves_replay(board, goal, expected):
    from fewest.puzzles.base import InputOptions
    from fewest.puzzles.sliding import FAMILY

    result = runner.invoke(app, ["solve", "sliding", board, "--goal", goal, "--json"])
    data = json.loads(result.stdout)
    assert data["length"] == expected
    if expected == -1:
        return
    inst = FAMILY.parse(board, InputOptions(goal=goal))
    puzzle = inst.puzzle()
    from fewest import replay

    states, _ = replay(puzzle, puzzle.start, [m["blank"] for m in data["moves"]])
    assert puzzle.is_goal(states[-1]) and data["optimal"] is True


@pytest.mark.parametrize(("board", "expected"), SNAKES)
def test_snakes_number_format(board, expected):
    result = runner.invoke(app, ["solve", "snakes-ladders", board, "--format", "number"])
    assert result.stdout.strip() == str(expected)
    assert result.exit_code == _code(expected)


@pytest.mark.parametrize(("board", "cursor", "expected"), CARDS)
def test_cards_number_format(board, cursor, expected):
    result = runner.invoke(app, ["solve", "card-match", board, "--cursor", cursor,
                                 "--format", "number"])
    assert result.stdout.strip() == str(expected)
    assert result.exit_code == 0


def test_rubiks_square_boj_format_from_stdin():
    text = "1 2 15 4\n7 8 3 6\n9 10 5 12\n13 14 11 16\n"
    result = runner.invoke(app, ["solve", "loopover", "-", "--format", "boj"], input=text)
    assert result.exit_code == 0
    lines = result.stdout.strip().splitlines()
    assert lines[0] == "2" and len(lines) == 3
    # replay the printed moves on the board
    grid = [list(map(int, row.split())) for row in text.strip().splitlines()]
    for line in lines[1:]:
        t, i, k = map(int, line.split())
        if t == 1:
            row = grid[i - 1]
            grid[i - 1] = row[-k:] + row[:-k]
        else:
            col = [grid[r][j := i - 1] for r in range(4)]
            col = col[-k:] + col[:-k]
            for r in range(4):
                grid[r][j] = col[r]
    assert grid == [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12], [13, 14, 15, 16]]


def test_rubiks_square_sorted_prints_zero():
    result = runner.invoke(app, ["solve", "rubiks-square",
                                 "1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 14 15 16", "-f", "boj"])
    assert result.stdout == "0\n" and result.exit_code == 0


def test_dfs_compare_shows_long_path_beside_optimum():
    result = runner.invoke(app, ["compare", "sliding", "1 2 3 / 0 4 6 / 7 5 8",
                                 "--algorithms", "bfs,dfs,bidirectional,astar,idastar", "--json"])
    assert result.exit_code == 0
    body = json.loads(result.stdout)
    assert body["shortest"] == 3 and body["board"] == "1 2 3 / 0 4 6 / 7 5 8"
    rows = {r["algorithm"]: r for r in body["algorithms"]}
    assert rows["dfs"]["length"] > 100 and rows["dfs"]["optimal"] is False
    for name in ("bfs", "bidirectional", "astar", "idastar"):
        assert rows[name]["length"] == 3 and rows[name]["optimal"] is True


def test_compare_table_is_printed():
    result = runner.invoke(app, ["compare", "sliding", "1 2 3 / 0 4 6 / 7 5 8"])
    assert result.exit_code == 0
    for word in ("dfs", "bidirectional", "expanded", "peak states", "Shortest proven: 3"):
        assert word in result.stdout


def test_text_output_shows_moves_and_boards():
    result = runner.invoke(app, ["solve", "sliding", "1 0 3 / 4 2 5 / 7 8 6"])
    assert result.exit_code == 0
    assert "Answer: 3 moves" in result.stdout and "optimal" in result.stdout
    assert "D (tile 2)" in result.stdout
    # the final board appears along the path
    assert "7 8 ." in result.stdout and "4 5 6" in result.stdout


def test_batch_keeps_order_and_reports_bad_lines(tmp_path):
    lines = [
        {"board": "1 0 3 / 4 2 5 / 7 8 6"},
        {"board": "3 6 0 / 8 1 2 / 7 4 5"},
        {"board": "1 1 3 / 4 2 5 / 7 8 6"},
        {"board": [[3, 1, 2], [4, 7, 5], [6, 8, 0]], "goal": "blank-first"},
    ]
    path = tmp_path / "in.jsonl"
    path.write_text("\n".join(json.dumps(x) for x in lines) + "\nnot json\n")
    result = runner.invoke(app, ["solve", "sliding", "--batch", str(path)])
    out = [json.loads(x) for x in result.stdout.splitlines()]
    assert [o.get("length") for o in out] == [3, -1, None, 4, None]
    assert "twice" in out[2]["error"].lower() and "error" in out[4]
    assert all(o["line"] == i + 1 for i, o in enumerate(out))
    assert result.exit_code == 2


def test_batch_survives_a_line_that_once_crashed(tmp_path):
    path = tmp_path / "in.jsonl"
    path.write_text('{"board": [[-1,-1],[-1,99999999999999999999999]]}\n'
                    '{"board": [[-1,-1],[-1,3]]}\n')
    result = runner.invoke(app, ["solve", "snakes-ladders", "--batch", str(path)])
    out = [json.loads(x) for x in result.stdout.splitlines()]
    assert "too large" in out[0]["error"] and out[1]["length"] == 1
    assert result.exit_code == 2


def test_batch_rubiks_moves_are_triples(tmp_path):
    path = tmp_path / "in.jsonl"
    path.write_text(json.dumps({"board": "1 2 15 4 / 7 8 3 6 / 9 10 5 12 / 13 14 11 16"}))
    result = runner.invoke(app, ["solve", "rubiks-square", "--batch", str(path)])
    data = json.loads(result.stdout)
    assert data["length"] == 2 and all(len(m) == 3 for m in data["moves"])
    assert result.exit_code == 0


def test_list_shows_puzzles_and_algorithms():
    result = runner.invoke(app, ["list"])
    for word in ("sliding", "rubiks-square", "snakes-ladders", "card-match", "idastar", "dfs"):
        assert word in result.stdout
