"""Lower bounds for sliding boards: Manhattan distance and linear conflict.

Both work for any goal board and are admissible and consistent:

* **Manhattan**: each tile needs at least its row plus column distance, and a
  move shifts one tile by one cell, so ``h`` changes by exactly 1 per move.
* **Linear conflict** adds 2 for each tile that must leave a line (row or
  column) to let the others of that line pass: for each line it takes the
  tiles that sit in their goal line and counts ``len - LIS`` of their goal
  order, the fewest tiles that must step out and back.  A move slides one
  tile along one line, which keeps the order of tiles in that line; the
  tile leaves one perpendicular line and enters another.  A line's count
  changes by at most 1 when one tile joins or leaves it, and it can only
  rise when the tile enters its goal line (Manhattan falls by 1) and only
  fall when it leaves it (Manhattan rises by 1), so ``h`` changes by
  exactly 1 per move.

>>> goal = (1, 2, 3, 4, 5, 6, 7, 8, 0)
>>> h = linear_conflict(goal, 3, 3)
>>> h((1, 2, 3, 4, 5, 6, 8, 7, 0)), manhattan(goal, 3, 3)((1, 2, 3, 4, 5, 6, 8, 7, 0))
(4, 2)
>>> h.admissible, h.consistent
(True, True)
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Sequence

from fewest.heuristics import Heuristic


def distance_tables(goal: Sequence[int], rows: int, cols: int) -> list[list[int]]:
    """``table[pos][tile]``: Manhattan distance of ``tile`` at ``pos`` from its goal (blank 0).

    >>> distance_tables((1, 2, 3, 0), 2, 2)[0]
    [0, 0, 1, 1]
    """
    n = rows * cols
    where = [0] * n
    for p, t in enumerate(goal):
        where[t] = p
    table = []
    for pos in range(n):
        r, c = divmod(pos, cols)
        row = []
        for t in range(n):
            gr, gc = divmod(where[t], cols)
            row.append(0 if t == 0 else abs(r - gr) + abs(c - gc))
        table.append(row)
    return table


def removals(order: Sequence[int]) -> int:
    """The fewest items to take out of ``order`` to leave it strictly increasing.

    >>> removals([2, 0, 1]), removals([0, 1, 2]), removals([2, 1, 0])
    (1, 0, 2)
    """
    tails: list[int] = []
    for x in order:
        i = bisect_left(tails, x)
        if i == len(tails):
            tails.append(x)
        else:
            tails[i] = x
    return len(order) - len(tails)


class _Tables:
    """Precomputed goal rows/columns used by :func:`conflicts`."""

    def __init__(self, goal: Sequence[int], rows: int, cols: int) -> None:
        n = rows * cols
        self.rows, self.cols, self.n = rows, cols, n
        self.goal_row = [0] * n
        self.goal_col = [0] * n
        for p, t in enumerate(goal):
            self.goal_row[t], self.goal_col[t] = divmod(p, cols)
        self.row_cells = [list(range(r * cols, (r + 1) * cols)) for r in range(rows)]
        self.col_cells = [list(range(c, n, cols)) for c in range(cols)]


def _conflicts(tiles: Sequence[int], tb: _Tables) -> int:
    """Twice the total line removals over all rows and columns."""
    total = 0
    goal_row, goal_col = tb.goal_row, tb.goal_col
    for r, cells in enumerate(tb.row_cells):
        order = [goal_col[t] for t in (tiles[p] for p in cells) if t and goal_row[t] == r]
        if len(order) > 1:
            total += removals(order)
    for c, cells in enumerate(tb.col_cells):
        order = [goal_row[t] for t in (tiles[p] for p in cells) if t and goal_col[t] == c]
        if len(order) > 1:
            total += removals(order)
    return 2 * total


def manhattan(goal: Sequence[int], rows: int, cols: int) -> Heuristic:
    """The Manhattan-distance heuristic toward ``goal`` (admissible, consistent).

    >>> manhattan((1, 2, 3, 0), 2, 2)((0, 2, 3, 1))
    2
    """
    table = distance_tables(goal, rows, cols)

    def manhattan_distance(tiles: Sequence[int]) -> int:
        return sum([row[t] for row, t in zip(table, tiles, strict=True)])

    return Heuristic(manhattan_distance, admissible=True, consistent=True, name="manhattan")


def linear_conflict(goal: Sequence[int], rows: int, cols: int) -> Heuristic:
    """Manhattan distance plus linear conflicts toward ``goal`` (admissible, consistent).

    >>> linear_conflict((1, 2, 3, 0), 2, 2)((2, 1, 3, 0))
    4
    """
    table = distance_tables(goal, rows, cols)
    tb = _Tables(goal, rows, cols)

    def linear_conflict_distance(tiles: Sequence[int]) -> int:
        md = sum([row[t] for row, t in zip(table, tiles, strict=True)])
        return md + _conflicts(tiles, tb)

    return Heuristic(
        linear_conflict_distance, admissible=True, consistent=True, name="linear_conflict"
    )
