"""Bad input on the command line: one-line message quoting it, documented exit code."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from fewest.cli.app import app

runner = CliRunner()

BAD = [
    # (arguments, exit code, words the message must contain)
    (["solve", "sliding", "1 2 3 / 4 5 6 / 7 8 8"], 2, ["twice", "7 8 8"]),
    (["solve", "sliding", "1 2 3 / 4 5 6 / 7 9 0"], 2, ["7 9 0"]),
    (["solve", "sliding", "1 2 3 / 4 5"], 2, ["row 2", "4 5"]),
    (["solve", "sliding", "1 2 x / 4 5 6 / 7 8 0"], 2, ["non-integer", "1 2 x"]),
    (["solve", "sliding", "[[1,2],[3,0]"], 2, ["JSON"]),
    (["solve", "sliding", "1 2 3 / 4 5 6 / 7 8 0", "--goal", "blank-middle"], 2, ["blank-middle"]),
    (["solve", "tetris", "1 2 3"], 2, ["unknown puzzle", "tetris"]),
    (["solve", "sliding", "1 2 3 / 4 5 6 / 7 8 0", "-a", "quantum"], 2, ["quantum"]),
    (["solve", "sliding", "1 2 3 / 4 5 6 / 7 8 0", "--format", "boj"], 2, ["boj"]),
    (["solve", "sliding", "1 2 3 / 4 5 6 / 7 8 0", "--max-seconds", "-1"], 2, ["max_seconds"]),
    (["solve", "sliding"], 2, ["no board"]),
    (["solve", "rubiks-square", "1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 14 15 15"], 2, ["15"]),
    (["solve", "snakes-ladders", "[[-1,-1],[-1,9]]"], 2, ["9"]),
    (["solve", "snakes-ladders", "[[-1,-1,-1],[-1,-1]]"], 2, ["row 2", "[[-1,-1,-1],[-1,-1]]"]),
    (["solve", "snakes-ladders", "[[-1,-1],[-1,-1]]", "--die", "0"], 2, ["die"]),
    (["solve", "card-match", "[[1,0],[0,2]]"], 2, ["1"]),
    (["solve", "card-match", "[[1,0],[0,1]]", "--cursor", "5,5"], 2, ["cursor", "5"]),
    (["solve", "card-match", "[[1,0],[0,1]]", "--cursor", "a,b"], 2, ["cursor", "a,b"]),
    (["solve", "card-match", "[[0,0],[0,0]]"], 2, ["card"]),
    (["analyze", "sliding", "0x3"], 2, ["0x3"]),
    (["solve", "snakes", "[[-1,-1],[-1,99999999999999999999999]]"], 2,
     ["too large", "99999999999999999999999"]),
    (["solve", "snakes", "[[-1,-1],[-1,3]]", "--die", "99999999999999999999999"], 2, ["die"]),
    (["solve", "sliding", "[[]]"], 2, ["empty row", "[[]]"]),
    (["solve", "sliding", "   "], 2, ["empty board"]),
    (["solve", "sliding", "1 0 / 2 3", "--max-seconds", "nan"], 2, ["max_seconds", "nan"]),
    (["compare", "sliding", "1 2 3 / 4 5 6 / 7 8 0", "--algorithms", ","], 2, ["algorithms"]),
]


@pytest.mark.parametrize(("args", "code", "words"), BAD, ids=[" ".join(b[0])[:60] for b in BAD])
def test_bad_input_is_one_clear_line(args, code, words):
    result = runner.invoke(app, args)
    assert result.exit_code == code, result.output
    message = result.stderr.strip()
    assert message.startswith("error:")
    assert len(message.splitlines()) == 1
    assert "Traceback" not in result.output
    for word in words:
        assert word.lower() in message.lower()


def test_limit_reached_exits_3_and_reports_progress():
    result = runner.invoke(app, ["solve", "sliding", "8 6 7 / 2 5 4 / 3 0 1",
                                 "-a", "bfs", "--max-expansions", "100"])
    assert result.exit_code == 3
    assert "limit reached" in result.stderr and "expanded" in result.stderr


def test_unreachable_exits_1():
    result = runner.invoke(app, ["solve", "sliding", "3 6 0 / 8 1 2 / 7 4 5"])
    assert result.exit_code == 1 and "-1" in result.stdout


def test_missing_file_is_treated_as_board_text():
    result = runner.invoke(app, ["solve", "sliding", "no_such_file.txt"])
    assert result.exit_code == 2 and "no_such_file.txt" in result.stderr


def test_board_from_file(tmp_path):
    path = tmp_path / "board.txt"
    path.write_text("1 0 3\n4 2 5\n7 8 6\n")
    result = runner.invoke(app, ["solve", "sliding", str(path), "-f", "number"])
    assert result.stdout.strip() == "3" and result.exit_code == 0


def test_unknown_option_is_a_usage_error():
    result = runner.invoke(app, ["solve", "sliding", "1 2 / 3 0", "--frobnicate"])
    assert result.exit_code == 2
