"""Files as a newcomer hands them over: byte-order marks, missing files and folders,
pictures aimed at a folder, numbers too long to read; each one line with exit 2."""

from __future__ import annotations

import json
import os
import stat

import pytest
from typer.testing import CliRunner

from fewest.cli.app import app

runner = CliRunner()
BOM = "\ufeff"
HUGE = "9" * 5000


def one_line_error(result, *words: str) -> None:  # type: ignore[no-untyped-def]
    assert result.exit_code == 2, result.output
    message = result.stderr.strip()
    assert len(message.splitlines()) == 1 and "Traceback" not in result.output
    for word in words:
        assert word in message, message


def test_byte_order_mark_in_a_file_on_stdin_and_inline(tmp_path):
    path = tmp_path / "board.txt"
    path.write_bytes((BOM + "1 2 3\n4 5 6\n7 0 8\n").encode("utf-8"))
    for args, given in (([str(path)], None), (["-"], BOM + "1 2 3\n4 5 6\n7 0 8\n"),
                        ([BOM + "1 2 3 / 4 5 6 / 7 0 8"], None)):
        result = runner.invoke(app, ["solve", "sliding", *args, "-f", "number"], input=given)
        assert result.exit_code == 0 and result.stdout.strip() == "1", result.output


def test_byte_order_mark_on_a_batch_line(tmp_path):
    path = tmp_path / "boards.jsonl"
    path.write_bytes((BOM + '{"board": "1 2 3 / 4 5 6 / 7 0 8"}\n').encode("utf-8"))
    result = runner.invoke(app, ["solve", "sliding", "--batch", str(path), "-f", "number"])
    assert result.exit_code == 0 and result.stdout.split() == ["1"], result.output


def test_missing_file_and_folder_are_named(tmp_path):
    missing = runner.invoke(app, ["solve", "sliding", "./nosuchfile.txt"])
    one_line_error(missing, "no such file: './nosuchfile.txt'")
    folder = runner.invoke(app, ["solve", "sliding", str(tmp_path)])
    one_line_error(folder, f"no such file: {str(tmp_path)!r}", "folder")
    named = runner.invoke(app, ["solve", "snakes", "classic", "--start", "0", "-f", "number"])
    assert named.exit_code == 0  # a named board is not taken for a file


@pytest.mark.parametrize("option", ["--html", "--svg", "--gif"])
def test_picture_aimed_at_a_folder_is_refused_before_solving(tmp_path, option):
    result = runner.invoke(app, ["solve", "sliding", "1 2 3 / 4 5 6 / 7 0 8", option,
                                 str(tmp_path)])
    one_line_error(result, "it is a folder")
    assert result.stdout == "" and os.listdir(tmp_path) == []


def test_plots_aimed_at_a_folder(tmp_path):
    pytest.importorskip("matplotlib")
    for args in (["analyze", "sliding", "2x2", "--plot", str(tmp_path)],
                 ["compare", "sliding", "1 2 3 / 4 5 6 / 7 0 8", "--algorithms", "bfs",
                  "--plot", str(tmp_path)]):
        one_line_error(runner.invoke(app, args), "it is a folder")


@pytest.mark.parametrize(("puzzle", "board"), [
    ("sliding", f"[[1,2],[3,{HUGE}]]"),
    ("sliding", f"1 2 / 3 {HUGE}"),
    ("rubiks-square", f"[[1,2],[3,{HUGE}]]"),
    ("snakes", f"[[-1,-1],[-1,{HUGE}]]"),
    ("cards", f"[[{HUGE},0],[0,{HUGE}]]"),
])
def test_a_5000_digit_number_is_one_line(puzzle, board):
    result = runner.invoke(app, ["solve", puzzle, board])
    one_line_error(result, "number too large", "5,000 digits")
    as_json = runner.invoke(app, ["solve", puzzle, board, "--json"])
    assert as_json.exit_code == 2 and json.loads(as_json.stdout)["status"] == "invalid"


def test_pngs_get_the_usual_mode(tmp_path):
    pytest.importorskip("matplotlib")
    old = os.umask(0o022)
    try:
        for name, args in (("sliding.png", ["analyze", "sliding", "2x3"]),
                           ("sample.png", ["analyze", "sliding", "2x2", "--sample", "5"]),
                           ("snakes.png", ["analyze", "snakes", "[[-1,-1],[-1,-1]]"])):
            result = runner.invoke(app, [*args, "--plot", str(tmp_path / name)])
            assert result.exit_code == 0, result.output
            assert stat.S_IMODE((tmp_path / name).stat().st_mode) == 0o644
            assert (tmp_path / name).read_bytes()[:4] == b"\x89PNG"
    finally:
        os.umask(old)
