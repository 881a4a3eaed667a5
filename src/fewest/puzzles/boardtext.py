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
import re
from typing import Any

from fewest.errors import InvalidPuzzleError

#: Most digits a number on a board may have (every board number fits 64 bits).
MAX_DIGITS = 18
_INTEGER = re.compile(r"[+-]?[0-9]+")


def strip_bom(text: str) -> str:
    """Text without a leading UTF-8 byte-order mark (Windows editors write one).

    >>> strip_bom("\\ufeff1 2 / 3 0")
    '1 2 / 3 0'
    """
    return text[1:] if text.startswith("\ufeff") else text


class NumberTooLarge(InvalidPuzzleError):
    """A number with more digits than any board holds (raised by :func:`json_int`)."""


def request_int(text: str) -> int:
    """``parse_int`` for a whole request (an API body, a batch line): an integer past
    Python's own digit limit is refused in one line; smaller ones are each field's
    to judge, as on the command line.

    >>> request_int("12345678901234567890123")
    12345678901234567890123
    """
    return json_int(text) if len(text) > 4000 else int(text)


def json_int(text: str) -> int:
    """``json.loads(..., parse_int=json_int)``: an integer, or a one-line error for
    one too long to be a board number (Python refuses past 4,300 digits anyway).

    >>> json_int("-12")
    -12
    >>> json_int("9" * 5000)
    Traceback (most recent call last):
    fewest.puzzles.boardtext.NumberTooLarge: number too large: 99999999999999999999... has \
5,000 digits (a board number has at most 18)
    """
    if not _INTEGER.fullmatch(text):
        raise InvalidPuzzleError(f"not an integer: {text[:20]!r}")
    digits = len(text.lstrip("+-"))
    if digits > MAX_DIGITS:
        raise NumberTooLarge(
            f"number too large: {text[:20]}{'...' if digits > 20 else ''} has {digits:,} digits "
            f"(a board number has at most {MAX_DIGITS})")
    return int(text)


def quote(value: Any, limit: int = 80) -> str:
    """A short, one-line quotation of user input for error messages.

    >>> quote("1 2\\n3")
    "'1 2 / 3'"
    >>> quote([[10 ** 5000]])
    "'[[a number of 5,001 digits]]'"
    """
    text = value if isinstance(value, str) else _shown(value)
    text = (
        " / ".join(part.strip() for part in text.strip().splitlines())
        if isinstance(text, str)
        else text
    )
    if len(text) > limit:
        text = text[: limit - 3] + "..."
    return repr(text)


def _shown(value: Any) -> str:
    """JSON when it can be, else ``repr``; numbers too long to print are summed up."""
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_shown(x) for x in value[:40]) + (", ..." if len(value) > 40
                                                                    else "") + "]"
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= 10**4000:
        return f"a number of {len(f'{value:x}') * 4 * 30103 // 100000 + 1:,} digits"
    try:
        return json.dumps(value)
    except (TypeError, ValueError):
        return repr(value)


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
        text = strip_bom(board).strip()
        if not text:
            raise InvalidPuzzleError(f"empty board: {original!r}")
        try:
            if text.startswith("["):
                try:
                    board = json.loads(text, parse_int=json_int)
                except json.JSONDecodeError:
                    raise InvalidPuzzleError(
                        f"board is not valid JSON: {quote(original)}") from None
            else:
                sep = "/" if "/" in text else "\n"
                rows = [r.replace(",", " ").split() for r in text.split(sep)]
                numbers = [[_token(tok, original) for tok in r] for r in rows if r]
                if not numbers:
                    raise InvalidPuzzleError(f"board has no numbers: {quote(original)}")
                return numbers
        except NumberTooLarge as exc:
            raise InvalidPuzzleError(f"board holds a {exc}: {quote(original)}") from None
    if not isinstance(board, (list, tuple)) or not board:
        raise InvalidPuzzleError(f"board must be a non-empty list of rows: {quote(original)}")
    rows_of = [board] if all(_is_int(x) for x in board) else board
    grid: list[list[int]] = []
    for row in rows_of:
        if not isinstance(row, (list, tuple)) or not all(_is_int(x) for x in row):
            raise InvalidPuzzleError(f"board must be rows of integers: {quote(original)}")
        if not row:
            raise InvalidPuzzleError(f"board has an empty row: {quote(original)}")
        if any(abs(x) >= 10**MAX_DIGITS for x in row):
            raise InvalidPuzzleError(
                f"board holds a number too large for a board (more than {MAX_DIGITS} digits): "
                f"{quote(original)}")
        grid.append([int(x) for x in row])
    return grid


def _token(tok: str, original: Any) -> int:
    """One number of a text board (a one-line error for anything else)."""
    if _INTEGER.fullmatch(tok):
        return json_int(tok)
    raise InvalidPuzzleError(f"board holds a non-integer: {quote(original)}")


def _is_int(x: Any) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def require_rectangular(grid: list[list[int]], original: Any) -> tuple[int, int]:
    """``(rows, cols)`` of ``grid``, or an error when rows differ in length.

    >>> require_rectangular([[1, 2], [3, 4]], "1 2 / 3 4")
    (2, 2)
    """
    if not grid:
        raise InvalidPuzzleError(f"board has no rows: {quote(original)}")
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
