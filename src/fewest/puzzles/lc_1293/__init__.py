"""LeetCode 1293 Shortest Path in a Grid with Obstacles Elimination: ``FAMILY``.

>>> FAMILY.name, FAMILY.aliases
('leetcode-1293', ('lc-1293', 'lc1293'))
"""

from fewest.puzzles.lc_1293.family import FAMILY, BreakFamily, BreakInstance

__all__ = ["FAMILY", "BreakFamily", "BreakInstance"]
