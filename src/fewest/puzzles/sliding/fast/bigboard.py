"""A fast, **non-optimal** solver for big sliding boards (labelled as such).

Entry point: ``fast_mode_solve(tiles, rows, cols, goal, *, budget=None) ->
list[str]`` - a valid (not shortest) list of blank directions for any
solvable board of up to 144 cells, typically in well under a second for
10x10.  A :class:`~fewest.problem.Budget` is checked between stages (each
stage is one small search), so time and expansion limits stop it there; the
boards the stage searches expanded are counted in ``budget.stats``.

Method (a staged solver): peel one edge row or column at a time - always an
edge that does not hold the goal's blank cell - until a 2x2 block remains.
Each tile of an edge but the last two is brought home by a breadth-first
search in numba over (tile cell, blank cell) inside the unlocked cells; the
last two of an edge go together, by a search over (cell of tile 1, cell of
tile 2, blank cell).  Placed tiles are locked.  The final 2x2 block is
solved by a search over its 12 arrangements.  Unsolvable boards raise
:class:`~fewest.errors.NoSolutionError`.

>>> from fewest.puzzles.sliding.model import blank_last
>>> board = (1, 2, 3, 4, 5, 6, 0, 7, 8)
>>> moves = fast_mode_solve(board, 3, 3, blank_last(3, 3))
>>> apply_moves(board, moves, 3, 3) == blank_last(3, 3)
True
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence

import numpy as np
from numba import njit

from fewest.errors import InvalidPuzzleError, NoSolutionError
from fewest.problem import Budget, SearchStats
from fewest.puzzles.sliding.model import (
    DIRS,
    apply_moves,
    check_board,
    check_goal,
    is_solvable,
    neighbour_array,
)

MAX_CELLS = 144


@njit(cache=True)
def _place(free: np.ndarray, nbr: np.ndarray, tracked: np.ndarray, targets: np.ndarray,
           blank: int) -> tuple[np.ndarray, int, int]:
    """Blank directions that bring ``tracked`` tiles (1 or 2) to ``targets``,
    with the states the search expanded and stored.

    Only cells with ``free`` set are used; the tracked tiles and the blank
    start inside them.  The path is empty when already placed and ``[-1]``
    when impossible.
    """
    n = free.shape[0]
    m = tracked.shape[0]
    size = n ** (m + 1)
    parent = np.full(size, -1, dtype=np.int64)
    how = np.zeros(size, dtype=np.int8)
    queue = np.empty(size, dtype=np.int64)
    t1 = tracked[0]
    t2 = tracked[1] if m == 2 else 0
    start = (t1 * n + t2) * n + blank if m == 2 else t1 * n + blank
    parent[start] = start
    queue[0] = start
    head, tail = 0, 1
    found = -1
    while head < tail:
        s = queue[head]
        head += 1
        b = s % n
        if m == 2:
            p2 = (s // n) % n
            p1 = s // (n * n)
        else:
            p1 = s // n
            p2 = -1
        if p1 == targets[0] and (m == 1 or p2 == targets[1]):
            found = s
            break
        for d in range(4):
            y = nbr[b, d]
            if y < 0 or not free[y]:
                continue
            q1 = b if y == p1 else p1
            q2 = b if y == p2 else p2
            s2 = (q1 * n + q2) * n + y if m == 2 else q1 * n + y
            if parent[s2] < 0:
                parent[s2] = s
                how[s2] = d
                queue[tail] = s2
                tail += 1
    if found < 0:
        return np.full(1, -1, dtype=np.int64), head, tail
    count = 0
    s = found
    while parent[s] != s:
        count += 1
        s = parent[s]
    out = np.empty(count, dtype=np.int64)
    s = found
    while parent[s] != s:
        count -= 1
        out[count] = how[s]
        s = parent[s]
    return out, head, tail


def _plan(rows: int, cols: int, blank_goal: int) -> tuple[list[list[int]], list[int]]:
    """Cell groups to place in order (1 or 2 cells each) and the final 2x2 block."""
    br, bc = divmod(blank_goal, cols)
    r0, r1, c0, c1 = 0, rows - 1, 0, cols - 1
    steps: list[list[int]] = []
    while r1 - r0 > 1 or c1 - c0 > 1:
        if r1 - r0 > 1 and (r1 - r0 >= c1 - c0 or c1 - c0 == 1):
            r = r0 if br > r0 else r1
            line = [r * cols + c for c in range(c0, c1 + 1)]
            if r == r0:
                r0 += 1
            else:
                r1 -= 1
        else:
            c = c0 if bc > c0 else c1
            line = [r * cols + c for r in range(r0, r1 + 1)]
            if c == c0:
                c0 += 1
            else:
                c1 -= 1
        steps += [[cell] for cell in line[:-2]]
        steps.append(line[-2:])
    block = [r * cols + c for r in (r0, r1) for c in (c0, c1)]
    return steps, block


def _finish_block(board: list[int], goal: tuple[int, ...], block: list[int],
                  nbr: np.ndarray, stats: SearchStats) -> list[int]:
    """Blank directions that solve the last 2x2 block (a BFS over its boards)."""
    inside = set(block)
    start = tuple(board)
    parent: dict[tuple[int, ...], tuple[tuple[int, ...], int] | None] = {start: None}
    queue = deque([start])
    while queue:
        s = queue.popleft()
        stats.expanded += 1
        if all(s[c] == goal[c] for c in block):
            path = []
            while parent[s] is not None:
                prev, d = parent[s]  # type: ignore[misc]
                path.append(d)
                s = prev
            return path[::-1]
        b = s.index(0)
        for d in range(4):
            y = int(nbr[b, d])
            if y >= 0 and y in inside:
                t = list(s)
                t[b], t[y] = t[y], 0
                nxt = tuple(t)
                if nxt not in parent:
                    parent[nxt] = (s, d)
                    queue.append(nxt)
    raise NoSolutionError(f"board {start!r} cannot reach goal {goal!r}")  # pragma: no cover


def fast_mode_solve(
    tiles: Sequence[int], rows: int, cols: int, goal: Sequence[int], *,
    budget: Budget | None = None,
) -> list[str]:
    """A valid, not necessarily shortest, path from ``tiles`` to ``goal``.

    ``budget`` (with its ``stats``) is checked before every stage; it raises
    :class:`~fewest.errors.SearchLimitError` at a limit.
    """
    tiles = check_board(tiles, rows, cols)
    goal = check_goal(goal, rows, cols)
    n = rows * cols
    if n > MAX_CELLS:
        raise InvalidPuzzleError(f"fast mode covers boards of at most {MAX_CELLS} cells, "
                                 f"got {rows}x{cols}")
    if not is_solvable(tiles, goal, cols):
        raise NoSolutionError(f"board {tiles!r} cannot reach goal {goal!r} (parity)")
    budget = budget or Budget(None, SearchStats())
    stats = budget.stats
    nbr = neighbour_array(rows, cols)
    steps, block = _plan(rows, cols, goal.index(0))
    board = list(tiles)
    free = np.ones(n, dtype=np.bool_)
    moves: list[int] = []
    for cells in steps:
        budget.check(stats.expanded, 0, stats.generated)
        where = {t: i for i, t in enumerate(board)}
        tracked = np.array([where[goal[c]] for c in cells], dtype=np.int64)
        path, expanded, stored = _place(free, nbr, tracked, np.array(cells, dtype=np.int64),
                                        where[0])
        stats.expanded += int(expanded)
        stats.generated += int(stored)
        stats.peak_stored = max(stats.peak_stored, int(stored))
        if len(path) and path[0] < 0:  # pragma: no cover - cannot happen on solvable boards
            raise RuntimeError(f"fast mode: no way to place cells {cells} on {tuple(board)}")
        b = where[0]
        for d in path:
            y = int(nbr[b, d])
            board[b], board[y] = board[y], 0
            b = y
        moves += [int(d) for d in path]
        for c in cells:
            free[c] = False
    budget.check(stats.expanded, 0, stats.generated)
    moves += _finish_block(board, goal, block, nbr, stats)
    out = [DIRS[d] for d in moves]
    if apply_moves(tiles, out, rows, cols) != goal:  # pragma: no cover - self check
        raise RuntimeError("fast mode produced a wrong path")
    return out
