"""Judge input and output layouts: writing a case to stdin, reading an answer back.

Writers turn a :class:`~fewest.check.oracle.Case` into the exact text a
judge would feed a program; readers turn a program's stdout (or a
function's return value) into an answer, raising :class:`BadOutput` with a
one-line reason when they cannot.  :mod:`fewest.check.judges` picks one of
each per problem.

>>> from fewest.check.oracle import Case
>>> case = Case(((1, 0), (0, 1)), (("cursor", (1, 0)),))
>>> print(grid_text(case), end="")
1 0
0 1
>>> print(grid_cursor_text(case), end="")
1 0
0 1
1 0
>>> read_count(" 14\\n"), read_moves("2\\n2 3 3\\n1 2 2\\n")
(14, [(2, 3, 3), (1, 2, 2)])
"""

from __future__ import annotations

from typing import Any

from fewest.check.oracle import Case

#: Longest piece of output quoted in a message.
QUOTE = 40


class BadOutput(Exception):
    """The output is not an answer in the judge's form (the message says why)."""


def quoted(text: str) -> str:
    """A short, one-line quotation of program output.

    >>> quoted("12\\n13\\n")
    "'12\\\\n13\\\\n'"
    """
    return repr(text if len(text) <= QUOTE else text[:QUOTE] + "...")


# ---- stdin writers ---------------------------------------------------------------

def grid_text(case: Case) -> str:
    """The board, one row per line (Baekjoon 1525 and 2549)."""
    return "".join(" ".join(map(str, row)) + "\n" for row in case.board)


def sized_grid_text(case: Case) -> str:
    """``n`` on the first line, then the ``n`` rows (snakes and ladders, top row first)."""
    return f"{len(case.board)}\n{grid_text(case)}"


def grid_cursor_text(case: Case) -> str:
    """The rows, then ``r c`` on the last line (card matching)."""
    r, c = case.option("cursor")
    return f"{grid_text(case)}{r} {c}\n"


# ---- function arguments ----------------------------------------------------------

def board_args(case: Case) -> dict[str, Any]:
    """``{"board": rows}`` (LeetCode 909, and ``solution(board)`` for the others)."""
    return {"board": case.rows}


def board_cursor_args(case: Case) -> dict[str, Any]:
    """``{"board": rows, "r": r, "c": c}`` (Programmers 72415)."""
    r, c = case.option("cursor")
    return {"board": case.rows, "r": r, "c": c}


# ---- output readers --------------------------------------------------------------

def _integer(token: str, what: str) -> int:
    try:
        return int(token)
    except ValueError:
        raise BadOutput(f"{what} is not an integer: {quoted(token)}") from None


def read_count(text: str) -> int:
    """One integer (the count, or -1).

    >>> read_count("")
    Traceback (most recent call last):
    ...
    fewest.check.layouts.BadOutput: printed nothing (expected one integer)
    """
    tokens = text.split()
    if not tokens:
        raise BadOutput("printed nothing (expected one integer)")
    if len(tokens) > 1:
        raise BadOutput(f"expected one integer, got {len(tokens)} words: {quoted(text)}")
    return _integer(tokens[0], "the answer")


def read_moves(text: str) -> list[tuple[int, int, int]]:
    """Baekjoon 2549: ``k``, then ``k`` lines ``t i k`` (each move as a triple).

    >>> read_moves("2\\n1 2 2\\n")
    Traceback (most recent call last):
    ...
    fewest.check.layouts.BadOutput: the first line says 2 moves, but 1 move line follows
    """
    lines = [line.split() for line in text.splitlines() if line.strip()]
    if not lines:
        raise BadOutput("printed nothing (expected the move count, then the moves)")
    if len(lines[0]) != 1:
        raise BadOutput(f"the first line must be the move count alone, got {quoted(text)}")
    count = _integer(lines[0][0], "the move count")
    if count < 0:
        raise BadOutput(f"the move count is {count}, but every 4x4 board can be sorted")
    rest = lines[1:]
    if len(rest) != count:
        lines_follow = "1 move line follows" if len(rest) == 1 else f"{len(rest)} move lines follow"
        raise BadOutput(f"the first line says {count} moves, but {lines_follow}")
    moves = []
    for n, parts in enumerate(rest, 1):
        if len(parts) != 3:
            got = quoted(" ".join(parts))
            raise BadOutput(f"move {n} must be three numbers 't i k', got {got}")
        t, i, k = (_integer(p, f"move {n}") for p in parts)
        moves.append((t, i, k))
    return moves


def count_return(value: Any) -> int:
    """A function's integer answer.

    >>> count_return(True)
    Traceback (most recent call last):
    ...
    fewest.check.layouts.BadOutput: returned True (bool), expected an int
    """
    if isinstance(value, bool) or not isinstance(value, int):
        raise BadOutput(f"returned {value!r} ({type(value).__name__}), expected an int")
    return value


def moves_return(value: Any) -> list[tuple[int, int, int]]:
    """A function's move list: ``[[t, i, k], ...]``, or Baekjoon 2549's text.

    >>> moves_return([[2, 3, 3], [1, 2, 2]])
    [(2, 3, 3), (1, 2, 2)]
    """
    if isinstance(value, str):
        return read_moves(value)
    if not isinstance(value, list):
        raise BadOutput(f"returned {value!r:.40} ({type(value).__name__}), expected a list "
                        "of [t, i, k] moves")
    moves = []
    for n, move in enumerate(value, 1):
        if (not isinstance(move, list) or len(move) != 3
                or not all(isinstance(v, int) and not isinstance(v, bool) for v in move)):
            raise BadOutput(f"move {n} is {move!r:.40}, expected [t, i, k]")
        moves.append((move[0], move[1], move[2]))
    return moves
