"""Baekjoon 13460's input and output.

Input: ``N M``, then N rows of M characters ``. # O R B``.  Output: the fewest
tilts that drop the red ball (and not the blue one), or ``-1`` when that cannot
be done within 10 tilts.

>>> case = read_input("3 5\\n#####\\n#ROB#\\n#####\\n")[0]
>>> case["board"], write_input(case)
(['#####', '#ROB#', '#####'], '3 5\\n#####\\n#ROB#\\n#####\\n')
>>> answer(1), answer(None)
('1', '-1')
"""

from __future__ import annotations

from typing import Any

from fewest.puzzles.boj_13460.model import ALPHABET, HIGH, LOW, NAME, validate
from fewest.puzzles.common.grid_judge import Lines, check_range


def read_input(text: str) -> list[dict[str, Any]]:
    """The one case of the judge's stdin, validated."""
    lines = Lines(NAME, text)
    n, m = lines.ints(2, "N M")
    check_range(NAME, "N", n, LOW, HIGH, lines.lines[0])
    check_range(NAME, "M", m, LOW, HIGH, lines.lines[0])
    rows = [lines.row(m, ALPHABET, i + 1) for i in range(n)]
    lines.end()
    return [validate({"n": n, "m": m, "board": rows})]


def write_input(case: dict[str, Any]) -> str:
    return f"{case['n']} {case['m']}\n" + "".join(row + "\n" for row in case["board"])


def answer(tilts: int | None) -> str:
    """The fewest tilts, or ``-1`` (impossible, or more than 10 needed)."""
    return "-1" if tilts is None else str(tilts)
