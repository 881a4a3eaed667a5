"""Pattern databases too large for the blank-aware build: the blank-anywhere relaxation.

The exact additive database of :mod:`~fewest.puzzles.sliding.fast.pdb`
searches over (pattern tile cells, blank cell) at 2 bits a state.  For seven
tiles of the 24-puzzle that is 25!/18! x 18 = 4.4e10 states (11 GB), too much
for one machine, so larger patterns drop the blank from the search: a pattern
tile may step onto **any** adjacent cell that no pattern tile holds, as if the
blank were always there.  Every real solution still moves each pattern tile
along such steps (the blank is merely more constrained), so the values are a
lower bound on the exact database's and stay admissible and additive; they
differ only where pattern tiles wall off part of the board.

The search is a plain breadth-first search over placements, one byte per
placement (the same index as the exact database: ``partial_rank`` of the
tiles' cells in goal-cell order), run on every core with numba.  A layer
either *pushes* (each placement at distance ``d`` marks its unseen
neighbours ``d + 1``) or, once few placements are left, *pulls* (each unseen
placement looks for a neighbour at ``d``).  Concurrent pushes may write the
same byte twice, always the same value, so the result does not depend on the
thread count.

>>> db = build_relaxed(3, 3, [1, 2, 3], 0)
>>> len(db), int(db.min()), int(db.max())
(504, 0, 10)
"""

from __future__ import annotations

from collections.abc import Sequence

import numba
import numpy as np
from numba import njit, prange

from fewest.kernels.ranking import count_partial, partial_rank, partial_unrank_into, select_free
from fewest.progress import ProgressFn
from fewest.puzzles.sliding.fast.catalog import EXACT_STATE_LIMIT, needs_relaxed
from fewest.puzzles.sliding.model import neighbour_array

__all__ = ["EXACT_STATE_LIMIT", "build_relaxed", "needs_relaxed"]

UNSEEN = 255


@njit(parallel=True, cache=True)
def _layer(pdb: np.ndarray, d: int, k: int, n: int, nbr: np.ndarray, chunks: int,
           pull: bool) -> int:
    """Give ``d + 1`` to unseen placements next to one at ``d``; return how many got it.

    Pushing visits the placements at ``d`` and marks their unseen neighbours;
    pulling visits the unseen placements and looks for a neighbour at ``d``.
    """
    last = n - k + 1
    prefixes = pdb.shape[0] // last
    per = (prefixes + chunks - 1) // chunks
    visit = UNSEEN if pull else d
    counts = np.zeros(chunks, dtype=np.int64)
    for ch in prange(chunks):
        pos = np.empty(k, dtype=np.int64)
        new = 0
        for pr in range(ch * per, min(prefixes, (ch + 1) * per)):
            base = pr * last
            occ0 = -1
            for j in range(last):
                if pdb[base + j] != visit:
                    continue
                if occ0 < 0:
                    occ0 = partial_unrank_into(pr, k - 1, n, pos)
                pos[k - 1] = select_free(occ0, j)
                occ = occ0 | (1 << pos[k - 1])
                found = False
                for i in range(k):
                    x = pos[i]
                    for dd in range(4):
                        y = nbr[x, dd]
                        if y < 0 or (occ >> y) & 1:
                            continue
                        pos[i] = y
                        r2 = partial_rank(pos, k, n)
                        if pull:
                            if pdb[r2] == d:
                                found = True
                                break
                        elif pdb[r2] == UNSEEN:
                            pdb[r2] = d + 1
                            new += 1
                    pos[i] = x
                    if found:
                        break
                if found:
                    pdb[base + j] = d + 1
                    new += 1
        counts[ch] = new
    return int(counts.sum())


@njit(parallel=True, cache=True)
def _unseen(pdb: np.ndarray, chunks: int) -> int:
    per = (pdb.shape[0] + chunks - 1) // chunks
    counts = np.zeros(chunks, dtype=np.int64)
    for ch in prange(chunks):
        c = 0
        for r in range(ch * per, min(pdb.shape[0], (ch + 1) * per)):
            if pdb[r] == UNSEEN:
                c += 1
        counts[ch] = c
    return int(counts.sum())


def build_relaxed(
    rows: int, cols: int, cells: Sequence[int], blank: int, progress: ProgressFn | None = None
) -> np.ndarray:
    """The blank-anywhere database of the tiles whose goal cells are ``cells``.

    ``blank`` (the goal's blank cell) only has to be free of pattern tiles:
    the relaxation does not track the blank.
    """
    n, k = rows * cols, len(cells)
    if k < 2 or blank in cells:
        raise ValueError(f"pattern {list(cells)!r} needs two or more tiles and a free blank")
    total = count_partial(n, k)
    pdb = np.full(total, UNSEEN, dtype=np.uint8)
    pdb[int(partial_rank(np.array(list(cells), dtype=np.int64), k, n))] = 0
    nbr = neighbour_array(rows, cols)
    chunks = 16 * numba.get_num_threads()
    label = f"pattern {'.'.join(map(str, cells))} (relaxed)"
    done, frontier, d = 1, 1, 0
    while True:
        frontier = _layer(pdb, d, k, n, nbr, chunks, frontier >= total - done)
        done += frontier
        if progress:
            progress(label, min(done, total), total)
        if not frontier:
            break
        d += 1
    if _unseen(pdb, chunks):  # pragma: no cover - a bug, never a user error
        raise RuntimeError(f"{label}: some placements were never reached")
    return pdb
