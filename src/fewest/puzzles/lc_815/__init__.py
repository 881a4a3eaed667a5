"""LeetCode 815 Bus Routes: ``FAMILY`` (cheap to import).

>>> FAMILY.name, FAMILY.aliases
('leetcode-815', ('lc-815', 'lc815'))
"""

from fewest.puzzles.lc_815.family import FAMILY, BusFamily, BusInstance

__all__ = ["FAMILY", "BusFamily", "BusInstance"]
