"""LeetCode 1263's input and output: the argument ``grid`` (rows of one-character
strings) as JSON, the return value.

A board is a case (``{"grid": [["#", "S"], ...]}``), the bare grid, or either
as text: JSON, or the picture itself, one row per line (or rows split by ``/``).

>>> read_case("#S#/.B./.T.")["grid"][1]
['.', 'B', '.']
>>> answer(None), answer(3)
('-1', '3')
"""

from __future__ import annotations

import json
from typing import Any

from fewest.errors import InvalidPuzzleError
from fewest.puzzles.boardtext import strip_bom
from fewest.puzzles.lc_1263.model import PARAM, bad


def read_case(board: Any) -> Any:
    """The case (a dict of the arguments) that ``board`` holds."""
    if isinstance(board, str):
        text = strip_bom(board).strip()
        if not text:
            raise bad("empty input", board)
        if text.startswith(("{", "[")):
            from fewest.puzzles.lc_1263.judge import JUDGE

            try:
                cases = JUDGE.read_input(text)
            except (ValueError, InvalidPuzzleError):
                raise bad("not a JSON object of the arguments", board) from None
            if len(cases) != 1:
                raise bad(f"the input holds {len(cases)} cases, expected one", board)
            board = cases[0]
        else:
            sep = "/" if "/" in text else "\n"
            board = [list(row.strip()) for row in text.split(sep) if row.strip()]
    if isinstance(board, list):
        return {PARAM: board}
    return board


def answer(pushes: int | None) -> str:
    """The return value as JSON: the fewest pushes, or -1."""
    return json.dumps(-1 if pushes is None else pushes)
