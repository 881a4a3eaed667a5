"""LeetCode 1210 Minimum Moves to Reach Target with Rotations: ``FAMILY`` (cheap to import).

>>> FAMILY.name, FAMILY.aliases
('leetcode-1210', ('lc-1210', 'lc1210'))
"""

from fewest.puzzles.lc_1210.family import FAMILY

__all__ = ["FAMILY"]
