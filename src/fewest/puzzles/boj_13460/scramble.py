"""Random Baekjoon 13460 boards: small ones first; one-row corridors where the two
balls share the line (the rolling order decides them); open boards; boards with
walls; and fixed mazes whose answer is exactly 10 or exactly 11 tilts (the limit
decides these), mirrored and transposed at random.

>>> import random
>>> case = random_case(random.Random(0), 5, 6)
>>> sorted(ch for ch in "".join(case["board"]) if ch in "ORB")
['B', 'O', 'R']
>>> print(scramble("4x5", None, random.Random(1)).splitlines()[0])
4 5
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Iterator
from typing import Any

from fewest.puzzles.boj_13460.formats import write_input
from fewest.puzzles.boj_13460.model import HIGH, LOW, MOVES, NAME, Marbles
from fewest.puzzles.common.grid_gen import parse_size

#: mazes whose fewest tilts (no limit) are 10 and 11, found by random search
DEEP: dict[int, list[tuple[str, ...]]] = {
    10: [
        ('##########',
         '#.##..#.##',
         '#.#....#.#',
         '##.......#',
         '#.....O..#',
         '##.B#.#..#',
         '#....##..#',
         '#...##.R.#',
         '##########'),
        ('#########',
         '#R#..#.##',
         '#.#.#...#',
         '#....#O.#',
         '#..#..#.#',
         '##...##.#',
         '##......#',
         '##...B.##',
         '#.#..####',
         '#########'),
        ('########',
         '###.####',
         '#.O##..#',
         '#B##..##',
         '#......#',
         '##.#...#',
         '###...R#',
         '########'),
        ('##########',
         '#.##.#...#',
         '#.#....#.#',
         '##.......#',
         '#..#O....#',
         '#.R.#....#',
         '#.B##.#..#',
         '##..#.#..#',
         '##########'),
    ],
    11: [
        ('#########',
         '##......#',
         '#R.##..##',
         '##.##...#',
         '#..#.O..#',
         '#.##.B#.#',
         '#.....#.#',
         '#########'),
        ('######',
         '#B#.##',
         '#...##',
         '#..#.#',
         '##.O.#',
         '#R...#',
         '######'),
        ('##########',
         '##......##',
         '#...B.####',
         '#..#.....#',
         '#..#..O###',
         '###..R..##',
         '##########'),
        ('#########',
         '##O#.#.##',
         '##.#....#',
         '##....###',
         '###B...##',
         '##.##.#.#',
         '#.##R...#',
         '#########'),
    ],
}


def random_case(rng: random.Random, n: int, m: int, p: float | None = None) -> dict[str, Any]:
    """Edges walled, inner walls with density ``p`` (drawn 0..0.4 when None), the
    hole and both balls on distinct inner cells (``(n-2) * (m-2)`` >= 3)."""
    if p is None:
        p = rng.choice([0.0, 0.1, 0.2, 0.3, 0.4])
    cells = [["#" if r in (0, n - 1) or c in (0, m - 1) or rng.random() < p else "."
              for c in range(m)] for r in range(n)]
    inner = [(r, c) for r in range(1, n - 1) for c in range(1, m - 1)]
    for (r, c), ch in zip(rng.sample(inner, 3), "ORB", strict=True):
        cells[r][c] = ch
    return {"n": n, "m": m, "board": ["".join(row) for row in cells]}


def line_case(rng: random.Random, m: int) -> dict[str, Any]:
    """One open inner row of ``m - 2`` cells holding O, R and B in any order."""
    return random_case(rng, 3, m, 0.0)


def transpose(case: dict[str, Any]) -> dict[str, Any]:
    rows = case["board"]
    return {"n": case["m"], "m": case["n"],
            "board": ["".join(row[c] for row in rows) for c in range(case["m"])]}


def mirror(case: dict[str, Any]) -> dict[str, Any]:
    return {**case, "board": [row[::-1] for row in case["board"]]}


def fewest_unbounded(case: dict[str, Any]) -> int | None:
    """Fewest tilts with no 10-tilt limit (``None``: never), by BFS over the pair."""
    rules = Marbles(case)
    start = rules.start
    seen = {start[:4]}
    queue = deque([start])
    while queue:
        state = queue.popleft()
        if rules.red_in(state) or rules.blue_in(state):
            continue
        for _name, dr, dc in MOVES:
            nxt = rules.tilt(state, dr, dc)
            if rules.blue_in(nxt):
                continue
            if rules.red_in(nxt):
                return nxt[4]
            if nxt[:4] not in seen:
                seen.add(nxt[:4])
                queue.append(nxt)
    return None


def deep_case(rng: random.Random, tilts: int) -> dict[str, Any]:
    """One of the fixed mazes needing exactly ``tilts`` tilts, turned at random."""
    rows = rng.choice(DEEP[tilts])
    case = {"n": len(rows), "m": len(rows[0]), "board": list(rows)}
    if rng.random() < 0.5:
        case = mirror(case)
    return transpose(case) if rng.random() < 0.5 else case


def stream(rng: random.Random) -> Iterator[dict[str, Any]]:
    """Small cases first, growing to the statement's 10 x 10; every fourth a
    corridor, every eighth a maze needing exactly 10 or 11 tilts."""
    i = 0
    while True:
        if i % 8 == 1:
            yield deep_case(rng, 11 if i % 16 == 9 else 10)
        elif i % 4 == 3:
            case = line_case(rng, rng.randint(5, HIGH))
            yield transpose(case) if rng.random() < 0.5 else case
        else:
            top = min(HIGH, 5 + i // 4)
            n, m = rng.randint(LOW, top), rng.randint(LOW, top)
            if (n - 2) * (m - 2) < 3:
                n, m = 3, 5
            yield random_case(rng, n, m)
        i += 1


def scramble(size: str, moves: int | None, rng: random.Random) -> str:
    """A random board of ``size`` (``NxM``, room for three inner cells) as the
    judge's input text."""
    n, m = parse_size(size, NAME, LOW, HIGH)
    if (n - 2) * (m - 2) < 3:
        from fewest.errors import InvalidPuzzleError

        raise InvalidPuzzleError(f"{NAME}: the hole and two balls need three inner cells")
    return write_input(random_case(rng, n, m))
