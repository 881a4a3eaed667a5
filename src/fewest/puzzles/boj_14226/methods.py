"""Emoticons' own method: breadth-first search over ``(screen, clipboard)`` in flat lists.

Both counts stay within ``0..2S`` (see :mod:`~fewest.puzzles.boj_14226.model`), so a
state is the index ``screen * (2S + 1) + clipboard``.

>>> [m.name for m in METHODS]
['emoticon-bfs']
"""

from __future__ import annotations

import itertools
import time
from typing import Any

from fewest.problem import Budget, Limits, SearchStats, Solution
from fewest.puzzles.boj_14226.model import steps
from fewest.puzzles.methods import LIMIT_NAMES, Method

ALGORITHM = "emoticon-bfs"


def emoticon_bfs(s: int, limits: Limits | None = None) -> Solution[tuple[int, int]]:
    """The fewest seconds to show ``s`` emoticons.

    >>> emoticon_bfs(2).moves, emoticon_bfs(4).length, emoticon_bfs(6).length
    (['copy', 'paste'], 4, 5)
    """
    started = time.perf_counter()
    stats = SearchStats()
    budget = Budget(limits, stats)
    cap = 2 * s
    width = cap + 1
    parent: dict[int, int] = {1 * width: -1}
    queue = [1 * width]
    head = expanded = generated = 0
    found = -1
    while found < 0:
        if expanded >= budget.next_at:
            budget.check(expanded, len(queue), generated)
        code = queue[head]
        head += 1
        expanded += 1
        screen, clip = divmod(code, width)
        # copy, paste (clipboard not empty, screen stays <= 2S), delete (one stays)
        for nxt in (screen * width + screen,
                    code + clip * width if clip and screen + clip <= cap else -1,
                    code - width if screen > 1 else -1):
            generated += 1
            if nxt >= 0 and nxt not in parent:
                parent[nxt] = code
                queue.append(nxt)
                if nxt // width == s:
                    found = nxt
                    break
    stats.expanded, stats.generated = expanded, generated
    stats.peak_stored = len(queue)
    stats.peak_frontier = len(queue) - head
    stats.seconds = time.perf_counter() - started
    codes = [found]
    while parent[codes[-1]] >= 0:
        codes.append(parent[codes[-1]])
    codes.reverse()
    states = [divmod(c, width) for c in codes]
    moves = []
    for a, b in itertools.pairwise(states):
        moves.append(next(op for op, nxt in steps(a[0], a[1], cap) if nxt == b))
    return Solution(moves=moves, states=states, cost=len(moves), optimal=True,
                    algorithm=ALGORITHM, stats=stats)


def _run(instance: Any, limits: Limits | None) -> Solution[Any]:
    return emoticon_bfs(instance.case.s, limits)


METHODS = (
    Method(ALGORITHM, optimal=True, aliases=("bfs-flat",),
           summary="breadth-first search over (screen, clipboard), both at most 2S",
           honours=frozenset(LIMIT_NAMES), run=_run),
)
