"""LeetCode 2290 Minimum Obstacle Removal to Reach Corner: ``FAMILY`` (cheap to import).

>>> FAMILY.name, FAMILY.aliases
('leetcode-2290', ('lc-2290', 'lc2290'))
"""

from fewest.puzzles.lc_2290.family import FAMILY

__all__ = ["FAMILY"]
