"""Random Baekjoon 16197 boards: small ones first; open lines where the answer is
``min(left + 1, right + 1)`` (so exactly 10 and 11 presses both come up); walls
that hold one coin back; wide boards whose coins sit too far in.

>>> import random
>>> case = random_case(random.Random(0), 3, 4)
>>> "".join(case["board"]).count("o")
2
>>> print(scramble("2x3", None, random.Random(1)).splitlines()[0])
2 3
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from fewest.puzzles.boj_16197.formats import write_input
from fewest.puzzles.boj_16197.model import HIGH, LOW, NAME
from fewest.puzzles.common.grid_gen import parse_size


def line_case(rng: random.Random, m: int) -> dict[str, Any]:
    """One open row of ``m`` cells with two coins (``m`` >= 2)."""
    a, b = sorted(rng.sample(range(m), 2))
    row = ["."] * m
    row[a] = row[b] = "o"
    return {"n": 1, "m": m, "board": ["".join(row)]}


def random_case(rng: random.Random, n: int, m: int) -> dict[str, Any]:
    """Walls with density 0..0.4, two coins on distinct cells (``n * m`` >= 2)."""
    p = rng.choice([0.0, 0.1, 0.2, 0.3, 0.4])
    cells = [["#" if rng.random() < p else "." for _ in range(m)] for _ in range(n)]
    spots = [(r, c) for r in range(n) for c in range(m)]
    (r1, c1), (r2, c2) = rng.sample(spots, 2)
    cells[r1][c1] = cells[r2][c2] = "o"
    return {"n": n, "m": m, "board": ["".join(row) for row in cells]}


def fewest_unbounded(case: dict[str, Any]) -> int | None:
    """Fewest presses with no 10-press limit (``None``: never), by BFS over the pair."""
    from collections import deque

    from fewest.puzzles.boj_16197.model import MOVES, Coins

    rules = Coins(case)
    start = rules.start[:4]
    seen = {start}
    queue = deque([(start, 0)])
    while queue:
        (r1, c1, r2, c2), d = queue.popleft()
        for _name, dr, dc in MOVES:
            nxt = rules.press((r1, c1, r2, c2, d), dr, dc)
            fell = rules.fallen(nxt)
            if fell == 1:
                return d + 1
            if fell == 0 and nxt[:4] not in seen:
                seen.add(nxt[:4])
                queue.append((nxt[:4], d + 1))
    return None


def long_case(rng: random.Random, want_over: bool) -> dict[str, Any]:
    """A walled corridor board whose answer is exactly 10 (``want_over`` False) or
    more than 10 but finite (drawn until one fits, 400 tries at most): the press
    limit decides these."""
    for _ in range(400):
        n, m = rng.randint(3, 6), rng.randint(14, HIGH)
        case = random_case(rng, n, m)
        rows = [list(r) for r in case["board"]]
        for c in range(m):
            for r in (0, n - 1):
                if rows[r][c] != "o":
                    rows[r][c] = "#"
        case["board"] = ["".join(r) for r in rows]
        got = fewest_unbounded(case)
        if got is not None and ((got > 10) if want_over else got == 10):
            return transpose(case) if rng.random() < 0.3 else case
    return case


def transpose(case: dict[str, Any]) -> dict[str, Any]:
    rows = case["board"]
    return {"n": case["m"], "m": case["n"],
            "board": ["".join(row[c] for row in rows) for c in range(case["m"])]}


def stream(rng: random.Random) -> Iterator[dict[str, Any]]:
    """Small cases first, growing to the statement's 20 x 20; every fourth an open
    line, every eighth a walled corridor needing exactly 10 or more than 10 presses."""
    i = 0
    while True:
        if i % 8 == 1:
            yield long_case(rng, want_over=(i % 16 == 9))
        elif i % 4 == 3:
            case = line_case(rng, rng.randint(2, min(HIGH, 6 + i)))
            yield transpose(case) if rng.random() < 0.5 else case
        else:
            top = min(HIGH, 2 + i // 2)
            n, m = rng.randint(LOW, top), rng.randint(LOW, top)
            if n * m < 2:
                n, m = 1, 2
            yield random_case(rng, n, m)
        i += 1


def scramble(size: str, moves: int | None, rng: random.Random) -> str:
    """A random board of ``size`` (``NxM``, at least two cells) as the judge's input text."""
    n, m = parse_size(size, NAME, LOW, HIGH)
    if n * m < 2:
        from fewest.errors import InvalidPuzzleError

        raise InvalidPuzzleError(f"{NAME}: two coins need two cells")
    return write_input(random_case(rng, n, m))
