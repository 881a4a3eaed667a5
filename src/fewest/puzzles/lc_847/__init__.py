"""LeetCode 847 Shortest Path Visiting All Nodes: ``FAMILY`` (cheap to import).

>>> FAMILY.name, FAMILY.aliases
('leetcode-847', ('lc-847', 'lc847'))
"""

from fewest.puzzles.lc_847.family import FAMILY, TourFamily, TourInstance

__all__ = ["FAMILY", "TourFamily", "TourInstance"]
