"""The case of Baekjoon 2178, validated, and its rules as a layered grid.

A case is ``{"n": N, "m": M, "maze": [N strings of M digits]}``: ``1`` a cell
one may walk on, ``0`` one that cannot be entered.  The walk starts on
(1, 1) and ends on (N, M), four-neighbour steps; the answer counts the
*cells* of the path, both ends included (so it is the moves plus one).

>>> grid = grid_of(validate({"n": 2, "m": 2, "maze": ["11", "01"]}))
>>> grid.rows, grid.cols, grid.start, grid.goals
(2, 2, (0, 0), b'\\x00\\x00\\x00\\x01')
"""

from __future__ import annotations

from typing import Any

from fewest.puzzles.common.grid_judge import bad, check_range, field, grid_rows
from fewest.puzzles.common.layered_grid import FLOOR, PLAIN, WALL, LayeredGrid

NAME = "boj-2178"
LOW, HIGH = 2, 100


def validate(case: Any) -> dict[str, Any]:
    """``case`` checked against every constraint of the statement (one-line errors)."""
    if not isinstance(case, dict):
        raise bad(NAME, "a case is an object with n, m and maze", case)
    n, m = field(NAME, case, "n"), field(NAME, case, "m")
    check_range(NAME, "N", n, LOW, HIGH, case)
    check_range(NAME, "M", m, LOW, HIGH, case)
    rows = grid_rows(NAME, case, "maze", n, m, "01")
    if rows[0][0] != "1" or rows[-1][-1] != "1":
        raise bad(NAME, "(1, 1) and (N, M) must be 1: the statement promises a path "
                  "between them", case)
    return {"n": n, "m": m, "maze": rows}


def grid_of(case: dict[str, Any]) -> LayeredGrid:
    """The maze as a plain layered grid (one layer)."""
    n, m = case["n"], case["m"]
    codes = bytes(FLOOR if ch == "1" else WALL for row in case["maze"] for ch in row)
    goals = bytearray(n * m)
    goals[-1] = 1
    return LayeredGrid(n, m, codes, bytes(goals), (0, 0), PLAIN)
