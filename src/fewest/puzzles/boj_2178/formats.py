"""Baekjoon 2178's input and output.

Input: ``N M``, then N rows of M digits written together.  Output: the
fewest cells on a path, both ends counted.

>>> case = read_input("2 3\\n111\\n011\\n")[0]
>>> case, write_input(case)
({'n': 2, 'm': 3, 'maze': ['111', '011']}, '2 3\\n111\\n011\\n')
>>> answer(3), answer(None)
('4', '-1')
"""

from __future__ import annotations

from typing import Any

from fewest.puzzles.boj_2178.model import HIGH, LOW, NAME, validate
from fewest.puzzles.common.grid_judge import Lines, check_range


def read_input(text: str) -> list[dict[str, Any]]:
    """The one case of the judge's stdin, validated."""
    lines = Lines(NAME, text)
    n, m = lines.ints(2, "N M")
    check_range(NAME, "N", n, LOW, HIGH, lines.lines[0])
    check_range(NAME, "M", m, LOW, HIGH, lines.lines[0])
    maze = [lines.row(m, "01", i + 1) for i in range(n)]
    lines.end()
    return [validate({"n": n, "m": m, "maze": maze})]


def write_input(case: dict[str, Any]) -> str:
    return f"{case['n']} {case['m']}\n" + "".join(row + "\n" for row in case["maze"])


def answer(moves: int | None) -> str:
    """What an accepted program prints: the cells of a shortest path (moves + 1).

    No path at all is outside the statement (it promises one); fewest prints
    ``-1`` for it, as for the other maze problems.
    """
    return "-1" if moves is None else str(moves + 1)
