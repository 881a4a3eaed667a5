"""Reading a board argument: inline text, a file, or standard input (CLI only)."""

from __future__ import annotations

import sys
from pathlib import Path

from fewest.errors import InvalidPuzzleError


def read_board(board: str | None) -> str:
    """The board text: ``-`` reads stdin, an existing file is read, else the text itself.

    >>> read_board("1 2 / 3 0")
    '1 2 / 3 0'
    """
    if board is None:
        raise InvalidPuzzleError("no board given: pass it inline, as a file, or '-' for stdin")
    if board == "-":
        text = sys.stdin.read()
        if not text.strip():
            raise InvalidPuzzleError("standard input is empty: expected a board")
        return text
    if "\n" not in board and not board.lstrip().startswith("[") and len(board) < 4096:
        path = Path(board)
        try:
            is_file = path.is_file()
        except (OSError, ValueError):
            is_file = False
        if is_file:
            try:
                return path.read_text()
            except (OSError, UnicodeDecodeError) as exc:
                raise InvalidPuzzleError(f"cannot read board file {board!r}: {exc}") from None
    return board
