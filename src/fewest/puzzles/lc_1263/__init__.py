"""LeetCode 1263 Minimum Moves to Move a Box to Their Target Location: ``FAMILY``.

>>> FAMILY.name, FAMILY.aliases
('leetcode-1263', ('lc-1263', 'lc1263'))
"""

from fewest.puzzles.lc_1263.family import FAMILY

__all__ = ["FAMILY"]
