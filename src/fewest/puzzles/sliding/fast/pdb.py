"""Disjoint additive pattern databases for sliding-tile puzzles.

A *pattern* is a set of tiles.  Its database stores, for every placement of
those tiles, the fewest moves **of pattern tiles** that bring them home while
the other tiles are indistinct and the blank moves for free.  Because every
real move moves exactly one tile, the values of disjoint patterns add up to
an admissible heuristic.

Construction is a 0-1 breadth-first search in numba over (pattern tile
cells, blank cell), ranked as a partial permutation with the blank last, and
stored in 2 bits per state (:mod:`fewest.kernels.twobit`).  A state taken
from the current layer first floods the blank's free region (all cost 0, all
marked done), then moves each pattern tile next to that region (cost 1, next
layer).  The stored value is the minimum over blank cells: one byte per
placement of the pattern tiles, indexed by
``partial_rank(cells of the tiles in goal-cell order, k, rows*cols)``.

Entry points:

* ``build_pdb(rows, cols, partition, goal, *, progress=None) -> list[np.ndarray]``
  builds (or loads) every pattern of a partition, each cached on disk;
* ``load_pdb(rows, cols, partition, goal) -> list[np.ndarray] | None`` only loads;
* ``pattern_groups(rows, cols, partition, goal) -> list[tuple[int, ...]]``
  names the tiles of each pattern (goal-cell order);
* ``serving_pdb(...)`` / ``pdb_ready(...)``: build / check the databases the
  IDA* of a goal actually uses (blank-first goals use the blank-last ones,
  through the half-turn symmetry).

Named partitions: 15-puzzle ``5-5-5``, ``6-6-3`` (default), ``7-8``;
24-puzzle ``6-6-6-6`` (Korf & Felner's), ``6-6-6-6b``, ``6-6-6-6c`` (Clausecker &
Reinefeld's best single 6-6-6-6) and ``7-7-5-5``;
8-puzzle ``4-4``.  Patterns whose exact search would not fit in memory (the
24-puzzle's 7-tile ones) are built with the blank-anywhere relaxation of
:mod:`~fewest.puzzles.sliding.fast.relaxed`: admissible, a little weaker,
cached under their own name.
``"A+B"`` names the max of partitions A and B (the IDA* takes the largest
of their sums, each with its mirror).  A ``z`` after a name (``6-6-6-6z``)
asks for *zero-aware* databases: besides each placement's minimum they keep,
per blank cell, the extra moves that blank position costs (a nibble per
(placement, blank cell), ten times the bytes), and the IDA* adds the entry
of the real blank.  Still admissible and additive: the real blank cell is one
of the states the minimum was taken over.  They are drawn for the blank-first
goal and turned by 180 degrees for goals with the blank in the last cell.

>>> dbs = build_pdb(3, 3, "4-4", (0, 1, 2, 3, 4, 5, 6, 7, 8))
>>> [len(db) for db in dbs], int(dbs[0].min()), int(dbs[0].max())
([3024, 3024], 0, 15)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import numpy as np
from numba import njit

from fewest import cache, tablecache
from fewest.kernels.ranking import (
    count_partial,
    partial_rank,
    partial_unrank_into,
    popcount,
    select_free,
)
from fewest.kernels.twobit import frontier_bits, get_code, new_array, promote, set_code
from fewest.progress import ProgressFn
from fewest.puzzles.sliding.fast.catalog import (
    DEFAULT,
    MAX_ENTRIES,
    MAX_PATTERN,
    NAMED,
    STRONGER,
    VERSION,
    needs_relaxed,
    partition_names,
    pattern_groups,
    patterns,
    split_partition,
    split_zero,
)
from fewest.puzzles.sliding.fast.catalog import db_name as _name
from fewest.puzzles.sliding.fast.catalog import patterns as _patterns
from fewest.puzzles.sliding.fast.relaxed import build_relaxed
from fewest.puzzles.sliding.model import check_goal, neighbour_array

__all__ = ["DEFAULT", "MAX_ENTRIES", "MAX_PATTERN", "NAMED", "STRONGER", "VERSION", "build_pdb",
           "load_pdb", "partition_names", "pattern_groups", "patterns", "pdb_ready",
           "serving_pdb", "split_partition", "split_zero", "strongest_ready"]

@njit(cache=True)
def _layer(words: np.ndarray, pdb: np.ndarray, zero: np.ndarray, d: int, k: int, n: int,
           nbr: np.ndarray) -> int:
    """Finish layer ``d`` (code 1 states); mark successors 2; return new placements.

    When ``zero`` is not empty, each finished (placement, blank cell) state
    also writes ``d`` minus its placement's minimum into its nibble there.
    """
    free = n - k
    pos = np.empty(k, dtype=np.int64)
    at = np.full(n, -1, dtype=np.int64)
    stack = np.empty(n, dtype=np.int64)
    new = 0
    for wi in range(words.shape[0]):
        fb = np.int64(frontier_bits(words[wi]))
        while fb:
            low = fb & -fb
            fb ^= low
            s = wi * 32 + (popcount(int(low) - 1) >> 1)
            if get_code(words, s) != 1:
                continue
            r = s // free
            occ = partial_unrank_into(r, k, n, pos)
            b = select_free(occ, s - r * free)
            if pdb[r] == 255:
                pdb[r] = d
                new += 1
            for i in range(k):
                at[pos[i]] = i
            seen = occ | (1 << b)
            stack[0] = b
            top = 1
            while top:
                top -= 1
                x = stack[top]
                idx = r * free + x - popcount(occ & ((1 << x) - 1))
                set_code(words, idx, 3)
                if zero.shape[0]:
                    zero[idx >> 1] |= min(d - pdb[r], 15) << ((idx & 1) << 2)
                for dd in range(4):
                    y = nbr[x, dd]
                    if y < 0:
                        continue
                    if (occ >> y) & 1:
                        i = at[y]
                        pos[i] = x
                        occ2 = occ ^ (1 << y) ^ (1 << x)
                        s2 = partial_rank(pos, k, n) * free + y - popcount(occ2 & ((1 << y) - 1))
                        pos[i] = y
                        if get_code(words, s2) == 0:
                            set_code(words, s2, 2)
                    elif not (seen >> y) & 1:
                        seen |= 1 << y
                        stack[top] = y
                        top += 1
            for i in range(k):
                at[pos[i]] = -1
    return new


def build_pattern(
    rows: int, cols: int, cells: Sequence[int], blank: int, progress: ProgressFn | None = None,
    *, zero_aware: bool = False,
) -> np.ndarray:
    """The database of the tiles whose goal cells are ``cells`` (goal blank at ``blank``).

    ``zero_aware`` appends a nibble per (placement, blank cell): how many
    moves more than the placement's minimum that blank cell costs (at most
    15), indexed ``rank * (cells - k) + (blank's index among free cells)``.
    """
    n, k = rows * cols, len(cells)
    total = count_partial(n, k)
    words = new_array(total * (n - k))
    out = np.zeros(total + (zero_size(n, k) if zero_aware else 0), dtype=np.uint8)
    pdb, zero = out[:total], out[total:]
    pdb[:] = 255
    start = np.array(list(cells), dtype=np.int64)
    occ = sum(1 << c for c in cells)
    s0 = int(partial_rank(start, k, n)) * (n - k) + blank - bin(occ & ((1 << blank) - 1)).count("1")
    set_code(words, s0, 1)
    nbr = neighbour_array(rows, cols)
    label = f"pattern {'.'.join(map(str, cells))}"
    done, d = 0, 0
    while True:
        done += _layer(words, pdb, zero, d, k, n, nbr)
        if progress:
            progress(label, done, total)
        if not promote(words):
            break
        d += 1
    if done != total:  # pragma: no cover - a bug, never a user error
        raise RuntimeError(f"{label}: reached {done} of {total} placements")
    return out


def zero_size(n: int, k: int) -> int:
    """Bytes of a zero-aware database's nibbles: one per (placement, blank cell).

    >>> zero_size(25, 6)
    1211364000
    """
    return (count_partial(n, k) * (n - k) + 1) // 2


def build_any(
    rows: int, cols: int, cells: Sequence[int], blank: int, progress: ProgressFn | None = None,
    *, zero_aware: bool = False,
) -> np.ndarray:
    """One pattern's database: exact when it fits, else the blank-anywhere relaxation
    (which has no blank to be aware of)."""
    if needs_relaxed(rows * cols, len(cells)):
        return build_relaxed(rows, cols, cells, blank, progress)
    return build_pattern(rows, cols, cells, blank, progress, zero_aware=zero_aware)


def build_pdb(
    rows: int,
    cols: int,
    partition: str | Sequence[Sequence[int]] | None,
    goal: Sequence[int],
    *,
    progress: ProgressFn | None = None,
) -> list[np.ndarray]:
    """Every pattern database of ``partition`` (built when not cached)."""
    cell_groups, blank, zero = _patterns(rows, cols, partition, goal)
    out = []
    for cells in cell_groups:
        name = _name(rows, cols, cells, blank, zero)

        def build(cells: list[int] = cells) -> np.ndarray:
            return build_any(rows, cols, cells, blank, progress, zero_aware=zero)

        def load(name: str = name, build: Callable[[], np.ndarray] = build) -> np.ndarray:
            return cache.load_or_build(name, build, version=VERSION)

        out.append(tablecache.get(name, load))
    return out


def load_pdb(
    rows: int, cols: int, partition: str | Sequence[Sequence[int]] | None, goal: Sequence[int]
) -> list[np.ndarray] | None:
    """The cached databases of ``partition``, or ``None`` if any is missing."""
    cell_groups, blank, zero = _patterns(rows, cols, partition, goal)
    out = []
    for cells in cell_groups:
        name = _name(rows, cols, cells, blank, zero)
        db = tablecache.peek(name)
        if db is None:
            db = cache.load(name, version=VERSION)
            if db is None:
                return None
            db = tablecache.put(name, db)
        out.append(db)
    return out


def serving_pdb(
    rows: int,
    cols: int,
    partition: str | Sequence[Sequence[int]] | None,
    goal: Sequence[int],
    *,
    progress: ProgressFn | None = None,
) -> list[np.ndarray]:
    """Build (or load) the databases that the IDA* of ``goal`` uses.

    A goal with the blank in the first cell is served by the databases of its
    half-turned image (:mod:`~fewest.puzzles.sliding.fast.symmetry`), so
    ``fewest pdb build 24`` serves both the blank-last and the blank-first goal.
    """
    from fewest.puzzles.sliding.fast.symmetry import serving

    out = []
    for part in split_partition(partition):
        serve, part, _ = serving(check_goal(goal, rows, cols), part)
        out.extend(build_pdb(rows, cols, part, serve, progress=progress))
    return out


def pdb_ready(
    rows: int, cols: int, partition: str | Sequence[Sequence[int]] | None, goal: Sequence[int]
) -> bool:
    """Whether the databases that the IDA* of ``goal`` uses are cached (see :func:`serving_pdb`).

    >>> _ = serving_pdb(3, 3, "4-4", (1, 2, 3, 4, 5, 6, 7, 8, 0))
    >>> pdb_ready(3, 3, "4-4", (0, 1, 2, 3, 4, 5, 6, 7, 8))
    True
    """
    from fewest.puzzles.sliding.fast.symmetry import serving

    for part in split_partition(partition):
        serve, part, _ = serving(check_goal(goal, rows, cols), part)
        if load_pdb(rows, cols, part, serve) is None:
            return False
    return True


def strongest_ready(
    rows: int, cols: int, goal: Sequence[int]
) -> str | None:
    """The strongest partition in :data:`STRONGER` whose databases are cached, else ``None``
    (the default partition): what ``fewest solve`` uses after ``fewest pdb build``.

    >>> strongest_ready(3, 3, (1, 2, 3, 4, 5, 6, 7, 8, 0)) is None
    True
    """
    for name in STRONGER.get((rows, cols), ()):
        if pdb_ready(rows, cols, name, goal):
            return name
    return None


def forget() -> None:
    """Drop the databases held in memory (they stay cached on disk)."""
    tablecache.forget("sliding-pdb-")
