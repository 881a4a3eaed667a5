"""An independent oracle for the pancake tests: plain breadth-first search over tuples.

Written for the tests alone (its own flip, no fewest code), so that the
compiled IDA*, the compiled all-stacks BFS and the published pancake numbers
are all checked against something that shares nothing with them.
"""

from __future__ import annotations

import itertools
from collections import deque
from functools import cache


def turn(stack: tuple[int, ...], k: int, burnt: bool) -> tuple[int, ...]:
    """The top ``k`` reversed (and negated, burnt)."""
    top = list(reversed(stack[:k]))
    if burnt:
        top = [-v for v in top]
    return (*top, *stack[k:])


@cache
def distances(n: int, burnt: bool) -> dict[tuple[int, ...], int]:
    """Fewest flips from every stack of ``n`` to sorted (flips undo themselves)."""
    goal = tuple(range(1, n + 1))
    dist = {goal: 0}
    queue = deque([goal])
    while queue:
        s = queue.popleft()
        for k in range(1, n + 1):
            t = turn(s, k, burnt)
            if t not in dist:
                dist[t] = dist[s] + 1
                queue.append(t)
    return dist


def every_stack(n: int, burnt: bool) -> list[tuple[int, ...]]:
    """Every stack of ``n`` pancakes, enumerated directly (not by search)."""
    out = []
    for perm in itertools.permutations(range(1, n + 1)):
        if not burnt:
            out.append(perm)
            continue
        for signs in itertools.product((1, -1), repeat=n):
            out.append(tuple(v * s for v, s in zip(perm, signs, strict=True)))
    return out


def level_counts(dist: dict[tuple[int, ...], int]) -> list[int]:
    """How many states lie at each distance (shared with the Lights Out oracle)."""
    out = [0] * (max(dist.values()) + 1)
    for d in dist.values():
        out[d] += 1
    return out


def histogram(n: int, burnt: bool) -> list[int]:
    """How many stacks need each number of flips."""
    return level_counts(distances(n, burnt))
