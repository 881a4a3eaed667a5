"""The compiled fewest-rolls BFS over the jump array.

It works on a plain integer array indexed by square label (index 0 unused);
:mod:`.solver` validates input first and wraps the result in a Solution.

>>> import numpy as np
>>> jumps = np.array([0, 1, 3, 3, 4], dtype=np.int64)   # [[-1,4],[-1,3]]: 2 -> 3
>>> status, path, landings, expanded, generated, stored = bfs_rolls(jumps, 6, -1, -1)
>>> int(status), path.tolist(), landings.tolist()
(0, [1, 4], [4])
"""

from __future__ import annotations

import numpy as np
from numba import njit

FOUND, UNREACHABLE, EXPANSION_LIMIT, STATE_LIMIT = 0, 1, 2, 3


@njit(cache=True)
def _find(nxt: np.ndarray, i: int) -> int:
    """Smallest landing square >= ``i`` not landed on yet (with path halving)."""
    while nxt[i] != i:
        nxt[i] = nxt[nxt[i]]
        i = nxt[i]
    return i


@njit(cache=True)
def bfs_rolls(jumps: np.ndarray, die: int, max_expansions: int, max_states: int):
    """Breadth-first search from square 1 to square ``n*n``.

    Each landing square is examined once: the first roll onto it comes from
    a state popped earliest, so it already gives the fewest rolls to its
    final square.  A union-find "next unused landing" pointer skips used
    landings, so the work is O(n^2) whatever the die size.

    Returns ``(status, path, landings, expanded, generated, stored)``:
    ``path`` lists the squares from 1 to the last one and ``landings[i]`` the
    square roll ``i`` landed on (both empty unless ``status == FOUND``).
    Negative limits mean unlimited.
    """
    last = jumps.shape[0] - 1
    dist = np.full(last + 1, -1, dtype=np.int64)
    parent = np.zeros(last + 1, dtype=np.int64)
    via = np.zeros(last + 1, dtype=np.int64)
    nxt = np.arange(last + 2, dtype=np.int64)
    queue = np.empty(last, dtype=np.int64)
    dist[1] = 0
    queue[0] = 1
    head, tail = 0, 1
    expanded = generated = 0
    span = min(die, last)
    status = UNREACHABLE
    while head < tail:
        if max_expansions >= 0 and expanded >= max_expansions:
            status = EXPANSION_LIMIT
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
    if status != FOUND:
        empty = np.empty(0, dtype=np.int64)
        return status, empty, empty, expanded, generated, tail
    length = dist[last]
    path = np.empty(length + 1, dtype=np.int64)
    landings = np.empty(length, dtype=np.int64)
    s = last
    for i in range(length, -1, -1):
        path[i] = s
        if i > 0:
            landings[i - 1] = via[s]
        s = parent[s]
    return status, path, landings, expanded, generated, tail
