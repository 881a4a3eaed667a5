"""Compiled IDA* over additive pattern databases.

Entry point: ``pdb_solve(tiles, rows, cols, goal, *, partition=None,
max_seconds=None, progress=None, reflect=True) -> FastResult``.

The search is one numba loop over explicit stacks, so it can pause after a
budget of nodes and resume exactly where it stopped; the Python driver uses
that to honour ``max_seconds`` and to report progress.  Each move looks up
only the database of the tile that moved (and, with ``reflect``, of its
mirror image: on square boards whose goal blank lies on the main diagonal the
same databases also bound the board reflected about that diagonal, and the
larger of the two sums is used; the mirror is skipped when the plain sum
already prunes a node that cannot lower the next bound).  The move back to the previous board is
never generated, and moves are tried in the fixed order U, L, R, D, so runs
are deterministic.  The goal test is ``h == 0``: every pattern home.

Unreachable boards raise :class:`~fewest.errors.NoSolutionError` (by parity,
without searching); a time limit raises :class:`~fewest.errors.SearchLimitError`
whose ``bound`` is a proven lower bound on the optimal length.

>>> r = pdb_solve((3, 1, 2, 0, 4, 5, 6, 7, 8), 3, 3, tuple(range(9)))
>>> r.moves, r.length
(['U'], 1)
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np
from numba import njit

from fewest.errors import InvalidPuzzleError, NoSolutionError, SearchLimitError
from fewest.kernels.ranking import popcount
from fewest.problem import IterationRecord, SearchStats
from fewest.puzzles.sliding.fast.board import DIRS, check_board, check_goal, neighbours, solvable
from fewest.puzzles.sliding.fast.pdb import build_pdb, pattern_groups

MAX_DEPTH = 512
CHUNK = 4_000_000
Progress = Callable[[str, float, "float | None"], None]


@dataclass
class FastResult:
    """What :func:`pdb_solve` found: an optimal path and the work it took."""

    moves: list[str]
    nodes: int
    expanded: int
    seconds: float
    iterations: list[IterationRecord] = field(default_factory=list)
    partition: str = ""

    @property
    def length(self) -> int:
        """Number of moves."""
        return len(self.moves)

    @property
    def nodes_per_second(self) -> float:
        """Generated nodes per second of search."""
        return self.nodes / self.seconds if self.seconds > 0 else 0.0

    def as_dict(self) -> dict[str, Any]:
        """Plain-JSON view."""
        return {
            "moves": "".join(self.moves), "length": self.length, "nodes": self.nodes,
            "expanded": self.expanded, "seconds": round(self.seconds, 6),
            "nodes_per_second": round(self.nodes_per_second),
            "iterations": [it.as_dict() for it in self.iterations],
            "partition": self.partition,
        }


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
         refl_cell, lam, dbs, budget):
    """Advance the depth-first search; 0 = budget spent, 1 = goal, 2 = bound exhausted.

    ``hs[0]`` / ``hr[0]`` hold the current pattern values (plain and mirrored),
    ``sv[7]`` / ``sv[8]`` their sums; ``undo[d]`` remembers what the move at
    depth ``d`` changed so that backing up restores it.
    """
    n = board.shape[0]
    depth, blank, bound, nb_min = sv[0], sv[1], sv[2], sv[3]
    nodes, refl, expanded, hsum, rsum = sv[4], sv[5], sv[6], sv[7], sv[8]
    limit = nodes + budget
    status = 0
    while True:
        if nodes >= limit:
            break
        dd = nxt[depth]
        if dd == 4:
            if depth == 0:
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
        nxt[depth] = dd + 1
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
        if f > bound:
            if f < nb_min:
                nb_min = f
            pos[t] = nb
            if refl:
                rpos[lam[t]] = refl_cell[nb]
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
    sv[6], sv[7], sv[8] = expanded, hsum, rsum
    return status


def _reflection(
    rows: int, cols: int, goal: tuple[int, ...]
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


def _label(partition: str | Sequence[Sequence[int]] | None, groups: list[tuple[int, ...]]) -> str:
    if isinstance(partition, str):
        return partition
    return "-".join(str(len(g)) for g in groups)


def pdb_solve(
    tiles: Sequence[int],
    rows: int,
    cols: int,
    goal: Sequence[int],
    *,
    partition: str | Sequence[Sequence[int]] | None = None,
    max_seconds: float | None = None,
    progress: Progress | None = None,
    reflect: bool = True,
) -> FastResult:
    """An optimal solution by IDA* with the additive databases of ``partition``."""
    tiles = check_board(tiles, rows, cols)
    goal = check_goal(goal, rows, cols)
    if max_seconds is not None and (isinstance(max_seconds, bool) or max_seconds <= 0):
        raise InvalidPuzzleError(f"max_seconds must be a positive number, got {max_seconds!r}")
    if not solvable(tiles, rows, cols, goal):
        raise NoSolutionError(f"board {tiles!r} cannot reach goal {goal!r} (parity)")
    groups = pattern_groups(rows, cols, partition, goal)
    dbs = tuple(build_pdb(rows, cols, partition, goal, progress=progress))
    started = time.perf_counter()
    n = rows * cols
    npat = len(groups)
    pat_tiles = np.full((npat, max(len(g) for g in groups)), 0, dtype=np.int64)
    pat_k = np.array([len(g) for g in groups], dtype=np.int64)
    tile_pat = np.full(n, 0, dtype=np.int64)
    for p, g in enumerate(groups):
        pat_tiles[p, : len(g)] = g
        for t in g:
            tile_pat[t] = p
    mirror = _reflection(rows, cols, goal) if reflect else None
    refl_cell, lam = mirror if mirror else (np.zeros(n, np.int64), np.zeros(n, np.int64))
    board = np.array(tiles, dtype=np.int64)
    pos = np.empty(n, dtype=np.int64)
    pos[board] = np.arange(n)
    rpos = np.zeros(n, dtype=np.int64)
    if mirror:
        rpos[lam] = refl_cell[pos]
    hs = np.zeros((1, npat), dtype=np.int64)
    hr = np.zeros((1, npat), dtype=np.int64)
    undo = np.zeros((MAX_DEPTH, 4), dtype=np.int64)
    _init_h(pos, rpos, hs, hr, pat_tiles, pat_k, n, dbs, bool(mirror))
    bound = int(max(hs[0].sum(), hr[0].sum()))
    path = np.zeros(MAX_DEPTH, dtype=np.int64)
    nxt = np.zeros(MAX_DEPTH + 1, dtype=np.int64)
    nbr = neighbours(rows, cols)
    blank = tiles.index(0)
    sv = np.zeros(10, dtype=np.int64)
    sv[5] = 1 if mirror else 0
    sv[7], sv[8] = hs[0].sum(), hr[0].sum()
    label = _label(partition, groups)
    iterations: list[IterationRecord] = []

    def stats() -> SearchStats:
        return SearchStats(expanded=int(sv[6]), generated=int(sv[4]), peak_frontier=int(sv[0]),
                           peak_stored=int(sv[0]) + 1,
                           seconds=time.perf_counter() - started, iterations=list(iterations))

    if bound == 0:
        return FastResult([], 0, 0, time.perf_counter() - started, [], label)
    while True:
        if bound >= MAX_DEPTH:  # pragma: no cover - beyond every reachable board here
            raise SearchLimitError(f"bound {bound} over {MAX_DEPTH}", reason="max_states",
                                   stats=stats(), bound=bound)
        it_start, it_nodes, it_exp = time.perf_counter(), int(sv[4]), int(sv[6])
        sv[0], sv[1], sv[2], sv[3] = 0, blank, bound, 1 << 40
        nxt[0] = 0
        while True:
            status = _run(board, pos, rpos, sv, path, nxt, hs, hr, undo, nbr, pat_tiles, pat_k,
                          tile_pat, refl_cell, lam, dbs, CHUNK)
            if status:
                break
            elapsed = time.perf_counter() - started
            if progress:
                progress(f"IDA* bound {bound}", float(sv[4] - it_nodes), None)
            if max_seconds is not None and elapsed > max_seconds:
                raise SearchLimitError(
                    f"time limit {max_seconds}s reached at bound {bound} after {int(sv[4])} nodes",
                    reason="max_seconds", stats=stats(), bound=bound,
                )
        iterations.append(IterationRecord(bound=bound, expanded=int(sv[6]) - it_exp,
                                          generated=int(sv[4]) - it_nodes,
                                          seconds=time.perf_counter() - it_start))
        if status == 1:
            moves = [DIRS[int(d)] for d in path[: int(sv[0])]]
            return FastResult(moves, int(sv[4]), int(sv[6]), time.perf_counter() - started,
                              iterations, label)
        bound = int(sv[3])
