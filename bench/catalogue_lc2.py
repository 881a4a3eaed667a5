"""Largest inputs of the ``cat-lc2`` catalogue problems, each solved by a whole
``fewest solve NAME - -f judge`` process (start-up included), warm (each run
twice, the faster kept; numba caches warm after the first).

One command:  ``python bench/catalogue_lc2.py``

Prints: problem | largest input | wall seconds | CPU seconds | judge limit, after
a start-up-only row for scale (the machine may be shared: compare CPU seconds).  The inputs are the
largest the statements allow, built to make the search visit (nearly) every
state: serpentine walls for the path problems, an open floor for the box.
"""

from __future__ import annotations

import json
import os
import resource
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

SRC = str(Path(__file__).resolve().parent.parent / "src")


def serpentine(rows: int, cols: int) -> list[list[int]]:
    """Walls on every other row with one gap, alternating ends: a long corridor."""
    grid = [[0] * cols for _ in range(rows)]
    for r in range(1, rows - 1, 2):
        grid[r] = [1] * cols
        grid[r][0 if r % 4 == 1 else cols - 1] = 0
    return grid


def robot_maze(n: int) -> list[list[int]]:
    """Wall rows three apart with a 2-wide gap at alternating ends: a long corridor
    the 2 x 1 robot can follow (it turns in the 2-row lanes)."""
    grid = [[0] * n for _ in range(n)]
    for r in range(3, n - 2, 3):
        grid[r] = [1] * n
        gap = (n - 2, n - 1) if r % 6 == 3 else (0, 1)
        grid[r][gap[0]] = grid[r][gap[1]] = 0
    return grid


def walls(n: int, density: float, seed: int) -> list[list[int]]:
    """A seeded random ``n x n`` grid of 0/1 with the two top-left cells empty."""
    import random

    rng = random.Random(seed)
    grid = [[int(rng.random() < density) for _ in range(n)] for _ in range(n)]
    grid[0][0] = grid[0][1] = 0
    return grid


def checker(rows: int, cols: int) -> list[list[int]]:
    """Obstacles on every cell of one colour: many 0-1 ties."""
    grid = [[(r + c) % 2 for c in range(cols)] for r in range(rows)]
    grid[0][0] = grid[rows - 1][cols - 1] = 0
    return grid


def box_floor(n: int, walled: bool) -> list[list[str]]:
    """An open floor (or one inside a wall ring); the box must cross it diagonally."""
    grid = [["."] * n for _ in range(n)]
    if walled:
        for i in range(n):
            grid[0][i] = grid[n - 1][i] = grid[i][0] = grid[i][n - 1] = "#"
    grid[1][1], grid[2][2], grid[n - 2][n - 2] = "S", "B", "T"
    if not walled:
        grid[n - 1][n - 1] = "."
    return grid


def cases() -> list[tuple[str, str, Any, float]]:
    """(problem, input in words, case, judge time limit in s)."""
    out: list[tuple[str, str, Any, float]] = [
        ("leetcode-1091", "100x100 serpentine", {"grid": serpentine(100, 100)}, 1.0),
        ("leetcode-1091", "100x100 open", {"grid": [[0] * 100 for _ in range(100)]}, 1.0),
        ("leetcode-2290", "316x316 checkerboard", {"grid": checker(316, 316)}, 1.0),
        ("leetcode-2290", "316x316 serpentine", {"grid": serpentine(316, 316)}, 1.0),
        ("leetcode-2290", "1x100000 half obstacles", {"grid": checker(1, 100000)}, 1.0),
        ("leetcode-1210", "100x100 open", {"grid": [[0] * 100 for _ in range(100)]}, 1.0),
        ("leetcode-1210", "100x100 15% walls (seeded)", {"grid": walls(100, 0.15, 1210)}, 1.0),
        ("leetcode-1263", "20x20 open floor", {"grid": box_floor(20, False)}, 1.0),
        ("leetcode-1263", "20x20 walled floor", {"grid": box_floor(20, True)}, 1.0),
        ("programmers-60063", "100x100 open", {"board": [[0] * 100 for _ in range(100)]}, 1.0),
        ("programmers-60063", "100x100 serpentine (2-wide)", {"board": robot_maze(100)}, 1.0),
        ("programmers-67259", "25x25 open", {"board": [[0] * 25 for _ in range(25)]}, 1.0),
        ("programmers-67259", "25x25 serpentine", {"board": serpentine(25, 25)}, 1.0),
    ]
    extra = os.environ.get("CATALOGUE_LC2_ONLY")
    if extra:
        out = [c for c in out if c[0] == extra]
    return out


def run(name: str, case: Any) -> tuple[float, float, str]:
    """(wall seconds, CPU seconds of the process, output), the faster of two runs."""
    env = {**os.environ, "PYTHONPATH": SRC}
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # warm: compiled bytecode, as an install has
    best = (float("inf"), float("inf"))
    out = ""
    for _ in range(2):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        t0 = time.perf_counter()
        proc = subprocess.run(
            [sys.executable, "-c", "from fewest.cli.app import main; main()", "solve", name, "-",
             "-f", "judge"], input=json.dumps(case), capture_output=True, text=True, env=env)
        wall = time.perf_counter() - t0
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        best = min(best, (wall, cpu))
        out = proc.stdout.strip() or proc.stderr.strip()
    return best[0], best[1], out


def main() -> None:
    """The table; the first row is start-up alone (a 1 x 1 grid), for scale: on a
    shared machine the wall time swells with the load, the CPU time much less."""
    print(f"load average: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    head = f"{'problem':<18} | {'largest input':<28} | {'wall s':>6} | {'cpu s':>5}"
    print(f"{head} | limit | answer")
    rows = [("leetcode-1091", "start-up only: [[0]]", {"grid": [[0]]}, 1.0), *cases()]
    for name, words, case, limit in rows:
        wall, cpu, out = run(name, case)
        print(f"{name:<18} | {words:<28} | {wall:6.3f} | {cpu:5.3f} | {limit:4.1f}s | {out[:30]}")


if __name__ == "__main__":
    main()
