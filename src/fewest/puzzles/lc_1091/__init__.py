"""LeetCode 1091 Shortest Path in Binary Matrix: ``FAMILY`` (cheap to import).

>>> FAMILY.name, FAMILY.aliases
('leetcode-1091', ('lc-1091', 'lc1091'))
"""

from fewest.puzzles.lc_1091.family import FAMILY

__all__ = ["FAMILY"]
