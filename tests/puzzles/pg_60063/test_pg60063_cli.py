"""``fewest solve programmers-60063``: the statement's sample, bad input, a cold cache."""

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

NAME = "programmers-60063"
runner = CliRunner()
SAMPLE = '{"board": [[0,0,0,1,1],[0,0,0,1,0],[0,1,0,1,1],[1,1,0,0,1],[0,0,0,0,0]]}'
OPEN5 = json.dumps({"board": [[0] * 5 for _ in range(5)]})

BAD = [
    json.dumps({"board": [[0] * 4 for _ in range(4)]}),
    json.dumps({"board": [[0] * 101 for _ in range(101)]}),
    json.dumps({"board": [[0, 1, 0, 0, 0]] + [[0] * 5 for _ in range(4)]}),
    json.dumps({"board": [[0] * 5 for _ in range(4)]}),
    json.dumps({"board": [[0] * 5 for _ in range(4)] + [[0, 0, 0, 0, 2]]}),
    json.dumps({"board": [[0] * 5 for _ in range(3)] + [[1] * 5, [0] * 5]}),
    json.dumps({"grid": [[0] * 5 for _ in range(5)]}),
    '{"board": [[0,0]',
]


def cli(*args: str, stdin: str | None = None) -> Any:
    result = runner.invoke(app, list(args), input=stdin)
    assert "Traceback" not in result.output, result.output
    return result


@pytest.mark.parametrize(("board", "out"), [(SAMPLE, "7"), (OPEN5, "7")])
def test_samples_print_what_programmers_expects(board: str, out: str) -> None:
    result = cli("solve", NAME, "-", "-f", "judge", stdin=board)
    assert result.exit_code == 0, result.output
    assert result.stdout == out + "\n"


def test_aliases_and_bare_board_text() -> None:
    for name in ("pg-60063", "pg60063"):
        text = "0 0 0 1 1 / 0 0 0 1 0 / 0 1 0 1 1 / 1 1 0 0 1 / 0 0 0 0 0"
        assert cli("solve", name, text, "-f", "judge").stdout == "7\n"


@pytest.mark.parametrize("board", BAD)
def test_bad_input_is_one_line_exit_2(board: str) -> None:
    result = cli("solve", NAME, "-", "-f", "judge", stdin=board)
    assert result.exit_code == 2, result.output
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and NAME in lines[0], result.stderr


def test_unreachable_board_names_the_promise() -> None:
    result = cli("solve", NAME, "-", stdin=BAD[5])
    assert "cannot reach (N, N)" in result.stderr


def test_first_solve_with_an_empty_cache_dir(tmp_path: Path) -> None:
    src = str(Path(fewest.__file__).resolve().parent.parent)
    env = {**os.environ, "FEWEST_CACHE_DIR": str(tmp_path / "cache"), "PYTHONPATH": src}
    proc = subprocess.run(
        [sys.executable, "-c", "from fewest.cli.app import main; main()", "solve", NAME, "-",
         "-f", "judge"], input=SAMPLE, capture_output=True, text=True, env=env, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == "7\n"
