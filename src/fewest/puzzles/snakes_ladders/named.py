"""Named boards: ``classic`` is the 1943 Milton Bradley *Chutes and Ladders*.

A named board is accepted wherever a board is.  Square 1 of the classic
board holds a ladder, so it needs ``start=0`` (start off the board, as in the
real game).

>>> grid = named_grid("Classic")
>>> len(grid), grid[9][0], grid[9][3]
(10, 38, 14)
>>> named_grid("[[-1,-1],[-1,-1]]") is None
True
"""

from __future__ import annotations

from typing import Any

#: 1943 Milton Bradley Chutes and Ladders, 10 x 10: ladders (up) and chutes (down).
CLASSIC_LADDERS = {1: 38, 4: 14, 9: 31, 21: 42, 28: 84, 36: 44, 51: 67, 71: 91, 80: 100}
CLASSIC_CHUTES = {16: 6, 47: 26, 49: 11, 56: 53, 62: 19, 64: 60, 87: 24, 93: 73, 95: 75,
                  98: 78}
#: name -> (side, {square: destination})
NAMED: dict[str, tuple[int, dict[int, int]]] = {
    "classic": (10, {**CLASSIC_LADDERS, **CLASSIC_CHUTES}),
}


def grid_from_jumps(n: int, jumps: dict[int, int]) -> list[list[int]]:
    """LeetCode rows (top row first, boustrophedon labels) holding ``jumps``.

    >>> grid_from_jumps(2, {2: 4})
    [[-1, -1], [-1, 4]]
    """
    grid = [[-1] * n for _ in range(n)]
    for square, to in jumps.items():
        k, i = divmod(square - 1, n)
        grid[n - 1 - k][i if k % 2 == 0 else n - 1 - i] = to
    return grid


def named_grid(board: Any) -> list[list[int]] | None:
    """The rows of a named board, or ``None`` when ``board`` is not a name."""
    if not isinstance(board, str):
        return None
    entry = NAMED.get(board.strip().lower())
    if entry is None:
        return None
    return grid_from_jumps(*entry)
