"""Baekjoon 1600's input and output.

Input: ``K``; then ``W H`` (columns first); then H lines of W numbers
``0``/``1`` separated by spaces.  Output: the fewest moves, or ``-1``.

>>> case = read_input("1\\n3 2\\n0 1 0\\n0 0 0\\n")[0]
>>> case, write_input(case)
({'k': 1, 'w': 3, 'h': 2, 'grid': ['010', '000']}, '1\\n3 2\\n0 1 0\\n0 0 0\\n')
>>> answer(4), answer(None)
('4', '-1')
"""

from __future__ import annotations

from typing import Any

from fewest.puzzles.boj_1600.model import HIGH, K_HIGH, K_LOW, LOW, NAME, validate
from fewest.puzzles.common.grid_judge import Lines, check_range


def read_input(text: str) -> list[dict[str, Any]]:
    """The one case of the judge's stdin, validated."""
    lines = Lines(NAME, text)
    (k,) = lines.ints(1, "K")
    check_range(NAME, "K", k, K_LOW, K_HIGH, lines.lines[0])
    w, h = lines.ints(2, "W H")
    check_range(NAME, "W", w, LOW, HIGH, lines.lines[1])
    check_range(NAME, "H", h, LOW, HIGH, lines.lines[1])
    rows = [lines.row(w, "01", i + 1, spaced=True) for i in range(h)]
    lines.end()
    return [validate({"k": k, "w": w, "h": h, "grid": rows})]


def write_input(case: dict[str, Any]) -> str:
    body = "".join(" ".join(row) + "\n" for row in case["grid"])
    return f"{case['k']}\n{case['w']} {case['h']}\n{body}"


def answer(moves: int | None) -> str:
    """The fewest moves, or ``-1`` when the finish cannot be reached."""
    return "-1" if moves is None else str(moves)
