"""Issue 42: honest mistakes that gave a wrong answer labelled optimal (or a false
"unreachable"); each now gives the right answer, one clear line, or no optimal claim.
Answers are compared with a plain-Python BFS or Dijkstra."""

from __future__ import annotations

import heapq
import time
from collections import deque
from collections.abc import Callable, Iterable
from pathlib import Path

import numpy as np
import pytest
from numba import njit, types

import fewest
from fewest import CompiledPuzzle, InvalidPuzzleError


def plain_bfs(start: tuple[int, ...], moves: Callable[[tuple[int, ...]], Iterable[tuple[int, ...]]],
              goal: Callable[[tuple[int, ...]], bool]) -> int | None:
    """The fewest moves from ``start`` to a goal, by a plain breadth-first search."""
    seen = {start: 0}
    queue = deque([start])
    while queue:
        s = queue.popleft()
        if goal(s):
            return seen[s]
        for t in moves(s):
            if t not in seen:
                seen[t] = seen[s] + 1
                queue.append(t)
    return None


def plain_dijkstra(start: tuple[int, ...],
                   moves: Callable[[tuple[int, ...]], Iterable[tuple[tuple[int, ...], int]]],
                   goal: Callable[[tuple[int, ...]], bool]) -> int | None:
    """The least path cost from ``start`` to a goal, by a plain Dijkstra."""
    best = {start: 0}
    heap = [(0, start)]
    while heap:
        g, s = heapq.heappop(heap)
        if g != best[s]:
            continue
        if goal(s):
            return g
        for t, c in moves(s):
            if g + c < best.get(t, 1 << 80):
                best[t] = g + c
                heapq.heappush(heap, (g + c, t))
    return None


# -- finding 6: one project's code in the installed package's cache -------------------

@njit
def hop(state, out):  # type: ignore[no-untyped-def]
    """Two counters 0..6: +1 on either (not a permutation: the hash-table path)."""
    out[0, 0], out[0, 1] = (state[0] + 1) % 7, state[1]
    out[1, 0], out[1, 1] = state[0], (state[1] + 1) % 7
    return 2


def test_a_specialised_path_walk_writes_nothing_into_the_package(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from fewest.compiled import path

    monkeypatch.setenv("FEWEST_CACHE_DIR", str(tmp_path))
    cache = Path(path.__file__).parent / "__pycache__"
    before = {p: p.stat().st_mtime_ns for p in cache.glob("path._try_parent*")}
    started = time.time_ns()
    p = CompiledPuzzle((0, 0), hop, goal=(3, 5), max_successors=2, values=7, specialize=True)
    assert fewest.solve(p, "bfs").length == 8
    assert not any(isinstance(t, types.Dispatcher)
                   for sig in path._try_parent.overloads for t in sig)
    after = {p: p.stat().st_mtime_ns for p in cache.glob("path._try_parent*")}
    assert not [p for p, t in after.items() if before.get(p) != t and t >= started]
