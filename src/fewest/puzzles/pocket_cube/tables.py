"""The complete distance tables (one per metric), built by a compiled BFS and cached.

Each table holds one byte per position (3,674,160 of them, see
:func:`~fewest.puzzles.pocket_cube.model.index`): its fewest moves to solved.
The breadth-first search starts at solved and labels one layer per pass over
the table (:func:`~fewest.puzzles.pocket_cube.kernels.bfs_layer`); it takes
well under a second once compiled.  The tables live in :mod:`fewest.cache`
(``pocket-cube-htm``, ``pocket-cube-qtm``), so a later process maps the file
instead, and :func:`distances` reads it without numpy for a fast start.

>>> corner_moves(("U",))[0][0]
[1, 3, 0, 2, 4, 5, 6]
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from fewest import cache, tablecache
from fewest.errors import SearchLimitError
from fewest.problem import SearchStats
from fewest.progress import ProgressFn, silent
from fewest.puzzles.methods import TableNeed
from fewest.puzzles.pocket_cube.geometry import CORNERS, TURNS
from fewest.puzzles.pocket_cube.model import METRICS, POSITIONS, solve_moves

if TYPE_CHECKING:
    import numpy as np

TABLE_VERSION = 1
#: typical first-build seconds on a busy 2-core machine, numba compilation included
BUILD_SECONDS = 3.0
PREBUILD_COMMAND = "fewest tables build pocket-cube 2x2x2"


def table_name(metric: str) -> str:
    """The cache name of a metric's table.

    >>> table_name("qtm")
    'pocket-cube-qtm'
    """
    return f"pocket-cube-{metric}"


def corner_moves(moves: tuple[str, ...]) -> tuple[list[list[int]], list[list[int]]]:
    """``(cp, co)``: for each move, where each of the seven moving positions' cubie
    goes and the twist it gains (read off the sticker permutations)."""
    where = {s: (p, k) for p, slots in enumerate(CORNERS) for k, s in enumerate(slots)}
    cp, co = [], []
    for m in moves:
        perm = TURNS[m]
        dest, gain = [], []
        for slots in CORNERS[:7]:
            q, k = where[perm[slots[0]]]
            dest.append(q)
            gain.append(k)
        cp.append(dest)
        co.append(gain)
    return cp, co


def build_table(metric: str, progress: ProgressFn | None = None,
                deadline: float | None = None) -> np.ndarray:
    """Breadth-first distances from solved over every position (uint8).

    ``deadline`` (a :func:`time.perf_counter` value) is checked between layers.
    """
    import numpy as np

    from fewest.puzzles.pocket_cube.kernels import UNSEEN, bfs_layer, move_tables

    cp, co = corner_moves(solve_moves(metric))
    pm, om = move_tables(np.array(cp, dtype=np.int64), np.array(co, dtype=np.int64))
    table = np.full(POSITIONS, UNSEEN, dtype=np.uint8)
    table[0] = 0
    report = progress or silent()
    label = f"pocket-cube {metric.upper()} distance table"
    seen, depth, found = 1, 0, 1
    while found:
        report(label, seen, POSITIONS)
        if deadline is not None and time.perf_counter() > deadline:
            raise SearchLimitError(
                f"time limit reached while building the {label} (first use only); build it "
                f"ahead with `{PREBUILD_COMMAND}`", reason="max_seconds", stats=SearchStats())
        found = bfs_layer(table, depth, pm, om)
        seen += found
        depth += 1
    report(label, seen, POSITIONS)
    return table


def table(metric: str, progress: ProgressFn | None = None,
          deadline: float | None = None) -> np.ndarray:
    """The cached table of ``metric``, built first when missing."""
    return cache.load_or_build(table_name(metric),
                               lambda: build_table(metric, progress, deadline),
                               version=TABLE_VERSION)


def distances(metric: str, progress: ProgressFn | None = None,
              deadline: float | None = None) -> memoryview:
    """The table as bytes, held by :mod:`fewest.tablecache`: mapped without numpy
    when cached on disk, else built first."""

    def load() -> memoryview:
        mapped = cache.map_bytes(table_name(metric), version=TABLE_VERSION)
        if mapped is None:
            table(metric, progress, deadline)
            mapped = cache.map_bytes(table_name(metric), version=TABLE_VERSION)
        assert mapped is not None, "the table was just saved"
        return mapped

    return tablecache.get(table_name(metric), load)


def is_cached(metric: str) -> bool:
    """True when the table is in memory or in the cache folder."""
    return tablecache.contains(table_name(metric)) or cache.map_bytes(
        table_name(metric), version=TABLE_VERSION) is not None


def need(metric: str) -> TableNeed | None:
    """The first-use build of ``metric``'s table, or ``None`` when it is cached."""
    if is_cached(metric):
        return None
    return TableNeed(what=f"the pocket-cube {metric.upper()} distance table "
                          f"({POSITIONS:,} positions)",
                     bytes=POSITIONS, build_seconds=BUILD_SECONDS, command=PREBUILD_COMMAND)


def prebuild(progress: ProgressFn | None = None) -> list[str]:
    """Build (or find cached) both metrics' tables; their names."""
    for metric in METRICS:
        table(metric, progress)
    return [table_name(m) for m in METRICS]
