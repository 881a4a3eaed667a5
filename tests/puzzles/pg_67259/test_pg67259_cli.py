"""``fewest solve programmers-67259``: the statement's samples, bad input, a cold cache."""

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

NAME = "programmers-67259"
runner = CliRunner()

SAMPLES = [
    ('{"board": [[0,0,0],[0,0,0],[0,0,0]]}', "900"),
    ('{"board": [[0,0,0,0,0,0,0,1],[0,0,0,0,0,0,0,0],[0,0,0,0,0,1,0,0],[0,0,0,0,1,0,0,0],'
     '[0,0,0,1,0,0,0,1],[0,0,1,0,0,0,1,0],[0,1,0,0,0,1,0,0],[1,0,0,0,0,0,0,0]]}', "3800"),
    ('{"board": [[0,0,1,0],[0,0,0,0],[0,1,0,1],[1,0,0,0]]}', "2100"),
    ('{"board": [[0,0,0,0,0,0],[0,1,1,1,1,0],[0,0,1,0,0,0],[1,0,0,1,0,1],[0,1,0,0,0,1],'
     '[0,0,0,0,0,0]]}', "3200"),
]

BAD = [
    json.dumps({"board": [[0, 0], [0, 0]]}),
    json.dumps({"board": [[0] * 26 for _ in range(26)]}),
    json.dumps({"board": [[1, 0, 0], [0, 0, 0], [0, 0, 0]]}),
    json.dumps({"board": [[0, 0, 0], [0, 0, 0], [0, 0, 1]]}),
    json.dumps({"board": [[0, 1, 0], [1, 0, 0], [0, 0, 0]]}),
    json.dumps({"board": [[0, 0, 0], [0, 0, 0]]}),
    json.dumps({"board": [[0, 0, 0], [0, 3, 0], [0, 0, 0]]}),
    json.dumps({"grid": [[0, 0, 0], [0, 0, 0], [0, 0, 0]]}),
    '{"board": [[0,0,0]',
]


def cli(*args: str, stdin: str | None = None) -> Any:
    result = runner.invoke(app, list(args), input=stdin)
    assert "Traceback" not in result.output, result.output
    return result


@pytest.mark.parametrize(("board", "out"), SAMPLES)
def test_samples_print_what_programmers_expects(board: str, out: str) -> None:
    result = cli("solve", NAME, "-", "-f", "judge", stdin=board)
    assert result.exit_code == 0, result.output
    assert result.stdout == out + "\n"


def test_aliases_and_bare_board_text() -> None:
    for name in ("pg-67259", "pg67259"):
        assert cli("solve", name, "0 0 0 / 0 0 0 / 0 0 0", "-f", "judge").stdout == "900\n"


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
         "-f", "judge"], input=SAMPLES[3][0], capture_output=True, text=True, env=env,
        timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == "3200\n"
