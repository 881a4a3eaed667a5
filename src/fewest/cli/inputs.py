"""Reading a board argument: inline text, a file, or standard input (CLI only).

A leading UTF-8 byte-order mark (Windows editors write one) is dropped from
files and standard input.  An argument that names a path (it has a file
extension, a folder part or a leading ``~``/``.``) but no file is there is
reported as such, not parsed as a board.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

from fewest.errors import InvalidPuzzleError
from fewest.puzzles.boardtext import strip_bom

#: Text that can only be a path: letters or dots around a folder separator, a
#: file extension, or a leading ``~`` or ``.``; boards hold digits, ``/``, ``,``,
#: ``-``, brackets and names without dots (``classic``).
_PATHLIKE = re.compile(r"^[~.]|[\\]|[A-Za-z_.]/|/[A-Za-z_.]|\.[A-Za-z][A-Za-z0-9]{0,4}$")


def looks_like_path(text: str) -> bool:
    """True when ``text`` can only be meant as a file name.

    >>> [looks_like_path(t) for t in ("./nosuchfile.txt", "boards/b1", "b.json", "classic",
    ...                               "1 2 / 3 0", "[[1,2],[3,0]]", "-1 -1 / 4 -1")]
    [True, True, True, False, False, False, False]
    """
    return bool(_PATHLIKE.search(text.strip()))


def read_board(board: str | None) -> str:
    """The board text: ``-`` reads stdin, an existing file is read, else the text itself.

    >>> read_board("1 2 / 3 0")
    '1 2 / 3 0'
    >>> read_board("./nosuchfile.txt")
    Traceback (most recent call last):
    fewest.errors.InvalidPuzzleError: no such file: './nosuchfile.txt'
    """
    if board is None:
        raise InvalidPuzzleError("no board given: pass it inline, as a file, or '-' for stdin")
    if board == "-":
        text = strip_bom(sys.stdin.read())
        if not text.strip():
            raise InvalidPuzzleError("standard input is empty: expected a board")
        return text
    if (board.strip() and "\n" not in board and not board.lstrip().startswith("[")
            and len(board) < 4096):
        path = Path(board)
        try:
            is_file, is_dir = path.is_file(), path.is_dir()
        except (OSError, ValueError):
            is_file = is_dir = False
        if is_file:
            try:
                return path.read_text(encoding="utf-8-sig")
            except (OSError, UnicodeDecodeError) as exc:
                raise InvalidPuzzleError(f"cannot read board file {board!r}: {exc}") from None
        if is_dir:
            raise InvalidPuzzleError(f"no such file: {board!r} (it is a folder)")
        if looks_like_path(board):
            raise InvalidPuzzleError(f"no such file: {board!r}")
    return board
