"""Baekjoon 1194's input and output.

Input: ``N M``, then N rows of M characters.  Output: the fewest moves to
an exit, or ``-1``.

>>> case = read_input("1 7\\nf0.F..1\\n")[0]
>>> case, write_input(case)
({'n': 1, 'm': 7, 'maze': ['f0.F..1']}, '1 7\\nf0.F..1\\n')
>>> answer(7), answer(None)
('7', '-1')
"""

from __future__ import annotations

from typing import Any

from fewest.puzzles.boj_1194.model import ALPHABET, HIGH, LOW, NAME, validate
from fewest.puzzles.common.grid_judge import Lines, check_range


def read_input(text: str) -> list[dict[str, Any]]:
    """The one case of the judge's stdin, validated."""
    lines = Lines(NAME, text)
    n, m = lines.ints(2, "N M")
    check_range(NAME, "N", n, LOW, HIGH, lines.lines[0])
    check_range(NAME, "M", m, LOW, HIGH, lines.lines[0])
    rows = [lines.row(m, ALPHABET, i + 1) for i in range(n)]
    lines.end()
    return [validate({"n": n, "m": m, "maze": rows})]


def write_input(case: dict[str, Any]) -> str:
    return f"{case['n']} {case['m']}\n" + "".join(row + "\n" for row in case["maze"])


def answer(moves: int | None) -> str:
    """The fewest moves, or ``-1`` when no exit can be reached."""
    return "-1" if moves is None else str(moves)
