"""An independent oracle for the pocket-cube tests: plain BFS over sticker strings.

:func:`ball` is a breadth-first search from a cube out to a depth;
:func:`distance` meets a ball around the solved cube with one around the
given cube, so any cube (at most God's number away) is solved optimally
without the family's tables.
"""

from __future__ import annotations

from functools import cache

from fewest.puzzles.pocket_cube.geometry import TURNS, permute
from fewest.puzzles.pocket_cube.model import SOLVED, solve_moves

#: the solved ball's radius; the cube's ball adds the rest of God's number (11 HTM, 14 QTM)
RADIUS = {"htm": 6, "qtm": 7}
GODS_NUMBER = {"htm": 11, "qtm": 14}


def ball(start: str, metric: str, depth: int) -> dict[str, int]:
    """Every sticker string within ``depth`` turns of ``start``, with its distance."""
    perms = [TURNS[m] for m in solve_moves(metric)]
    dist = {start: 0}
    layer = [start]
    for d in range(1, depth + 1):
        nxt = []
        for s in layer:
            for p in perms:
                t = permute(s, p)
                if t not in dist:
                    dist[t] = d
                    nxt.append(t)
        layer = nxt
    return dist


@cache
def solved_ball(metric: str) -> dict[str, int]:
    return ball(SOLVED, metric, RADIUS[metric])


def distance(stickers: str, metric: str) -> int:
    """Fewest turns from ``stickers`` (an oriented cube) to solved."""
    near = solved_ball(metric)
    if stickers in near:
        return near[stickers]
    around = ball(stickers, metric, GODS_NUMBER[metric] - RADIUS[metric])
    return min(d + near[s] for s, d in around.items() if s in near)
