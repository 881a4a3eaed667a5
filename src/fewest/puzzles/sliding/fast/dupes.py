"""Duplicate-path pruning: an automaton over blank moves that skips redundant paths.

A depth-first search of the sliding-tile puzzle reaches most boards by many
paths.  Never undoing the previous move removes the paths of length two
that come back; Taylor & Korf ("Pruning duplicate nodes in depth-first
search", AAAI 1993) remove many more.  A move string ``s`` is *redundant*
when a string ``s'`` that comes before it in shortlex order (shorter, or as
long and smaller letter by letter in ``U, L, R, D`` order) has the same
effect on every board where ``s`` is legal.  This module finds the
redundant strings up to a length ``depth`` (keeping only those with no
redundant part) and compiles them into an Aho-Corasick automaton: a state
per proper prefix of one, and a transition table ``goto[state, move]`` that
is ``-1`` when the path so far would end in a redundant string.

Finding them: breadth-first, in shortlex order, over strings on a board
large enough that no string reaches its edge.  Each cell carries a label,
and a string's *effect* is the labelled board it leaves (a Zobrist-style
hash, then an exact comparison).  A string is redundant when an earlier
string has the same effect **and** visits only cells inside the bounding
box of the cells this one visits: wherever ``s`` is legal on a rectangular
board, ``s'`` then is too.  Strings that already contain a redundant one
are never extended.

Why the pruned search still finds an optimal solution: take, among all
optimal solutions, the one first in shortlex order.  If it contained a
redundant ``s``, putting ``s'`` in its place would give a solution that is
legal, no longer (so also optimal, hence just as long), and earlier in
shortlex order.  So it contains none, is never pruned, and no node on it
exceeds the IDA* bound (the heuristic is admissible).

With ``depth=2`` the automaton forbids exactly the four moves straight back
(the plain parent pruning behind the published node counts).

>>> fsm = automaton(2)
>>> fsm.shape
(5, 4)
>>> s = int(fsm[0, 0])                # after U
>>> int(fsm[s, 3])                    # U then D comes straight back
-1
>>> [len(automaton(d)) for d in (4, 6, 8)]   # the shortest others have 6 moves
[5, 21, 174]
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
from numba import njit

from fewest import cache, tablecache
from fewest.errors import InvalidPuzzleError
from fewest.progress import ProgressFn
from fewest.puzzles.sliding.fast.catalog import DEFAULT_DEPTH, dupes_name
from fewest.puzzles.sliding.fast.catalog import DUPES_VERSION as VERSION

__all__ = ["DEFAULT_DEPTH", "MAX_DEPTH", "PARENT_ONLY", "PLAIN", "TURNED", "VERSION", "automaton",
           "build_automaton", "check_depth", "compile_automaton", "redundant_strings",
           "state_after"]

#: Only the moves straight back: the pruning of the published node counts.
PARENT_ONLY = 2
#: The longest strings searched for: the search behind the automaton holds every
#: irredundant string up to this length (length 14: 8.8 M strings, 5 s, 1 GB;
#: length 16: 77 M strings, 50 s, 6.6 GB; each two moves more, about 8x).
MAX_DEPTH = 16


@njit(cache=True, inline="always")
def _mix(cell: int, label: int) -> np.uint64:
    """A 64-bit key of ``label`` on ``cell`` (zero when the label is the cell's own)."""
    if cell == label:
        return np.uint64(0)
    z = np.uint64(cell * 1_000_003 + label + 1) * np.uint64(0x9E3779B97F4A7C15)
    z = (z ^ (z >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
    z = (z ^ (z >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
    return z ^ (z >> np.uint64(31))


@njit(cache=True)
def _play(grid: np.ndarray, node: int, parent: np.ndarray, move: np.ndarray, step: np.ndarray,
          origin: int, buf: np.ndarray) -> tuple[int, int]:
    """Apply ``node``'s string to ``grid``: (blank cell, length); ``buf`` holds it reversed."""
    k = 0
    x = node
    while x != 0:
        buf[k] = move[x]
        k += 1
        x = parent[x]
    b = origin
    for i in range(k - 1, -1, -1):
        nb = b + step[buf[i]]
        grid[b] = grid[nb]
        grid[nb] = origin
        b = nb
    return b, k


@njit(cache=True)
def _unplay(grid: np.ndarray, b: int, buf: np.ndarray, k: int, step: np.ndarray,
            origin: int) -> None:
    """Undo :func:`_play` (blank at ``b``, reversed string in ``buf[:k]``)."""
    for i in range(k):
        pb = b - step[buf[i]]
        grid[b] = grid[pb]
        grid[pb] = origin
        b = pb


@njit(cache=True)
def _same(grid: np.ndarray, other: np.ndarray, box: np.ndarray, width: int) -> bool:
    """Whether two boards agree on every cell of ``box`` (rows, then columns: min, max)."""
    for r in range(box[0], box[1] + 1):
        for c in range(box[2], box[3] + 1):
            if grid[r * width + c] != other[r * width + c]:
                return False
    return True


@njit(cache=True)
def _level(lo: int, hi: int, count: int, parent: np.ndarray, move: np.ndarray, box: np.ndarray,
           key: np.ndarray, fail: np.ndarray, goto: np.ndarray, table: np.ndarray,
           width: int, found: np.ndarray, nfound: int) -> tuple[int, int]:
    """Extend every string of nodes ``lo..hi-1`` by one move: (node count, found count).

    The nodes form the trie of irredundant strings (an Aho-Corasick automaton
    over the redundant strings found so far, ``fail`` its suffix links).  New
    nodes take ids from ``count`` on, in shortlex order; each newly found
    redundant string is written to ``found[nfound]`` as (node, move).  ``table`` is
    an open-addressing set of node ids keyed by ``key`` (``-1`` is empty).
    """
    origin = (width // 2) * width + width // 2
    step = np.array([-width, -1, 1, width])
    grid = np.arange(width * width)
    other = np.arange(width * width)
    buf = np.zeros(width, dtype=np.int64)
    buf2 = np.zeros(width, dtype=np.int64)
    mask = table.shape[0] - 1
    nbox = np.zeros(4, dtype=np.int64)
    for w in range(lo, hi):
        b, k = _play(grid, w, parent, move, step, origin, buf)
        for a in range(4):
            f = 0 if w == 0 else goto[fail[w], a]
            if f < 0:
                goto[w, a] = -1  # ends in a redundant string already known
                continue
            nb = b + step[a]
            t = grid[nb]
            h = key[w] ^ _mix(b, grid[b]) ^ _mix(nb, t) ^ _mix(b, t) ^ _mix(nb, origin)
            grid[b] = t
            grid[nb] = origin
            r, c = nb // width, nb % width
            nbox[0] = min(box[w, 0], r)
            nbox[1] = max(box[w, 1], r)
            nbox[2] = min(box[w, 2], c)
            nbox[3] = max(box[w, 3], c)
            slot = np.int64(h & np.uint64(mask))
            redundant = False
            while table[slot] >= 0:
                y = table[slot]
                if (key[y] == h and box[y, 0] >= nbox[0] and box[y, 1] <= nbox[1]
                        and box[y, 2] >= nbox[2] and box[y, 3] <= nbox[3]):
                    yb, yk = _play(other, y, parent, move, step, origin, buf2)
                    redundant = _same(grid, other, nbox, width)
                    _unplay(other, yb, buf2, yk, step, origin)
                    if redundant:
                        break
                slot = (slot + 1) & mask
            if redundant:
                goto[w, a] = -1
                found[nfound, 0] = w
                found[nfound, 1] = a
                nfound += 1
            else:
                parent[count] = w
                move[count] = a
                box[count, :] = nbox
                key[count] = h
                fail[count] = f
                goto[w, a] = count
                goto[count, :] = -2
                table[slot] = count
                count += 1
            grid[nb] = t
            grid[b] = origin
        _unplay(grid, b, buf, k, step, origin)
    return count, nfound


@njit(cache=True)
def _rehash(table: np.ndarray, key: np.ndarray, count: int) -> None:
    mask = table.shape[0] - 1
    table[:] = -1
    for y in range(count):
        slot = np.int64(key[y] & np.uint64(mask))
        while table[slot] >= 0:
            slot = (slot + 1) & mask
        table[slot] = y


def redundant_strings(depth: int, progress: ProgressFn | None = None) -> list[tuple[int, ...]]:
    """The redundant move strings up to ``depth`` none of whose parts is redundant.

    Moves are direction indices (0-3 for ``U, L, R, D``); the list is in shortlex order.

    >>> redundant_strings(2)
    [(0, 3), (1, 2), (2, 1), (3, 0)]
    >>> len(redundant_strings(8))
    42
    """
    width = 2 * depth + 3
    cap = 1024
    parent: np.ndarray = np.zeros(cap, dtype=np.int32)
    move: np.ndarray = np.zeros(cap, dtype=np.int8)
    box = np.full((cap, 4), width // 2, dtype=np.int8)
    key: np.ndarray = np.zeros(cap, dtype=np.uint64)
    fail: np.ndarray = np.zeros(cap, dtype=np.int32)
    goto = np.full((cap, 4), -2, dtype=np.int32)
    table = np.full(4096, -1, dtype=np.int32)
    table[0] = 0
    found = np.zeros((0, 2), dtype=np.int64)
    lo, hi, nfound = 0, 1, 0
    for level in range(depth):
        if progress:
            progress(f"the duplicate-pruning automaton (length {depth})", level, depth)
        need = hi + 3 * (hi - lo) + 4
        if need > cap:
            cap = max(need, 2 * cap)
            parent, move, key, fail = (np.resize(x, cap) for x in (parent, move, key, fail))
            box, goto = np.resize(box, (cap, 4)), np.resize(goto, (cap, 4))
        if 2 * need > table.shape[0]:
            table = np.full(1 << (4 * need).bit_length(), -1, dtype=np.int32)
            _rehash(table, key, hi)
        found = np.resize(found, (nfound + 4 * (hi - lo), 2))
        count, nfound = _level(lo, hi, hi, parent, move, box, key, fail, goto, table, width,
                               found, nfound)
        lo, hi = hi, count
    out = []
    for w, a in found[:nfound].tolist():
        string = [a]
        while w:
            string.append(int(move[w]))
            w = int(parent[w])
        out.append(tuple(reversed(string)))
    return out


def compile_automaton(strings: list[tuple[int, ...]]) -> np.ndarray:
    """The Aho-Corasick transition table ``(states, 4)`` of ``int32`` that avoids ``strings``.

    A state is a proper prefix of some string; ``-1`` marks a move that
    would complete one.  No string may contain another (as
    :func:`redundant_strings` guarantees), so reaching a state never means
    that a shorter string has already been completed.

    >>> compile_automaton([(0, 3), (1, 2), (2, 1), (3, 0)]).tolist()
    [[1, 2, 3, 4], [1, 2, 3, -1], [1, 2, -1, 4], [1, -1, 3, 4], [-1, 2, 3, 4]]
    """
    children: list[list[int]] = [[-2] * 4]
    ends = set()
    for string in strings:
        u = 0
        for a in string[:-1]:
            if children[u][a] < 0:
                children[u][a] = len(children)
                children.append([-2] * 4)
            u = children[u][a]
        ends.add((u, string[-1]))
    goto = np.zeros((len(children), 4), dtype=np.int32)
    fail = [0] * len(children)
    queue = [0]
    for u in queue:  # breadth-first: every suffix link points to a state already done
        for a in range(4):
            child = children[u][a]
            if (u, a) in ends:
                goto[u, a] = -1
            elif child >= 0:
                goto[u, a] = child
                fail[child] = 0 if u == 0 else int(goto[fail[u], a])
                queue.append(child)
            else:
                goto[u, a] = 0 if u == 0 else goto[fail[u], a]
    return goto


def build_automaton(depth: int, progress: ProgressFn | None = None) -> np.ndarray:
    """The transition table of the redundant strings up to ``depth``.

    >>> build_automaton(1).tolist()
    [[0, 0, 0, 0]]
    """
    return compile_automaton(redundant_strings(depth, progress))


def check_depth(depth: int) -> int:
    """``depth`` if it is a whole number from 1 to :data:`MAX_DEPTH`.

    >>> check_depth(0)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    fewest.errors.InvalidPuzzleError: duplicate-pruning depth must be a whole number ..., got 0
    """
    if isinstance(depth, bool) or not isinstance(depth, int) or not 1 <= depth <= MAX_DEPTH:
        raise InvalidPuzzleError(f"duplicate-pruning depth must be a whole number from 1 to "
                                 f"{MAX_DEPTH}, got {depth!r}")
    return depth


#: The moves in ``U, L, R, D`` order, and in the half-turned frame's order.
PLAIN, TURNED = (0, 1, 2, 3), (3, 2, 1, 0)


def automaton(depth: int = DEFAULT_DEPTH, progress: ProgressFn | None = None,
              order: Sequence[int] = PLAIN) -> np.ndarray:
    """The automaton for ``depth``, from memory, the disk cache, or built (seconds).

    A build reports ``progress`` once per string length.  With ``order``
    :data:`TURNED` (a search of the half-turned board, which tries D, R, L, U)
    the columns are turned too, so that it prunes the half turns of the
    strings pruned in the user's frame and counts the same nodes.

    >>> automaton(4, order=TURNED).tolist() == automaton(4)[:, ::-1].tolist()
    True
    """
    name = dupes_name(check_depth(depth))
    table = tablecache.get(name, lambda: cache.load_or_build(
        name, lambda: build_automaton(depth, progress), version=VERSION))
    if tuple(order) == PLAIN:
        return table
    if tuple(order) != TURNED:
        raise ValueError(f"move order {tuple(order)} is neither {PLAIN} nor {TURNED}")
    return tablecache.get(f"{name}-turned", lambda: np.ascontiguousarray(table[:, ::-1]))


def state_after(fsm: np.ndarray, moves: Sequence[int]) -> int:
    """The automaton's state after ``moves`` (direction indices), or -1 once pruned.

    >>> state_after(automaton(2), [0, 3])
    -1
    """
    s = 0
    for d in moves:
        s = int(fsm[s, d])
        if s < 0:
            return -1
    return s
