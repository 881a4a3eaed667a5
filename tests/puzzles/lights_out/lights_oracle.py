"""An independent oracle for Lights Out: plain BFS over every board of a tiny shape.

Its own press rule (lists of 0/1, no bit sets, nothing from fewest), so the
GF(2) solver and the compiled enumeration are checked against search.
"""

from __future__ import annotations

from collections import deque
from functools import cache

from tests.puzzles.pancake.pancake_oracle import level_counts

Lights = tuple[int, ...]


def press(lights: Lights, rows: int, cols: int, r: int, c: int) -> Lights:
    """``lights`` (row-major 0/1) after pressing ``(r, c)``."""
    out = list(lights)
    for dr, dc in ((0, 0), (-1, 0), (1, 0), (0, -1), (0, 1)):
        rr, cc = r + dr, c + dc
        if 0 <= rr < rows and 0 <= cc < cols:
            out[rr * cols + cc] ^= 1
    return tuple(out)


@cache
def distances(rows: int, cols: int) -> dict[Lights, int]:
    """Fewest presses from dark to every board reachable (presses undo themselves)."""
    dark = (0,) * (rows * cols)
    dist = {dark: 0}
    queue = deque([dark])
    while queue:
        s = queue.popleft()
        for r in range(rows):
            for c in range(cols):
                t = press(s, rows, cols, r, c)
                if t not in dist:
                    dist[t] = dist[s] + 1
                    queue.append(t)
    return dist


def as_text(lights: Lights, cols: int) -> str:
    """Rows text for the CLI and the parser."""
    rows = [lights[i : i + cols] for i in range(0, len(lights), cols)]
    return " / ".join(" ".join(map(str, row)) for row in rows)


def histogram(rows: int, cols: int) -> list[int]:
    """How many solvable boards need each number of presses."""
    return level_counts(distances(rows, cols))
