"""``fewest solve leetcode-1210``: the statement's samples, bad input, a cold cache."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

import fewest
from fewest.cli.app import app

NAME = "leetcode-1210"
runner = CliRunner()

SAMPLES = [
    ('{"grid": [[0,0,0,0,0,1],[1,1,0,0,1,0],[0,0,0,0,1,1],[0,0,1,0,1,0],[0,1,1,0,0,0],'
     '[0,1,1,0,0,0]]}', "11", 0),
    ('{"grid": [[0,0,1,1,1,1],[0,0,0,0,1,1],[1,1,0,0,0,1],[1,1,1,0,0,1],[1,1,1,0,0,1],'
     '[1,1,1,0,0,0]]}', "9", 0),
    ('{"grid": [[0,0],[0,1]]}', "-1", 1),
    ('{"grid": [[0,0],[0,0]]}', "1", 0),
]

BAD = [
    '{"grid": [[0]]}',
    '{"grid": [[0,1],[0,0]]}',
    '{"grid": [[1,0],[0,0]]}',
    '{"grid": [[0,0,0],[0,0,0]]}',
    '{"grid": [[0,0],[0,2]]}',
    '{"grid": [[0,0],[0,null]]}',
    '{"grid": [[0,0],[0,0]], "n": 2}',
    '{"grid": ' + str([[0] * 101] * 101) + '}',
    '{"grid": [[0,0],[0,0]',
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


def test_aliases_and_bare_grid_text() -> None:
    for name in ("lc-1210", "lc1210"):
        assert cli("solve", name, "0 0 0 / 0 0 0 / 0 0 0", "-f", "judge").stdout == "3\n"


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
         "-f", "judge"], input=SAMPLES[1][0], capture_output=True, text=True, env=env,
        timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == "9\n"
