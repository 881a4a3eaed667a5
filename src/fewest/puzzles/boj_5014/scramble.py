"""Random cases: ``scramble(size, moves, rng)`` and the judge's stream.

``size`` is the number of floors F (``"100"``); ``moves=None`` draws S, G, U, D
uniformly (G may be unreachable), ``moves=m`` puts G at most ``m`` presses from S.

>>> import random
>>> scramble("100", None, random.Random(1))
'100 18 9 72 97'
>>> scramble("10", 3, random.Random(2)).split()[0]
'10'
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from fewest.puzzles.boj_1697.scramble import parse_size
from fewest.puzzles.boj_5014.model import TOP

#: the official samples, then the usual mistakes: S = G (0 presses, even with U = D = 0),
#: U = 0 or D = 0 (a button that does nothing), floor 0 or F + 1 taken as a floor, G = F
#: and G = 1 exactly, one floor, a million floors walked one by one
SPECIALS = (
    (10, 1, 10, 2, 1), (100, 2, 1, 1, 0), (5, 3, 3, 0, 0), (5, 2, 4, 0, 0), (1, 1, 1, 0, 0),
    (2, 1, 2, 2, 1), (2, 2, 1, 1, 2), (10, 1, 10, 9, 0), (10, 10, 1, 0, 9), (10, 4, 7, 0, 3),
    (10, 7, 4, 3, 0), (7, 1, 7, 3, 2), (TOP, 1, TOP, 1, 0), (TOP, 1, TOP, 2, 1),
    (TOP, TOP, 1, 0, 1), (TOP, 500_000, 500_001, TOP, TOP),
)
FIELD_NAMES = ("F", "S", "G", "U", "D")


def scramble(size: str, moves: int | None, rng: random.Random) -> str:
    """``"F S G U D"`` (see the module docstring)."""
    f = parse_size(size, TOP)
    s = rng.randint(1, f)
    u, d = rng.randint(0, f), rng.randint(0, f)
    if moves is None:
        g = rng.randint(1, f)
    else:
        g = s
        for _ in range(max(0, int(moves))):
            options = [y for y in (g + u, g - d) if 1 <= y <= f and y != g]
            if options:
                g = rng.choice(options)
    return f"{f} {s} {g} {u} {d}"


def _case(f: int, s: int, g: int, u: int, d: int) -> dict[str, int]:
    return dict(zip(FIELD_NAMES, (f, s, g, u, d), strict=True))


def cases(rng: random.Random) -> Iterator[Any]:
    """Tiny buildings first, the specials, then larger ones up to a million floors."""
    for _ in range(6):
        f = rng.randint(1, 8)
        yield _case(f, rng.randint(1, f), rng.randint(1, f), rng.randint(0, f), rng.randint(0, f))
    for sp in SPECIALS:
        yield _case(*sp)
    i = 0
    while True:
        i += 1
        f = rng.randint(1, min(TOP, 10 ** min(6, 1 + i // 10)))
        small = rng.random() < 0.5
        u = rng.randint(0, max(1, f // 50)) if small else rng.randint(0, f)
        d = rng.randint(0, max(1, f // 50)) if small else rng.randint(0, f)
        yield _case(f, rng.randint(1, f), rng.randint(1, f), u, d)


def shrinks(case: dict[str, int]) -> Iterator[dict[str, int]]:
    """One step smaller: fewer floors (S and G kept inside), a smaller button, S or G
    one floor lower."""
    f, s, g, u, d = (case[k] for k in FIELD_NAMES)
    out = []
    for nf in (max(s, g), (f + max(s, g)) // 2, f - 1):
        if max(s, g) <= nf < f:
            out.append(_case(nf, s, g, u, d))
    for nu in (u // 2, u - 1):
        if 0 <= nu < u:
            out.append(_case(f, s, g, nu, d))
    for nd in (d // 2, d - 1):
        if 0 <= nd < d:
            out.append(_case(f, s, g, u, nd))
    if s > 1:
        out.append(_case(f, s - 1, g, u, d))
    if g > 1:
        out.append(_case(f, s, g - 1, u, d))
    seen = []
    for c in out:
        if c not in seen:
            seen.append(c)
            yield c


def size(case: dict[str, int]) -> tuple[int, ...]:
    """What shrinking lowers: F, then S + G + U + D."""
    return (case["F"], case["S"] + case["G"] + case["U"] + case["D"])
