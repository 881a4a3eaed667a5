"""Baekjoon 13460 at its largest inputs: a whole ``fewest solve boj-13460 FILE -f
judge`` process per run, against the judge's time limit (2 s).

Run: ``.venv/bin/python bench/catalogue_13460.py [--repeat 5]``

Inputs: an open 10 x 10 board (the most pairs of ball cells) and the deepest
stored 10 x 10 maze.  The table shows medians of the wall time and of the
process's CPU time (user plus system).
"""

from __future__ import annotations

import argparse
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

OPEN = ["##########"] + ["#" + "." * 8 + "#"] * 8 + ["##########"]
OPEN[1] = "#R.......#"
OPEN[8] = "#.......B#"
OPEN[5] = "#...O....#"


def inputs() -> list[tuple[str, str]]:
    from fewest.puzzles.problems.boj_13460 import DEEP

    deep = max(DEEP[10], key=lambda rows: len(rows) * len(rows[0]))
    return [("10x10 open", "10 10\n" + "\n".join(OPEN) + "\n"),
            (f"{len(deep)}x{len(deep[0])} maze, 10 tilts",
             f"{len(deep)} {len(deep[0])}\n" + "\n".join(deep) + "\n")]


def timed(cmd: list[str]) -> tuple[float, str, float]:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = time.perf_counter()
    proc = subprocess.run(cmd, capture_output=True, text=True)
    wall = time.perf_counter() - t
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, proc.stdout.strip(), cpu


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args()
    fewest = str(Path(sys.executable).parent / "fewest")
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for label, text in inputs():
            path = Path(tmp) / "case.in"  # the judge input of this row
            path.write_text(text)
            cmd = [fewest, "solve", "boj-13460", str(path), "-f", "judge"]
            answer = timed(cmd)[1]
            runs = [timed(cmd) for _ in range(args.repeat)]
            rows.append((label, answer, statistics.median(r[0] for r in runs),
                         statistics.median(r[2] for r in runs)))
    print("| problem | largest input | answer | wall s | cpu s | judge limit |")
    print("| --- | --- | --- | --- | --- | --- |")
    for label, answer, wall, cpu in rows:
        print(f"| boj-13460 | {label} | {answer} | {wall:.2f} | {cpu:.2f} | 2 s |")


if __name__ == "__main__":
    main()
