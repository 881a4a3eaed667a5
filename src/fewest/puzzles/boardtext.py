"""Reading boards written by people: inline rows, JSON, or judge-style text.

Every family parses through :func:`parse_grid`, so all accept the same forms:

>>> parse_grid("3 1 2 / 4 7 5 / 6 8 0")
[[3, 1, 2], [4, 7, 5], [6, 8, 0]]
>>> parse_grid("[[1, 2], [3, 0]]")
[[1, 2], [3, 0]]
>>> parse_grid("1 2\\n3 0\\n")
[[1, 2], [3, 0]]
>>> parse_grid("1 2 3 0")
[[1, 2, 3, 0]]
"""

from __future__ import annotations

import json
from typing import Any

from fewest.errors import InvalidPuzzleError


def quote(value: Any, limit: int = 80) -> str:
    """A short, one-line quotation of user input for error messages.

    >>> quote("1 2\\n3")
    "'1 2 / 3'"
    """
    text = (
        value if isinstance(value, str) else json.dumps(value) if _jsonable(value) else repr(value)
    )
    text = (
        " / ".join(part.strip() for part in text.strip().splitlines())
        if isinstance(text, str)
        else text
    )
    if len(text) > limit:
        text = text[: limit - 3] + "..."
    return repr(text)


def _jsonable(value: Any) -> bool:
    try:
        json.dumps(value)
    except (TypeError, ValueError):
        return False
    return True


def parse_grid(board: Any) -> list[list[int]]:
    """Rows of integers from text or a JSON-like value.

    Text forms: JSON (``[[...], ...]``), rows split by ``/`` or newlines with
    whitespace (or commas) between numbers.  A single row comes back as one
    row; families that know their shape reshape it.  Raises
    :class:`InvalidPuzzleError` quoting the input when it is not a grid of
    integers.
    """
    original = board
    if isinstance(board, str):
        text = board.strip()
        if not text:
            raise InvalidPuzzleError(f"empty board: {original!r}")
        if text.startswith("["):
            try:
                board = json.loads(text)
            except json.JSONDecodeError:
                raise InvalidPuzzleError(f"board is not valid JSON: {quote(original)}") from None
        else:
            sep = "/" if "/" in text else "\n"
            rows = [r.replace(",", " ").split() for r in text.split(sep)]
            rows = [r for r in rows if r]
            try:
                return [[int(tok) for tok in r] for r in rows]
            except ValueError:
                raise InvalidPuzzleError(f"board holds a non-integer: {quote(original)}") from None
    if not isinstance(board, (list, tuple)) or not board:
        raise InvalidPuzzleError(f"board must be a non-empty list of rows: {quote(original)}")
    if all(_is_int(x) for x in board):
        return [[int(x) for x in board]]
    grid: list[list[int]] = []
    for row in board:
        if not isinstance(row, (list, tuple)) or not all(_is_int(x) for x in row):
            raise InvalidPuzzleError(f"board must be rows of integers: {quote(original)}")
        if not row:
            raise InvalidPuzzleError(f"board has an empty row: {quote(original)}")
        grid.append([int(x) for x in row])
    return grid


def _is_int(x: Any) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def require_rectangular(grid: list[list[int]], original: Any) -> tuple[int, int]:
    """``(rows, cols)`` of ``grid``, or an error when rows differ in length.

    >>> require_rectangular([[1, 2], [3, 4]], "1 2 / 3 4")
    (2, 2)
    """
    cols = len(grid[0])
    for i, row in enumerate(grid):
        if len(row) != cols:
            raise InvalidPuzzleError(
                f"row {i + 1} has {len(row)} cells but row 1 has {cols}: {quote(original)}"
            )
    return len(grid), cols


def parse_shape(text: str) -> tuple[int, int]:
    """``"3x4"`` -> ``(3, 4)``.

    >>> parse_shape("3x4")
    (3, 4)
    """
    parts = text.lower().replace("×", "x").split("x")
    try:
        r, c = (int(p) for p in parts)
    except ValueError:
        raise InvalidPuzzleError(f"shape must look like RxC, got {text!r}") from None
    if r < 1 or c < 1:
        raise InvalidPuzzleError(f"shape must be positive, got {text!r}")
    return r, c
