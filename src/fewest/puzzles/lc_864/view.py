"""The key grid drawn with :class:`GridView`: walls, keys, locks, and the walker.

>>> from fewest.puzzles.lc_864.model import Maze
>>> v = maze_view(Maze(("@aA",), (0, 0), 1))
>>> [(c.label, c.role) for c in v.state_grid((0, 1, 1)).cells]
[('', 'empty'), ('@', 'piece'), ('A', 'lock-open')]
"""

from __future__ import annotations

from typing import Any

from fewest.puzzles.common.grid_view import GridView
from fewest.puzzles.lc_864.model import WORDS, Maze


def maze_view(maze: Maze) -> GridView:
    roles = {"#": "wall", ".": "empty", "@": "empty"}
    labels = {}
    for i in range(maze.keys):
        roles[chr(97 + i)] = "key"
        roles[chr(65 + i)] = "lock"
        labels[chr(97 + i)] = chr(97 + i)
        labels[chr(65 + i)] = chr(65 + i)
    where = {ch: (r, c) for r, row in enumerate(maze.rows) for c, ch in enumerate(row)
             if ch.isalpha()}

    def pieces(state: Any) -> dict[tuple[int, int], tuple[str, str]]:
        r, c, mask = state
        out = {}
        for i in range(maze.keys):
            if mask >> i & 1:
                out[where[chr(97 + i)]] = ("", "gone")
                out[where[chr(65 + i)]] = (chr(65 + i), "lock-open")
        out[(r, c)] = ("@", "piece")
        return out

    return GridView(maze.rows, roles, pieces=pieces, labels=labels,
                    moved=lambda a, b: [(a[0], a[1]), (b[0], b[1])],
                    words=lambda m: f"step {WORDS.get(str(m), m)}",
                    cell_of=lambda s: (s[0], s[1]))
