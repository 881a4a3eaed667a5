"""``auto`` loads tables and kernels only when the quick search does not answer
(issue 32, item 4: a warm cache once made trivial boards slower).

Each case runs the real command in a fresh process and then looks at what it
imported: a board a few moves from solved must answer without numba.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from fewest.puzzles import get_family

#: the command, in a fresh interpreter; then whether numba was imported, on stderr
PROBE = """
import sys
{setup}
from fewest.cli.app import main
sys.argv = ["fewest", *{args!r}]
try:
    main()
except SystemExit as exc:
    code = exc.code
print("NUMBA", "numba" in sys.modules, code, file=sys.stderr)
"""
#: pretend the 4x4 pattern databases are cached (auto would pick them)
TABLES_CACHED = ("import fewest.puzzles.sliding.compiled as c\n"
                 "c.pdb_available = lambda *a, **k: True")


def probe(*args: str, setup: str = "") -> tuple[str, bool]:
    """stdout, and whether numba was imported, of ``fewest ARGS`` (exit 0)."""
    done = subprocess.run([sys.executable, "-c", PROBE.format(setup=setup, args=list(args))],
                          capture_output=True, text=True, timeout=300)
    last = done.stderr.strip().splitlines()[-1].split()
    assert last[0] == "NUMBA" and last[2] == "0", done.stderr
    return done.stdout, last[1] == "True"


def test_one_move_15_puzzle_with_the_tables_cached_needs_no_kernels() -> None:
    out, numba = probe("solve", "sliding", "1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 14 0 15",
                       "--json", setup=TABLES_CACHED)
    body = json.loads(out)
    assert body["length"] == 1 and body["optimal"] and body["algorithm"] == "python-idastar"
    assert not numba


def test_boj_2549_examples_need_no_kernels() -> None:
    out, numba = probe("solve", "rubiks-square", "6 3 4 1 / 5 10 7 8 / 9 14 11 12 / 13 2 16 15",
                       "-f", "boj")
    assert out.splitlines()[0] == "8" and not numba
    out, numba = probe("solve", "rubiks-square",
                       "5 1 2 3 4 / 6 7 8 9 10 / 11 12 13 14 15 / 16 17 18 19 20 / 21 22 23 24 25",
                       "-f", "number")
    assert out == "1\n" and not numba


def test_a_100x100_snakes_board_needs_no_kernels(tmp_path: Path) -> None:
    board = tmp_path / "snakes.json"
    board.write_text(get_family("snakes").scramble("100x100", None, random.Random(1)))
    out, numba = probe("solve", "snakes", str(board), "-f", "number")
    assert out == "8\n" and not numba


@pytest.mark.slow
def test_a_hard_15_puzzle_still_loads_the_databases() -> None:
    """Korf #1 (57 moves): the quick search gives up and the compiled IDA* answers."""
    out, numba = probe("solve", "sliding", "14 13 15 7 / 11 12 9 5 / 6 0 2 1 / 4 8 10 3",
                       "--goal", "blank-first", "--json")
    body = json.loads(out)
    assert body["length"] == 57 and body["algorithm"].startswith("pdb") and numba
