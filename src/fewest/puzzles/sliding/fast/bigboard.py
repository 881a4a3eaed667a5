"""A fast, **non-optimal** solver for big sliding boards (labelled as such).

Entry point: ``fast_mode_solve(tiles, rows, cols, goal, *, budget=None) ->
list[str]`` - a valid (not shortest) list of blank directions for any
solvable board of any size, typically in well under a second for 10x10
and a few seconds for 30x30.  A :class:`~fewest.problem.Budget` is checked
between stages (each stage is one small search), so time and expansion
limits stop it there; the boards the stage searches expanded are counted in
``budget.stats``.

Method (a staged solver): peel one edge row or column at a time - always an
edge that does not hold the goal's blank cell - until a 2x2 block remains.
Each tile of an edge but the last two is brought home by a breadth-first
search (:mod:`.bigboard_kernels`) over (tile cell, blank cell) inside the
unlocked cells; the last two of an edge go together, by a search over
(cell of tile 1, cell of tile 2, blank cell).  Placed tiles are locked.  The
final 2x2 block is solved by a search over its 12 arrangements.

On big boards those searches would not fit (the pair search over all
unlocked cells of a 20x20 board has 64 million states), so beyond
:data:`FULL_STATES` they run in a *window*: the box around the tile and a
waypoint :data:`HOP` steps closer to its home, one cell wider on each side,
after the blank has walked into it; the last two tiles of an edge are first
parked beside their homes one at a time, then placed together inside the
box around the edge's end.  A window that turns out too tight is widened,
up to all unlocked cells, so every stage still succeeds.  Unsolvable boards
raise :class:`~fewest.errors.NoSolutionError`.

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

from fewest.errors import NoSolutionError
from fewest.problem import Budget, SearchStats
from fewest.puzzles.sliding.fast.bigboard_kernels import blank_path, place
from fewest.puzzles.sliding.model import (
    DIRS,
    apply_moves,
    check_board,
    check_goal,
    is_solvable,
    neighbour_array,
)

#: Most states of a stage search over all unlocked cells, by tracked tiles (one
#: tile: 400 cells, two: 144 cells); larger stages search in windows.
FULL_STATES = {1: 400**2, 2: 144**3}
#: Steps a tile travels towards its home per windowed search.
HOP = 6


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


class _Stages:
    """The board being solved: tiles, their cells, the unlocked cells, the moves so far."""

    def __init__(self, tiles: Sequence[int], rows: int, cols: int, stats: SearchStats) -> None:
        self.rows, self.cols, self.stats = rows, cols, stats
        self.board = list(tiles)
        self.pos = [0] * len(self.board)
        for cell, tile in enumerate(self.board):
            self.pos[tile] = cell
        self.nbr = neighbour_array(rows, cols)
        self.free = np.ones(len(self.board), dtype=np.bool_)
        self.moves: list[int] = []

    def walk(self, path: list[int]) -> None:
        """Slide the blank along ``path`` (directions)."""
        board, pos, nbr = self.board, self.pos, self.nbr
        for d in path:
            b = pos[0]
            y = int(nbr[b, d])
            tile = board[y]
            board[b], pos[tile] = tile, b
            board[y], pos[0] = 0, y
        self.moves += path

    def search(self, tiles: list[int], targets: list[int], window: np.ndarray | None) -> bool:
        """Bring ``tiles`` to ``targets`` by a search inside ``window`` (cells, all
        unlocked, holding the tiles, the targets and the blank) or, for ``None``,
        inside every unlocked cell; False when it cannot be done there."""
        if window is None:
            window = np.flatnonzero(self.free)
        # the search runs on the window's cells renumbered 0..size-1
        loc = np.full(len(self.board), -1, dtype=np.int64)
        loc[window] = np.arange(window.size)
        inner = self.nbr[window]
        nbr = np.where(inner >= 0, loc[inner], -1)
        tracked = loc[[self.pos[t] for t in tiles]]
        path, expanded, stored = place(np.ones(window.size, dtype=np.bool_), nbr, tracked,
                                       loc[targets], int(loc[self.pos[0]]))
        self.stats.expanded += int(expanded)
        self.stats.generated += int(stored)
        self.stats.peak_stored = max(self.stats.peak_stored, int(stored))
        if len(path) and path[0] < 0:
            return False
        self.walk(path.tolist())
        return True

    def box(self, cells: list[int], margin: int) -> np.ndarray:
        """The unlocked cells of the box around ``cells``, ``margin`` wider on each side."""
        rs = [c // self.cols for c in cells]
        cs = [c % self.cols for c in cells]
        r0, r1 = max(0, min(rs) - margin), min(self.rows - 1, max(rs) + margin)
        c0, c1 = max(0, min(cs) - margin), min(self.cols - 1, max(cs) + margin)
        grid = np.arange(self.rows * self.cols).reshape(self.rows, self.cols)
        inside = grid[r0:r1 + 1, c0:c1 + 1].reshape(-1)
        return inside[self.free[inside]]

    def windowed(self, tiles: list[int], targets: list[int], around: list[int]) -> None:
        """Bring ``tiles`` to ``targets`` in the box around ``around``: the blank
        walks into it first (around the tiles); too tight a box is widened."""
        margin = 1
        while True:
            window = self.box(around, margin)
            whole = window.size == int(self.free.sum())
            goal = np.zeros(len(self.board), dtype=np.bool_)
            goal[window] = True
            free = self.free.copy()
            for t in tiles:
                free[self.pos[t]] = goal[self.pos[t]] = False
            path = blank_path(free, self.nbr, self.pos[0], goal)
            if not (len(path) and path[0] < 0):
                self.walk(path.tolist())
                if self.search(tiles, targets, window):
                    return
            if whole:  # pragma: no cover - a solvable board always has a way
                raise RuntimeError(f"fast mode: no way to place tiles {tiles} at {targets}")
            margin *= 2

    def bring(self, tile: int, target: int) -> None:
        """Bring one tile home (in hops of :data:`HOP` steps on big boards)."""
        if int(self.free.sum()) ** 2 <= FULL_STATES[1]:
            if not self.search([tile], [target], None):  # pragma: no cover
                raise RuntimeError(f"fast mode: no way to place tile {tile} at {target}")
            return
        goal = np.zeros(len(self.board), dtype=np.bool_)
        goal[self.pos[tile]] = True
        route = [target]  # a shortest route through unlocked cells, target first
        for d in blank_path(self.free, self.nbr, target, goal).tolist():
            route.append(int(self.nbr[route[-1], d]))
        route.reverse()
        for way in [*route[HOP::HOP], target]:
            if self.pos[tile] != way:
                self.windowed([tile], [way], [self.pos[tile], way])

    def pair(self, first: int, last: int, goal: Sequence[int]) -> None:
        """Place the last two cells of an edge (``first`` next to the corner ``last``)."""
        tiles = [goal[first], goal[last]]
        if self.pos[tiles[0]] == first and self.pos[tiles[1]] == last:
            return
        if int(self.free.sum()) ** 3 <= FULL_STATES[2]:
            if not self.search(tiles, [first, last], None):  # pragma: no cover
                raise RuntimeError(f"fast mode: no way to place cells {first}, {last}")
            return
        inward = next(d for d in range(4) if self._step(first, d) >= 0
                      and self._step(first, d) != last and self._step(last, d) >= 0
                      and self.free[self._step(first, d)])
        deep = [self._step(self._step(c, inward), inward) for c in (first, last)]
        around = [first, last, *(c for c in deep if c >= 0)]
        self.bring(tiles[1], first)  # the corner's tile waits on the cell before it
        if self.pos[tiles[0]] not in self.box(around, 1):
            # and the other tile just inside (it is not on the corner, which is a dead
            # end while the cell before it is locked: a tile there could not leave)
            self.free[first] = False
            self.bring(tiles[0], self._step(first, inward))
            self.free[first] = True
        self.windowed(tiles, [first, last], around)

    def _step(self, cell: int, d: int) -> int:
        return -1 if cell < 0 else int(self.nbr[cell, d])


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
    if not is_solvable(tiles, goal, cols):
        raise NoSolutionError(f"board {tiles!r} cannot reach goal {goal!r} (parity)")
    budget = budget or Budget(None, SearchStats())
    stats = budget.stats
    steps, block = _plan(rows, cols, goal.index(0))
    stages = _Stages(tiles, rows, cols, stats)
    for cells in steps:
        budget.check(stats.expanded, 0, stats.generated)
        if len(cells) == 1:
            stages.bring(goal[cells[0]], cells[0])
        else:
            stages.pair(cells[0], cells[1], goal)
        stages.free[cells] = False
    budget.check(stats.expanded, 0, stats.generated)
    moves = stages.moves + _finish_block(stages.board, goal, block, stages.nbr, stats)
    out = [DIRS[d] for d in moves]
    if apply_moves(tiles, out, rows, cols) != goal:  # pragma: no cover - self check
        raise RuntimeError("fast mode produced a wrong path")
    return out
