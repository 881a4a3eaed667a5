"""The pocket cube's own method: walk down the complete distance table.

From the board's distance ``d``, some turn leads to a position at ``d - 1``
(BFS distances differ by one along a shortest path), so a solve reads at
most ``9 * d`` table entries and is optimal by construction.

>>> from fewest.puzzles.pocket_cube.family import FAMILY
>>> sol = FAMILY.parse("R U2 F'").solve("table")
>>> sol.moves, sol.optimal
(['F', 'U2', "R'"], True)
"""

from __future__ import annotations

import time
from typing import Any

from fewest.errors import SearchLimitError
from fewest.problem import Limits, SearchStats, Solution
from fewest.puzzles.methods import Method
from fewest.puzzles.pocket_cube.model import index, solve_moves

#: the family's instance (its ``family.py`` imports this module, so it is not named here)
PocketInstance = Any

NAME = "table"


def run_table(instance: PocketInstance, limits: Limits | None) -> Solution[Any]:
    """An optimal solution read off the metric's table (built on first use)."""
    from fewest.progress import current
    from fewest.puzzles.pocket_cube import tables

    instance.check_reachable()
    started = time.perf_counter()
    limits = limits or Limits()
    deadline = None if limits.max_seconds is None else started + limits.max_seconds
    dist = tables.distances(instance.metric, current(), deadline)
    moves = solve_moves(instance.metric)
    cube = instance.cube
    d = dist[index(cube)]
    stats = SearchStats()
    path, states = [], [cube.stickers]
    while d > 0:
        if limits.max_expansions is not None and stats.expanded >= limits.max_expansions:
            raise SearchLimitError(f"expansion limit {limits.max_expansions} reached after "
                                   f"{stats.expanded} expansions", reason="max_expansions",
                                   stats=stats)
        if limits.max_states is not None and len(states) > limits.max_states:
            raise SearchLimitError(f"state limit {limits.max_states} reached",
                                   reason="max_states", stats=stats)
        stats.expanded += 1
        for m in moves:
            stats.generated += 1
            nxt = cube.turn(m)
            if dist[index(nxt)] == d - 1:
                break
        else:  # pragma: no cover - a BFS table always has a step down
            raise AssertionError(f"no step down from distance {d}")
        cube, d = nxt, d - 1
        path.append(m)
        states.append(cube.stickers)
    stats.peak_stored = len(states)
    stats.seconds = time.perf_counter() - started
    return Solution(moves=path, states=states, cost=len(path), optimal=True,
                    algorithm=NAME, stats=stats)


METHODS = (
    Method(NAME, optimal=True, aliases=("distance-table",), run=run_table,
           summary="walk down the complete distance table (3,674,160 positions)",
           table="one byte per position and metric (3.7 MB), about 3 s"),
)
