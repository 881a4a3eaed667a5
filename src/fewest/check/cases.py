"""The deterministic case stream of each judge, and random smaller cases for the shrinker.

A stream is ``(rng, options) -> iterator of Case``; the same ``--seed``
gives the same cases in the same order.  The fixed part comes first
(:mod:`fewest.check.samples`: the judge's samples, then edge cases), then
random boards over every depth and size the judge allows:

* Baekjoon 1525: random walks of 1..40 moves from the goal (``family.scramble``)
  and uniform boards, half of them unreachable;
* Baekjoon 2549: ``family.scramble`` with 0..7 random moves (the judge's
  promise: at most 7);
* LeetCode 909: a side n = 2..20 and a density of snakes and ladders, with
  chains (a jump onto another jump's start) and squares pointing to themselves;
* Programmers 72415: 1..6 pairs of faces from 1..6 on the 4x4 board, any cursor.

A *probe* stream (``(rng, case, expected, options) -> iterator``) draws the
same kind of random boards below a failing case's size (shorter walks,
smaller sides, fewer pairs): the shrinker tries some when its local
candidates are exhausted, to leave a local minimum.

>>> import random
>>> cases = list(itertools.islice(sliding_stream(random.Random(0), {}), 10))
>>> [c.origin for c in cases[8:]]
['edge: deepest (31 moves)', 'random: any board']
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator, Mapping
from typing import Any

from fewest.check.oracle import Case, Expected, Grid, grid
from fewest.check.samples import (
    CARD_FIXED,
    SLIDING_FIXED,
    SNAKES_FIXED,
    SQUARE_FIXED,
    card_case,
    fixed,
    rows_of,
)

#: Longest random walk from the 8-puzzle's goal.
SLIDING_WALK = 40
#: The Baekjoon 2549 promise: every answer is at most this many moves.
SQUARE_DEPTH = 7
SNAKES_SIDES = (2, 20)
#: Fractions of the squares that start a snake or ladder.
SNAKES_DENSITY = (0.0, 0.05, 0.1, 0.2, 0.35, 0.5)
CARD_SIDE = 4
CARD_PAIRS = 6


def _scramble(puzzle: str, size: str, moves: int, rng: random.Random) -> Grid:
    from fewest.puzzles import get_family

    return rows_of(get_family(puzzle).scramble(size, moves, rng))


# ---- Baekjoon 1525 (sliding, 3x3) ------------------------------------------------

def blank_first(board: Grid) -> Grid:
    """The board turned a half turn with every tile t renamed ``cells - t``: a
    one-to-one map from blank-last boards to blank-first ones that keeps every
    distance (the goal 1 2 3 / 4 5 6 / 7 8 0 becomes 0 1 2 / 3 4 5 / 6 7 8).

    >>> blank_first(((1, 2, 3), (4, 5, 6), (7, 8, 0)))
    ((0, 1, 2), (3, 4, 5), (6, 7, 8))
    """
    cells = sum(len(row) for row in board)
    return tuple(tuple(cells - t if t else 0 for t in reversed(row)) for row in reversed(board))


def _framed(cases: Iterator[Case], options: Mapping[str, Any]) -> Iterator[Case]:
    if options.get("goal") != "blank-first":
        yield from cases
        return
    for case in cases:
        yield Case(blank_first(case.board), case.options, case.origin)


def _walk(rng: random.Random, most: int) -> Case:
    walk = rng.randint(1, most)
    return Case(_scramble("sliding", "3x3", walk, rng), (), f"random: a walk of {walk} moves")


def _sliding_random(rng: random.Random) -> Iterator[Case]:
    while True:
        if rng.random() < 0.5:
            yield _walk(rng, SLIDING_WALK)
        else:
            tiles = list(range(9))
            rng.shuffle(tiles)
            yield Case(grid([tiles[0:3], tiles[3:6], tiles[6:9]]), (), "random: any board")


def sliding_stream(rng: random.Random, options: Mapping[str, Any]) -> Iterator[Case]:
    """Baekjoon 1525's cases (``options["goal"] == "blank-first"`` maps every board)."""
    return _framed(itertools.chain(fixed(SLIDING_FIXED), _sliding_random(rng)), options)


def sliding_probes(rng: random.Random, case: Case, expected: Expected,
                   options: Mapping[str, Any]) -> Iterator[Case]:
    """Random walks shorter than the failing board's distance."""
    if expected.length < 2:
        return iter(())
    return _framed((_walk(rng, expected.length - 1) for _ in itertools.count()), options)


# ---- Baekjoon 2549 (Rubik's square, 4x4, at most 7 moves) ------------------------

def _square_random(rng: random.Random, most: int) -> Iterator[Case]:
    while True:
        depth = rng.randint(0, most)
        yield Case(_scramble("rubiks-square", "4x4", depth, rng), (),
                   f"random: {depth} random moves")


def square_stream(rng: random.Random, options: Mapping[str, Any]) -> Iterator[Case]:
    """Baekjoon 2549's cases."""
    return itertools.chain(fixed(SQUARE_FIXED), _square_random(rng, SQUARE_DEPTH))


def square_probes(rng: random.Random, case: Case, expected: Expected,
                  options: Mapping[str, Any]) -> Iterator[Case]:
    """Scrambles of fewer moves than the failing board needs."""
    return _square_random(rng, expected.length - 1) if expected.length > 1 else iter(())


# ---- LeetCode 909 (snakes and ladders, n = 2..20) --------------------------------

def snakes_board(n: int, jumps: Mapping[int, int]) -> Grid:
    """LeetCode's board (top row first, boustrophedon labels) from ``{start: end}``.

    >>> snakes_board(2, {2: 4})
    ((-1, -1), (-1, 4))
    """
    from fewest.puzzles.snakes_ladders.model import square_position

    rows = [[-1] * n for _ in range(n)]
    for start, end in jumps.items():
        r, c = square_position(start, n)
        rows[r][c] = end
    return grid(rows)


def snakes_jumps(board: Grid) -> dict[int, int]:
    """``{start: end}`` of a LeetCode board (the inverse of :func:`snakes_board`).

    >>> snakes_jumps(((-1, -1), (-1, 4)))
    {2: 4}
    """
    from fewest.puzzles.snakes_ladders.model import square_position

    n = len(board)
    out = {}
    for s in range(1, n * n + 1):
        r, c = square_position(s, n)
        if board[r][c] != -1:
            out[s] = board[r][c]
    return out


def _snakes_random(rng: random.Random, most_side: int, most_jumps: int | None, *,
                   chains: float = 0.25,
                   densities: tuple[float, ...] = SNAKES_DENSITY) -> Iterator[Case]:
    """Random boards; ``chains`` is the chance that a jump ends on another jump's start."""
    while True:
        n = rng.randint(SNAKES_SIDES[0], most_side)
        density = rng.choice(densities)
        last = n * n
        starts = [s for s in range(2, last) if rng.random() < density]
        if most_jumps is not None and len(starts) > most_jumps:
            starts = sorted(rng.sample(starts, most_jumps))
        jumps = {}
        for s in starts:
            roll = rng.random()
            if roll < chains and len(starts) > 1:
                jumps[s] = rng.choice([t for t in starts if t != s])  # a chain
            elif roll < chains + 0.05:
                jumps[s] = s
            else:
                jumps[s] = rng.choice([t for t in range(1, last + 1) if t != s])
        yield Case(snakes_board(n, jumps), (), f"random: n={n}, {len(jumps)} jumps")


def snakes_stream(rng: random.Random, options: Mapping[str, Any]) -> Iterator[Case]:
    """LeetCode 909's cases."""
    return itertools.chain(fixed(SNAKES_FIXED), _snakes_random(rng, SNAKES_SIDES[1], None))


def snakes_probes(rng: random.Random, case: Case, expected: Expected,
                  options: Mapping[str, Any]) -> Iterator[Case]:
    """Random boards no wider, with no more snakes and ladders, and more chains (the
    problem's own trap: one snake or ladder per roll)."""
    return _snakes_random(rng, len(case.board), len(snakes_jumps(case.board)), chains=0.5,
                          densities=SNAKES_DENSITY[1:])


# ---- Programmers 72415 (card matching, 4x4, 1..6 pairs) --------------------------

def _card_random(rng: random.Random, most_pairs: int) -> Iterator[Case]:
    cells = CARD_SIDE * CARD_SIDE
    while True:
        pairs = rng.randint(1, most_pairs)
        faces = rng.sample(range(1, 7), pairs)
        flat = [0] * cells
        spots = rng.sample(range(cells), 2 * pairs)
        for face, cell in zip([f for f in faces for _ in range(2)], spots, strict=True):
            flat[cell] = face
        board = grid(flat[r:r + CARD_SIDE] for r in range(0, cells, CARD_SIDE))
        cursor = divmod(rng.randrange(cells), CARD_SIDE)
        yield card_case(board, cursor, f"random: {pairs} pair{'s' * (pairs != 1)}")


def card_stream(rng: random.Random, options: Mapping[str, Any]) -> Iterator[Case]:
    """Programmers 72415's cases."""
    return itertools.chain(fixed(CARD_FIXED), _card_random(rng, CARD_PAIRS))


def card_probes(rng: random.Random, case: Case, expected: Expected,
                options: Mapping[str, Any]) -> Iterator[Case]:
    """Random boards with no more pairs."""
    pairs = sum(1 for row in case.board for v in row if v) // 2
    return _card_random(rng, max(1, pairs))
