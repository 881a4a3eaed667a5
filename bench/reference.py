"""Hand-written numba references for ``bench/compiled.py`` (issue 33), and the same
puzzles written the way a user writes them with ``CompiledPuzzle``.

The two-ring rotation puzzle: 14 cells, two rings of 8 that share cells 2 and 5
(ring A is cells 0..7, ring B is 2, 8, 9, 5, 10, 11, 12, 13); a move turns one ring
one step either way (A+, A-, B+, B-); the values are a permutation of 0..13 and the
goal is the identity.  Its heuristic is the max over pattern databases of groups of
values (no move keeps the other groups still, so they are not additive).

The hand-written kernels know the moves as cell permutations (``SOURCE[m, i]``: the
cell whose value cell ``i`` takes), inline them and check nothing; IDA* expands in the
same order as the compiled kernel (moves in id order, a child already on the path
skipped, ``f > bound`` raises the next bound, the goal tested as a child is pushed),
so the node counts of every iteration agree.
"""

from __future__ import annotations

import numpy as np
from numba import njit

from fewest.compiled.pdb import PatternDatabase
from fewest.compiled.puzzle import CompiledPuzzle
from fewest.kernels.ranking import partial_rank, partial_unrank_into

RING_A = (0, 1, 2, 3, 4, 5, 6, 7)
RING_B = (2, 8, 9, 5, 10, 11, 12, 13)
CELLS = 14
GOAL = tuple(range(CELLS))
MOVE_NAMES = ("A+", "A-", "B+", "B-")
PARTITIONS: dict[str, list[tuple[int, ...]]] = {
    "5-5-4": [(0, 1, 2, 3, 4), (5, 6, 7, 8, 9), (10, 11, 12, 13)],
    "6-6": [(0, 1, 2, 3, 4, 5), (8, 9, 10, 11, 12, 13)],
}


def move_sources() -> np.ndarray:
    """``SOURCE[m, i]``: the cell whose value moves into cell ``i`` under move ``m``."""
    src = np.tile(np.arange(CELLS, dtype=np.int64), (4, 1))
    for ring, (plus, minus) in ((RING_A, (0, 1)), (RING_B, (2, 3))):
        k = len(ring)
        for j in range(k):
            src[plus, ring[j]] = ring[(j - 1) % k]  # + turns each value one cell on
            src[minus, ring[j]] = ring[(j + 1) % k]
    return src


SOURCE = move_sources()


@njit(cache=True)
def rings(state, out):
    """The user's successors: the four turns, in the order A+, A-, B+, B-, read from
    the table of moves (numba keeps a global array as a constant)."""
    for m in range(4):
        for i in range(14):
            out[m, i] = state[SOURCE[m, i]]
    return 4


def ring_puzzle(start: tuple[int, ...], partition: str | None = None,
                specialize: bool | None = None) -> CompiledPuzzle:
    """The two-ring puzzle as a user writes it (with max-combined pattern databases)."""
    patterns = None if partition is None else PatternDatabase(PARTITIONS[partition])
    options = {} if specialize is None else {"specialize": specialize}
    return CompiledPuzzle(start, rings, goal=GOAL, max_successors=4, move_names=MOVE_NAMES,
                          reversible=True, patterns=patterns, name="two rings",
                          **options)  # type: ignore[arg-type]


def scramble(moves: int, seed: int) -> tuple[int, ...]:
    """A board ``moves`` random turns from the goal (never undoing the last turn)."""
    rng = np.random.default_rng(seed)
    state = np.arange(CELLS)
    last = -1
    for _ in range(moves):
        m = int(rng.integers(4))
        while last >= 0 and m == (last ^ 1):
            m = int(rng.integers(4))
        state = state[SOURCE[m]]
        last = m
    return tuple(int(v) for v in state)


@njit(cache=True)
def pdb_by_hand(group, source, n):
    """One pattern database by a hand-written BFS over the ranks of the group's
    cells: abstract moves are the cell permutations, inlined; one byte per placement."""
    k = group.shape[0]
    size = 1
    for i in range(k):
        size *= n - i
    dist = np.full(size, 255, np.uint8)
    cur = np.zeros(size, np.int64)
    nxt = np.zeros(size, np.int64)
    cells = np.zeros(k, np.int64)
    kid = np.zeros(k, np.int64)
    dest = np.zeros((source.shape[0], n), np.int64)  # the cell a value at cell c goes to
    for m in range(source.shape[0]):
        for i in range(n):
            dest[m, source[m, i]] = i
    for j in range(k):
        cells[j] = group[j]  # the goal is the identity: value v sits in cell v
    r0 = partial_rank(cells, k, n)
    dist[r0] = 0
    cur[0] = r0
    length, depth = 1, 0
    while length:
        j = 0
        for q in range(length):
            partial_unrank_into(cur[q], k, n, cells)
            for m in range(dest.shape[0]):
                for t in range(k):
                    kid[t] = dest[m, cells[t]]
                c = partial_rank(kid, k, n)
                if dist[c] == 255:
                    dist[c] = depth + 1
                    nxt[j] = c
                    j += 1
        cur, nxt = nxt, cur
        length = j
        depth += 1
    return dist


@njit(cache=True)
def _h(state, pos, groups, sizes, offsets, data, n):
    """The max over the databases of the entry of the group's cells."""
    for i in range(n):
        pos[state[i]] = i
    best = 0
    cells = np.empty(groups.shape[1], np.int64)
    for g in range(groups.shape[0]):
        k = sizes[g]
        for j in range(k):
            cells[j] = pos[groups[g, j]]
        v = data[offsets[g] + partial_rank(cells, k, n)]
        if v > best:
            best = v
    return best


@njit(cache=True)
def _key(state, n):
    k = np.uint64(0)
    for i in range(n):
        k = (k << np.uint64(4)) | np.uint64(state[i])
    return k


@njit(cache=True)
def ida_by_hand(start, goal, source, groups, sizes, offsets, data, nodes):
    """IDA* by hand; ``nodes`` gets the expansions of each iteration (from 0).
    Returns (length, iterations)."""
    n = start.shape[0]
    depth_cap = 256
    path = np.zeros((depth_cap, n), np.uint8)
    keys = np.zeros(depth_cap, np.uint64)
    nextm = np.zeros(depth_cap, np.int64)
    gkey = _key(goal, n)
    pos = np.zeros(n, np.int64)
    kid = np.zeros(n, np.uint8)
    for i in range(n):
        path[0, i] = start[i]
    keys[0] = _key(start, n)
    if keys[0] == gkey:
        return 0, 0
    bound = _h(start, pos, groups, sizes, offsets, data, n)
    it = 0
    while True:
        nxt_bound = 1 << 30
        d = 0
        nextm[0] = 0
        expanded = 1
        found = -1
        while d >= 0:
            m = nextm[d]
            if m >= source.shape[0]:
                d -= 1
                continue
            nextm[d] = m + 1
            for i in range(n):
                kid[i] = path[d, source[m, i]]
            k = _key(kid, n)
            seen = False
            for j in range(d + 1):
                if keys[j] == k:
                    seen = True
                    break
            if seen:
                continue
            f = d + 1 + _h(kid, pos, groups, sizes, offsets, data, n)
            if f > bound:
                if f < nxt_bound:
                    nxt_bound = f
                continue
            d += 1
            for i in range(n):
                path[d, i] = kid[i]
            keys[d] = k
            if k == gkey:
                found = d
                break
            nextm[d] = 0
            expanded += 1
        nodes[it] = expanded
        it += 1
        if found >= 0:
            return found, it
        bound = nxt_bound


def databases_by_hand(partition: str) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """The partition's databases by hand, in the arrays :func:`ida_by_hand` reads."""
    groups = PARTITIONS[partition]
    width = max(len(g) for g in groups)
    garr = np.zeros((len(groups), width), np.int64)
    sizes = np.array([len(g) for g in groups], np.int64)
    tables = []
    for i, g in enumerate(groups):
        garr[i, : len(g)] = g
        tables.append(pdb_by_hand(np.array(g, np.int64), SOURCE, CELLS))
    offsets = np.cumsum([0] + [t.shape[0] for t in tables[:-1]]).astype(np.int64)
    return garr, sizes, offsets, np.concatenate(tables)




#: n! for n = 0..12 (the Lehmer code's place values)
FACTORIALS = np.array([1, 1, 2, 6, 24, 120, 720, 5040, 40320, 362880, 3628800, 39916800,
                       479001600], np.int64)


@njit(cache=True, inline="always")
def lehmer_rank(p: np.ndarray, n: int) -> int:
    """A permutation's rank in lexicographic order: each value's count of smaller values
    still unused (a bit set of the used ones), times the place value."""
    used = 0
    r = 0
    for i in range(n):
        v = p[i]
        below = used & ((1 << v) - 1)
        count = 0
        while below:  # the used values below v (at most i of them)
            below &= below - 1
            count += 1
        r += (v - count) * FACTORIALS[n - 1 - i]
        used |= 1 << v
    return r


@njit(cache=True, inline="always")
def lehmer_unrank(r: int, n: int, free: np.ndarray, out: np.ndarray) -> None:
    """The permutation of rank ``r``: digit by digit, the d-th value still free."""
    for i in range(n):
        free[i] = i
    for i in range(n):
        place = FACTORIALS[n - 1 - i]
        d = r // place
        r -= d * place
        out[i] = free[d]
        for k in range(d, n - 1 - i):
            free[k] = free[k + 1]


@njit(cache=True)
def topspin_by_hand(n: int) -> tuple[int, int]:
    """A hand-written numba BFS of TopSpin (n, 4) from the identity over a rank-indexed
    byte array (the moves inlined, a Lehmer rank with bit sets, no checks): (states, depth)."""
    size = FACTORIALS[n]
    dist = np.full(size, 255, np.uint8)
    cur = np.zeros(size, np.uint32)
    nxt = np.zeros(size, np.uint32)
    state = np.zeros(n, np.int64)
    kid = np.zeros(n, np.int64)
    free = np.zeros(n, np.int64)
    for i in range(n):
        state[i] = i
    r0 = lehmer_rank(state, n)
    dist[r0] = 0
    cur[0] = r0
    length, total, depth = 1, 1, 0
    while length:
        j = 0
        for q in range(length):
            lehmer_unrank(cur[q], n, free, state)
            for m in range(3):
                for i in range(n):
                    if m == 0:
                        kid[i] = state[(i + 1) % n]
                    elif m == 1:
                        kid[i] = state[(i + n - 1) % n]
                    else:
                        kid[i] = state[3 - i] if i < 4 else state[i]
                c = lehmer_rank(kid, n)
                if dist[c] == 255:
                    dist[c] = depth + 1
                    nxt[j] = c
                    j += 1
        cur, nxt = nxt, cur
        length = j
        total += j
        depth += 1
    return total, depth - 1
