"""LeetCode 1091's input and output: the argument ``grid`` as JSON, the return value.

A board is a case (``{"grid": [[0, 1], [1, 0]]}``), the bare grid, or either
as text (JSON, or rows of 0/1 split by ``/`` or new lines).

>>> read_case('{"grid": [[0,1],[1,0]]}'), read_case("0 1 / 1 0")
({'grid': [[0, 1], [1, 0]]}, {'grid': [[0, 1], [1, 0]]})
>>> answer(None), answer(3)
('-1', '4')
"""

from __future__ import annotations

import json
from typing import Any

from fewest.errors import InvalidPuzzleError
from fewest.puzzles.boardtext import parse_grid, strip_bom
from fewest.puzzles.lc_1091.model import PARAM, bad


def read_case(board: Any) -> Any:
    """The case (a dict of the arguments) that ``board`` holds."""
    if isinstance(board, str):
        text = strip_bom(board).strip()
        if not text:
            raise bad("empty input", board)
        if text.startswith(("{", "[")):
            from fewest.puzzles.lc_1091.judge import JUDGE

            try:
                cases = JUDGE.read_input(text)
            except (ValueError, InvalidPuzzleError):
                raise bad("not a JSON object of the arguments", board) from None
            if len(cases) != 1:
                raise bad(f"the input holds {len(cases)} cases, expected one", board)
            board = cases[0]
        else:
            try:
                board = parse_grid(text)
            except InvalidPuzzleError:
                raise bad("not a grid of 0 and 1", board) from None
    if isinstance(board, list):
        return {PARAM: board}
    return board


def answer(steps: int | None) -> str:
    """The return value as JSON: cells on the path (steps + 1), or -1."""
    return json.dumps(-1 if steps is None else steps + 1)
