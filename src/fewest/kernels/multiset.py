"""Ranking the arrangements of a multiset (values that may repeat), in plain Python.

The arrangements of a sorted tuple of values, in lexicographic order, get the
ranks ``0 .. n! / (m_1! m_2! ...) - 1`` (``m_i``: how often each value occurs).
With distinct values this is the Lehmer code of the permutation of their
indices.  The compiled searches rank the same way inside their kernels
(:func:`fewest.compiled.rankkernels.multiset_rank_row`); these are the
reference for the few states ranked outside them (a root, a path).

At each place, the arrangements that put a smaller value there come first:
with ``perms`` arrangements of the values left and ``below`` of those values
smaller than the one placed, that is ``perms * below / left`` of them (exact).

>>> multiset_rank((1, 0, 1, 0), (0, 0, 1, 1)), arrangements_count((0, 0, 1, 1))
(4, 6)
>>> multiset_unrank(4, (0, 0, 1, 1))
(1, 0, 1, 0)
>>> multiset_rank((3, 1, 2), (1, 2, 3))     # distinct values: the Lehmer code
4
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence


def arrangements_count(values: Sequence[int]) -> int:
    """How many distinct arrangements ``values`` has: ``n!`` over each count's factorial."""
    total = math.factorial(len(values))
    for m in Counter(values).values():
        total //= math.factorial(m)
    return total


def multiset_rank(state: Sequence[int], values: Sequence[int]) -> int:
    """The lexicographic rank of ``state`` among the arrangements of ``values``
    (``state`` must be one: a ``ValueError`` otherwise)."""
    left = Counter(values)
    classes = sorted(left)
    perms, total, rank = arrangements_count(values), len(values), 0
    for v in state:
        if left[v] <= 0:
            raise ValueError(f"{tuple(state)} is not an arrangement of {tuple(values)}")
        below = sum(left[u] for u in classes if u < v)
        rank += perms * below // total
        perms = perms * left[v] // total
        left[v] -= 1
        total -= 1
    return rank


def multiset_unrank(rank: int, values: Sequence[int]) -> tuple[int, ...]:
    """The arrangement of ``values`` of lexicographic rank ``rank``."""
    left = Counter(values)
    classes = sorted(left)
    perms, total, out = arrangements_count(values), len(values), []
    for _ in range(len(values)):
        acc = 0
        for u in classes:
            if not left[u]:
                continue
            if rank < perms * (acc + left[u]) // total:
                rank -= perms * acc // total
                perms = perms * left[u] // total
                left[u] -= 1
                out.append(u)
                break
            acc += left[u]
        total -= 1
    return tuple(out)
