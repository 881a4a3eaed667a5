"""The case of Baekjoon 1600, validated, and its rules as a layered grid.

A case is ``{"k": K, "w": W, "h": H, "grid": [H strings of W digits]}``:
``0`` flat ground, ``1`` an obstacle.  The monkey starts top-left and must
reach bottom-right; each move is one step to a side neighbour, or, at most K
times in all, a chess knight's jump (over anything, onto flat ground).  The
answer counts moves.  The state is ``(row, col, jumps used)`` with jumps in
0..K.  Note the input order: **W (columns) first, then H (rows)**.

>>> g = grid_of(validate({"k": 1, "w": 3, "h": 2, "grid": ["010", "000"]}))
>>> g.rows, g.cols, g.rule, g.limit
(2, 3, 2, 1)
"""

from __future__ import annotations

from typing import Any

from fewest.puzzles.common.grid_judge import bad, check_range, field, grid_rows
from fewest.puzzles.common.layered_grid import JUMP, LayeredGrid

NAME = "boj-1600"
LOW, HIGH = 1, 200
K_LOW, K_HIGH = 0, 30
_CODES = bytes.maketrans(b"01", b"\x00\x01")


def validate(case: Any) -> dict[str, Any]:
    """``case`` checked against every constraint of the statement (one-line errors)."""
    if not isinstance(case, dict):
        raise bad(NAME, "a case is an object with k, w, h and grid", case)
    k, w, h = field(NAME, case, "k"), field(NAME, case, "w"), field(NAME, case, "h")
    check_range(NAME, "K", k, K_LOW, K_HIGH, case)
    check_range(NAME, "W", w, LOW, HIGH, case)
    check_range(NAME, "H", h, LOW, HIGH, case)
    rows = grid_rows(NAME, case, "grid", h, w, "01")
    if rows[0][0] != "0" or rows[-1][-1] != "0":
        raise bad(NAME, "the start and the finish must be flat (0), as the statement says",
                  case)
    return {"k": k, "w": w, "h": h, "grid": rows}


def grid_of(case: dict[str, Any]) -> LayeredGrid:
    """The board as a layered grid whose layer counts the knight jumps used (0..K)."""
    h, w = case["h"], case["w"]
    codes = "".join(case["grid"]).encode("ascii").translate(_CODES)
    goals = bytearray(h * w)
    goals[-1] = 1
    return LayeredGrid(h, w, codes, bytes(goals), (0, 0), JUMP, case["k"])


def layer_words(jumps: int, limit: int) -> str:
    return f"knight jumps used: {jumps} of {limit}"
