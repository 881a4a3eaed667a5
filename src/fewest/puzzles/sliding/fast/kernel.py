"""The compiled depth-first loop of pattern-database IDA*, and its state.

:class:`Kernel` holds one search: the board, explicit stacks, and the
pattern values of the current node.  :meth:`Kernel.step` advances the
search by a budget of generated nodes and can be called again to resume, so
drivers (serial in :mod:`~fewest.puzzles.sliding.fast.idastar`, parallel in
:mod:`~fewest.puzzles.sliding.fast.parallel`) check limits between calls.

The heuristic is the largest of several *views*, each an additive sum over
one partition's databases: the board itself, and (on square boards whose
goal blank lies on the main diagonal) its reflection about that diagonal,
for each partition of ``spec.partitions``.  Each move looks up, per view,
only the database of the tile that moved; the remaining views are skipped
once a node is pruned and cannot lower the next bound.  A zero-aware
database adds the nibble of the view's blank cell; that too changes only
for the moved tile's pattern, since a move keeps the blank in the same free
region of every other pattern.  Moves are tried in the fixed ``order``;
a move that the duplicate-pruning automaton of
:mod:`~fewest.puzzles.sliding.fast.dupes` forbids (``spec.prune``: at the
least, the move back to the previous board) is never generated.
The goal test is ``h == 0``.

Two extras serve the parallel driver:

* a *floor*: the search may start below the root, with the path so far
  already on the stack, and ends when it backs up to that depth;
* a *cap*: nodes accepted at depth ``cap`` are not expanded but recorded
  (their move paths) in ``frontier``, to be searched elsewhere.  Node counts
  of a capped pass plus the counts below each frontier node equal the counts
  of the uncapped search.

>>> from fewest.puzzles.sliding.fast.pdb import build_pdb, pattern_groups
>>> goal = tuple(range(1, 9)) + (0,)
>>> spec = Spec(3, 3, (1, 2, 3, 4, 5, 6, 0, 7, 8), goal, (pattern_groups(3, 3, "4-4", goal),),
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

from fewest.kernels.ranking import count_partial, popcount
from fewest.puzzles.sliding.fast.dupes import DEFAULT_DEPTH, automaton, state_after
from fewest.puzzles.sliding.model import DIRS, apply_moves, neighbour_array

MAX_DEPTH = 512
FRONTIER_ROWS = 1 << 14
FRONTIER_DEPTH = 64
NO_LIMIT = 1 << 62
#: nodes one kernel call expands before the driver reads the clock and the limits
CHUNK = 1_000_000
#: sv slots
DEPTH, BLANK, BOUND, NB_MIN, NODES, EXPANDED, FLOOR, CAP, COUNT = range(9)
#: step() results
BUDGET, FOUND, EXHAUSTED, FULL = 0, 1, 2, 3


@njit(cache=True, inline="always")
def lookup(vpos: np.ndarray, off: int, tiles: np.ndarray, k: int, n: int, db: np.ndarray,
           zoff: int, x: int) -> int:
    """A pattern's value; with ``zoff`` (zero-aware), plus the nibble of blank cell ``x``."""
    used = 0
    r = 0
    for i in range(k):
        c = vpos[off + tiles[i]]
        r = r * (n - i) + c - popcount(used & ((1 << c) - 1))
        used |= 1 << c
    h = int(db[r])
    if zoff:
        idx = r * (n - k) + x - popcount(used & ((1 << x) - 1))
        h += (int(db[zoff + (idx >> 1)]) >> ((idx & 1) << 2)) & 15
    return h


@njit(cache=True)
def _init_h(vpos, val, vsum, vrange, pat_tiles, pat_k, pat_zoff, n, npat, dbs):
    for v in range(vsum.shape[0]):
        vsum[v] = 0
        for p in range(vrange[v, 0], vrange[v, 1]):
            val[v * npat + p] = lookup(vpos, v * n, pat_tiles[p], pat_k[p], n, dbs[p],
                                        pat_zoff[p], vpos[v * n])
            vsum[v] += val[v * npat + p]


@njit(cache=True)
def _run(board, sv, path, nxt, fst, fsm, vpos, val, vsum, undo, nbr, pat_tiles, pat_k, pat_zoff,
         vpat, vlam, vcell, dbs, order, frontier, budget, exp_limit):
    """Advance the search; returns BUDGET, FOUND, EXHAUSTED or FULL (frontier buffer full).

    View ``v`` keeps tile positions in ``vpos[v*n:]`` (tile ``t`` of the board
    is tile ``vlam[v*n+t]`` of the view, at cell ``vcell[v*n+c]`` for board
    cell ``c``), pattern values in ``val[v*npat:]`` and their sum in
    ``vsum[v]``; ``undo[d]`` remembers what the move at depth ``d`` changed.
    Even views are always plain (identity maps), so they skip the map lookups.
    ``fst[d]`` is the pruning automaton's state at depth ``d``; a move whose
    ``fsm`` transition is ``-1`` is never generated.
    """
    n = board.shape[0]
    nv = vsum.shape[0]
    npat = pat_k.shape[0]
    depth, blank, bound, nb_min = sv[0], sv[1], sv[2], sv[3]
    nodes, expanded, floor, cap, count = sv[4], sv[5], sv[6], sv[7], sv[8]
    newv = np.zeros(nv, dtype=np.int64)
    newp = np.zeros(nv, dtype=np.int64)
    news = np.zeros(nv, dtype=np.int64)
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
            for v in range(nv):
                if v & 1:
                    vpos[v * n + vlam[v * n + t]] = vcell[v * n + blank]
                else:
                    vpos[v * n + t] = blank
                p = undo[depth, 2 * v]
                old = undo[depth, 2 * v + 1]
                vsum[v] += old - val[v * npat + p]
                val[v * npat + p] = old
            blank = prev
            continue
        nxt[depth] = i + 1
        dd = order[i]
        ns = fsm[fst[depth], dd]
        if ns < 0:
            continue
        nb = nbr[blank, dd]
        if nb < 0:
            continue
        nodes += 1
        t = board[nb]
        h = 0
        done = 0
        cut = False
        g1 = depth + 1
        for v in range(nv):
            off = v * n
            if v & 1:
                vt = vlam[off + t]
                vpos[off + vt] = vcell[off + blank]
                vb = vcell[off + nb]
            else:
                vt = t
                vpos[off + t] = blank
                vb = nb
            p = vpat[off + vt]
            new = lookup(vpos, off, pat_tiles[p], pat_k[p], n, dbs[p], pat_zoff[p], vb)
            sv_new = vsum[v] + new - val[v * npat + p]
            newv[v] = new
            newp[v] = p
            news[v] = sv_new
            done += 1
            if sv_new > h:
                h = sv_new
                if g1 + h > bound and g1 + h >= nb_min:
                    # Pruned whatever the other views say; they cannot lower the next bound.
                    cut = True
                    break
        f = depth + 1 + h
        if cut or f > bound or (depth + 1 == cap and h > 0):
            if cut:
                pass
            elif f > bound:
                if f < nb_min:
                    nb_min = f
            else:
                # Accepted at the cap: record its path instead of expanding it.
                expanded += 1
                for j in range(depth):
                    frontier[count, j] = path[j]
                frontier[count, depth] = dd
                count += 1
            for v in range(done):
                if v & 1:
                    vpos[v * n + vlam[v * n + t]] = vcell[v * n + nb]
                else:
                    vpos[v * n + t] = nb
            if count == frontier.shape[0]:
                status = 3
                break
            continue
        board[blank] = t
        board[nb] = 0
        for v in range(nv):
            p = newp[v]
            undo[depth, 2 * v] = p
            undo[depth, 2 * v + 1] = val[v * npat + p]
            val[v * npat + p] = newv[v]
            vsum[v] = news[v]
        path[depth] = dd
        depth += 1
        fst[depth] = ns
        blank = nb
        nxt[depth] = 0
        expanded += 1
        if h == 0:
            status = 1
            break
    sv[0], sv[1], sv[3], sv[4], sv[5], sv[8] = depth, blank, nb_min, nodes, expanded, count
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
    """Everything a search needs: root board, goal, partitions, databases, move order.

    ``partitions`` holds each partition's patterns (tile groups, in goal-cell
    order, as :func:`~fewest.puzzles.sliding.fast.pdb.pattern_groups` gives
    them); ``dbs`` their databases, all partitions' in one flat tuple.
    ``prune`` is the length of the redundant move strings the search skips
    (:mod:`~fewest.puzzles.sliding.fast.dupes`; 2 skips only the move back).
    """

    rows: int
    cols: int
    tiles: tuple[int, ...]
    goal: tuple[int, ...]
    partitions: tuple[Sequence[tuple[int, ...]], ...]
    dbs: tuple[np.ndarray, ...]
    reflect: bool = True
    order: tuple[int, ...] = (0, 1, 2, 3)
    prune: int = DEFAULT_DEPTH

    @property
    def parity(self) -> int:
        """Parity of every solution's length: each move shifts the blank by one cell.

        >>> Spec(2, 2, (1, 0, 2, 3), (1, 2, 3, 0), ([(1, 2, 3)],), ()).parity
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
        groups = [g for part in spec.partitions for g in part]
        npat = len(groups)
        self.pat_tiles = np.zeros((npat, max(len(g) for g in groups)), dtype=np.int64)
        self.pat_k = np.array([len(g) for g in groups], dtype=np.int64)
        for p, g in enumerate(groups):
            self.pat_tiles[p, : len(g)] = g
        self.dbs = spec.dbs
        # A zero-aware database is longer than its placements: its nibbles follow them.
        plain = [count_partial(n, len(g)) for g in groups]
        sizes = zip(plain, spec.dbs, strict=True)
        self.pat_zoff = np.array([m if len(db) > m else 0 for m, db in sizes], dtype=np.int64)
        ident = np.arange(n, dtype=np.int64)
        mirror = reflection(rows, cols, spec.goal) if spec.reflect else None
        vpat, vlam, vcell, vrange = [], [], [], []
        start = 0
        for part in spec.partitions:
            tile_pat = np.zeros(n, dtype=np.int64)
            for p, g in enumerate(part):
                tile_pat[list(g)] = start + p
            maps = [(ident, ident)] + ([(mirror[1], mirror[0])] if mirror else [])
            for lam, cell in maps:
                vpat.append(tile_pat)
                vlam.append(lam)
                vcell.append(cell)
                vrange.append((start, start + len(part)))
            start += len(part)
        self.views = len(vpat)
        self.vpat = np.concatenate(vpat)
        self.vlam = np.concatenate(vlam)
        self.vcell = np.concatenate(vcell)
        self.board = np.array(apply_moves(spec.tiles, [DIRS[d] for d in prefix], rows, cols),
                              dtype=np.int64)
        pos = np.empty(n, dtype=np.int64)
        pos[self.board] = np.arange(n)
        self.vpos = np.zeros(self.views * n, dtype=np.int64)
        for v in range(self.views):
            self.vpos[v * n + self.vlam[v * n: (v + 1) * n]] = self.vcell[v * n + pos]
        self.val = np.zeros(self.views * npat, dtype=np.int64)
        self.vsum = np.zeros(self.views, dtype=np.int64)
        _init_h(self.vpos, self.val, self.vsum, np.array(vrange, dtype=np.int64), self.pat_tiles,
                self.pat_k, self.pat_zoff, n, npat, self.dbs)
        self.undo = np.zeros((MAX_DEPTH, 2 * self.views), dtype=np.int64)
        self.path = np.zeros(MAX_DEPTH, dtype=np.int64)
        self.path[: len(prefix)] = prefix
        self.nxt = np.zeros(MAX_DEPTH + 1, dtype=np.int64)
        self.fsm = automaton(spec.prune, order=spec.order)
        self.fst = np.zeros(MAX_DEPTH + 1, dtype=np.int32)
        state = state_after(self.fsm, prefix)
        if state < 0:
            raise ValueError(f"prefix {list(prefix)} contains a pruned move string")
        self.fst[len(prefix)] = state
        self.nbr = neighbour_array(rows, cols)
        self.order = np.array(spec.order, dtype=np.int64)
        shape = (FRONTIER_ROWS, FRONTIER_DEPTH) if frontier else (1, 1)
        self.frontier = np.zeros(shape, dtype=np.int8)
        self.sv = sv = np.zeros(9, dtype=np.int64)
        sv[DEPTH] = sv[FLOOR] = len(prefix)
        sv[BLANK] = self.root_blank = int(pos[0])

    @property
    def h(self) -> int:
        """The heuristic value of the current node."""
        return int(self.vsum.max())

    @property
    def nodes(self) -> int:
        """Nodes generated so far (every call, every pass)."""
        return int(self.sv[NODES])

    @property
    def expanded(self) -> int:
        """Nodes accepted (f within the bound) so far."""
        return int(self.sv[EXPANDED])

    def set_counts(self, nodes: int, expanded: int) -> None:
        """Reset the running counters (a driver redoing a pass)."""
        self.sv[NODES], self.sv[EXPANDED] = nodes, expanded

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
        return int(_run(self.board, self.sv, self.path, self.nxt, self.fst, self.fsm, self.vpos,
                        self.val, self.vsum, self.undo, self.nbr, self.pat_tiles, self.pat_k,
                        self.pat_zoff, self.vpat, self.vlam, self.vcell, self.dbs, self.order,
                        self.frontier, budget, exp_limit))

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
