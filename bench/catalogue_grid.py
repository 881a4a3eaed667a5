"""The grid judge problems at their largest inputs: a whole ``fewest solve NAME FILE -f
judge`` process per run, numba's cache warm, against the judge's time limit.

Run: ``.venv/bin/python bench/catalogue_grid.py [--repeat 5]``

Judges time the whole program, so the time here is the whole process:
interpreter start, imports (numba included where the compiled BFS runs),
reading the input, searching and printing.  Each input is solved once first
(to fill numba's cache), then ``--repeat`` times interleaved with the others;
the table shows medians of the wall time and of the process's CPU time (user
plus system: on a machine shared with other work, the CPU time is what the
process itself costs; on an idle machine the wall time is close to it).
``python -c "import numba"`` is measured in the same run for scale: the
compiled rows no longer pay it once the search module built ahead of time is
in the cache (:mod:`fewest.puzzles.common.layered_aot`; the warm-up run
builds it), and grids of at most 200 000 states run in plain Python.

Inputs (the statements' largest):

* boj-2178: 100 x 100 serpentine (the longest route);
* boj-2206: 1000 x 1000 serpentine (a route of half a million cells) and a
  1000 x 1000 field with 30 % walls;
* boj-14442: 1000 x 1000, K = 10, 30 % walls (11 million states);
* boj-1600: 200 x 200, K = 30, 20 % obstacles (1.24 million states);
* boj-1194: 50 x 50 with all six keys and doors (160 000 states);
* boj-16197: 20 x 20, walls at 15 %, coins in the middle.
"""

from __future__ import annotations

import argparse
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

BIN = Path(sys.executable).parent


def serpentine(n: int, m: int, open_ch: str, wall_ch: str) -> list[str]:
    """Open rows joined by one gap at alternating ends (the last row open)."""
    rows = []
    for r in range(n):
        if r % 2 == 0 or r == n - 1:
            rows.append(open_ch * m)
        else:
            gap = m - 1 if r % 4 == 1 else 0
            rows.append("".join(open_ch if c == gap else wall_ch for c in range(m)))
    return rows


def field(rng: random.Random, n: int, m: int, p: float, open_ch: str,
          wall_ch: str) -> list[str]:
    rows = ["".join(wall_ch if rng.random() < p else open_ch for _ in range(m))
            for _ in range(n)]
    rows[0] = open_ch + rows[0][1:]
    rows[-1] = rows[-1][:-1] + open_ch
    return rows


def inputs(rng: random.Random) -> list[tuple[str, str, str, float]]:
    """(problem, what, stdin text, judge limit in seconds)."""
    out = []
    rows = serpentine(100, 100, "1", "0")
    out.append(("boj-2178", "100x100 serpentine", "100 100\n" + "\n".join(rows), 1.0))
    rows = serpentine(1000, 1000, "0", "1")
    out.append(("boj-2206", "1000x1000 serpentine", "1000 1000\n" + "\n".join(rows), 2.0))
    rows = field(rng, 1000, 1000, 0.3, "0", "1")
    out.append(("boj-2206", "1000x1000, 30% walls", "1000 1000\n" + "\n".join(rows), 2.0))
    out.append(("boj-14442", "1000x1000, K=10, 30% walls",
                "1000 1000 10\n" + "\n".join(rows), 2.0))
    grid = field(rng, 200, 200, 0.2, "0", "1")
    body = "\n".join(" ".join(row) for row in grid)
    out.append(("boj-1600", "200x200, K=30, 20% rocks", f"30\n200 200\n{body}", 2.0))
    cells = [["#" if rng.random() < 0.2 else "." for _ in range(50)] for _ in range(50)]
    for ch in "abcdefABCDEF" * 3:
        cells[rng.randrange(50)][rng.randrange(50)] = ch
    cells[0][0], cells[49][49], cells[25][25] = "0", "1", "1"
    out.append(("boj-1194", "50x50, keys a-f", "50 50\n" + "\n".join(map("".join, cells)),
                2.0))
    board = [["#" if rng.random() < 0.15 else "." for _ in range(20)] for _ in range(20)]
    board[9][9], board[10][11] = "o", "o"
    out.append(("boj-16197", "20x20, 15% walls", "20 20\n" + "\n".join(map("".join, board)),
                2.0))
    return out


def timed(cmd: list[str]) -> tuple[float, str, float]:
    """Wall seconds, the output, and the CPU seconds (user + system) of the process."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = time.perf_counter()
    proc = subprocess.run(cmd, capture_output=True, text=True)
    wall = time.perf_counter() - t
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, proc.stdout.strip(), cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    cases = inputs(random.Random(args.seed))
    fewest = str(BIN / "fewest")
    with tempfile.TemporaryDirectory() as tmp:
        cmds = []
        for i, (name, _what, text, _limit) in enumerate(cases):
            path = Path(tmp) / f"in{i}.txt"
            path.write_text(text + "\n")
            cmds.append([fewest, "solve", name, str(path), "-f", "judge"])
        numba = [sys.executable, "-c", "import numba"]
        answers = [timed(c)[1] for c in cmds]  # warm numba's cache
        times: list[list[float]] = [[] for _ in cmds]
        cpus: list[list[float]] = [[] for _ in cmds]
        floor: list[tuple[float, float]] = []
        for _ in range(args.repeat):
            wall, _out, cpu = timed(numba)
            floor.append((wall, cpu))
            for i, c in enumerate(cmds):
                wall, _out, cpu = timed(c)
                times[i].append(wall)
                cpus[i].append(cpu)
    print(f"| problem | largest input | answer | seconds (whole process, warm, median of "
          f"{args.repeat}) | CPU seconds | judge limit |")
    print("| --- | --- | --- | --- | --- | --- |")
    for (name, what, _text, limit), ts, cs, ans in zip(cases, times, cpus, answers,
                                                      strict=True):
        print(f"| {name} | {what} | {ans} | {statistics.median(ts):.2f} | "
              f"{statistics.median(cs):.2f} | {limit:g} s |")
    print(f"| (floor) | `python -c 'import numba'` | | "
          f"{statistics.median(w for w, _ in floor):.2f} | "
          f"{statistics.median(c for _, c in floor):.2f} | |")


if __name__ == "__main__":
    main()
