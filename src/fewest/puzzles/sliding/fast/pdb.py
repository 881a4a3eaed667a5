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
from fewest.errors import InvalidPuzzleError
from fewest.kernels.ranking import (
    count_partial,
    partial_rank,
    partial_unrank_into,
    popcount,
    select_free,
)
from fewest.kernels.twobit import frontier_bits, get_code, new_array, promote, set_code
from fewest.progress import ProgressFn
from fewest.puzzles.sliding.fast.relaxed import build_relaxed, needs_relaxed
from fewest.puzzles.sliding.model import check_goal, neighbour_array

VERSION = 1
MAX_PATTERN = 8
#: Placements (bytes) of the largest database we build: the 24-puzzle's 7-tile patterns.
MAX_ENTRIES = 4_000_000_000

# Cell groups for the blank-first goal (cell c holds tile c).
NAMED: dict[tuple[int, int], dict[str, list[list[int]]]] = {
    (3, 3): {"4-4": [[1, 2, 3, 4], [5, 6, 7, 8]]},
    (4, 4): {
        "5-5-5": [[1, 4, 5, 8, 9], [2, 3, 6, 7, 11], [10, 12, 13, 14, 15]],
        "6-6-3": [[1, 4, 5, 8, 9, 12], [2, 3, 6, 7, 10, 11], [13, 14, 15]],
        "7-8": [[1, 2, 3, 4, 5, 6, 7], [8, 9, 10, 11, 12, 13, 14, 15]],
    },
    (5, 5): {
        # Korf & Felner, "Disjoint pattern database heuristics", Artificial Intelligence 134
        # (2002) 9-22: the 24-puzzle's 6-6-6-6 partition, maxed with its reflection about
        # the main diagonal.  These are the groups of Korf's own IDA* program for that paper
        # (its header lists {1,2,5,6,7,12} {3,4,8,9,13,14} {10,11,15,16,20,21}
        # {17,18,19,22,23,24}, blank in the top-left cell).  The partition drawn in the
        # paper's figure (as transcribed in github.com/sourcedennis/puzzle24,
        # src/heuristic/pattern_db/patterns.rs: {1,5,6,10,11,12} {2,3,4,7,8,9}
        # {13,14,18,19,23,24} {15,16,17,20,21,22}, also clausecker/24puzzle's
        # catalogues/reinefeld-et-al.cat) is the mirror image of these groups, so the max of
        # a partition and its reflection is the same heuristic either way.
        "6-6-6-6": [
            [1, 2, 5, 6, 7, 12], [3, 4, 8, 9, 13, 14],
            [10, 11, 15, 16, 20, 21], [17, 18, 19, 22, 23, 24],
        ],
        # A second 6-6-6-6 whose borders cross those above, for the max of two partitions
        # (our choice, not from the literature): a 2x3 block on top, an L on the right,
        # an L on the left, a hook at the bottom.
        "6-6-6-6b": [
            [1, 2, 3, 6, 7, 8], [4, 9, 13, 14, 18, 19],
            [5, 10, 11, 15, 16, 20], [12, 17, 21, 22, 23, 24],
        ],
        # The 6-6-6-6 partition listed as the best single one in clausecker/24puzzle
        # (catalogues/best-single.cat; Clausecker & Reinefeld, "Zero-aware pattern databases
        # with 1-bit compression for sliding tile puzzles", SoCS 2019).
        "6-6-6-6c": [
            [1, 2, 5, 6, 10, 11], [3, 4, 7, 8, 9, 12],
            [13, 14, 18, 19, 23, 24], [15, 16, 17, 20, 21, 22],
        ],
        # Two 7-tile patterns (built with the blank-anywhere relaxation, see
        # relaxed.py) and two exact 5-tile ones; our choice.  Tiles 1 and 5 sit in
        # different 7-tile groups: a relaxed pattern holding both would not see that
        # the blank must end walled in by them, and loses about two moves.
        "7-7-5-5": [
            [1, 2, 3, 4, 7, 8, 9], [5, 6, 10, 11, 15, 16, 20],
            [12, 13, 14, 18, 19], [17, 21, 22, 23, 24],
        ],
    },
}
DEFAULT = {(3, 3): "4-4", (4, 4): "6-6-3", (5, 5): "6-6-6-6"}
#: Stronger (and larger) partitions that are used instead of the default once
#: their databases are cached, strongest first (measured: bench/korf24_results.md).
STRONGER: dict[tuple[int, int], list[str]] = {(5, 5): ["6-6-6-6z+6-6-6-6cz", "6-6-6-6z"]}


def partition_names(rows: int, cols: int) -> list[str]:
    """The named partitions available for a board shape."""
    return list(NAMED.get((rows, cols), {}))


def pattern_groups(
    rows: int, cols: int, partition: str | Sequence[Sequence[int]] | None, goal: Sequence[int]
) -> list[tuple[int, ...]]:
    """The tiles of each pattern, each ordered by goal cell.

    >>> pattern_groups(3, 3, "4-4", (1, 2, 3, 4, 5, 6, 7, 8, 0))
    [(5, 6, 7, 8), (1, 2, 3, 4)]
    """
    goal = check_goal(goal, rows, cols)
    n = rows * cols
    partition = split_zero(partition)[0]
    if partition is None:
        if (rows, cols) not in DEFAULT:
            raise InvalidPuzzleError(f"no default pattern partition for a {rows}x{cols} board")
        partition = DEFAULT[(rows, cols)]
    if isinstance(partition, str):
        named = NAMED.get((rows, cols), {})
        if partition not in named:
            choices = ", ".join(named) or "none"
            raise InvalidPuzzleError(
                f"unknown partition {partition!r} for {rows}x{cols} (available: {choices})"
            )
        blank = goal.index(0)
        if blank == 0:
            cells = named[partition]
        elif blank == n - 1:
            cells = [[n - 1 - c for c in group] for group in named[partition]]
        else:
            raise InvalidPuzzleError(
                f"named partitions need the goal blank in the first or last cell, got goal {goal!r}"
            )
        groups: list[list[int]] = [[goal[c] for c in group] for group in cells]
    else:
        try:
            groups = [[int(t) for t in group] for group in partition]
        except (TypeError, ValueError):
            raise InvalidPuzzleError(
                f"partition {partition!r} must be groups of tile numbers"
            ) from None
    flat = sorted(t for g in groups for t in g)
    if flat != list(range(1, n)) or any(not g for g in groups):
        raise InvalidPuzzleError(
            f"partition {partition!r} must split the tiles 1..{n - 1} into non-empty groups"
        )
    if max(len(g) for g in groups) > MAX_PATTERN:
        raise InvalidPuzzleError(f"partition {partition!r} has a pattern over {MAX_PATTERN} tiles")
    biggest = count_partial(n, max(len(g) for g in groups))
    if biggest > MAX_ENTRIES:
        raise InvalidPuzzleError(
            f"partition {partition!r} needs a {biggest / 1e9:.1f} GB database for its largest "
            f"pattern on {rows}x{cols} (the limit is {MAX_ENTRIES / 1e9:.0f} GB)"
        )
    where = {t: i for i, t in enumerate(goal)}
    return [tuple(sorted(g, key=where.__getitem__)) for g in groups]


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


def _name(rows: int, cols: int, cells: Sequence[int], blank: int, zero: bool) -> str:
    kind = "-relaxed" if needs_relaxed(rows * cols, len(cells)) else "-zero" if zero else ""
    return f"sliding-pdb-{rows}x{cols}-b{blank}-{'.'.join(map(str, cells))}{kind}"


def build_any(
    rows: int, cols: int, cells: Sequence[int], blank: int, progress: ProgressFn | None = None,
    *, zero_aware: bool = False,
) -> np.ndarray:
    """One pattern's database: exact when it fits, else the blank-anywhere relaxation
    (which has no blank to be aware of)."""
    if needs_relaxed(rows * cols, len(cells)):
        return build_relaxed(rows, cols, cells, blank, progress)
    return build_pattern(rows, cols, cells, blank, progress, zero_aware=zero_aware)


def split_zero(
    partition: str | Sequence[Sequence[int]] | None,
) -> tuple[str | Sequence[Sequence[int]] | None, bool]:
    """``"NAMEz"`` (a named partition, zero-aware) as ``("NAME", True)``.

    >>> split_zero("6-6-6-6z"), split_zero("6-6-3"), split_zero([[1], [2, 3]])
    (('6-6-6-6', True), ('6-6-3', False), ([[1], [2, 3]], False))
    """
    if isinstance(partition, str) and partition.endswith("z"):
        return partition[:-1], True
    return partition, False


def _patterns(
    rows: int, cols: int, partition: str | Sequence[Sequence[int]] | None, goal: Sequence[int]
) -> tuple[list[list[int]], int, bool]:
    """Each pattern's goal cells, the goal's blank cell, and whether zero-aware."""
    goal = check_goal(goal, rows, cols)
    where = {t: i for i, t in enumerate(goal)}
    groups = pattern_groups(rows, cols, partition, goal)
    return [[where[t] for t in g] for g in groups], goal.index(0), split_zero(partition)[1]


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


def split_partition(
    partition: str | Sequence[Sequence[int]] | None,
) -> list[str | Sequence[Sequence[int]] | None]:
    """``"A+B"`` (the max of partitions A and B) as ``["A", "B"]``; anything else alone.

    >>> split_partition("6-6-6-6+6-6-6-6b"), split_partition(None)
    (['6-6-6-6', '6-6-6-6b'], [None])
    """
    if isinstance(partition, str) and "+" in partition:
        return [part.strip() for part in partition.split("+")]
    return [partition]


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
