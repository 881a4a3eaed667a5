"""The case of Baekjoon 1194, validated, and its rules as a layered grid.

A case is ``{"n": N, "m": M, "maze": [N strings of M characters]}`` over
``. # a-f A-F 0 1``: ``.`` empty, ``#`` wall, a key ``a``-``f`` (picked up
on entering; keys are never used up), a door ``A``-``F`` (passable only
holding its key), ``0`` the start (exactly one), ``1`` an exit (at least one;
reaching any ends the escape).  The answer counts moves.  The state is
``(row, col, keys)``, ``keys`` a 6-bit mask.

>>> g = grid_of(validate({"n": 1, "m": 4, "maze": ["a0A1"]}))
>>> g.start, g.rule, g.layers, g.goals
((0, 1), 3, 64, b'\\x00\\x00\\x00\\x01')
"""

from __future__ import annotations

from typing import Any

from fewest.puzzles.common.grid_judge import bad, check_range, field, grid_rows
from fewest.puzzles.common.layered_grid import CODES, FLOOR, KEYS, LayeredGrid

NAME = "boj-1194"
LOW, HIGH = 1, 50
ALPHABET = ".#abcdefABCDEF01"
_CODES = bytes.maketrans(ALPHABET.encode(), bytes(
    [CODES.get(ch, FLOOR) for ch in ALPHABET]))


def validate(case: Any) -> dict[str, Any]:
    """``case`` checked against every constraint of the statement (one-line errors)."""
    if not isinstance(case, dict):
        raise bad(NAME, "a case is an object with n, m and maze", case)
    n, m = field(NAME, case, "n"), field(NAME, case, "m")
    check_range(NAME, "N", n, LOW, HIGH, case)
    check_range(NAME, "M", m, LOW, HIGH, case)
    rows = grid_rows(NAME, case, "maze", n, m, ALPHABET)
    text = "".join(rows)
    if text.count("0") != 1:
        raise bad(NAME, f"the maze must hold exactly one '0' (the start), it holds "
                  f"{text.count('0')}", case)
    if "1" not in text:
        raise bad(NAME, "the maze must hold at least one '1' (an exit)", case)
    return {"n": n, "m": m, "maze": rows}


def grid_of(case: dict[str, Any]) -> LayeredGrid:
    """The maze as a layered grid whose layer is the set of keys held."""
    n, m = case["n"], case["m"]
    text = "".join(case["maze"])
    codes = text.encode("ascii").translate(_CODES)
    goals = bytes(1 if ch == "1" else 0 for ch in text)
    start = divmod(text.index("0"), m)
    return LayeredGrid(n, m, codes, goals, start, KEYS)


def layer_words(keys: int) -> str:
    held = "".join(chr(97 + i) for i in range(6) if keys >> i & 1)
    return f"keys: {held or 'none'}"
