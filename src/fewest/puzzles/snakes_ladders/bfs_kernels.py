"""The compiled fewest-rolls BFS over the jump array, run in resumable chunks.

It works on a plain integer array indexed by square label (index 0 is the
off-board start of the real game); :mod:`.solver` validates input first,
drives the chunks (checking the clock between them) and wraps the result in
a Solution.

>>> import numpy as np
>>> jumps = np.array([0, 1, 3, 3, 4], dtype=np.int64)   # [[-1,4],[-1,3]]: 2 -> 3
>>> search = new_search(jumps.shape[0] - 1, 1)
>>> int(bfs_chunk(jumps, 6, *search, -1, -1, 1000))
0
>>> path, landings = bfs_path(search[0], search[1], search[2], 4)
>>> path.tolist(), landings.tolist()
([1, 4], [4])
"""

from __future__ import annotations

import numpy as np
from numba import njit

FOUND, UNREACHABLE, EXPANSION_LIMIT, STATE_LIMIT, PAUSED = 0, 1, 2, 3, 4
#: indices into the ``counters`` array of a search
HEAD, TAIL, EXPANDED, GENERATED = 0, 1, 2, 3


def new_search(last: int, start: int) -> tuple[np.ndarray, ...]:
    """Fresh arrays ``(dist, parent, via, nxt, queue, counters)`` for a BFS from ``start``."""
    dist = np.full(last + 1, -1, dtype=np.int64)
    parent = np.zeros(last + 1, dtype=np.int64)
    via = np.zeros(last + 1, dtype=np.int64)
    nxt = np.arange(last + 2, dtype=np.int64)
    queue = np.empty(last + 1, dtype=np.int64)
    dist[start] = 0
    queue[0] = start
    counters = np.array([0, 1, 0, 0], dtype=np.int64)
    return dist, parent, via, nxt, queue, counters


@njit(cache=True)
def _find(nxt: np.ndarray, i: int) -> int:
    """Smallest landing square >= ``i`` not landed on yet (with path halving)."""
    while nxt[i] != i:
        nxt[i] = nxt[nxt[i]]
        i = nxt[i]
    return i


@njit(cache=True)
def bfs_chunk(jumps: np.ndarray, die: int, dist: np.ndarray, parent: np.ndarray,
              via: np.ndarray, nxt: np.ndarray, queue: np.ndarray, counters: np.ndarray,
              max_expansions: int, max_states: int, chunk: int) -> int:
    """Run the breadth-first search for at most ``chunk`` expansions.

    Each landing square is examined once: the first roll onto it comes from
    a state popped earliest, so it already gives the fewest rolls to its
    final square.  A union-find "next unused landing" pointer skips used
    landings, so the whole search is O(n^2) whatever the die size.

    Returns ``FOUND``, ``UNREACHABLE``, a limit status, or ``PAUSED`` when
    the chunk ran out (call again to resume; the state lives in the arrays).
    Negative limits mean unlimited.
    """
    last = jumps.shape[0] - 1
    head, tail = counters[HEAD], counters[TAIL]
    expanded, generated = counters[EXPANDED], counters[GENERATED]
    span = min(die, last)
    status = UNREACHABLE
    stop = expanded + chunk
    while head < tail:
        if max_expansions >= 0 and expanded >= max_expansions:
            status = EXPANSION_LIMIT
            break
        if expanded >= stop:
            status = PAUSED
            break
        s = queue[head]
        head += 1
        expanded += 1
        hi = min(s + span, last)
        landing = _find(nxt, s + 1)
        while landing <= hi:
            generated += 1
            final = jumps[landing]
            nxt[landing] = landing + 1
            if dist[final] < 0:
                dist[final] = dist[s] + 1
                parent[final] = s
                via[final] = landing
                queue[tail] = final
                tail += 1
                if final == last:
                    status = FOUND
                    break
            landing = _find(nxt, landing + 1)
        if status == FOUND:
            break
        if max_states >= 0 and tail > max_states:
            status = STATE_LIMIT
            break
    counters[HEAD], counters[TAIL] = head, tail
    counters[EXPANDED], counters[GENERATED] = expanded, generated
    return status


@njit(cache=True)
def bfs_path(dist: np.ndarray, parent: np.ndarray, via: np.ndarray, last: int):
    """``(path, landings)`` back from ``last``: the squares from the start to the end,
    and the square each roll landed on."""
    length = dist[last]
    path = np.empty(length + 1, dtype=np.int64)
    landings = np.empty(length, dtype=np.int64)
    s = last
    for i in range(length, -1, -1):
        path[i] = s
        if i > 0:
            landings[i - 1] = via[s]
        s = parent[s]
    return path, landings
