"""Short move sequences that cycle exactly three cells: the fast solver's tool.

A row shift and a column shift meet in one cell, so their commutator
``R C R^-1 C^-1`` (four moves) moves exactly three tiles, in a 3-cycle: every
other tile ends where it started.  Conjugating it by a *setup* ``S`` (do
``S``, the commutator, then undo ``S``) cycles three other cells, and the
board is a torus, so shifting every line index of a sequence by the same
amount (a translation) cycles the translated cells.  Commutators anchored
at row 1 and column 1, with every setup of at most two moves, already
cycle every triple of cells on every board of 2..7 rows and columns (checked
by :func:`missing_keys`); :func:`cycle_table` keeps the shortest sequence for
each triple *up to translation*, and :func:`three_cycle` translates it.

Cells are 0-based and row-major; a sequence's *destination map* ``d`` says
that the tile on cell ``x`` ends on cell ``d[x]``.

>>> moves = three_cycle(2, 2, p=0, t=1, b=2)
>>> from fewest.puzzles.rubiks_square.model import apply_move
>>> state = (10, 11, 12, 13)
>>> for m in moves:
...     state = apply_move(state, 2, 2, m)
>>> state          # the tile on cell 0 went to cell 1, cell 1's to 2, cell 2's to 0
(12, 10, 11, 13)
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Any

import numpy as np

from fewest.puzzles.rubiks_square.model import Move, all_moves, apply_move, inverse_move

#: Longest setup tried (two moves: every triple is covered on 2..7 sides).
MAX_SETUP = 2


@dataclass(frozen=True)
class Algorithm:
    """One 3-cycle sequence: ``moves`` sends the tile on ``p`` to ``t``, the tile on
    ``t`` to ``b`` and the tile on ``b`` to ``p``."""

    moves: tuple[Move, ...]
    p: int


def destinations(rows: int, cols: int, moves: list[Move] | tuple[Move, ...]) -> list[int]:
    """The destination map of ``moves``: the tile on cell ``x`` ends on ``d[x]``.

    >>> destinations(2, 2, [(1, 1, 1)])
    [1, 0, 2, 3]
    """
    state = tuple(range(rows * cols))
    for m in moves:
        state = apply_move(state, rows, cols, m)
    out = [0] * len(state)
    for cell, x in enumerate(state):
        out[x] = cell
    return out


def translate(move: Move, rows: int, cols: int, dr: int, dc: int) -> Move:
    """``move`` on the line ``dr`` rows down (a row) or ``dc`` columns right (a column).

    >>> translate((1, 3, 2), 3, 4, 1, 0), translate((2, 4, 1), 3, 4, 0, 1)
    ((1, 1, 2), (2, 1, 1))
    """
    t, i, k = move
    if t == 1:
        return (1, (i - 1 + dr) % rows + 1, k)
    return (2, (i - 1 + dc) % cols + 1, k)


def _key(rows: int, cols: int, p: Any, t: Any, b: Any) -> Any:
    """The translation-free key of the triple ``(p, t, b)`` (cells, or arrays of
    cells): the offsets of ``t`` and ``b`` from ``p`` on the torus, as one number.

    >>> _key(3, 4, 0, 1, 4) == _key(3, 4, 6, 7, 10)
    True
    """
    n = rows * cols
    pr, pc = divmod(p, cols)

    def offset(x: Any) -> Any:
        xr, xc = divmod(x, cols)
        return ((xr - pr) % rows) * cols + (xc - pc) % cols

    return offset(t) * n + offset(b)


@functools.lru_cache(maxsize=64)
def cycle_table(rows: int, cols: int) -> dict[int, Algorithm]:
    """Key of a triple (see :func:`_key`) -> the shortest 3-cycle sequence found.

    Built once per board size (a few tens of milliseconds with numpy): every
    commutator of a row-1 and a column-1 shift, in both orders, conjugated by
    every setup of at most :data:`MAX_SETUP` moves, shortest first.
    """
    moves = all_moves(rows, cols)
    inv = [inverse_move(m, rows, cols) for m in moves]
    # back[j, y]: the cell whose tile move j brings to y (the inverse destination map)
    ident = tuple(range(rows * cols))
    back = np.array([apply_move(ident, rows, cols, m) for m in moves], dtype=np.int64)
    bases: list[tuple[tuple[Move, ...], tuple[int, int, int]]] = []
    for a in range(1, cols):
        for b in range(1, rows):
            for x, y in (((1, 1, a), (2, 1, b)), ((2, 1, b), (1, 1, a))):
                seq = (x, y, inverse_move(x, rows, cols), inverse_move(y, rows, cols))
                d = destinations(rows, cols, seq)
                x1 = next(c for c in range(rows * cols) if d[c] != c)
                bases.append((seq, (x1, d[x1], d[d[x1]])))
    cells = np.array([c for _, c in bases], dtype=np.int64)  # (bases, 3)
    table: dict[int, Algorithm] = {}
    # the setups of 0, 1 and 2 (= MAX_SETUP) moves, with their inverse destination maps
    pairs: list[tuple[int, ...]] = [(i, j) for i in range(len(moves)) for j in range(len(moves))
                                    if moves[i][:2] != moves[j][:2]]
    first, second = np.array(pairs).T
    layers: list[tuple[list[tuple[int, ...]], np.ndarray]] = [
        ([()], np.array([ident])),
        ([(j,) for j in range(len(moves))], back),
        # setup i then j: the cell whose tile ends on y is back[i][back[j][y]]
        (pairs, back[first[:, None], back[second]]),
    ]
    for setups, maps in layers:
        where = maps[:, cells]  # (setups, bases, 3): the cycled cells after conjugation
        for rot in range(3):
            ps, ts, bs = (where[..., (rot + k) % 3] for k in range(3))
            keys = _key(rows, cols, ps, ts, bs).reshape(-1)
            flat_p = ps.reshape(-1)
            fresh, first_at = np.unique(keys, return_index=True)
            for key, at in zip(fresh.tolist(), first_at.tolist(), strict=True):
                if key in table:
                    continue
                s, base = divmod(at, len(bases))
                setup = [moves[j] for j in setups[s]]
                undo = [inv[j] for j in reversed(setups[s])]
                table[key] = Algorithm((*setup, *bases[base][0], *undo),
                                       int(flat_p[at]))
    return table


def three_cycle(rows: int, cols: int, *, p: int, t: int, b: int) -> tuple[Move, ...]:
    """A short sequence sending the tile on ``p`` to ``t``, ``t``'s to ``b`` and
    ``b``'s to ``p``, leaving every other tile in place."""
    alg = lookup(rows, cols, p, t, b)
    pr, pc = divmod(p, cols)
    ar, ac = divmod(alg.p, cols)
    return tuple(translate(m, rows, cols, pr - ar, pc - ac) for m in alg.moves)


def lookup(rows: int, cols: int, p: int, t: int, b: int) -> Algorithm:
    """The table entry for the triple (untranslated); ``KeyError`` if there is none."""
    return cycle_table(rows, cols)[_key(rows, cols, p, t, b)]


def missing_keys(rows: int, cols: int) -> int:
    """How many triples of distinct cells (up to translation) have no sequence: 0 on
    every size the family takes.

    >>> missing_keys(3, 4)
    0
    """
    n = rows * cols
    return (n - 1) * (n - 2) - len(cycle_table(rows, cols))
