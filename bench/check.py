"""``fewest check`` throughput: one C++ and one Python program per judge problem.

Run: ``.venv/bin/python bench/check.py [--cases 40] [--seed 0]``

For each of the four judge problems and each language, one row from the
corpus (``tests/check/corpus``): the correct program's tests per second at
``--jobs 1`` and ``--jobs 2`` over ``--cases`` cases (the case stream,
fewest's proven answers and the judging included; compiled once before
timing), then one buggy program's seconds to the first failure and to the
shrunk, 1-minimal counterexample, with the candidates the shrinker ran.
Times are wall clock on this machine (it may be shared: compare rows of one
run); the failures, sizes and counts are deterministic for a seed.

A second table (``--speed-only`` prints it alone) times trivially fast correct
programs (``tests/check/solutions/fast``: C++ and Python on Baekjoon 1697 and LeetCode
1091, the latter as pasted from the site) over the judge's default cases: the
tests per second of ``check`` at ``--jobs 1`` and ``--jobs 2``, and the ratio of
``check``'s time to running the same program on the same inputs with no
judging (the same number of programs at once; fewest's answers warmed first,
as they are cached per run).  The aim: 100 tests/s for C++ at ``--jobs 2`` and
a ratio of at most 2.
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from fewest.check.harness import Harness, RunHarness
from fewest.check.languages import harness_for
from fewest.check.problem import problem
from fewest.check.session import Settings, check

CORPUS = Path(__file__).resolve().parents[1] / "tests" / "check" / "corpus"
FAST = CORPUS.parent / "solutions" / "fast"

#: (judge, the program in ``tests/check/solutions/fast/JUDGE/``)
SPEED = [("boj-1697", "ok.cpp"), ("boj-1697", "ok.py"),
         ("leetcode-1091", "ok.cpp"), ("leetcode-1091", "ok.py")]


def bare_seconds(harness: Harness, cases: int, seed: int, jobs: int) -> float:
    """Seconds to run the program on the first ``cases`` cases with no judging: the
    same command and stdin, ``jobs`` at a time (a Python function as a Python
    process calling it through fewest's worker, as ``check`` does)."""
    spec = harness.spec
    values = [v for v, _ in zip(spec.stream(random.Random(seed)), range(cases), strict=False)]
    if isinstance(harness, RunHarness):
        argv = harness.argv
        stdin = [harness.problem.input_file(v)[1] if harness.kind != "function"
                 else json.dumps(harness.problem.arguments(v)) + "\n" for v in values]
    else:
        argv = getattr(harness, "command", [])
        stdin = [json.dumps({"args": list(harness.problem.arguments(v).values())})
                 for v in values]

    def one(text: str) -> None:
        subprocess.run(argv, input=text.encode(), capture_output=True,
                       check=False)

    began = time.perf_counter()
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        list(pool.map(one, stdin))
    return time.perf_counter() - began


def speed_rows(seed: int, cases: int | None = None) -> None:
    """The second table (see the module docstring); ``cases`` (default: the judge's)."""
    head = ("| problem | program | tests/s, --jobs 1 | tests/s, --jobs 2 | "
            "ratio to no judging, --jobs 1 | ratio, --jobs 2 |")
    print(head)
    print("|" + "---|" * (head.count("|") - 1))
    for name, program in SPEED:
        p = problem(name)
        folder = tempfile.mkdtemp(prefix="fewest-bench-")
        try:
            harness = harness_for(p, str(FAST / name / program), folder=folder)
        except Exception as exc:  # an older fewest without drivers for pasted code
            print(f"| {name} | {program} | cannot run: {str(exc).splitlines()[0]} | | | |")
            continue
        count = cases or p.spec.default_cases
        check(Settings(harness, count, seed, jobs=2))  # compiled, fewest's answers warm
        rates, ratios = [], []
        for jobs in (1, 2):
            oracle_warm = check(Settings(harness, count, seed, jobs=jobs))
            assert oracle_warm.status == "pass", (name, program)
            rates.append(oracle_warm.rate)
            ratios.append(oracle_warm.search_seconds / bare_seconds(harness, count, seed, jobs))
        language = "C++17" if program.endswith(".cpp") else "Python 3"
        print(f"| {name} | {language} | {rates[0]:.1f} | {rates[1]:.1f} | {ratios[0]:.2f} | "
              f"{ratios[1]:.2f} |")

#: (judge, language suffix, the correct program, the buggy one)
ROWS = [
    ("boj-1525", ".cpp", "ok.cpp", "bug_wrap.cpp"),
    ("boj-1525", ".py", "ok.py", "bug_wrap.py"),
    ("boj-2549", ".cpp", "ok.cpp", "bug_no_undo.cpp"),
    ("boj-2549", ".py", "ok.py", "bug_up.py"),
    ("leetcode-909", ".cpp", "ok.cpp", "bug_rows.cpp"),
    ("leetcode-909", ".py", "ok.py", "bug_chain.py"),
    ("programmers-72415", ".cpp", "ok.cpp", "bug_enter.cpp"),
    ("programmers-72415", ".py", "ok.py", "bug_which.py"),
]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=int, default=40)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--speed-only", action="store_true",
                        help="only the second table (fast programs against no judging)")
    parser.add_argument("--speed-cases", type=int, default=None,
                        help="cases of the second table (default: the judge's, 200)")
    args = parser.parse_args()
    if args.speed_only:
        speed_rows(args.seed, args.speed_cases)
        return
    head = ("| problem | language | tests/s, --jobs 1 | tests/s, --jobs 2 | bug | "
            "first failure (s) | shrunk (s) | candidates | shrunk to |")
    print(head)
    print("|" + "---|" * (head.count("|") - 1))
    for name, suffix, ok, bug in ROWS:
        p = problem(name)
        folder = tempfile.mkdtemp(prefix="fewest-bench-")
        good = harness_for(p, str(CORPUS / name / ok), folder=folder)
        # the oracle's answers are cached per run: warm them once, as a long run would be
        check(Settings(good, args.cases, args.seed, jobs=2))
        rates = []
        for jobs in (1, 2):
            result = check(Settings(good, args.cases, args.seed, jobs=jobs))
            assert result.status == "pass", (name, ok)
            rates.append(result.rate)
        bad = harness_for(p, str(CORPUS / name / bug), folder=tempfile.mkdtemp())
        found = check(Settings(bad, p.spec.default_cases, args.seed, jobs=2))
        small = found.smallest
        assert small is not None and found.minimal, (name, bug)
        language = "C++17" if suffix == ".cpp" else "Python 3"
        print(f"| {name} | {language} | {rates[0]:.1f} | {rates[1]:.1f} | {bug} | "
              f"{found.first_seconds or 0:.2f} | {found.seconds:.2f} | {found.tried} | "
              f"{p.spec.says(small.case.value)} |")
    print()
    speed_rows(args.seed, args.speed_cases)


if __name__ == "__main__":
    main()
