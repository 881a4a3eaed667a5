"""Every cell's least cost from the nearest source on a grid of any dimension, compiled:
the kit's fast path for answers that are a whole distance field (the days a box of
tomatoes takes to ripen, a matrix of distances to the nearest 0, the farthest cell).

``enter`` gives what entering each cell costs (negative: never entered); ``steps``
the moves as offsets (four neighbours, six in three dimensions, knight jumps).  All
costs 1: breadth-first layers; costs 0 and 1: 0-1 BFS; any other non-negative
costs: Dijkstra.  Grids of at most :data:`PYTHON_CELLS` cells run the kit's plain
:func:`~fewest.puzzles.kit.searching.distances` instead (no compile on a small case),
until the process has run that many cells in plain Python (an input of a hundred
cases, or a distance field per prisoner): the compiled kernels take the rest.

>>> import numpy as np
>>> enter = np.array([[1, 1, -1], [1, 1, 1]])
>>> lattice_distances(enter, [(0, 0)], FOUR).tolist()
[[0, 1, -1], [1, 2, 3]]
>>> lattice_distances(np.array([[0, 1, 0]]), [(0, 0)], FOUR).tolist()
[[0, 1, 1]]
>>> lattice_distances(np.array([[1, 5, 1], [1, 1, 1]]), [(0, 0)], FOUR, compiled=True).tolist()
[[0, 5, 4], [1, 2, 3]]

``before`` closes cells as time passes (a fire, a flood): a cell is entered only at
a distance below its ``before`` (negative: it never closes).  The earliest arrival
is then still the best:

>>> lattice_distances(np.ones((1, 4)), [(0, 0)], FOUR, before=np.array([[-1, -1, 2, -1]])).tolist()
[[0, 1, -1, -1]]

Many sources (every water cell of a lake) may be given as a boolean mask shaped
like ``enter``:

>>> lattice_distances(np.ones((1, 4)), np.array([[True, False, False, True]]), FOUR).tolist()
[[0, 1, 1, 0]]
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
from numba import njit

from fewest.puzzles.kit.searching import distances

#: the four neighbours of a 2-D grid, and the six of a 3-D one
FOUR = ((-1, 0), (1, 0), (0, -1), (0, 1))
SIX = ((-1, 0, 0), (1, 0, 0), (0, -1, 0), (0, 1, 0), (0, 0, -1), (0, 0, 1))
#: grids this small run in plain Python (no compile), until this many cells ran so
PYTHON_CELLS = 20_000
_python_cells = [0]
#: ``before`` for a cell that never closes
NEVER = np.iinfo(np.int64).max


def lattice_distances(enter: np.ndarray, sources: Sequence[tuple[int, ...]] | np.ndarray,
                      steps: Sequence[tuple[int, ...]], *,
                      compiled: bool | None = None,
                      before: np.ndarray | None = None) -> np.ndarray:
    """Distances (int64, ``-1`` where no source reaches) shaped like ``enter``;
    ``sources`` are cells, or a boolean mask shaped like ``enter``; ``before``, shaped
    like ``enter``: a cell is entered only at a distance below it (negative: never
    closes)."""
    enter = np.asarray(enter, dtype=np.int64)
    closes = np.full(enter.shape, NEVER, dtype=np.int64) if before is None else \
        np.where(np.asarray(before) < 0, NEVER, np.asarray(before)).astype(np.int64)
    mask = isinstance(sources, np.ndarray) and sources.dtype == np.bool_
    if compiled is None:
        compiled = enter.size > PYTHON_CELLS or _python_cells[0] > PYTHON_CELLS
    if not compiled:
        _python_cells[0] += enter.size
        cells = [tuple(int(v) for v in at) for at in np.argwhere(sources)] if mask else \
            list(sources)
        return _python(enter, cells, steps, closes)
    shape = np.array(enter.shape, dtype=np.int64)
    offs = np.array(steps, dtype=np.int64).reshape(len(steps), enter.ndim)
    if mask:
        src = np.flatnonzero(np.asarray(sources).ravel()).astype(np.int64)
    else:
        src = np.array([np.ravel_multi_index(s, enter.shape) for s in sources],
                       dtype=np.int64)
    flat, shut = enter.ravel(), closes.ravel()
    positive = flat[flat >= 0]
    if positive.size == 0 or (positive == 1).all():
        out = _bfs(flat, shape, offs, src, shut)
    elif ((positive == 0) | (positive == 1)).all():
        out = _zero_one(flat, shape, offs, src, shut)
    else:
        out = _dijkstra(flat, shape, offs, src, shut)
    return out.reshape(enter.shape)


def _python(enter: np.ndarray, sources: Sequence[tuple[int, ...]],
            steps: Sequence[tuple[int, ...]], closes: np.ndarray) -> np.ndarray:
    dims = enter.shape

    def at(cell: tuple[int, ...]) -> int:
        return int(enter[cell])

    def step(cell: tuple[int, ...], d: float) -> list[tuple[tuple[int, ...], int]]:
        out = []
        for off in steps:
            nxt = tuple(c + o for c, o in zip(cell, off, strict=True))
            if all(0 <= v < n for v, n in zip(nxt, dims, strict=True)):
                c = at(nxt)
                if c >= 0 and d + c < closes[nxt]:
                    out.append((nxt, c))
        return out

    dist = distances([tuple(s) for s in sources if at(tuple(s)) >= 0 and closes[tuple(s)] > 0],
                     step, clock=True)
    out = np.full(dims, -1, dtype=np.int64)
    for cell, d in dist.items():
        out[cell] = d
    return out


@njit(cache=True)
def _neighbour(cell: int, shape: np.ndarray, off: np.ndarray) -> int:  # pragma: no cover
    """The cell ``off`` away from ``cell`` (row-major), or -1 off the grid."""
    out = 0
    rest = cell
    stride = 1
    for k in range(shape.size - 1, -1, -1):
        coord = rest % shape[k] + off[k]
        rest //= shape[k]
        if coord < 0 or coord >= shape[k]:
            return -1
        out += coord * stride
        stride *= shape[k]
    return out


@njit(cache=True)
def _bfs(enter: np.ndarray, shape: np.ndarray, offs: np.ndarray,
         src: np.ndarray, shut: np.ndarray) -> np.ndarray:  # pragma: no cover
    dist = np.full(enter.size, -1, dtype=np.int64)
    queue = np.empty(enter.size, dtype=np.int64)
    tail = 0
    for s in src:
        if enter[s] >= 0 and dist[s] < 0 and shut[s] > 0:
            dist[s] = 0
            queue[tail] = s
            tail += 1
    head = 0
    while head < tail:
        cell = queue[head]
        head += 1
        for j in range(offs.shape[0]):
            nxt = _neighbour(cell, shape, offs[j])
            if nxt >= 0 and enter[nxt] >= 0 and dist[nxt] < 0 and dist[cell] + 1 < shut[nxt]:
                dist[nxt] = dist[cell] + 1
                queue[tail] = nxt
                tail += 1
    return dist


@njit(cache=True)
def _zero_one(enter: np.ndarray, shape: np.ndarray, offs: np.ndarray,
              src: np.ndarray, shut: np.ndarray) -> np.ndarray:  # pragma: no cover
    n = enter.size
    dist = np.full(n, -1, dtype=np.int64)
    done = np.zeros(n, dtype=np.uint8)
    ring = np.empty(2 * n + 2 * src.size + 2, dtype=np.int64)  # a deque as a ring
    size = ring.size
    head = size // 2
    tail = head
    for s in src:
        if enter[s] >= 0 and dist[s] != 0 and shut[s] > 0:
            dist[s] = 0
            ring[tail % size] = s
            tail += 1
    while head < tail:
        cell = ring[head % size]
        head += 1
        if done[cell]:
            continue
        done[cell] = 1
        for j in range(offs.shape[0]):
            nxt = _neighbour(cell, shape, offs[j])
            if nxt < 0 or enter[nxt] < 0:
                continue
            nd = dist[cell] + enter[nxt]
            if nd < shut[nxt] and (dist[nxt] < 0 or nd < dist[nxt]):
                dist[nxt] = nd
                if enter[nxt] == 0:
                    head -= 1
                    ring[head % size] = nxt
                else:
                    ring[tail % size] = nxt
                    tail += 1
    return dist


@njit(cache=True)
def _dijkstra(enter: np.ndarray, shape: np.ndarray, offs: np.ndarray,
              src: np.ndarray, shut: np.ndarray) -> np.ndarray:  # pragma: no cover
    n = enter.size
    dist = np.full(n, -1, dtype=np.int64)
    done = np.zeros(n, dtype=np.uint8)
    heap_d = np.empty(n * offs.shape[0] + src.size + 1, dtype=np.int64)
    heap_c = np.empty(heap_d.size, dtype=np.int64)
    size = 0
    for s in src:
        if enter[s] >= 0 and shut[s] > 0:
            dist[s] = 0
            heap_d[size], heap_c[size] = 0, s
            size += 1
    # a binary heap over (distance, cell), sift by hand (numba: no tuple heapq on arrays)
    while size > 0:
        d, cell = heap_d[0], heap_c[0]
        size -= 1
        heap_d[0], heap_c[0] = heap_d[size], heap_c[size]
        i = 0
        while True:
            a, b, m = 2 * i + 1, 2 * i + 2, i
            if a < size and heap_d[a] < heap_d[m]:
                m = a
            if b < size and heap_d[b] < heap_d[m]:
                m = b
            if m == i:
                break
            heap_d[i], heap_d[m] = heap_d[m], heap_d[i]
            heap_c[i], heap_c[m] = heap_c[m], heap_c[i]
            i = m
        if done[cell] or d > dist[cell]:
            continue
        done[cell] = 1
        for j in range(offs.shape[0]):
            nxt = _neighbour(cell, shape, offs[j])
            if nxt < 0 or enter[nxt] < 0:
                continue
            nd = d + enter[nxt]
            if nd < shut[nxt] and (dist[nxt] < 0 or nd < dist[nxt]):
                dist[nxt] = nd
                i = size
                heap_d[i], heap_c[i] = nd, nxt
                size += 1
                while i > 0:
                    p = (i - 1) // 2
                    if heap_d[p] <= heap_d[i]:
                        break
                    heap_d[i], heap_d[p] = heap_d[p], heap_d[i]
                    heap_c[i], heap_c[p] = heap_c[p], heap_c[i]
                    i = p
    return dist


def walk_back(enter: np.ndarray, dist: np.ndarray, steps: Sequence[tuple[int, ...]],
              start: int, goal: int) -> np.ndarray:
    """The step indices of one shortest walk from ``start`` to ``goal`` (flat cells of
    ``enter``'s shape), read back from the distance field ``dist`` of :func:`lattice_distances`:
    each cell's predecessor is one a step back whose distance is this one's less the
    cost of entering it.

    >>> enter = np.array([[1, 1, 1], [-1, -1, 1]])
    >>> dist = lattice_distances(enter, [(0, 0)], FOUR)
    >>> [FOUR[j] for j in walk_back(enter, dist, FOUR, 0, 5)]
    [(0, 1), (0, 1), (1, 0)]
    """
    shape = np.array(enter.shape, dtype=np.int64)
    offs = np.array(steps, dtype=np.int64).reshape(len(steps), enter.ndim)
    return _walk_back(enter.ravel().astype(np.int64), dist.ravel().astype(np.int64), shape,
                      offs, start, goal)


@njit(cache=True)
def _walk_back(enter: np.ndarray, dist: np.ndarray, shape: np.ndarray, offs: np.ndarray,
               start: int, goal: int) -> np.ndarray:  # pragma: no cover
    seen = np.zeros(enter.size, dtype=np.uint8)
    out = np.empty(enter.size, dtype=np.int64)
    n = 0
    cur = goal
    seen[cur] = 1
    back = -offs
    while cur != start:
        moved = False
        for j in range(offs.shape[0]):
            prev = _neighbour(cur, shape, back[j])
            if prev < 0 or prev == cur or enter[prev] < 0 or seen[prev]:
                continue
            if dist[prev] >= 0 and dist[prev] == dist[cur] - enter[cur]:
                out[n] = j
                n += 1
                seen[prev] = 1
                cur = prev
                moved = True
                break
        if not moved:
            return out[:0]
    return out[:n][::-1].copy()
