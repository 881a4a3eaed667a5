"""Board geometry for the kernels, symmetries, and cached pattern databases.

A pattern database (PDB) over tiles ``T`` stores, for every placement of
those tiles, the fewest moves that bring them all home (other tiles ignored),
found by breadth-first search over placements.  Every move costs 1 there as
on the board, so each entry is a lower bound on the board's distance.

The puzzle looks the same after any *symmetry* that maps moves to moves:
cyclic translations of rows and columns, reversing the row or column order,
and (on square boards) transposition.  Reading the PDB through a symmetry
``s`` gives the distance of the tile set ``s^-1(T)``, and reading it on the
inverse permutation is valid too (its distance is the same, since the
inverse of every move is a move).  These lookups are combined by ``max``:
a move can shift several pattern tiles at once, so sums would overestimate.

>>> g = Geometry(2, 3)
>>> g.nmoves, g.lcells.tolist()
(7, [[0, 1, 2], [3, 4, 5], [0, 3, -1], [1, 4, -1], [2, 5, -1]])
>>> len(symmetries(4, 4))
128
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, field
from functools import cached_property

import numpy as np

from fewest import cache, tablecache
from fewest.errors import SearchLimitError
from fewest.kernels.ranking import partial_rank
from fewest.problem import SearchStats
from fewest.progress import ProgressFn, silent
from fewest.puzzles.rubiks_square.kernels import UNSEEN, bfs_layer
from fewest.words import seconds_up

TABLE_VERSION = 1
EXACT_MAX_CELLS = 10  # full distance tables up to 10! = 3.6M entries
SMALL_ENTRIES = 1_000_000
BIG_ENTRIES = 60_000_000
CHUNK = 1 << 22
#: Table entries a first-use build fills per second on a busy 2-core machine
#: (4x4, 57.6M entries: about 20 s alone, 40 s beside other work).
BUILD_RATE = 1_500_000


@dataclass(frozen=True)
class Geometry:
    """Lines and moves of an ``rows x cols`` board as kernel arrays.

    Move ``m`` shifts line ``mline[m]`` by ``mshift[m]``; moves are ordered as
    :func:`fewest.puzzles.rubiks_square.model.all_moves` lists them.
    """

    rows: int
    cols: int

    @property
    def cells(self) -> int:
        return self.rows * self.cols

    @cached_property
    def lcells(self) -> np.ndarray:
        r, c = self.rows, self.cols
        out = np.full((r + c, max(r, c)), -1, dtype=np.int64)
        for i in range(r):
            out[i, :c] = [i * c + x for x in range(c)]
        for j in range(c):
            out[r + j, :r] = [y * c + j for y in range(r)]
        return out

    @cached_property
    def llen(self) -> np.ndarray:
        return np.array([self.cols] * self.rows + [self.rows] * self.cols, dtype=np.int64)

    @cached_property
    def _moves(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        lines, shifts = [], []
        for line in range(self.rows + self.cols):
            size = int(self.llen[line])
            for k in range(1, size):
                lines.append(line)
                shifts.append(k)
        index = {(ln, k): m for m, (ln, k) in enumerate(zip(lines, shifts, strict=True))}
        inv = [index[(ln, int(self.llen[ln]) - k)] for ln, k in zip(lines, shifts, strict=True)]
        return (np.array(lines, dtype=np.int64), np.array(shifts, dtype=np.int64),
                np.array(inv, dtype=np.int64))

    @property
    def mline(self) -> np.ndarray:
        return self._moves[0]

    @property
    def mshift(self) -> np.ndarray:
        return self._moves[1]

    @property
    def minv(self) -> np.ndarray:
        return self._moves[2]

    @property
    def nmoves(self) -> int:
        return int(self.mline.shape[0])


def symmetries(rows: int, cols: int) -> list[tuple[int, ...]]:
    """Every cell permutation that maps moves to moves (distinct ones).

    ``s[p]`` is the image of cell ``p``; translations, reversals of each
    axis and, for square boards, transposition.
    """
    out: dict[tuple[int, ...], None] = {}
    flips = (False, True) if rows == cols else (False,)
    for a in range(rows):
        for b in range(cols):
            for fr in (False, True):
                for fc in (False, True):
                    for tr in flips:
                        perm = []
                        for p in range(rows * cols):
                            r, c = divmod(p, cols)
                            r = (rows - 1 - r if fr else r) + a
                            c = (cols - 1 - c if fc else c) + b
                            r, c = r % rows, c % cols
                            if tr:
                                r, c = c, r
                            perm.append(r * cols + c)
                        out[tuple(perm)] = None
    return list(out)


def pattern_size(cells: int, budget: int) -> int:
    """The most pattern tiles whose placements fit in ``budget`` entries.

    >>> pattern_size(16, 60_000_000), pattern_size(10, 10**9)
    (7, 9)
    """
    k = 0
    while k < cells - 1 and math.perm(cells, k + 1) <= budget:
        k += 1
    return k


@dataclass
class Pattern:
    """A PDB with its lookups, ready for the IDA* kernel."""

    rows: int
    cols: int
    tiles: tuple[int, ...]
    table: np.ndarray
    lk_src: np.ndarray = field(repr=False)
    lk_map: np.ndarray = field(repr=False)
    lk_inv: np.ndarray = field(repr=False)

    @property
    def k(self) -> int:
        return len(self.tiles)

    @property
    def nbytes(self) -> int:
        """Memory held by the table (what :mod:`fewest.tablecache` counts)."""
        return int(self.table.nbytes)

    @property
    def exact(self) -> bool:
        """True when the table is the full distance table (all tiles but one)."""
        return self.k == self.rows * self.cols - 1

    @cached_property
    def weights(self) -> np.ndarray:
        return rank_weights(self.rows * self.cols, self.k)


def rank_weights(cells: int, k: int) -> np.ndarray:
    """Mixed-radix weights of :func:`~fewest.kernels.ranking.partial_rank` (``n = cells``).

    >>> rank_weights(4, 3).tolist()
    [6, 2, 1]
    """
    w = [1] * k
    for j in range(k - 2, -1, -1):
        w[j] = w[j + 1] * (cells - 1 - j)
    return np.array(w, dtype=np.int64)


def lookups(rows: int, cols: int, tiles: tuple[int, ...], *, exact: bool) -> tuple[
        np.ndarray, np.ndarray, np.ndarray]:
    """``(src, map, inv)`` arrays: one row per distinct valid lookup.

    Lookup ``l`` ranks the cells ``map[l][where(src[l][j])]``, where
    ``where`` is the tile->cell array (``inv = 0``) or the cell->tile array
    (``inv = 1``, the inverse permutation).  An exact table needs one lookup.
    """
    n = rows * cols
    seen: set[tuple[int, frozenset[int]]] = set()
    src, maps, inv = [], [], []
    sym = [tuple(range(n))] if exact else symmetries(rows, cols)
    for flag in ((0,) if exact else (0, 1)):
        for s in sym:
            s_inv = [0] * n
            for p, q in enumerate(s):
                s_inv[q] = p
            row = [s_inv[t] for t in tiles]
            key = (flag, frozenset(row))
            if key in seen:
                continue
            seen.add(key)
            src.append(row)
            maps.append(list(s))
            inv.append(flag)
    return (np.array(src, dtype=np.int64), np.array(maps, dtype=np.int64),
            np.array(inv, dtype=np.int64))


def build_table(rows: int, cols: int, tiles: tuple[int, ...],
                progress: ProgressFn | None = None, deadline: float | None = None) -> np.ndarray:
    """Breadth-first distances over placements of ``tiles`` (uint8, 255 = unreachable).

    ``deadline`` (a :func:`time.perf_counter` value) is checked between
    chunks: past it, :class:`~fewest.errors.SearchLimitError` (``max_seconds``)
    says how to build the table ahead.
    """
    geo = Geometry(rows, cols)
    n = rows * cols
    k = len(tiles)
    total = math.perm(n, k)
    tab = np.full(total, UNSEEN, dtype=np.uint8)
    goal = np.array(tiles, dtype=np.int64)  # tile t's home is cell t
    tab[partial_rank(goal, k, n)] = 0
    report = progress or silent()
    label = f"pattern table {rows}x{cols}, {k} tiles"
    seen, frontier, depth = 1, 1, 0
    report(label, seen, total)
    while frontier:
        pull = frontier * 4 > total - seen
        frontier = 0
        for lo in range(0, total, CHUNK):
            hi = min(total, lo + CHUNK)
            if deadline is not None and time.perf_counter() > deadline:
                raise SearchLimitError(
                    f"time limit reached while building the {label} (about "
                    f"{seconds_up(build_seconds(total))} s, first use only); build it ahead with "
                    f"`{prebuild_command(rows, cols)}`", reason="max_seconds", stats=SearchStats())
            frontier += bfs_layer(tab, depth, k, n, geo.lcells, geo.llen, lo, hi, pull)
            report(label, seen + frontier, total)
        seen += frontier
        depth += 1
    return tab


def table_name(rows: int, cols: int, tiles: tuple[int, ...]) -> str:
    """Cache file name of a pattern table (also its key in :mod:`fewest.tablecache`)."""
    return f"rubiks-square-{rows}x{cols}-" + "-".join(map(str, tiles))


def pattern(rows: int, cols: int, tiles: tuple[int, ...],
            progress: ProgressFn | None = None, deadline: float | None = None) -> Pattern:
    """The pattern (held by :mod:`fewest.tablecache`, cached on disk, built when missing).

    A build stops at ``deadline`` (see :func:`build_table`).
    """

    def load() -> Pattern:
        table = cache.load_or_build(
            table_name(rows, cols, tiles),
            lambda: build_table(rows, cols, tiles, progress, deadline), version=TABLE_VERSION,
        )
        exact = len(tiles) == rows * cols - 1
        src, maps, inv = lookups(rows, cols, tiles, exact=exact)
        return Pattern(rows, cols, tiles, table, src, maps, inv)

    return tablecache.get(table_name(rows, cols, tiles), load)


def is_loaded(rows: int, cols: int, tiles: tuple[int, ...]) -> bool:
    """True when the pattern is already in memory."""
    return tablecache.contains(table_name(rows, cols, tiles))


def is_cached(rows: int, cols: int, tiles: tuple[int, ...]) -> bool:
    """True when the pattern is in memory or in the cache folder."""
    return is_loaded(rows, cols, tiles) or cache.exists(
        table_name(rows, cols, tiles), version=TABLE_VERSION)


def exact_tiles(rows: int, cols: int) -> tuple[int, ...] | None:
    """Tiles of the full distance table, or ``None`` when the board is too big."""
    n = rows * cols
    return tuple(range(n - 1)) if n <= EXACT_MAX_CELLS else None


def pattern_tiles(rows: int, cols: int, budget: int) -> tuple[int, ...]:
    """The first tiles in row-major order that fit ``budget`` entries."""
    return tuple(range(pattern_size(rows * cols, budget)))


def build_seconds(entries: int) -> float:
    """Typical seconds to build a table of ``entries`` (see :data:`BUILD_RATE`).

    >>> round(build_seconds(math.perm(16, 7)))
    38
    """
    return entries / BUILD_RATE


def plan_tiles(rows: int, cols: int) -> list[tuple[int, ...]]:
    """The tile sets the default solve may use for this size, smallest first.

    >>> [len(t) for t in plan_tiles(4, 4)], plan_tiles(2, 2)
    ([5, 7], [(0, 1, 2)])
    """
    exact = exact_tiles(rows, cols)
    if exact is not None:
        return [exact]
    small = pattern_tiles(rows, cols, SMALL_ENTRIES)
    big = pattern_tiles(rows, cols, BIG_ENTRIES)
    return [small] if small == big else [small, big]


def prebuild_command(rows: int, cols: int) -> str:
    """A command that builds the default tables of ``rows x cols`` ahead of time."""
    return f"fewest tables build rubiks-square {rows}x{cols}"


def prebuild(rows: int, cols: int, progress: ProgressFn | None = None) -> list[str]:
    """Build (or load) every table the default solve of ``rows x cols`` uses; their names.

    >>> prebuild(2, 2)
    ['rubiks-square-2x2-0-1-2']
    """
    out = []
    for tiles in plan_tiles(rows, cols):
        pattern(rows, cols, tiles, progress)
        out.append(table_name(rows, cols, tiles))
    return out
