"""Baekjoon 9019 DSLR: ``FAMILY`` (cheap to import: no numpy, no numba).

>>> FAMILY.name, FAMILY.judge.multi
('boj-9019', True)
"""

from fewest.puzzles.boj_9019.family import FAMILY, DslrFamily, DslrInstance

__all__ = ["FAMILY", "DslrFamily", "DslrInstance"]
