"""Published minimum move counts for moving a tower of ``n`` discs between two pegs.

* 3 pegs: ``2**n - 1``;
* 4 pegs: the Frame-Stewart numbers, OEIS A007664, proven optimal by
  Bousch (2014);
* more pegs: the Frame-Stewart recursion (move ``k`` discs aside with every
  peg, the other ``n - k`` with one peg fewer, then the ``k`` back on top),
  conjectured optimal.

These are the literature's numbers, for the tests and the benchmark to
compare with; the solver never reads them.

>>> [frame_stewart(n, 4) for n in range(8)] == list(A007664[:8])
True
>>> frame_stewart(10, 3), frame_stewart(12, 5)
(1023, 47)
"""

from __future__ import annotations

from functools import cache

#: OEIS A007664, n = 0..20
A007664 = (0, 1, 3, 5, 9, 13, 17, 25, 33, 41, 49, 65, 81, 97, 113, 129, 161, 193, 225, 257,
           289)


@cache
def frame_stewart(n: int, pegs: int) -> int:
    """The Frame-Stewart count for ``n`` discs on ``pegs`` pegs."""
    if n == 0:
        return 0
    if pegs == 3:
        return 2**n - 1
    return min(2 * frame_stewart(k, pegs) + frame_stewart(n - k, pegs - 1) for k in range(n))
