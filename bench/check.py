"""``fewest check`` on every buggy fixture solution: how fast, how small, how many cases.

Run: ``.venv/bin/python bench/check.py [--jobs 2] [--seed 0] [--harness run|function|both]``

For each bug in ``tests/check/solutions`` (and each harness), one row: the
case that failed first and the seconds to reach it, the size of that
failure and of the shrunk counterexample (the judge's own measure: moves
from the goal, side and jumps, pairs and key presses), the candidates the
shrinker ran, and the seconds in all.  Times are wall clock on this
machine; the sizes and counts are deterministic for a seed.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from fewest.check.judges import judge_for

from fewest.check.harness import FunctionHarness, Harness, RunHarness
from fewest.check.session import Settings, check

SOLUTIONS = Path(__file__).resolve().parents[1] / "tests" / "check" / "solutions"

#: (puzzle, fixture, function target, the bug)
BUGS = [
    ("sliding", "sliding_wrap.py", "solution", "blank wraps to the next row"),
    ("rubiks-square", "rubiks_up.py", "solution", "column moved up, not down"),
    ("snakes-ladders", "snakes_chain.py", "Solution.snakesAndLadders", "chained jumps followed"),
    ("card-match", "cards_ctrl.py", "solution", "Ctrl stops before the card"),
]


def harness_for(puzzle: str, fixture: str, function: str, kind: str) -> Harness:
    judge = judge_for(puzzle)
    path = SOLUTIONS / fixture
    if kind == "run":
        return RunHarness(judge, f"{sys.executable} {path}")
    return FunctionHarness(judge, str(path), function)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--harness", choices=("run", "function", "both"), default="both")
    args = parser.parse_args()
    kinds = ("run", "function") if args.harness == "both" else (args.harness,)
    head = (f"{'puzzle':15} {'bug':28} {'harness':8} {'cases':>5} {'first s':>7}  "
            f"{'first failure':32} {'shrunk to':26} {'tried':>5} {'total s':>7}")
    print(head)
    print("-" * len(head))
    for puzzle, fixture, function, bug in BUGS:
        for kind in kinds:
            harness = harness_for(puzzle, fixture, function, kind)
            result = check(Settings(harness, harness.judge.default_cases, args.seed,
                                    jobs=args.jobs))
            first, small = result.first, result.smallest
            if first is None or small is None:
                print(f"{puzzle:15} {bug:28} {kind:8} {result.cases:>5}  NOT FOUND")
                continue
            judge = harness.judge
            print(f"{puzzle:15} {bug:28} {kind:8} {result.cases:>5} "
                  f"{result.first_seconds or 0:>7.2f}  "
                  f"{judge.describe(first.case, first.expected):32} "
                  f"{judge.describe(small.case, small.expected):26} {result.tried:>5} "
                  f"{result.seconds:>7.2f}")


if __name__ == "__main__":
    main()
