"""Random LeetCode 1263 warehouses, for ``fewest scramble`` and the judge's stream.

``size`` is ``RxC`` (or ``N``), each side 1..20 with at least 3 cells: a
random floor with about 20% walls and ``S``, ``B``, ``T`` on distinct floor
cells.  ``moves=None`` redraws until the box can reach the target;
``moves=k`` until it takes at most ``k`` pushes.

>>> import random
>>> from fewest.puzzles.lc_1263.formats import read_case
>>> g = read_case(scramble("5x6", None, random.Random(4)))["grid"]
>>> len(g), len(g[0]), sum(row.count("B") for row in g)
(5, 6, 1)
"""

from __future__ import annotations

import json
import random
from typing import Any

from fewest.errors import InvalidPuzzleError, NoSolutionError
from fewest.puzzles.boardtext import quote
from fewest.puzzles.lc_1263.model import MAX_SIDE

TRIES = 300


def parse_size(size: str) -> tuple[int, int]:
    a, _, b = str(size).strip().lower().partition("x")
    try:
        m = int(a)
        n = int(b) if b else m
    except ValueError:
        raise InvalidPuzzleError(
            f"leetcode-1263 scramble size is RxC like 6x8, got {quote(size)}") from None
    if not (1 <= m <= MAX_SIDE and 1 <= n <= MAX_SIDE and m * n >= 3):
        raise InvalidPuzzleError(
            f"leetcode-1263 sides must be 1..{MAX_SIDE} with at least 3 cells, got {quote(size)}")
    return m, n


def random_grid(m: int, n: int, density: float, rng: random.Random) -> list[list[str]]:
    """Walls at ``density``, then S, B and T on three distinct cells."""
    grid = [["#" if rng.random() < density else "." for _ in range(n)] for _ in range(m)]
    cells = rng.sample([(r, c) for r in range(m) for c in range(n)], 3)
    for ch, (r, c) in zip("SBT", cells, strict=True):
        grid[r][c] = ch
    return grid


def scramble(size: str, moves: int | None, rng: random.Random) -> str:
    from fewest.puzzles import get_family

    m, n = parse_size(size)
    family = get_family("leetcode-1263")
    for _ in range(TRIES):
        text = json.dumps({"grid": random_grid(m, n, 0.2, rng)})
        try:
            length = family.parse(text).solve().length
        except NoSolutionError:
            continue
        if moves is None or length <= moves:
            return text
    row = ["S", "B", "T"] + ["."] * (n - 3) if n >= 3 else None
    if row is not None:
        return json.dumps({"grid": [row] + [["."] * n for _ in range(m - 1)]})
    col = [["S"], ["B"], ["T"]] + [["."] * n for _ in range(m - 3)]
    return json.dumps({"grid": [r + ["."] * (n - 1) for r in col]})


def shortcut_pushes(grid: list[list[str]], *, box_only: bool, through_box: bool) -> int:
    """Pushes found by a search that takes one of the two classic shortcuts:
    ``box_only`` remembers box cells only (not the player's side), ``through_box``
    lets the player walk through the box.  Used to pick stream cases on which
    the shortcut answers wrong."""
    m, n = len(grid), len(grid[0])
    pos = {grid[r][c]: (r, c) for r in range(m) for c in range(n) if grid[r][c] in "SBT"}

    def free(r: int, c: int) -> bool:
        return 0 <= r < m and 0 <= c < n and grid[r][c] != "#"

    def area(src: tuple[int, int], box: tuple[int, int]) -> set[tuple[int, int]]:
        seen, todo = {src}, [src]
        while todo:
            r, c = todo.pop()
            for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                p = (r + dr, c + dc)
                if free(*p) and (through_box or p != box) and p not in seen:
                    seen.add(p)
                    todo.append(p)
        return seen

    start = (pos["B"], pos["S"])
    seen: set[Any] = {start[0] if box_only else start}
    layer = [start]
    depth = 0
    while layer:
        nxt = []
        for box, me in layer:
            if box == pos["T"]:
                return depth
            reach = area(me, box)
            for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                nb = (box[0] + dr, box[1] + dc)
                key: Any = nb if box_only else (nb, box)
                if free(*nb) and (box[0] - dr, box[1] - dc) in reach and key not in seen:
                    seen.add(key)
                    nxt.append((nb, box))
        layer = nxt
        depth += 1
    return -1


def random_case(rng: random.Random, m: int, n: int) -> dict[str, Any]:
    """One case for the judge's stream (some have no way to the target).  About a
    third of the cases are redrawn (up to 60 times) until a search that
    remembers box cells only answers them wrong, a quarter
    until one that lets the player walk through the box does (up to 30)."""
    density = rng.choice((0.1, 0.2, 0.3, 0.35))
    grid = random_grid(m, n, density, rng)
    roll = rng.random()
    if roll < 0.6 and m * n >= 6:
        box_only = roll < 0.35
        for _ in range(60 if box_only else 30):
            exact = shortcut_pushes(grid, box_only=False, through_box=False)
            if exact != shortcut_pushes(grid, box_only=box_only, through_box=not box_only):
                break
            grid = random_grid(m, n, density, rng)
    return {"grid": grid}
