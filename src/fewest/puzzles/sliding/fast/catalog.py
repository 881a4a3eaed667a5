"""The sliding tables' names, partitions and cache look-ups, without numba or numpy.

``auto`` asks whether the pattern databases and the duplicate-pruning table
are cached before it chooses a method, and ``fewest solve`` on a board that
needs neither should not pay for importing the compiled kernels.  So the
partitions (:data:`NAMED`), the tiles of each pattern (:func:`pattern_groups`),
the cache names (:func:`db_name`, :func:`dupes_name`) and the look-ups
(:func:`pdb_cached`, :func:`dupes_cached`) live here;
:mod:`~fewest.puzzles.sliding.fast.pdb` and
:mod:`~fewest.puzzles.sliding.fast.dupes` build what they name.

>>> database_names(4, 4, None, (*range(1, 16), 0))[-1]
'sliding-pdb-4x4-b15-0.1.2'
>>> dupes_name()
'sliding-dupes-14'
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from fewest.errors import InvalidPuzzleError
from fewest.puzzles.sliding.model import check_goal

Partition = str | Sequence[Sequence[int]] | None

#: Cache format version of the pattern databases.
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
    biggest = math.perm(n, max(len(g) for g in groups))
    if biggest > MAX_ENTRIES:
        raise InvalidPuzzleError(
            f"partition {partition!r} needs a {biggest / 1e9:.1f} GB database for its largest "
            f"pattern on {rows}x{cols} (the limit is {MAX_ENTRIES / 1e9:.0f} GB)"
        )
    where = {t: i for i, t in enumerate(goal)}
    return [tuple(sorted(g, key=where.__getitem__)) for g in groups]

#: Patterns whose exact build would search more (pattern, blank) states than
#: this use the blank-anywhere relaxation (the 15-puzzle's 8-tile pattern: 4.2e9, exact).
EXACT_STATE_LIMIT = 10_000_000_000
#: Cache format version of the duplicate-pruning automata.
DUPES_VERSION = 1
#: Redundant move strings are looked for up to this length unless a caller asks otherwise.
DEFAULT_DEPTH = 14


def needs_relaxed(cells: int, k: int) -> bool:
    """Whether a ``k``-tile pattern on ``cells`` cells is built with the relaxation.

    >>> needs_relaxed(16, 8), needs_relaxed(25, 6), needs_relaxed(25, 7)
    (False, False, True)
    """
    return math.perm(cells, k) * (cells - k) > EXACT_STATE_LIMIT


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


def patterns(
    rows: int, cols: int, partition: str | Sequence[Sequence[int]] | None, goal: Sequence[int]
) -> tuple[list[list[int]], int, bool]:
    """Each pattern's goal cells, the goal's blank cell, and whether zero-aware."""
    goal = check_goal(goal, rows, cols)
    where = {t: i for i, t in enumerate(goal)}
    groups = pattern_groups(rows, cols, partition, goal)
    return [[where[t] for t in g] for g in groups], goal.index(0), split_zero(partition)[1]


def db_name(rows: int, cols: int, cells: Sequence[int], blank: int, zero: bool) -> str:
    """The cache name of one pattern's database (goal ``cells``, goal ``blank`` cell)."""
    kind = "-relaxed" if needs_relaxed(rows * cols, len(cells)) else "-zero" if zero else ""
    return f"sliding-pdb-{rows}x{cols}-b{blank}-{'.'.join(map(str, cells))}{kind}"


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


def database_names(rows: int, cols: int, partition: Partition, goal: Sequence[int]) -> list[str]:
    """The cache names of the databases that the IDA* toward ``goal`` reads (a
    blank-first goal reads the blank-last ones, through the half turn)."""
    from fewest.puzzles.sliding.fast.symmetry import serving

    names = []
    for part in split_partition(partition):
        serve, part, _ = serving(check_goal(goal, rows, cols), part)
        cells, blank, zero = patterns(rows, cols, part, serve)
        names += [db_name(rows, cols, c, blank, zero) for c in cells]
    return names


def cached(name: str, version: int) -> bool:
    """Whether table ``name`` is in memory or on disk (a quick look: no hashing)."""
    from fewest import cache, tablecache

    return tablecache.contains(name) or cache.present(name, version=version)


def pdb_cached(rows: int, cols: int, partition: Partition, goal: Sequence[int]) -> bool:
    """Whether every database the IDA* toward ``goal`` reads is cached."""
    return all(cached(name, VERSION) for name in database_names(rows, cols, partition, goal))


def dupes_name(depth: int = DEFAULT_DEPTH) -> str:
    """The cache name of the duplicate-pruning automaton for strings up to ``depth``."""
    return f"sliding-dupes-{depth}"


def dupes_cached(depth: int = DEFAULT_DEPTH) -> bool:
    """Whether the duplicate-pruning automaton for ``depth`` is cached."""
    return cached(dupes_name(depth), DUPES_VERSION)
