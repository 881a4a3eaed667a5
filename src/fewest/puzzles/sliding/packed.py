"""Bidirectional breadth-first search on boards packed into Python ints.

A board becomes one int: the blank's position in the low ``bbits`` bits, then
each cell's tile in ``bits`` bits.  Sliding tile ``t`` from cell ``p`` into the
blank at ``b`` adds a precomputed delta ``D[b][p][t]``, so a successor costs a
shift, a mask, an index and an add, with no tuples built.  This is the
pure-Python answer for boards up to 10 cells (the 8-puzzle, 2x4, 2x5).

>>> sol = bidirectional((1, 2, 3, 4, 5, 6, 0, 7, 8), (1, 2, 3, 4, 5, 6, 7, 8, 0), 3, 3)
>>> sol.moves, sol.optimal, sol.algorithm
(['R', 'R'], True, 'python-bidirectional')
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from itertools import pairwise
from typing import Any

from fewest.errors import NoSolutionError
from fewest.problem import Budget, Limits, SearchStats, Solution
from fewest.puzzles.sliding.model import Tiles, direction, move_labels, neighbours

CHUNK = 2048


class Packing:
    """How boards of one shape pack into ints, with the move tables."""

    def __init__(self, rows: int, cols: int) -> None:
        n = rows * cols
        self.n, self.rows, self.cols = n, rows, cols
        self.bits = max(1, (n - 1).bit_length())
        self.bbits = self.bits
        self.mask = (1 << self.bits) - 1
        self.bmask = (1 << self.bbits) - 1
        self.moves: list[tuple[tuple[int, list[int]], ...]] = []
        for b, nbrs in enumerate(neighbours(rows, cols)):
            sb = self.bbits + self.bits * b
            entries = []
            for p in nbrs:
                if p < 0:
                    continue
                sp = self.bbits + self.bits * p
                entries.append((sp, [(t << sb) - (t << sp) + (p - b) for t in range(n)]))
            self.moves.append(tuple(entries))
        self.degree = [len(m) for m in self.moves]

    def pack(self, tiles: Sequence[int]) -> int:
        """The int for ``tiles``.

        >>> pk = Packing(2, 2)
        >>> pk.unpack(pk.pack((1, 0, 3, 2)))
        (1, 0, 3, 2)
        """
        key = list(tiles).index(0)
        for p, t in enumerate(tiles):
            key |= t << (self.bbits + self.bits * p)
        return key

    def unpack(self, key: int) -> Tiles:
        """The tuple for a packed board."""
        bits, mask = self.bits, self.mask
        key >>= self.bbits
        return tuple((key >> (bits * p)) & mask for p in range(self.n))


def _layer(
    layer: list[int], own: dict[int, int], other: dict[int, int], pk: Packing,
    budget: Budget, stats: SearchStats,
) -> tuple[list[int], int | None]:
    """Expand one whole layer; return the next layer and a meeting board (or ``None``)."""
    moves, mask, bmask = pk.moves, pk.mask, pk.bmask
    new: list[int] = []
    append = new.append
    for i in range(0, len(layer), CHUNK):
        budget.check(stats.expanded, len(own) + len(other), stats.generated)
        chunk = layer[i:i + CHUNK]
        for key in chunk:
            for sp, delta in moves[key & bmask]:
                child = key + delta[(key >> sp) & mask]
                if child in own:
                    continue
                own[child] = key
                if child in other:
                    # The first meeting is optimal: every board within the
                    # other side's depth is already in ``other``.
                    _count(chunk[:chunk.index(key) + 1], pk, stats)
                    return new, child
                append(child)
        _count(chunk, pk, stats)
    return new, None


def _count(done: list[int], pk: Packing, stats: SearchStats) -> None:
    """Add the boards in ``done`` (all fully expanded) to the counters."""
    stats.expanded += len(done)
    stats.generated += sum(map(pk.degree.__getitem__, map(pk.bmask.__and__, done)))


def bidirectional(
    start: Tiles, goal: Tiles, rows: int, cols: int, *, limits: Limits | None = None
) -> Solution[Tiles]:
    """An optimal solution by layered bidirectional BFS on packed boards.

    The caller checks solvability first; an unsolvable board is still
    answered correctly (by exhausting a side), only slowly.
    """
    started = time.perf_counter()
    stats = SearchStats()
    budget = Budget(limits, stats)
    pk = Packing(rows, cols)
    s, g = pk.pack(start), pk.pack(goal)
    fwd: dict[int, int] = {s: -1}
    bwd: dict[int, int] = {g: -1}
    f_layer, b_layer = [s], [g]
    meet: int | None = s if s == g else None
    while meet is None:
        if not f_layer or not b_layer:
            stats.seconds = time.perf_counter() - started
            stats.peak_stored = len(fwd) + len(bwd)
            raise NoSolutionError(
                f"bidirectional: no path from {start!r} reaches {goal!r} "
                f"({stats.expanded} states expanded)", stats)
        stats.peak_frontier = max(stats.peak_frontier, len(f_layer) + len(b_layer))
        if len(f_layer) <= len(b_layer):
            f_layer, meet = _layer(f_layer, fwd, bwd, pk, budget, stats)
        else:
            b_layer, meet = _layer(b_layer, bwd, fwd, pk, budget, stats)
    stats.peak_stored = len(fwd) + len(bwd)
    keys = _chain(fwd, meet)[::-1] + _chain(bwd, meet)[1:]
    states = [pk.unpack(k) for k in keys]
    return path_solution(states, cols, "python-bidirectional", stats, started)


def _chain(parents: dict[int, int], key: int) -> list[int]:
    out = [key]
    while (key := parents[key]) != -1:
        out.append(key)
    return out


def path_solution(
    states: list[Tiles], cols: int, algorithm: str, stats: SearchStats, started: float,
    **extra: Any,
) -> Solution[Tiles]:
    """A :class:`Solution` whose moves are read off consecutive boards."""
    labels = move_labels(len(states[0]))
    moves: list[Any] = [
        labels[direction(a, b, cols)][a[b.index(0)]]
        for a, b in pairwise(states)
    ]
    stats.seconds = time.perf_counter() - started
    return Solution(moves=moves, states=states, cost=len(moves), optimal=True,
                    algorithm=algorithm, stats=stats, **extra)
