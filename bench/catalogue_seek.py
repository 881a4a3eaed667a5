"""The number-line judge problems on their largest inputs, as whole processes.

One command:  ``python bench/catalogue_seek.py`` (``--repeat 3`` keeps the fastest)

For Baekjoon 1697, 12851, 13549, 13913, 17071 and 5014, each row runs
``fewest solve NAME - -f judge`` on the hardest input the constraints allow
(the longest BFS: every position or floor searched), once first to warm numba's
cache, then ``--repeat`` times, and prints the fastest wall time of the whole
process (interpreter start, imports and the search) and its CPU time (user +
system: on a shared, loaded machine the wall time mostly measures the others)
beside the judge's time limit.  The answer is checked against the expected
output; the exit status is 1 on a mismatch.  The judges' limits are for a
compiled submission; a Python process pays its start-up and imports (numba's
about 0.5 s of CPU) before it searches.
"""

from __future__ import annotations

import argparse
import os
import resource
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

#: problem, stdin, the first line of the expected output, the judge's limit (s)
ROWS = [
    ("boj-1697", "0 100000", "22", 2.0),
    ("boj-1697", "1 99999", None, 2.0),
    ("boj-12851", "0 100000", "22", 2.0),
    ("boj-13549", "0 99999", None, 2.0),
    ("boj-13913", "100000 0", "100000", 2.0),
    ("boj-13913", "0 99999", None, 2.0),
    ("boj-17071", "0 0", "0", 0.25),
    ("boj-17071", "1 500000", "-1", 0.25),
    ("boj-17071", "27297 339652", "425", 0.25),
    ("boj-17071", "303 417147", "111", 0.25),
    ("boj-5014", "1000000 1 1000000 1 0", "999999", 1.0),
    ("boj-5014", "1000000 1 999999 2 1", "499999", 1.0),
    ("boj-5014", "1000000 2 1 1 0", "use the stairs", 1.0),
]


def run(name: str, stdin: str) -> tuple[float, float, str]:
    """Wall seconds, CPU seconds (user + system of the process) and its output."""
    env = dict(os.environ, PYTHONPATH=str(ROOT / "src"))
    code = "from fewest.cli.app import main; main()"
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    out = subprocess.run([sys.executable, "-c", code, "solve", name, "-", "-f", "judge"],
                         input=stdin + "\n", capture_output=True, text=True, env=env)
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, out.stdout


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    bad = 0
    print(f"{'problem':<10} | {'largest input':<24} | {'seconds (whole process, warm)':>29} "
          f"| {'CPU seconds':>11} | judge limit")
    print(f"{'-' * 10} | {'-' * 24} | {'-' * 29} | {'-' * 11} | {'-' * 11}")
    for name, stdin, want, limit in ROWS:
        run(name, stdin)  # warm numba's cache and the OS's file cache
        runs = [run(name, stdin) for _ in range(max(1, args.repeat))]
        wall = min(r[0] for r in runs)
        cpu = min(r[1] for r in runs)
        out = runs[0][2]
        first = out.splitlines()[0] if out else "<nothing>"
        ok = want is None or first == want
        bad += not ok
        mark = "" if ok else f"  WRONG: {first!r}, expected {want!r}"
        print(f"{name:<10} | {stdin:<24} | {wall:>29.3f} | {cpu:>11.3f} | {limit:g} s{mark}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
