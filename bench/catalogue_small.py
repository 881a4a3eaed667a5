"""The catalogue's small BFS problems at their largest inputs: whole-process time, warm.

Run: ``.venv/bin/python bench/catalogue_small.py [--repeat 5]``

A judge user runs one case per process, so the time that counts is the whole
``fewest solve NAME - -f judge`` process: interpreter start, imports, parsing,
the search and printing.  Each row's input is the hardest the statement allows
that we found (the farthest pair, the largest board, the ``S`` whose search
expands the most states); every row runs once untimed first (warm caches), then
``--repeat`` times interleaved with the other rows.  The table shows the median
beside the judge's time limit, and the same process solving a 3-pancake stack (the
start-up floor: interpreter, imports, printing) measured in the same run.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

#: problem -> (largest input as the judge's stdin for one case, what it is)
CASES = {
    "boj-9019": ("1\n1667 0\n", "1667 -> 0: 13 commands, the farthest register from 0"),
    "boj-14226": ("901\n", "S = 901: the most states expanded of 2..1000 (14,179)"),
    "boj-1963": ("1\n2441 9199\n", "2441 -> 9199: 8 changes, the diameter of the prime graph"),
    "boj-12869": ("3\n60 59 56\n", "60 59 56: the most states expanded (2,501)"),
    "boj-9079": ("1\nT H H\nH H H\nH H H\n", "a hopeless board: all 128 boards searched"),
    "boj-7562": ("1\n300\n0 0\n299 299\n", "l = 300, corner to corner: 200 jumps"),
}


#: the start-up floor: a whole process solving a trivial board of another family
FLOOR = ("pancake", "2 1 3\n", "number")


def run_once(name: str, stdin: str, fmt: str = "judge") -> tuple[float, str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    started = time.perf_counter()
    out = subprocess.run([sys.executable, "-c", "from fewest.cli.app import main; main()",
                          "solve", name, "-", "-f", fmt], input=stdin, env=env,
                         capture_output=True, text=True, check=False)
    took = time.perf_counter() - started
    if out.returncode not in (0, 1):
        raise SystemExit(f"{name}: exit {out.returncode}: {out.stderr.strip()}")
    return took, out.stdout.strip()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    from fewest.puzzles import get_family

    answers = {name: run_once(name, stdin)[1] for name, (stdin, _) in CASES.items()}
    times: dict[str, list[float]] = {name: [] for name in CASES}
    floor: list[float] = []
    for _ in range(args.repeat):
        floor.append(run_once(*FLOOR)[0])
        for name, (stdin, _) in CASES.items():
            times[name].append(run_once(name, stdin)[0])
    print(f"{'problem':<10} | {'largest input':<58} | {'answer':>13} | {'seconds':>7} | limit")
    print(f"{'-' * 10}-+-{'-' * 58}-+-{'-' * 13}-+-{'-' * 7}-+------")
    for name, (_, what) in CASES.items():
        spec = get_family(name).judge
        assert spec is not None
        print(f"{name:<10} | {what:<58} | {answers[name]:>13} | "
              f"{statistics.median(times[name]):>7.3f} | {spec.time_limit:g} s")
    print(f"{'floor':<10} | {'pancake 2 1 3 (start-up, imports, printing)':<58} | "
          f"{'':>13} | {statistics.median(floor):>7.3f} |")


if __name__ == "__main__":
    main()
