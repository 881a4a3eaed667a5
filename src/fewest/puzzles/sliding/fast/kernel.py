"""The compiled depth-first loop of pattern-database IDA*, and its state.

:class:`Kernel` holds one search: the board, explicit stacks, and the
pattern values of the current node.  :meth:`Kernel.step` advances the
search by a budget of generated nodes and can be called again to resume, so
drivers (serial in :mod:`~fewest.puzzles.sliding.fast.idastar`, parallel in
:mod:`~fewest.puzzles.sliding.fast.parallel`) check limits between calls.

Each move looks up only the database of the tile that moved (and, with the
mirror, of its image under the main-diagonal reflection: the same databases
bound the reflected board, and the larger sum is used; the mirror lookup is
skipped when the plain sum already prunes a node that cannot lower the next
bound).  The move back to the previous board is never generated; moves are
tried in the fixed ``order``.  The goal test is ``h == 0``.

Two extras serve the parallel driver:

* a *floor*: the search may start below the root, with the path so far
  already on the stack, and ends when it backs up to that depth;
* a *cap*: nodes accepted at depth ``cap`` are not expanded but recorded
  (their move paths) in ``frontier``, to be searched elsewhere.  Node counts
  of a capped pass plus the counts below each frontier node equal the counts
  of the uncapped search.

>>> from fewest.puzzles.sliding.fast.pdb import build_pdb, pattern_groups
>>> goal = tuple(range(1, 9)) + (0,)
>>> spec = Spec(3, 3, (1, 2, 3, 4, 5, 6, 0, 7, 8), goal, pattern_groups(3, 3, "4-4", goal),
...             tuple(build_pdb(3, 3, "4-4", goal)))
>>> k = Kernel(spec)
>>> k.start(k.h)
>>> k.step(1000), k.moves()
(1, ['R', 'R'])
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
from numba import njit

from fewest.kernels.ranking import popcount
from fewest.puzzles.sliding.model import DIRS, apply_moves, neighbour_array

MAX_DEPTH = 512
FRONTIER_ROWS = 1 << 14
FRONTIER_DEPTH = 64
NO_LIMIT = 1 << 62
#: sv slots
DEPTH, BLANK, BOUND, NB_MIN, NODES, REFL, EXPANDED, HSUM, RSUM, FLOOR, CAP, COUNT = range(12)
#: step() results
BUDGET, FOUND, EXHAUSTED, FULL = 0, 1, 2, 3


@njit(cache=True, inline="always")
def _lookup(pos: np.ndarray, tiles: np.ndarray, k: int, n: int, db: np.ndarray) -> int:
    used = 0
    r = 0
    for i in range(k):
        v = pos[tiles[i]]
        r = r * (n - i) + v - popcount(used & ((1 << v) - 1))
        used |= 1 << v
    return int(db[r])


@njit(cache=True)
def _init_h(pos, rpos, hs, hr, pat_tiles, pat_k, n, dbs, refl):
    for p in range(pat_k.shape[0]):
        hs[0, p] = _lookup(pos, pat_tiles[p], pat_k[p], n, dbs[p])
        hr[0, p] = _lookup(rpos, pat_tiles[p], pat_k[p], n, dbs[p]) if refl else 0


@njit(cache=True)
def _run(board, pos, rpos, sv, path, nxt, hs, hr, undo, nbr, pat_tiles, pat_k, tile_pat,
         refl_cell, lam, dbs, order, frontier, budget, exp_limit):
    """Advance the search; returns BUDGET, FOUND, EXHAUSTED or FULL (frontier buffer full).

    ``hs[0]`` / ``hr[0]`` hold the current pattern values (plain and mirrored),
    ``sv[HSUM]`` / ``sv[RSUM]`` their sums; ``undo[d]`` remembers what the
    move at depth ``d`` changed so that backing up restores it.
    """
    n = board.shape[0]
    depth, blank, bound, nb_min = sv[0], sv[1], sv[2], sv[3]
    nodes, refl, expanded, hsum, rsum = sv[4], sv[5], sv[6], sv[7], sv[8]
    floor, cap, count = sv[9], sv[10], sv[11]
    limit = nodes + budget
    status = 0
    while True:
        if nodes >= limit or expanded >= exp_limit:
            break
        i = nxt[depth]
        if i == 4:
            if depth == floor:
                status = 2
                break
            depth -= 1
            prev = nbr[blank, 3 - path[depth]]
            t = board[prev]
            board[blank] = t
            board[prev] = 0
            pos[t] = blank
            p = undo[depth, 0]
            hsum += undo[depth, 1] - hs[0, p]
            hs[0, p] = undo[depth, 1]
            if refl:
                rpos[lam[t]] = refl_cell[blank]
                pr = undo[depth, 2]
                rsum += undo[depth, 3] - hr[0, pr]
                hr[0, pr] = undo[depth, 3]
            blank = prev
            continue
        nxt[depth] = i + 1
        dd = order[i]
        if depth > 0 and dd == 3 - path[depth - 1]:
            continue
        nb = nbr[blank, dd]
        if nb < 0:
            continue
        nodes += 1
        t = board[nb]
        pos[t] = blank
        p = tile_pat[t]
        hs_new = _lookup(pos, pat_tiles[p], pat_k[p], n, dbs[p])
        s = hsum + hs_new - hs[0, p]
        h = s
        sr = 0
        pr = 0
        hr_new = 0
        if refl and depth + 1 + s > bound and depth + 1 + s >= nb_min:
            # Pruned whatever the mirror says, and it cannot lower the next bound.
            pos[t] = nb
            continue
        if refl:
            rt = lam[t]
            rpos[rt] = refl_cell[blank]
            pr = tile_pat[rt]
            hr_new = _lookup(rpos, pat_tiles[pr], pat_k[pr], n, dbs[pr])
            sr = rsum + hr_new - hr[0, pr]
            if sr > h:
                h = sr
        f = depth + 1 + h
        if f > bound or (depth + 1 == cap and h > 0):
            if f > bound:
                if f < nb_min:
                    nb_min = f
            else:
                # Accepted at the cap: record its path instead of expanding it.
                expanded += 1
                for j in range(depth):
                    frontier[count, j] = path[j]
                frontier[count, depth] = dd
                count += 1
            pos[t] = nb
            if refl:
                rpos[lam[t]] = refl_cell[nb]
            if count == frontier.shape[0]:
                status = 3
                break
            continue
        board[blank] = t
        board[nb] = 0
        undo[depth, 0] = p
        undo[depth, 1] = hs[0, p]
        hs[0, p] = hs_new
        hsum = s
        if refl:
            undo[depth, 2] = pr
            undo[depth, 3] = hr[0, pr]
            hr[0, pr] = hr_new
            rsum = sr
        path[depth] = dd
        depth += 1
        blank = nb
        nxt[depth] = 0
        expanded += 1
        if h == 0:
            status = 1
            break
    sv[0], sv[1], sv[3], sv[4] = depth, blank, nb_min, nodes
    sv[6], sv[7], sv[8], sv[11] = expanded, hsum, rsum, count
    return status


def reflection(
    rows: int, cols: int, goal: Sequence[int]
) -> tuple[np.ndarray, np.ndarray] | None:
    """Cell and tile maps for the main-diagonal mirror, when the goal allows it."""
    if rows != cols:
        return None
    n = rows * cols
    cell = np.array([(c % cols) * cols + c // cols for c in range(n)], dtype=np.int64)
    where = {t: i for i, t in enumerate(goal)}
    if cell[where[0]] != where[0]:
        return None
    lam = np.array([goal[cell[where[t]]] for t in range(n)], dtype=np.int64)
    return cell, lam


@dataclass(frozen=True)
class Spec:
    """Everything a search needs: root board, goal, patterns, databases, move order."""

    rows: int
    cols: int
    tiles: tuple[int, ...]
    goal: tuple[int, ...]
    groups: list[tuple[int, ...]]
    dbs: tuple[np.ndarray, ...]
    reflect: bool = True
    order: tuple[int, ...] = (0, 1, 2, 3)


    @property
    def parity(self) -> int:
        """Parity of every solution's length: each move shifts the blank by one cell.

        >>> Spec(2, 2, (1, 0, 2, 3), (1, 2, 3, 0), [(1, 2, 3)], ()).parity
        1
        """
        b, g = self.tiles.index(0), self.goal.index(0)
        return (abs(b // self.cols - g // self.cols) + abs(b % self.cols - g % self.cols)) % 2

    def bound_at_least(self, value: int) -> int:
        """The smallest IDA* bound ``>= value`` that a solution's length can equal.

        Skipping bounds of the wrong parity skips iterations that cannot succeed
        (Korf's programs raise the threshold by two for the same reason).
        """
        return value + (value - self.parity) % 2


class Kernel:
    """One resumable search from ``spec.tiles`` after the blank moves ``prefix``."""

    def __init__(self, spec: Spec, prefix: Sequence[int] = (), frontier: bool = False) -> None:
        rows, cols, n = spec.rows, spec.cols, spec.rows * spec.cols
        npat = len(spec.groups)
        self.pat_tiles = np.zeros((npat, max(len(g) for g in spec.groups)), dtype=np.int64)
        self.pat_k = np.array([len(g) for g in spec.groups], dtype=np.int64)
        self.tile_pat = np.zeros(n, dtype=np.int64)
        for p, g in enumerate(spec.groups):
            self.pat_tiles[p, : len(g)] = g
            self.tile_pat[list(g)] = p
        self.dbs = spec.dbs
        mirror = reflection(rows, cols, spec.goal) if spec.reflect else None
        self.mirror = mirror is not None
        none = np.zeros(n, dtype=np.int64)
        self.refl_cell: np.ndarray = mirror[0] if mirror else none
        self.lam: np.ndarray = mirror[1] if mirror else none
        self.board = np.array(apply_moves(spec.tiles, [DIRS[d] for d in prefix], rows, cols),
                              dtype=np.int64)
        self.pos = np.empty(n, dtype=np.int64)
        self.pos[self.board] = np.arange(n)
        self.rpos = np.zeros(n, dtype=np.int64)
        if mirror:
            self.rpos[self.lam] = self.refl_cell[self.pos]
        self.hs = np.zeros((1, npat), dtype=np.int64)
        self.hr = np.zeros((1, npat), dtype=np.int64)
        _init_h(self.pos, self.rpos, self.hs, self.hr, self.pat_tiles, self.pat_k, n, self.dbs,
                self.mirror)
        self.undo = np.zeros((MAX_DEPTH, 4), dtype=np.int64)
        self.path = np.zeros(MAX_DEPTH, dtype=np.int64)
        self.path[: len(prefix)] = prefix
        self.nxt = np.zeros(MAX_DEPTH + 1, dtype=np.int64)
        self.nbr = neighbour_array(rows, cols)
        self.order = np.array(spec.order, dtype=np.int64)
        shape = (FRONTIER_ROWS, FRONTIER_DEPTH) if frontier else (1, 1)
        self.frontier = np.zeros(shape, dtype=np.int8)
        self.sv = sv = np.zeros(12, dtype=np.int64)
        sv[DEPTH] = sv[FLOOR] = len(prefix)
        sv[BLANK] = self.root_blank = int(np.flatnonzero(self.board == 0)[0])
        sv[REFL] = int(self.mirror)
        sv[HSUM], sv[RSUM] = self.hs[0].sum(), self.hr[0].sum()

    @property
    def h(self) -> int:
        """The heuristic value of the current node."""
        return int(max(self.sv[HSUM], self.sv[RSUM]))

    @property
    def nodes(self) -> int:
        """Nodes generated so far (every call, every pass)."""
        return int(self.sv[NODES])

    @property
    def expanded(self) -> int:
        """Nodes accepted (f within the bound) so far."""
        return int(self.sv[EXPANDED])

    @property
    def next_bound(self) -> int:
        """The smallest f over the bound seen in this pass."""
        return int(self.sv[NB_MIN])

    def start(self, bound: int, cap: int = 0) -> None:
        """Begin a pass with ``bound`` from the root (where every finished pass ends)."""
        if cap > self.frontier.shape[1]:
            raise ValueError(f"cap {cap} over {self.frontier.shape[1]}")
        sv = self.sv
        sv[DEPTH], sv[BLANK] = sv[FLOOR], self.root_blank
        sv[BOUND], sv[NB_MIN], sv[CAP], sv[COUNT] = bound, 1 << 40, cap, 0
        self.nxt[sv[FLOOR]] = 0

    def step(self, budget: int, exp_limit: int = NO_LIMIT) -> int:
        """Run until ``budget`` more nodes or ``exp_limit`` expansions in all; a status."""
        return int(_run(self.board, self.pos, self.rpos, self.sv, self.path, self.nxt, self.hs,
                        self.hr, self.undo, self.nbr, self.pat_tiles, self.pat_k, self.tile_pat,
                        self.refl_cell, self.lam, self.dbs, self.order, self.frontier, budget,
                        exp_limit))

    def rewind(self) -> None:
        """Back up to the root from wherever a pass stopped (no node is generated)."""
        self.nxt[int(self.sv[FLOOR]): int(self.sv[DEPTH]) + 1] = 4
        self.step(NO_LIMIT)

    def moves(self) -> list[str]:
        """The path from the search root to the current node, as letters."""
        return [DIRS[int(d)] for d in self.path[: int(self.sv[DEPTH])]]

    def frontier_paths(self) -> list[tuple[int, ...]]:
        """The move paths recorded at the cap in the last pass."""
        cap, count = int(self.sv[CAP]), int(self.sv[COUNT])
        return [tuple(int(d) for d in row[:cap]) for row in self.frontier[:count]]
