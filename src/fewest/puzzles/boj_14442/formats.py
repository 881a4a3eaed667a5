"""Baekjoon 14442's input and output.

Input: ``N M K``, then N rows of M digits written together.  Output: the
fewest cells on a path (both ends counted), or ``-1``.

>>> case = read_input("2 3 1\\n010\\n000\\n")[0]
>>> case, write_input(case)
({'n': 2, 'm': 3, 'k': 1, 'map': ['010', '000']}, '2 3 1\\n010\\n000\\n')
>>> answer(3), answer(None)
('4', '-1')
"""

from __future__ import annotations

from typing import Any

from fewest.puzzles.boj_14442.model import HIGH, K_HIGH, K_LOW, LOW, NAME, validate
from fewest.puzzles.common.grid_judge import Lines, check_range


def read_input(text: str) -> list[dict[str, Any]]:
    """The one case of the judge's stdin, validated."""
    lines = Lines(NAME, text)
    n, m, k = lines.ints(3, "N M K")
    check_range(NAME, "N", n, LOW, HIGH, lines.lines[0])
    check_range(NAME, "M", m, LOW, HIGH, lines.lines[0])
    check_range(NAME, "K", k, K_LOW, K_HIGH, lines.lines[0])
    rows = [lines.row(m, "01", i + 1) for i in range(n)]
    lines.end()
    return [validate({"n": n, "m": m, "k": k, "map": rows})]


def write_input(case: dict[str, Any]) -> str:
    return (f"{case['n']} {case['m']} {case['k']}\n"
            + "".join(row + "\n" for row in case["map"]))


def answer(moves: int | None) -> str:
    """Cells on a shortest path (moves + 1), or ``-1`` when there is none."""
    return "-1" if moves is None else str(moves + 1)
