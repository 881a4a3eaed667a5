"""What users run: ``fewest solve lights-out``, ``fewest analyze lights-out``, bad input."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from tests.puzzles.lights_out.lights_oracle import distances, histogram, press
from typer.testing import CliRunner

from fewest.cli.app import app
from fewest.puzzles.lights_out.analyze import analyze_shape

runner = CliRunner()
X = "1 0 1 / 0 1 0 / 1 0 1"
UNSOLVABLE = "1 0 0 0 / 0 0 0 0 / 0 0 0 0 / 0 0 0 0"


def cli(*args: str) -> Any:
    result = runner.invoke(app, list(args))
    assert "Traceback" not in result.output, result.output
    return result


def test_solve_text_json_and_number() -> None:
    text = cli("solve", "lights-out", X)
    assert text.exit_code == 0 and "Answer: 9 moves, optimal" in text.stdout
    assert "press 2,2" in text.stdout
    out = json.loads(cli("solve", "lights-out", X, "--json").stdout)
    lights = (1, 0, 1, 0, 1, 0, 1, 0, 1)
    assert out["length"] == distances(3, 3)[lights] == 9
    for r, c in out["moves"]:
        lights = press(lights, 3, 3, r, c)
    assert not any(lights) and out["optimal"] is True
    assert cli("solve", "lights-out", X, "-f", "number").stdout.strip() == "9"
    flat = cli("solve", "lights-out", "1 1 0 1", "--shape", "2x2", "-f", "number")
    assert flat.stdout.strip() == str(distances(2, 2)[(1, 1, 0, 1)])


def test_unsolvable_is_minus_one_exit_1_with_the_reason() -> None:
    text = cli("solve", "lights-out", UNSOLVABLE)
    assert text.exit_code == 1
    assert "Answer: -1 (unreachable: the " in text.stdout and "quiet pattern" in text.stdout
    number = cli("solve", "lights-out", UNSOLVABLE, "-f", "number")
    assert (number.exit_code, number.stdout.strip()) == (1, "-1")
    out = json.loads(cli("solve", "lights-out", UNSOLVABLE, "--json").stdout)
    assert out["status"] == "unreachable" and out["length"] == -1


@pytest.mark.parametrize(("board", "flags", "words"), [
    ("1 0 / 0 2", [], "lights must be 0 (off) or 1 (on), found 2 at row 1, column 1"),
    ("1 0 1 / 0 1", [], "row 2 has 2 cells but row 1 has 3"),
    ("1 0 x", [], "non-integer: '1 0 x'"),
    ("1 0 1", ["--shape", "2x2"], "the shape option says 2x2"),
    ("0 -1", [], "found -1"),
])
def test_bad_boards_are_one_line_exit_2(board: str, flags: list[str], words: str) -> None:
    result = cli("solve", "lights-out", board, *flags)
    assert result.exit_code == 2, result.output
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and words in lines[0] and repr(board) in lines[0], result.stderr


def test_analyze_json_matches_plain_bfs() -> None:
    for shape, (r, c) in (("2x2", (2, 2)), ("3x3", (3, 3)), ("2x4", (2, 4))):
        out = json.loads(cli("analyze", "lights-out", shape, "--json").stdout)
        assert out["histogram"] == histogram(r, c)
        assert out["solvable"] == len(distances(r, c)) == sum(out["histogram"])
        assert out["max_distance"] == len(histogram(r, c)) - 1


def test_analyze_large_boards_count_without_enumerating() -> None:
    out = json.loads(cli("analyze", "lights-out", "20x20", "--json").stdout)
    assert out["nullity"] == 0 and out["solvable"] == 2 ** 400 and out["histogram"] is None
    text = cli("analyze", "lights-out", "19x19")
    assert text.exit_code == 0 and "nullity 16" in text.stdout and "not enumerated" in text.stdout


def test_analyze_bad_shapes() -> None:
    for target in ("5", "31x31", "0x3"):
        result = cli("analyze", "lights-out", target)
        assert result.exit_code == 2 and len(result.stderr.strip().splitlines()) == 1, target


def test_analyze_sample_replays() -> None:
    out = json.loads(cli("analyze", "lights-out", "5x5", "--sample", "8", "--seed", "2",
                         "--json").stdout)
    assert out["solved"] == 8 and out["max"] <= analyze_shape("5x5").data["max_distance"]


def test_first_use_with_an_empty_cache_folder(tmp_path: Path) -> None:
    env = {**os.environ, "FEWEST_CACHE_DIR": str(tmp_path / "empty")}
    fewest = Path(sys.executable).with_name("fewest")
    result = subprocess.run([str(fewest), "analyze", "lights-out", "3x3", "--json"],
                            capture_output=True, text=True, env=env, timeout=300, check=False)
    assert result.returncode == 0 and result.stderr == ""
    assert json.loads(result.stdout)["histogram"] == histogram(3, 3)


def test_parsing_and_solving_import_no_numeric_stack() -> None:
    probe = ("import sys; from fewest.puzzles import get_family; "
             "get_family('lights-out').parse('1 1 / 1 0').solve(); "
             "get_family('pancake').parse('3 1 2'); "
             "print([m for m in ('numba', 'numpy', 'scipy') if m in sys.modules])")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                         check=True).stdout
    assert out.strip() == "[]"
