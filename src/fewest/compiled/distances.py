"""A full distance table: every state reachable from the start (or that reaches the goal).

>>> from fewest.compiled.examples import eight_puzzle
>>> table = distance_table(eight_puzzle((1, 2, 3, 4, 5, 6, 7, 8, 0)), source="goal")
>>> len(table), table.radius, table.layers[:4]
(181440, 31, [1, 2, 4, 8])
>>> table.distance((1, 2, 3, 4, 5, 6, 0, 7, 8)), table.distance((2, 1, 3, 4, 5, 6, 7, 8, 0))
(2, None)
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING

import numpy as np

from fewest.compiled import common
from fewest.compiled.layer import Side
from fewest.compiled.run import Driver
from fewest.compiled.table import EMPTY, Table, find
from fewest.compiled.userrank import Ranking, permutations
from fewest.errors import InvalidPuzzleError
from fewest.problem import Limits

if TYPE_CHECKING:
    from fewest.compiled.puzzle import CompiledPuzzle


class DistanceTable:
    """Exact move counts (two bytes each) from a source to every state reached."""

    def __init__(self, puzzle: CompiledPuzzle, table: Table, layers: list[int],
                 seconds: float) -> None:
        self.puzzle = puzzle
        self.table = table
        self.layers = layers
        self.seconds = seconds

    def __len__(self) -> int:
        return self.table.count

    @property
    def nbytes(self) -> int:
        """Bytes of the table's keys and depths (free slots included)."""
        return self.table.nbytes

    @property
    def radius(self) -> int:
        """The largest distance."""
        return len(self.layers) - 1

    def distance(self, state: Sequence[int]) -> int | None:
        """Moves between the source and ``state``; ``None`` when it was not reached."""
        k0, k1 = self.puzzle.key(state)
        s = find(self.table.keys, self.table.meta, np.uint64(k0), np.uint64(k1))
        return None if s < 0 else self.table.value(s)

    def items(self) -> Iterator[tuple[tuple[int, ...], int]]:
        """Every ``(state, distance)``, in table order."""
        states, depths = self.arrays()
        for state, d in zip(states.tolist(), depths.tolist(), strict=True):
            yield tuple(state), d

    def arrays(self) -> tuple[np.ndarray, np.ndarray]:
        """Every state (``uint8[count, n]``) and its distance (``int64``), in table order."""
        t, lay = self.table, self.puzzle.layout
        cap = t.capacity
        slots = np.flatnonzero((t.keys[:cap] != EMPTY).any(axis=1))
        if t.meta[1]:
            slots = np.append(slots, cap)
        keys, depths = t.keys[slots], t.values(slots)
        mask = np.uint64((1 << lay.bits) - 1)
        states = np.zeros((len(slots), lay.n), np.uint8)
        for i in range(lay.n):
            word, at = divmod(i, lay.per_word)
            states[:, i] = (keys[:, word] >> np.uint64(lay.bits * at)) & mask
        return states, depths


class RankDistanceTable(DistanceTable):
    """A table kept as one byte per rank (:mod:`fewest.compiled.ranked`): permutations
    by their Lehmer code, or the puzzle's own ranks; the same interface, ``table``
    is ``None``."""

    def __init__(self, puzzle: CompiledPuzzle, dist: np.ndarray, layers: list[int],
                 seconds: float, ranking: Ranking | None = None) -> None:
        super().__init__(puzzle, None, layers, seconds)  # type: ignore[arg-type]
        self.dist = dist
        self.ranking = ranking or permutations(puzzle.layout.n)

    def __len__(self) -> int:
        return sum(self.layers)

    @property
    def nbytes(self) -> int:
        """Bytes of the depths (one per rank, reached or not)."""
        return int(self.dist.nbytes)

    def distance(self, state: Sequence[int]) -> int | None:
        from fewest.compiled.ranked import UNSEEN, rankable

        values = tuple(int(v) for v in self.puzzle.array(state))
        if not rankable(self.ranking, values):
            return None
        r = self.ranking.rank(values)
        if not 0 <= r < self.dist.shape[0] or self.ranking.unrank(r) != values:
            return None
        d = int(self.dist[r])
        return None if d == UNSEEN else d

    def arrays(self) -> tuple[np.ndarray, np.ndarray]:
        from fewest.compiled.rankkernels import UNSEEN, unrank_kernel

        ranks = np.flatnonzero(self.dist != UNSEEN).astype(np.int64)
        n = self.puzzle.layout.n
        states = np.zeros((len(ranks), n), np.uint8)
        rinfo = self.ranking.rinfo()
        args = (self.ranking.unrank_fn, rinfo, ranks, n, states)
        self.puzzle.compiled().kernel(unrank_kernel, *args)(*args)
        return states, self.dist[ranks].astype(np.int64)


def distance_table(puzzle: CompiledPuzzle, *, source: str = "start",
                   limits: Limits | None = None) -> DistanceTable:
    """Breadth-first over the whole space from ``source`` (``"start"``, or ``"goal"``
    over the predecessors); raises :class:`~fewest.errors.SearchLimitError` past a limit.

    Permutation states, and puzzles with their own ``rank``, take the rank-indexed
    path (:mod:`fewest.compiled.ranked`): a :class:`RankDistanceTable`."""
    from fewest.compiled import ranked

    if source not in ("start", "goal"):
        raise InvalidPuzzleError(f"source must be 'start' or 'goal', got {source!r}")
    if source == "goal" and not puzzle.has_predecessors:
        raise InvalidPuzzleError(
            "a table from the goal needs a goal state and predecessors= or reversible=True")
    root = puzzle.start if source == "start" else puzzle.goal
    assert root is not None
    ranking = ranked.ranking_of(puzzle)
    if ranking is not None and ranked.rankable(ranking, root):
        search = ranked.Ranked(puzzle, limits, ranking)
        fn = search.drv.funcs.succ if source == "start" else search.drv.funcs.pred
        try:
            search.run(root, fn, common.GOAL_NONE, None)
        except ranked.Fallback:
            pass
        else:
            return RankDistanceTable(puzzle, search.dist, search.layers, search.drv.seconds(),
                                     ranking)
    drv = Driver(puzzle, limits)
    side = Side(drv, root, 2, 0xFFFF)
    fn = drv.funcs.succ if source == "start" else drv.funcs.pred
    layers = [1]
    while True:
        side.layer(fn, common.GOAL_NONE)
        if side.nxt_len == 0:
            break
        layers.append(side.nxt_len)
        if len(layers) > 0xFFFF:
            raise InvalidPuzzleError("the space is deeper than 65,535 moves")
        side.advance()
    return DistanceTable(puzzle, side.table, layers, drv.seconds())
