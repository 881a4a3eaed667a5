"""Random Baekjoon 1194 mazes: small ones first; locked exits whose key lies
elsewhere (perhaps behind another door) next to decoy keys, and random walls,
keys, doors and one to three exits; with and without an escape.

>>> import random
>>> case = random_case(random.Random(0), 3, 4)
>>> "".join(case["maze"]).count("0"), "1" in "".join(case["maze"])
(1, True)
>>> print(scramble("2x3", None, random.Random(1)).splitlines()[0])
2 3
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from fewest.puzzles.boj_1194.formats import write_input
from fewest.puzzles.boj_1194.model import HIGH, LOW, NAME
from fewest.puzzles.common.grid_gen import field, maze, parse_size


def _enclose(cells: list[list[str]], r: int, c: int, door: str, rng: random.Random) -> None:
    """Wall in cell (r, c) but for one side, which gets ``door``."""
    n, m = len(cells), len(cells[0])
    sides = [(r + dr, c + dc) for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1))
             if 0 <= r + dr < n and 0 <= c + dc < m]
    rng.shuffle(sides)
    for i, (nr, nc) in enumerate(sides):
        cells[nr][nc] = door if i == 0 else "#"


def locked_case(rng: random.Random, n: int, m: int) -> dict[str, Any]:
    """An exit behind a door, its key somewhere else (perhaps behind another door),
    and a decoy key of another letter: the keys must be in the state, and the right
    key must open the right door."""
    cells = [["#" if rng.random() < rng.choice([0.0, 0.1, 0.2]) else "." for _ in range(m)]
             for _ in range(n)]
    letters = rng.sample("abcdef", 3)
    spots = [(r, c) for r in range(n) for c in range(m)]
    rng.shuffle(spots)
    (er, ec), (kr, kc), (sr, sc) = spots[0], spots[1], spots[2]
    cells[er][ec] = "1"
    _enclose(cells, er, ec, letters[0].upper(), rng)
    if rng.random() < 0.4:
        _enclose(cells, kr, kc, letters[1].upper(), rng)
    cells[kr][kc] = letters[0]
    free = [(r, c) for r, c in spots[3:] if cells[r][c] in ".#"]
    for ch in (letters[1], letters[2], letters[1])[: rng.randint(1, 3)]:
        if free:
            r, c = free.pop()
            cells[r][c] = ch
    if rng.random() < 0.3 and free:  # a second exit, open or locked
        r, c = free.pop()
        cells[r][c] = "1"
    cells[sr][sc] = "0"
    rows = ["".join(row) for row in cells]
    text = "".join(rows)
    if text.count("0") != 1 or "1" not in text:  # the enclosure covered start or exit
        return random_case(rng, n, m)
    return {"n": n, "m": m, "maze": rows}


def random_case(rng: random.Random, n: int, m: int) -> dict[str, Any]:
    """Walls, then keys, doors, exits and the start on distinct cells."""
    if n >= 3 and m >= 3 and rng.random() < 0.4:
        g = maze(rng, n, m, loops=rng.choice([0.1, 0.3]))
    else:
        g = field(rng, n, m, rng.choice([0.1, 0.2, 0.3, 0.4]))
    cells = [["." if v else "#" for v in row] for row in g]
    spots = [(r, c) for r in range(n) for c in range(m)]
    rng.shuffle(spots)
    kinds = rng.choice(["ab", "abc", "abcdef", "a", "ef"])
    extra = min(len(spots) - 2, rng.randint(0, max(1, n * m // 4)))
    picks = ["0", *["1"] * rng.randint(1, 3)]
    for _ in range(extra):
        k = rng.choice(kinds)
        picks.append(k if rng.random() < 0.4 else k.upper())
    for (r, c), ch in zip(spots, picks[:len(spots)], strict=False):
        cells[r][c] = ch
    rows = ["".join(row) for row in cells]
    if "1" not in "".join(rows):  # a single cell board holds only the start
        rows = [rows[0][:-1] + "1"] if m > 1 else rows
    return {"n": n, "m": m, "maze": rows}


def stream(rng: random.Random) -> Iterator[dict[str, Any]]:
    """Small cases first, growing to the statement's 50 x 50."""
    i = 0
    while True:
        top = min(HIGH, 3 + i // 2)
        n, m = rng.randint(LOW, top), rng.randint(LOW, top)
        if n * m >= 2:
            locked = n * m >= 9 and rng.random() < 0.7
            yield locked_case(rng, n, m) if locked else random_case(rng, n, m)
            i += 1


def scramble(size: str, moves: int | None, rng: random.Random) -> str:
    """A random maze of ``size`` (``NxM``, at least two cells) as the judge's input text."""
    n, m = parse_size(size, NAME, LOW, HIGH)
    if n * m < 2:
        from fewest.errors import InvalidPuzzleError

        raise InvalidPuzzleError(f"{NAME}: a maze needs two cells (a start and an exit)")
    return write_input(random_case(rng, n, m))
