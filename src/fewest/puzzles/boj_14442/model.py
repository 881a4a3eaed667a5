"""The case of Baekjoon 14442, validated, and its rules as a layered grid.

A case is ``{"n": N, "m": M, "k": K, "map": [N strings of M digits]}``:
``0`` floor, ``1`` wall; at most K walls (1 ≤ K ≤ 10) may be broken.  The
answer counts the *cells* of the path, both ends included.  The state is
``(row, col, broken)`` with ``broken`` in 0..K.

>>> g = grid_of(validate({"n": 1, "m": 3, "k": 2, "map": ["010"]}))
>>> g.rule, g.limit, g.layers
(1, 2, 3)
"""

from __future__ import annotations

from typing import Any

from fewest.puzzles.common.grid_judge import bad, check_range, field, grid_rows
from fewest.puzzles.common.layered_grid import BREAK, LayeredGrid

NAME = "boj-14442"
LOW, HIGH = 1, 1000
K_LOW, K_HIGH = 1, 10
_CODES = bytes.maketrans(b"01", b"\x00\x01")


def validate(case: Any) -> dict[str, Any]:
    """``case`` checked against every constraint of the statement (one-line errors)."""
    if not isinstance(case, dict):
        raise bad(NAME, "a case is an object with n, m, k and map", case)
    n, m, k = field(NAME, case, "n"), field(NAME, case, "m"), field(NAME, case, "k")
    check_range(NAME, "N", n, LOW, HIGH, case)
    check_range(NAME, "M", m, LOW, HIGH, case)
    check_range(NAME, "K", k, K_LOW, K_HIGH, case)
    rows = grid_rows(NAME, case, "map", n, m, "01")
    if rows[0][0] != "0" or rows[-1][-1] != "0":
        raise bad(NAME, "(1, 1) and (N, M) must be 0, as the statement says", case)
    return {"n": n, "m": m, "k": k, "map": rows}


def grid_of(case: dict[str, Any]) -> LayeredGrid:
    """The map as a layered grid whose layer counts the walls broken (0..K)."""
    n, m = case["n"], case["m"]
    codes = "".join(case["map"]).encode("ascii").translate(_CODES)
    goals = bytearray(n * m)
    goals[-1] = 1
    return LayeredGrid(n, m, codes, bytes(goals), (0, 0), BREAK, case["k"])


def layer_words(broken: int, limit: int) -> str:
    return f"walls broken: {broken} of {limit}"
