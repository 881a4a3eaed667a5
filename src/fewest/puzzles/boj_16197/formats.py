"""Baekjoon 16197's input and output.

Input: ``N M``, then N rows of M characters ``o . #``.  Output: the fewest
presses that drop exactly one coin, or ``-1`` when that cannot be done within
10 presses.

>>> case = read_input("1 2\\noo\\n")[0]
>>> case, write_input(case)
({'n': 1, 'm': 2, 'board': ['oo']}, '1 2\\noo\\n')
>>> answer(1), answer(None)
('1', '-1')
"""

from __future__ import annotations

from typing import Any

from fewest.puzzles.boj_16197.model import HIGH, LOW, NAME, validate
from fewest.puzzles.common.grid_judge import Lines, check_range


def read_input(text: str) -> list[dict[str, Any]]:
    """The one case of the judge's stdin, validated."""
    lines = Lines(NAME, text)
    n, m = lines.ints(2, "N M")
    check_range(NAME, "N", n, LOW, HIGH, lines.lines[0])
    check_range(NAME, "M", m, LOW, HIGH, lines.lines[0])
    rows = [lines.row(m, "o.#", i + 1) for i in range(n)]
    lines.end()
    return [validate({"n": n, "m": m, "board": rows})]


def write_input(case: dict[str, Any]) -> str:
    return f"{case['n']} {case['m']}\n" + "".join(row + "\n" for row in case["board"])


def answer(presses: int | None) -> str:
    """The fewest presses, or ``-1`` (impossible, or more than 10 needed)."""
    return "-1" if presses is None else str(presses)
