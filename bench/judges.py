"""Every judge problem's largest input against the judge's time limit, as whole-process
CPU seconds of ``fewest solve NAME FILE -f judge`` (Python start-up, imports, reading,
solving and printing: what a judge would charge).

Run: ``.venv/bin/python bench/judges.py [--only boj-7576,lc-994] [--repeat 1]``

The largest input: a kit problem's declared ``largest`` texts, else its grammar's
largest case (every number at its high end, the rest drawn at full scale) repeated
``T``'s high end times where one input holds several cases; an older problem's
largest case among the first 300 of its own stream (T = 100 where the input holds
several).  The CPU time is the child's user + system time (``os.wait4``), best of
``--repeat``; numba's first compile of a kernel is excluded by a warm-up run.
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import tempfile
from itertools import islice
from typing import Any

from fewest.puzzles import REGISTRY, get_family
from fewest.puzzles.kit import KitFamily


def largest_inputs(name: str) -> list[str]:
    """The judge texts of the problem's largest inputs."""
    family = get_family(name)
    spec = family.judge
    assert spec is not None
    rng = random.Random(0)
    if isinstance(family, KitFamily):
        problem = family.problem
        if problem.largest:
            return list(problem.largest)
        case = problem.input.largest(rng)
        assert case is not None, name
        cases = problem.input.cases
        count = int(cases.hi) if cases is not None and isinstance(cases.hi, int) else 1
        return [spec.stdin_of([case] * count)]
    cases = list(islice(spec.stream(rng), 300))
    top = max(cases, key=spec.size)
    return [spec.stdin_of([top] * (100 if spec.multi else 1))]


def cpu_seconds(name: str, text: str) -> tuple[float, int, str]:
    """The child's CPU seconds, exit code and first output line for one input."""
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
        f.write(text)
    try:
        proc = subprocess.Popen([sys.executable, "-m", "fewest.cli.app", "solve", name, f.name,
                                 "-f", "judge"], stdout=subprocess.PIPE,
                                stderr=subprocess.DEVNULL, text=True)
        out = proc.stdout.read() if proc.stdout else ""
        _pid, status, usage = os.wait4(proc.pid, 0)
        return usage.ru_utime + usage.ru_stime, os.waitstatus_to_exitcode(status), \
            (out.splitlines() or [""])[0][:20]
    finally:
        os.unlink(f.name)


def main(argv: Any = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", default="", help="comma-separated problem names")
    parser.add_argument("--repeat", type=int, default=1)
    args = parser.parse_args(argv)
    names = [n for n in REGISTRY if get_family(n).judge is not None and
             get_family(n).judge.name == n]  # type: ignore[union-attr]
    if args.only:
        wanted = {get_family(n).name for n in args.only.split(",")}
        names = [n for n in names if n in wanted]
    print("| problem | largest input | CPU s | limit s | within |")
    print("| --- | --- | ---: | ---: | --- |")
    over = 0
    for name in names:
        spec = get_family(name).judge
        assert spec is not None
        for text in largest_inputs(name):
            cpu_seconds(name, text)  # warm-up: numba compiles land in the cache
            best = min(cpu_seconds(name, text)[0] for _ in range(max(1, args.repeat)))
            shown = f"{len(text):,} bytes"
            ok = best <= spec.time_limit
            over += not ok
            print(f"| {name} | {shown} | {best:.2f} | {spec.time_limit:g} | "
                  f"{'yes' if ok else '**no**'} |", flush=True)
    print(f"\n{len(names)} problems, {over} inputs over the limit")


if __name__ == "__main__":
    main()
