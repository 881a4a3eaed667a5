"""The sliding-tile board, the one model every sliding path uses.

A board is ``rows x cols`` (both at least 2) holding each number
``0 .. rows*cols-1`` once; 0 is the blank.  States are tuples of ints in
row-major order.  A move is named by the direction the *blank* travels
(``U``, ``L``, ``R``, ``D``, index ``d`` in :data:`DIRS`; the opposite of
``d`` is ``3 - d``); the tile that slides goes the other way.  The compiled
kernels in :mod:`fewest.puzzles.sliding.fast` use the same order through
:func:`neighbour_array`.

>>> goal = blank_last(3, 3)
>>> goal
(1, 2, 3, 4, 5, 6, 7, 8, 0)
>>> is_solvable((1, 2, 3, 4, 5, 6, 8, 7, 0), goal, 3)
False
>>> apply_moves((1, 2, 3, 4, 5, 6, 7, 0, 8), ["R"], 3, 3) == goal
True
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from fewest.errors import InvalidPuzzleError
from fewest.puzzles.boardtext import quote

if TYPE_CHECKING:
    import numpy as np

Tiles = tuple[int, ...]

#: The blank's directions in the one order every search tries them; ``3 - d`` reverses ``d``.
DIRS = "ULRD"
#: ``(letter, row step, column step)`` of the blank, in :data:`DIRS` order.
DIRECTIONS: tuple[tuple[str, int, int], ...] = (
    ("U", -1, 0), ("L", 0, -1), ("R", 0, 1), ("D", 1, 0),
)


class SlideMove(str):
    """A move label: the blank's direction letter, carrying the tile that slides.

    It *is* the letter (``SlideMove("R", 5) == "R"``), so engine code,
    replay and JSON see plain direction letters; ``tile`` is extra.

    >>> m = SlideMove("R", 5)
    >>> m == "R", m.tile, str(m)
    (True, 5, 'R')
    """

    tile: int

    def __new__(cls, letter: str, tile: int) -> SlideMove:
        obj = super().__new__(cls, letter)
        obj.tile = tile
        return obj

    def __reduce__(self) -> tuple[Any, ...]:
        return (SlideMove, (str(self), self.tile))


def check_board(
    tiles: Sequence[Any], rows: int, cols: int, original: Any = None, what: str = "board"
) -> Tiles:
    """Validate ``tiles`` as a ``rows x cols`` board; return them as a tuple of ints.

    ``original`` is the user's input, quoted in errors (default: ``tiles``).

    >>> check_board([1, 2, 3, 0], 2, 2, "1 2 / 3 0")
    (1, 2, 3, 0)
    >>> check_board([1, 1, 3, 0], 2, 2, "1 1 / 3 0")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    fewest.errors.InvalidPuzzleError: board holds tile 1 twice (tile 2 is missing), ...: '1 1 / 3 0'
    """
    if original is None:
        original = tiles
    if not (isinstance(rows, int) and isinstance(cols, int)) or rows < 2 or cols < 2:
        raise InvalidPuzzleError(
            f"{what} is {rows}x{cols} but a sliding puzzle needs at least 2 rows and 2 columns "
            f"(2x2): {quote(original)}"
        )
    try:
        out = tuple(int(t) for t in tiles)
    except (TypeError, ValueError):
        raise InvalidPuzzleError(
            f"{what} must be a sequence of integers: {quote(original)}"
        ) from None
    n = rows * cols
    if len(out) != n:
        raise InvalidPuzzleError(
            f"{what} has {len(out)} numbers but a {rows}x{cols} board needs {n} cells: "
            f"{quote(original)}"
        )
    seen = [False] * n
    for t in out:
        if not 0 <= t < n:
            raise InvalidPuzzleError(
                f"{what} holds {t}, out of range 0..{n - 1} for a {rows}x{cols} board: "
                f"{quote(original)}"
            )
        if seen[t]:
            missing = sorted(set(range(n)) - set(out))
            extra = f" (tile {missing[0]} is missing)" if missing else ""
            name = "the blank 0" if t == 0 else f"tile {t}"
            raise InvalidPuzzleError(
                f"{what} holds {name} twice{extra}, but each of 0..{n - 1} must appear "
                f"exactly once: {quote(original)}"
            )
        seen[t] = True
    return out


def check_goal(goal: Sequence[Any], rows: int, cols: int) -> Tiles:
    """``goal`` validated as a board (:func:`check_board`, named "goal")."""
    return check_board(goal, rows, cols, what="goal")


def blank_first(rows: int, cols: int) -> Tiles:
    """The goal ``0 1 2 ...`` (Korf's convention).

    >>> blank_first(2, 2)
    (0, 1, 2, 3)
    """
    return tuple(range(rows * cols))


def blank_last(rows: int, cols: int) -> Tiles:
    """The goal ``1 2 ... 0``.

    >>> blank_last(2, 2)
    (1, 2, 3, 0)
    """
    return (*range(1, rows * cols), 0)


def permutation_parity(a: Sequence[int], b: Sequence[int]) -> int:
    """Parity (0 even, 1 odd) of the permutation that maps arrangement ``a`` onto ``b``.

    >>> permutation_parity((0, 1, 2), (1, 0, 2)), permutation_parity((0, 1, 2), (1, 2, 0))
    (1, 0)
    """
    where = {t: i for i, t in enumerate(b)}
    perm = [where[t] for t in a]
    seen = [False] * len(perm)
    swaps = 0
    for i in range(len(perm)):
        if seen[i]:
            continue
        j, length = i, 0
        while not seen[j]:
            seen[j] = True
            j = perm[j]
            length += 1
        swaps += length - 1
    return swaps & 1


def is_solvable(tiles: Sequence[int], goal: Sequence[int], cols: int) -> bool:
    """True when ``tiles`` can reach ``goal`` (the parity rule; no search).

    Permutation parity (blank included) plus the blank's Manhattan distance
    between the two boards must be even.

    >>> is_solvable((3, 1, 2, 4, 7, 5, 6, 8, 0), tuple(range(9)), 3)
    True
    """
    b, g = list(tiles).index(0), list(goal).index(0)
    blank = abs(b // cols - g // cols) + abs(b % cols - g % cols)
    return (permutation_parity(tiles, goal) + blank) % 2 == 0


@lru_cache(maxsize=64)
def neighbours(rows: int, cols: int) -> tuple[tuple[int, ...], ...]:
    """``nbr[cell][d]``: the cell the blank reaches moving ``DIRS[d]`` from ``cell``, or -1.

    >>> neighbours(2, 2)[0]
    (-1, -1, 1, 2)
    """
    table = []
    for pos in range(rows * cols):
        r, c = divmod(pos, cols)
        table.append(tuple(
            (r + dr) * cols + c + dc if 0 <= r + dr < rows and 0 <= c + dc < cols else -1
            for _, dr, dc in DIRECTIONS
        ))
    return tuple(table)


def neighbour_array(rows: int, cols: int) -> np.ndarray:
    """:func:`neighbours` as an ``int64`` array ``(cells, 4)``, for the compiled kernels.

    >>> neighbour_array(2, 2)[3].tolist()
    [1, 2, -1, -1]
    """
    import numpy as np

    return np.array(neighbours(rows, cols), dtype=np.int64)


@lru_cache(maxsize=64)
def move_labels(n: int) -> dict[str, tuple[SlideMove, ...]]:
    """``labels[letter][tile]``: the shared :class:`SlideMove` objects for ``n`` cells."""
    return {letter: tuple(SlideMove(letter, t) for t in range(n)) for letter, _, _ in DIRECTIONS}


def step(tiles: Tiles, letter: str, rows: int, cols: int) -> Tiles:
    """The board after the blank travels one cell toward ``letter``.

    Raises :class:`InvalidPuzzleError` when that leaves the board.

    >>> step((1, 2, 3, 0), "U", 2, 2)
    (1, 0, 3, 2)
    """
    b = tiles.index(0)
    key = str(letter).strip().upper()
    d = DIRS.find(key) if len(key) == 1 else -1
    p = neighbours(rows, cols)[b][d] if d >= 0 else -1
    if p < 0:
        raise InvalidPuzzleError(f"move {letter!r} is not legal: the blank is at row "
                                 f"{b // cols + 1}, column {b % cols + 1}")
    board = list(tiles)
    board[b], board[p] = board[p], 0
    return tuple(board)


def apply_moves(tiles: Sequence[int], moves: Iterable[str], rows: int, cols: int) -> Tiles:
    """Apply blank moves one after the other; raises on an illegal move.

    >>> apply_moves((1, 0, 2, 3), "LD", 2, 2)
    (2, 1, 0, 3)
    """
    tiles = tuple(tiles)
    for m in moves:
        tiles = step(tiles, m, rows, cols)
    return tiles


def slid_tile(before: Tiles, after: Tiles) -> int:
    """The tile that moved between two adjacent boards.

    >>> slid_tile((1, 2, 3, 0), (1, 0, 3, 2))
    2
    """
    return before[after.index(0)]


def direction(before: Tiles, after: Tiles, cols: int) -> str:
    """The blank's direction letter between two adjacent boards.

    >>> direction((1, 2, 3, 0), (1, 0, 3, 2), 2)
    'U'
    """
    a, b = before.index(0), after.index(0)
    d = b - a
    if d == -cols:
        return "U"
    if d == cols:
        return "D"
    if d == -1 and a % cols:
        return "L"
    if d == 1 and b % cols:
        return "R"
    raise InvalidPuzzleError(f"boards {before!r} and {after!r} are not one move apart")


def check_solvable(tiles: Tiles, goal: Tiles, cols: int) -> None:
    """Raise :class:`~fewest.errors.NoSolutionError` when parity rules the goal out.

    >>> check_solvable((2, 1, 3, 0), (1, 2, 3, 0), 2)
    Traceback (most recent call last):
    fewest.errors.NoSolutionError: board 2 1 / 3 0 cannot reach the goal (parity)
    """
    if not is_solvable(tiles, goal, cols):
        from fewest.errors import NoSolutionError

        raise NoSolutionError(f"board {to_text(tiles, cols)} cannot reach the goal (parity)")


def to_text(tiles: Sequence[int], cols: int) -> str:
    """One-line inline form, rows separated by ``/``.

    >>> to_text((1, 2, 3, 0), 2)
    '1 2 / 3 0'
    """
    return " / ".join(
        " ".join(str(t) for t in tiles[r:r + cols]) for r in range(0, len(tiles), cols)
    )
