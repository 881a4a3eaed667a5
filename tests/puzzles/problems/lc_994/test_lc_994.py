"""LeetCode 994 Rotting Oranges on the judge kit, against an independent oracle: the
rot simulated minute by minute on a copy of the grid, until nothing changes."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.puzzles.problems.kit_suite import kit_tests


def oracle(case: Any) -> str:
    grid = [list(row) for row in case["grid"]]
    n, m = len(grid), len(grid[0])
    minute = 0
    while True:
        rot = [(r, c) for r in range(n) for c in range(m) if grid[r][c] == 1 and any(
            0 <= r + dr < n and 0 <= c + dc < m and grid[r + dr][c + dc] == 2
            for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)))]
        if not rot:
            break
        for r, c in rot:
            grid[r][c] = 2
        minute += 1
    fresh = any(v == 1 for row in grid for v in row)
    return "-1" if fresh else str(minute)


globals().update(kit_tests("leetcode-994", oracle, Path(__file__).parent / "corpus"))


def test_check_reports_a_computed_answer() -> None:
    """``fewest check`` on a problem answered by ``solve`` (no moves to draw) reports
    the counterexample and the expected return value, without an internal error."""
    from tests.puzzles.problems.kit_suite import cli

    bug = Path(__file__).parent / "corpus" / "bug_994_no_rotten_is_impossible.py"
    result = cli("check", "leetcode-994", str(bug), "--cases", "60")
    assert result.exit_code == 1, result.output
    assert "expected" in result.output and "internal error" not in result.output
