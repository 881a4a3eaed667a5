"""Correct fixture solutions never get a counterexample (a few cases here, hundreds when slow).

The fixtures are independent implementations (plain and bidirectional BFS,
a pair-order search), so a pass also means fewest's optimal answers agree
with them on every case: the samples, the edge cases (the 31-move
8-puzzles, the 7-move Rubik's squares, the 20x20 boards) and the random ones.
"""

from __future__ import annotations

import pytest

from tests.check.helpers import check_json, script, target

#: (puzzle, fixture, function target, extra --run arguments, extra check options)
CORRECT = [
    ("boj-1525", "sliding_ok.py", "solution", (), ()),
    ("boj-2549", "rubiks_ok.py", "solution", (), ()),
    ("leetcode-909", "snakes_ok.py", "Solution.snakesAndLadders", (), ()),
    ("leetcode-909", "snakes_template.py", "Solution.snakesAndLadders", None, ()),
    ("programmers-72415", "cards_ok.py", "solution", (), ()),
]
#: cases in the default suite: the fixed samples and edge cases, and a few random ones
FEW = {"boj-1525": 12, "boj-2549": 9, "leetcode-909": 14, "programmers-72415": 9}


def _ids() -> list[str]:
    return [f"{c[0]}-{c[1]}{'-' + c[3][0] if c[3] else ''}" for c in CORRECT]


def passes(puzzle: str, fixture: str, function: str, run_args: tuple[str, ...] | None,
           options: tuple[str, ...], cases: int, harness: str) -> None:
    where = script(fixture, *(run_args or ())) if harness == "--run" else target(fixture, function)
    code, body = check_json(puzzle, harness, where, "--cases", str(cases), "--jobs", "2",
                            "--timeout", "20", *options)
    assert body["counterexample"] is None, body["counterexample"]
    assert (code, body["status"], body["cases"]) == (0, "pass", cases)


@pytest.mark.parametrize(("puzzle", "fixture", "function", "run_args", "options"), CORRECT,
                         ids=_ids())
def test_correct_solution_passes(puzzle: str, fixture: str, function: str,
                                 run_args: tuple[str, ...] | None,
                                 options: tuple[str, ...]) -> None:
    harness = "--function" if run_args is None or options else "--run"
    passes(puzzle, fixture, function, run_args, options, FEW[puzzle], harness)


def _both_harnesses() -> list[object]:
    """Every correct fixture under both harnesses (a LeetCode template without a main
    under --function only)."""
    return [pytest.param(*row, harness, id=f"{name}{harness}")
            for row, name in zip(CORRECT, _ids(), strict=True)
            for harness in ("--run", "--function") if row[3] is not None or harness != "--run"]


@pytest.mark.slow
@pytest.mark.parametrize(("puzzle", "fixture", "function", "run_args", "options", "harness"),
                         _both_harnesses())
def test_correct_solution_passes_hundreds(puzzle: str, fixture: str, function: str,
                                          run_args: tuple[str, ...] | None,
                                          options: tuple[str, ...], harness: str) -> None:
    cases = 150 if puzzle == "boj-2549" else 300
    passes(puzzle, fixture, function, run_args, options, cases, harness)
