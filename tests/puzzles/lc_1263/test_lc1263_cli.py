"""``fewest solve leetcode-1263``: the statement's samples, bad input, a cold cache."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

import fewest
from fewest.cli.app import app

NAME = "leetcode-1263"
runner = CliRunner()


def case(*rows: str) -> str:
    return json.dumps({"grid": [list(r) for r in rows]})


SAMPLES = [
    (case("######", "#T####", "#..B.#", "#.##.#", "#...S#", "######"), "3", 0),
    (case("######", "#T####", "#..B.#", "####.#", "#...S#", "######"), "-1", 1),
    (case("######", "#T..##", "#.#B.#", "#....#", "#...S#", "######"), "5", 0),
    (case("SBT"), "1", 0),
    (case("STB"), "-1", 1),
    (case("BS.", "T.."), "-1", 1),
]

BAD = [
    case("SB"),
    case("SBTT"),
    case("SSBT"),
    case("SBTx"),
    '{"grid": [["S","B","T"],["."]]}',
    '{"grid": [["S","B","TT"]]}',
    '{"grid": [["S","B",1]]}',
    '{"grid": [["S","B","T"]], "k": 1}',
    json.dumps({"grid": [["S", "B", "T"] + ["."] * 18]}),
    '{"grid": [["S","B","T"]',
]


def cli(*args: str, stdin: str | None = None) -> Any:
    result = runner.invoke(app, list(args), input=stdin)
    assert "Traceback" not in result.output, result.output
    return result


@pytest.mark.parametrize(("board", "out", "code"), SAMPLES)
def test_samples_print_what_leetcode_returns(board: str, out: str, code: int) -> None:
    result = cli("solve", NAME, "-", "-f", "judge", stdin=board)
    assert result.exit_code == code, result.output
    assert result.stdout == out + "\n"


def test_aliases_and_picture_text() -> None:
    for name in ("lc-1263", "lc1263"):
        result = cli("solve", name, "######/#T####/#..B.#/#.##.#/#...S#/######", "-f", "judge")
        assert result.stdout == "3\n"


@pytest.mark.parametrize("board", BAD)
def test_bad_input_is_one_line_exit_2(board: str) -> None:
    result = cli("solve", NAME, "-", "-f", "judge", stdin=board)
    assert result.exit_code == 2, result.output
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and NAME in lines[0], result.stderr


def test_first_solve_with_an_empty_cache_dir(tmp_path: Path) -> None:
    src = str(Path(fewest.__file__).resolve().parent.parent)
    env = {**os.environ, "FEWEST_CACHE_DIR": str(tmp_path / "cache"), "PYTHONPATH": src}
    proc = subprocess.run(
        [sys.executable, "-c", "from fewest.cli.app import main; main()", "solve", NAME, "-",
         "-f", "judge"], input=SAMPLES[2][0], capture_output=True, text=True, env=env,
        timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == "5\n"
