"""The case of Baekjoon 2206, validated, and its rules as a layered grid.

A case is ``{"n": N, "m": M, "map": [N strings of M digits]}``: ``0`` floor,
``1`` a wall.  From (1, 1) to (N, M) by four-neighbour steps; at most one
wall may be broken on the way (stepping onto it breaks it).  The answer
counts the *cells* of the path, both ends included.  The state is
``(row, col, broken)`` with ``broken`` in 0..1.

>>> g = grid_of(validate({"n": 1, "m": 3, "map": ["010"]}))
>>> g.rule, g.limit, g.layers
(1, 1, 2)
"""

from __future__ import annotations

from typing import Any

from fewest.puzzles.common.grid_judge import bad, check_range, field, grid_rows
from fewest.puzzles.common.layered_grid import BREAK, LayeredGrid

NAME = "boj-2206"
LOW, HIGH = 1, 1000
#: walls that may be broken
K = 1
_CODES = bytes.maketrans(b"01", b"\x00\x01")


def validate(case: Any) -> dict[str, Any]:
    """``case`` checked against every constraint of the statement (one-line errors)."""
    if not isinstance(case, dict):
        raise bad(NAME, "a case is an object with n, m and map", case)
    n, m = field(NAME, case, "n"), field(NAME, case, "m")
    check_range(NAME, "N", n, LOW, HIGH, case)
    check_range(NAME, "M", m, LOW, HIGH, case)
    rows = grid_rows(NAME, case, "map", n, m, "01")
    if rows[0][0] != "0" or rows[-1][-1] != "0":
        raise bad(NAME, "(1, 1) and (N, M) must be 0, as the statement says", case)
    return {"n": n, "m": m, "map": rows}


def grid_of(case: dict[str, Any], limit: int = K) -> LayeredGrid:
    """The map as a layered grid whose layer counts the walls broken."""
    n, m = case["n"], case["m"]
    codes = "".join(case["map"]).encode("ascii").translate(_CODES)
    goals = bytearray(n * m)
    goals[-1] = 1
    return LayeredGrid(n, m, codes, bytes(goals), (0, 0), BREAK, limit)


def layer_words(broken: int, limit: int = K) -> str:
    return f"walls broken: {broken} of {limit}"
