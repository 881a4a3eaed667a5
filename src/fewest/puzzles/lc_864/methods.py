"""Get All Keys' own method: breadth-first search over (cell, keys held), on flat
arrays indexed ``cell * 64 + mask`` (at most 30 x 30 x 64 = 57,600 states).

>>> [m.name for m in METHODS]
['state-bfs']
>>> from fewest.puzzles.lc_864.formats import parse_maze
>>> sol = flat_bfs(parse_maze({"grid": ["b@aAB"]}), None)
>>> sol.moves, sol.states[-1]
(['L', 'R', 'R'], (0, 2, 3))
"""

from __future__ import annotations

import itertools
import time
from typing import Any

from fewest.errors import NoSolutionError
from fewest.problem import Budget, Limits, SearchStats, Solution
from fewest.puzzles.methods import LIMIT_NAMES, Method


def flat_bfs(maze: Any, limits: Limits | None) -> Solution[Any]:
    """The BFS itself; the path comes back as ``(row, col, mask)`` states."""
    from fewest.puzzles.lc_864.model import STEPS

    started = time.perf_counter()
    stats = SearchStats()
    budget = Budget(limits, stats)
    rows = maze.rows
    h, w = len(rows), len(rows[0])
    full = maze.full
    # per cell: (neighbour cell, move, needed key bit or 0, key bit gained or 0)
    links: list[list[tuple[int, str, int, int]]] = [[] for _ in range(h * w)]
    for r in range(h):
        for c in range(w):
            for move, dr, dc in STEPS:
                nr, nc = r + dr, c + dc
                if 0 <= nr < h and 0 <= nc < w and rows[nr][nc] != "#":
                    ch = rows[nr][nc]
                    need = 1 << (ord(ch) - 65) if "A" <= ch <= "F" else 0
                    gain = 1 << (ord(ch) - 97) if "a" <= ch <= "f" else 0
                    links[r * w + c].append((nr * w + nc, move, need, gain))
    start = (maze.start[0] * w + maze.start[1]) << 6
    parent: dict[int, int] = {start: -1}
    frontier = [start]
    found = -1
    expanded = 0
    while frontier and found < 0:
        layer = []
        for s in frontier:
            if expanded >= budget.next_at:
                budget.check(expanded, len(parent))
            expanded += 1
            mask = s & 63
            for cell, _move, need, gain in links[s >> 6]:
                if need and not mask & need:
                    continue
                nm = mask | gain
                t = cell << 6 | nm
                if t in parent:
                    continue
                parent[t] = s
                if nm == full:
                    found = t
                    break
                layer.append(t)
            if found >= 0:
                break
        frontier = layer
    stats.expanded = expanded
    stats.peak_stored = len(parent)
    stats.seconds = time.perf_counter() - started
    if found < 0:
        raise NoSolutionError(f"no way to hold every key ({len(parent):,} states searched)",
                              stats)
    chain = [found]
    while parent[chain[-1]] >= 0:
        chain.append(parent[chain[-1]])
    chain.reverse()
    states = [(*divmod(s >> 6, w), s & 63) for s in chain]
    moves = []
    for (r, c, _), (nr, nc, _) in itertools.pairwise(states):
        moves.append(next(m for m, dr, dc in STEPS if (r + dr, c + dc) == (nr, nc)))
    return Solution(moves, states, float(len(moves)), True, "state-bfs", stats)


def _bfs(instance: Any, limits: Limits | None) -> Solution[Any]:
    return flat_bfs(instance.maze, limits)


METHODS = (
    Method("state-bfs", optimal=True, aliases=("keys-bfs",),
           summary="breadth-first search over (cell, keys held): at most 30x30x64 states",
           honours=frozenset(LIMIT_NAMES), run=_bfs),
)
