"""IDA* for sliding boards with incrementally updated linear conflict.

The board is one mutable list; a move updates Manhattan distance from a
table and recomputes the conflicts of at most one line (the row or column
the tile enters or leaves, and only when that is its goal line).  It never
undoes the previous move.  This is the pure-Python answer for boards larger
than 10 cells; compiled kernels do the heavy 15- and 24-puzzle work.

>>> goal = tuple(range(1, 16)) + (0,)
>>> start = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 0, 13, 14, 15)
>>> sol = idastar(start, goal, 4, 4)
>>> sol.moves, sol.optimal
(['R', 'R', 'R'], True)
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence
from itertools import pairwise

from fewest.errors import NoSolutionError
from fewest.problem import Budget, IterationRecord, Limits, SearchStats, Solution
from fewest.puzzles.sliding.heuristics import distance_tables, removals
from fewest.puzzles.sliding.model import DIRS, Tiles, neighbours
from fewest.puzzles.sliding.packed import path_solution


class _Found(Exception):
    pass


def idastar(
    start: Tiles, goal: Tiles, rows: int, cols: int, *, limits: Limits | None = None
) -> Solution[Tiles]:
    """An optimal solution by IDA* on Manhattan distance plus linear conflict.

    The caller checks solvability first (IDA* never ends on an unsolvable
    board unless a limit stops it).
    """
    started = time.perf_counter()
    stats = SearchStats()
    budget = Budget(limits, stats)
    n = rows * cols
    md = distance_tables(goal, rows, cols)
    goal_row = [0] * n
    goal_col = [0] * n
    for p, t in enumerate(goal):
        goal_row[t], goal_col[t] = divmod(p, cols)
    board = list(start)

    def row_count(r: int) -> int:
        return removals([goal_col[t] for t in board[r * cols:(r + 1) * cols]
                         if t and goal_row[t] == r])

    def col_count(c: int) -> int:
        return removals([goal_row[t] for t in board[c::cols] if t and goal_col[t] == c])

    # For each blank position: (tile cell, vertical?, line of b, line of p).
    table: list[list[tuple[int, bool, int, int]]] = []
    for b, nbrs in enumerate(neighbours(rows, cols)):
        entries = []
        for dd, p in enumerate(nbrs):
            if p < 0:
                continue
            vertical = DIRS[dd] in "UD"
            entries.append((p, vertical, b // cols if vertical else b % cols,
                            p // cols if vertical else p % cols))
        table.append(entries)
    rc = [row_count(r) for r in range(rows)]
    cc = [col_count(c) for c in range(cols)]
    h0 = sum(md[p][t] for p, t in enumerate(board)) + 2 * (sum(rc) + sum(cc))
    path = [board.index(0)]
    counter = [0, 0]  # expanded, generated
    next_check = [0]

    def search(g: int, h: int, bound: int, b: int, prev: int) -> int:
        if h == 0:
            raise _Found
        counter[0] += 1
        if counter[0] >= next_check[0]:
            budget.bound = bound
            stats.peak_frontier = stats.peak_stored = max(stats.peak_stored, len(path))
            budget.check(counter[0], len(path), counter[1])
            next_check[0] = budget.next_at
        least = math.inf
        for p, vertical, lb, lp in table[b]:
            if p == prev:
                continue
            counter[1] += 1
            t = board[p]
            nh = h + md[b][t] - md[p][t]
            # The tile moves from line lp to line lb (rows if vertical, else columns).
            goal_line = goal_row[t] if vertical else goal_col[t]
            board[b] = t
            board[p] = 0
            touched = -1
            if goal_line in (lb, lp):
                touched = goal_line
                counts, recount = (rc, row_count) if vertical else (cc, col_count)
                old = counts[touched]
                counts[touched] = recount(touched)
                nh += 2 * (counts[touched] - old)
            f = g + 1 + nh
            if f <= bound:
                path.append(p)
                f = search(g + 1, nh, bound, p, b)
                path.pop()
            if f < least:
                least = f
            board[p] = t
            board[b] = 0
            if touched >= 0:
                counts[touched] = old
        return least  # type: ignore[return-value]

    bound = h0
    try:
        while True:
            it_started, it_expanded, it_generated = time.perf_counter(), counter[0], counter[1]
            nxt = search(0, h0, bound, path[0], -1)
            stats.iterations.append(_record(bound, counter, it_expanded, it_generated,
                                            it_started))
            if nxt == math.inf:
                raise NoSolutionError(f"idastar: no path from {start!r} reaches {goal!r}", stats)
            bound = int(nxt)
    except _Found:
        stats.iterations.append(_record(bound, counter, it_expanded, it_generated, it_started))
    stats.expanded, stats.generated = counter
    stats.peak_frontier = stats.peak_stored = len(path)
    return path_solution(_boards(start, path), cols, "python-idastar", stats, started)


def _boards(start: Sequence[int], blanks: list[int]) -> list[Tiles]:
    """The boards visited when the blank walks through ``blanks``."""
    board = list(start)
    out = [tuple(board)]
    for a, b in pairwise(blanks):
        board[a], board[b] = board[b], 0
        out.append(tuple(board))
    return out


def _record(bound: int, counter: list[int], expanded: int, generated: int,
            started: float) -> IterationRecord:
    return IterationRecord(bound=bound, expanded=counter[0] - expanded,
                           generated=counter[1] - generated,
                           seconds=time.perf_counter() - started)
