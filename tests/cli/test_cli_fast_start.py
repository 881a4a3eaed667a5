"""A small board with a cached distance table is answered without numba or numpy."""

from __future__ import annotations

import subprocess
import sys

from fewest.puzzles.sliding.fast.tables import distance_table
from fewest.puzzles.sliding.model import blank_first

PROBE = """
import sys
from fewest.cli.app import main
sys.argv = ["fewest", "solve", "sliding", "3 1 2 / 4 7 5 / 6 8 0", "--goal", "blank-first",
            "-f", "number"]
try:
    main()
except SystemExit as exc:
    code = exc.code
print("exit", code, "numba" in sys.modules, "numpy" in sys.modules)
"""


def test_cached_table_answer_imports_neither_numba_nor_numpy() -> None:
    distance_table(3, 3, blank_first(3, 3))  # make sure the table is on disk
    out = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True,
                         check=True).stdout.split()
    assert out == ["4", "exit", "0", "False", "False"], out
