"""A walk on a lattice (a line of floors, a grid, a building of floors): the states are
its cells, the moves fixed offsets, entering a cell costs what ``enter`` says.  Such a
problem declares ``lattice=`` and the kit solves it at compiled speed on large cases:
every cell's distance from the start (:func:`~fewest.puzzles.kit.lattice.lattice_distances`),
then one shortest path walked back from the nearest goal, move by move, so the answer
is replayed like any search's.  Small cases run the engine on :class:`LatticePuzzle`.

>>> lat = Lattice(shape=(6,), enter=[-1, 1, 1, 1, 1, 1], start=(1,), goals=((5,),),
...               steps=((2,), (-1,)), names=("U", "D"))
>>> sol = solve_lattice(lat)
>>> sol.moves, sol.states, sol.cost
(['U', 'U'], [(1,), (3,), (5,)], 2)
"""

from __future__ import annotations

import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from fewest.errors import NoSolutionError, SearchLimitError
from fewest.problem import Limits, Puzzle, SearchStats, Solution

#: cases with more cells than this solve by the compiled distances
ENGINE_CELLS = 50_000


@dataclass(frozen=True)
class Lattice:
    """The walk of one case: the lattice's ``shape``, what entering each cell costs
    (``enter``, row-major, negative: never entered), the ``start`` cell, the ``goals``,
    the moves as offsets and their ``names``."""

    shape: tuple[int, ...]
    enter: Sequence[int]
    start: tuple[int, ...]
    goals: tuple[tuple[int, ...], ...]
    steps: tuple[tuple[int, ...], ...]
    names: tuple[Any, ...]

    @property
    def cells(self) -> int:
        out = 1
        for n in self.shape:
            out *= n
        return out

    def index(self, cell: tuple[int, ...]) -> int:
        """The row-major index of ``cell``."""
        i = 0
        for c, n in zip(cell, self.shape, strict=True):
            i = i * n + c
        return i

    def inside(self, cell: tuple[int, ...]) -> bool:
        return all(0 <= c < n for c, n in zip(cell, self.shape, strict=True))

    def cost(self, cell: tuple[int, ...]) -> int:
        return int(self.enter[self.index(cell)])

    def moves(self, cell: tuple[int, ...]) -> Iterator[tuple[Any, tuple[int, ...], int]]:
        for name, step in zip(self.names, self.steps, strict=True):
            nxt = tuple(c + d for c, d in zip(cell, step, strict=True))
            if nxt != cell and self.inside(nxt):
                cost = self.cost(nxt)
                if cost >= 0:
                    yield name, nxt, cost


class LatticePuzzle(Puzzle[tuple[int, ...]]):
    """The walk as an engine puzzle."""

    def __init__(self, lattice: Lattice) -> None:
        self.lattice = lattice
        self.start = lattice.start
        self.targets = set(lattice.goals)
        costs = {int(v) for v in lattice.enter if v >= 0}
        self.unit_cost = costs <= {1}
        if len(lattice.goals) == 1:  # one goal cell: bidirectional search runs
            self.goal = lattice.goals[0]
        self.heuristic_admissible = self.heuristic_consistent = True

    def heuristic(self, state: tuple[int, ...]) -> int:
        """No estimate: zero (admissible and consistent)."""
        return 0

    def predecessors(self, state: tuple[int, ...]) -> Iterator[tuple[Any, tuple[int, ...], int]]:
        """The cells one step back, each move costing what entering ``state`` costs."""
        lat = self.lattice
        cost = lat.cost(state)
        for name, step in zip(lat.names, lat.steps, strict=True):
            prev = tuple(c - d for c, d in zip(state, step, strict=True))
            if prev != state and lat.inside(prev) and lat.cost(prev) >= 0:
                yield name, prev, cost

    def is_goal(self, state: tuple[int, ...]) -> bool:
        return state in self.targets

    def successors(self, state: tuple[int, ...]) -> Iterator[tuple[Any, tuple[int, ...], int]]:
        return self.lattice.moves(state)


def solve_lattice(lattice: Lattice, limits: Limits | None = None) -> Solution[Any]:
    """One shortest walk: every cell's distance from the start, then back from the
    nearest goal along cells whose distance drops by what entering costs.  Raises
    :class:`~fewest.errors.NoSolutionError` when no goal is reached."""
    import numpy as np

    from fewest.puzzles.kit.lattice import lattice_distances, walk_back

    started = time.perf_counter()
    enter = np.asarray(lattice.enter, dtype=np.int64).reshape(lattice.shape)
    dist = lattice_distances(enter, [lattice.start], lattice.steps).ravel()
    stats = SearchStats()
    stats.expanded = int((dist >= 0).sum())
    stats.peak_stored = stats.expanded
    reached = [g for g in lattice.goals if dist[lattice.index(g)] >= 0]
    if not reached or lattice.cost(lattice.start) < 0:
        stats.seconds = time.perf_counter() - started
        raise NoSolutionError("no goal cell is reached from the start", stats)
    goal = min(reached, key=lambda g: int(dist[lattice.index(g)]))
    path = walk_back(enter, dist, lattice.steps, lattice.index(lattice.start),
                     lattice.index(goal))
    names = np.empty(len(lattice.names), dtype=object)
    for i, name in enumerate(lattice.names):  # one by one: a name may be a tuple
        names[i] = name
    moves = names[path].tolist()
    cells = np.cumsum(np.vstack([np.array([lattice.start]), np.array(lattice.steps)[path]]),
                      axis=0) if len(path) else np.array([lattice.start])
    states = list(zip(*cells.T.tolist(), strict=True))  # columns zipped: tuples at C speed
    stats.seconds = time.perf_counter() - started
    if limits is not None and limits.max_seconds is not None and \
            stats.seconds > limits.max_seconds:
        raise SearchLimitError(f"the distances took {stats.seconds:.1f} s, over the "
                               f"{limits.max_seconds:g} s limit", reason="max_seconds",
                               stats=stats)
    return Solution(moves=moves, states=states, cost=int(dist[lattice.index(goal)]),
                    optimal=True, algorithm="lattice-bfs", stats=stats)
