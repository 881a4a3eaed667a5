"""Building ahead the tables a sliding board's search uses (``fewest tables build``).

``auto`` uses the complete distance table up to 12 cells, and on 4x4 and 5x5
boards the default pattern databases with the duplicate-pruning table that
the compiled IDA* follows; :func:`prebuild` builds all of them.  With a
``partition`` it builds that partition's databases (and the pruning table)
instead, for ``fewest solve -a pdb`` (the partition ``fewest pdb build``
took, before it folded into ``fewest tables build``).

>>> prebuild("2x3", None)
['sliding-table-2x3-b5']
>>> sliding_shape("15"), sliding_shape("3x4")
((4, 4), (3, 4))
>>> prebuild("6x6", None)
Traceback (most recent call last):
fewest.errors.InvalidPuzzleError: no tables serve 6x6 boards: auto searches them without one
"""

from __future__ import annotations

from typing import Any

from fewest.errors import InvalidPuzzleError
from fewest.progress import ProgressFn
from fewest.puzzles.boardtext import parse_shape
from fewest.puzzles.sliding import compiled
from fewest.puzzles.sliding.fast.tablefile import MAX_CELLS, table_name
from fewest.puzzles.sliding.formats import make_goal

#: the puzzles' common names: the 8-, 15- and 24-puzzle
NAMED_SIZES = {"8": (3, 3), "15": (4, 4), "24": (5, 5)}


def sliding_shape(size: str) -> tuple[int, int]:
    """``"15"`` -> ``(4, 4)`` (8, 15, 24 name the usual puzzles), else ``RxC``."""
    named = NAMED_SIZES.get(size.strip().lower().removesuffix("-puzzle"))
    if named is not None:
        return named
    try:
        return parse_shape(size)
    except InvalidPuzzleError:
        raise InvalidPuzzleError(
            f"sliding size must be 8, 15, 24 or RxC, got {size!r}") from None


def prebuild(size: str, goal: Any, progress: ProgressFn | None = None, *,
             partition: str | None = None) -> list[str]:
    """Build (or load) the complete table (up to 12 cells) or the default pattern
    databases and the duplicate-pruning table of ``size`` toward ``goal`` (with
    ``partition``: those databases); the names of what is now ready."""
    rows, cols = sliding_shape(size)
    target = make_goal(goal, rows, cols)
    if partition is not None:
        return databases(rows, cols, target, partition, progress)
    if rows * cols <= MAX_CELLS:
        from fewest.puzzles.sliding.fast.tables import distance_table

        distance_table(rows, cols, target, progress=progress)
        return [table_name(rows, cols, target)]
    if compiled.pdb_available(rows, cols, target, cached_only=False):
        return databases(rows, cols, target, None, progress)
    raise InvalidPuzzleError(
        f"no tables serve {rows}x{cols} boards: auto searches them without one")


def databases(rows: int, cols: int, goal: Any, partition: str | None,
              progress: ProgressFn | None = None) -> list[str]:
    """Build (or load) the databases of ``partition`` (``None``: the default) that
    serve ``goal``, and the duplicate-pruning table; a line naming each."""
    from fewest.puzzles.sliding.fast.catalog import dupes_name

    dbs, label = build_databases(rows, cols, goal, partition, progress)
    size = sum(db.nbytes for db in dbs) / 2**20
    return [f"sliding-pdb-{rows}x{cols} {label} ({len(dbs)} databases, {size:.1f} MiB)",
            dupes_name()]


def build_databases(rows: int, cols: int, goal: Any, partition: str | None,
                    progress: ProgressFn | None = None) -> tuple[list[Any], str]:
    """The databases of ``partition`` that serve ``goal`` (built when missing; one
    set serves the blank-first and the blank-last goal, through the half turn),
    after building the duplicate-pruning table; with the partition's label."""
    from fewest.puzzles.sliding.fast.catalog import pattern_groups, split_partition
    from fewest.puzzles.sliding.fast.dupes import automaton
    from fewest.puzzles.sliding.fast.pdb import serving_pdb

    groups = [g for part in split_partition(partition)
              for g in pattern_groups(rows, cols, part, goal)]
    dbs = serving_pdb(rows, cols, partition, goal, progress=progress)
    automaton(progress=progress)
    return dbs, partition or "-".join(str(len(g)) for g in groups)
