"""The arrays the kernels' heuristic reads: pattern databases and scratch space.

>>> from fewest.compiled.examples import eight_puzzle
>>> arrays = heuristic_arrays(eight_puzzle((1, 2, 3, 4, 5, 6, 7, 8, 0)))
>>> arrays.meta.shape, arrays.parts
((0, 3), 0)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import numpy as np

from fewest.errors import InvalidPuzzleError

if TYPE_CHECKING:
    from fewest.compiled.puzzle import CompiledPuzzle


@dataclass
class HeuristicArrays:
    """``data``: the databases one after another; ``meta``: a row per database
    (``offset, partition, k, values...``); ``parts``: how many partitions."""

    data: np.ndarray
    meta: np.ndarray
    parts: int

    def scratch(self, values: int) -> np.ndarray:
        """Working space for one evaluation (cells of values, sums, ranks)."""
        return np.zeros(values + self.parts + max(1, self.meta.shape[1]), dtype=np.int64)


def no_databases() -> HeuristicArrays:
    """The arrays of a heuristic without pattern databases."""
    return HeuristicArrays(np.zeros(1, np.uint8), np.zeros((0, 3), np.int64), 0)


def chosen_heuristic(puzzle: CompiledPuzzle, own: Any, informed: bool
                     ) -> tuple[HeuristicArrays, Any]:
    """The arrays and heuristic function a search uses: the puzzle's own ``own``
    and its databases when ``informed``, else zero."""
    if not informed:
        from fewest.compiled.functions import zero_heuristic

        return no_databases(), zero_heuristic
    arrays = heuristic_arrays(puzzle)
    if puzzle.heuristic_trusted:
        from fewest.compiled.guards import check_admissible

        check_admissible(puzzle, arrays, own=puzzle.heuristic_admissible)
    return arrays, own


def heuristic_arrays(puzzle: CompiledPuzzle) -> HeuristicArrays:
    """The puzzle's pattern databases (built or loaded on first use), or none."""
    if puzzle.patterns is None:
        return no_databases()
    return database_arrays(puzzle, puzzle.patterns)


def has_heuristic(puzzle: CompiledPuzzle) -> bool:
    """True when the puzzle has an admissible heuristic (its own or pattern databases)."""
    return puzzle.patterns is not None or puzzle.heuristic_admissible


def database_arrays(puzzle: CompiledPuzzle, patterns: Any) -> HeuristicArrays:
    """The kernels' arrays for one :class:`PatternDatabase` or a list of them
    (additive ones sum within themselves; the rest, and the lists, take the max)."""
    from fewest.compiled.pdb import PatternDatabase, same_databases

    specs = [patterns] if isinstance(patterns, PatternDatabase) else list(patterns)
    if not specs or not all(isinstance(s, PatternDatabase) for s in specs):
        raise InvalidPuzzleError(f"patterns must be PatternDatabase objects, got {patterns!r}")
    tables = [spec.tables(puzzle) for spec in specs]  # checks the puzzle's start too
    key = (tuple(specs), same_databases(puzzle))
    found = _ARRAYS.get(key)
    if found is None:
        found = _ARRAYS[key] = _join(specs, tables)
    return found


#: joined databases by (patterns, same_databases(puzzle)): joined once a process
_ARRAYS: dict[tuple[Any, ...], HeuristicArrays] = {}


def _join(specs: list[Any], tables: list[list[np.ndarray]]) -> HeuristicArrays:
    """The databases one after another, with a row of ``offset, partition, k, values``
    per database."""
    datas: list[np.ndarray] = []
    rows: list[list[int]] = []
    part = offset = 0
    for spec, spec_tables in zip(specs, tables, strict=True):
        for i, (group, table) in enumerate(zip(spec.groups, spec_tables, strict=True)):
            if i and not spec.additive:
                part += 1
            rows.append([offset, part, len(group), *group])
            datas.append(np.asarray(table))
            offset += table.shape[0]
        part += 1
    width = max(len(r) for r in rows)
    meta = np.array([r + [0] * (width - len(r)) for r in rows], np.int64)
    return HeuristicArrays(np.concatenate(datas), meta, part)
