"""Baekjoon 6593 상범 빌딩 on the judge kit, against an independent oracle: a plain
breadth-first search over the cubes, written here; plus the terminated input
(several buildings, ``0 0 0``) read and written back."""

from __future__ import annotations

from collections import deque
from pathlib import Path
from typing import Any

from tests.puzzles.problems.kit_suite import cli, kit_tests

from fewest.puzzles import get_family


def oracle(case: Any) -> str:
    b = case["building"]
    n, rows, cols = case["L"], case["R"], case["C"]
    start = next((f, r, c) for f in range(n) for r in range(rows) for c in range(cols)
                 if b[f][r][c] == "S")
    dist = {start: 0}
    queue = deque([start])
    while queue:
        f, r, c = queue.popleft()
        if b[f][r][c] == "E":
            return f"Escaped in {dist[f, r, c]} minute(s)."
        for df, dr, dc in ((1, 0, 0), (-1, 0, 0), (0, 1, 0), (0, -1, 0), (0, 0, 1), (0, 0, -1)):
            g, s, d = f + df, r + dr, c + dc
            if 0 <= g < n and 0 <= s < rows and 0 <= d < cols and b[g][s][d] != "#" \
                    and (g, s, d) not in dist:
                dist[g, s, d] = dist[f, r, c] + 1
                queue.append((g, s, d))
    return "Trapped!"


globals().update(kit_tests("boj-6593", oracle, Path(__file__).parent / "corpus"))


def test_the_terminator_ends_the_input() -> None:
    spec = get_family("boj-6593").judge
    assert spec is not None
    text = "1 1 2\nSE\n\n2 1 1\nS\n\nE\n\n0 0 0\n"
    cases = spec.read_input(text)
    assert len(cases) == 2 and spec.stdin_of(cases) == text
    assert spec.read_input("1 1 2\nSE\n") == cases[:1]  # the last 0 0 0 may be left out
    result = cli("solve", "boj-6593", "-", "-f", "judge", stdin=text + "1 1 2\nSE\n")
    assert result.exit_code == 2 and "goes on after" in result.stderr
