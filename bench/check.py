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
"""

from __future__ import annotations

import argparse
import tempfile
from pathlib import Path

from fewest.check.languages import harness_for
from fewest.check.problem import problem
from fewest.check.session import Settings, check

CORPUS = Path(__file__).resolve().parents[1] / "tests" / "check" / "corpus"

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
    args = parser.parse_args()
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


if __name__ == "__main__":
    main()
