"""LeetCode 773 Sliding Puzzle: ``FAMILY`` (cheap to import).

>>> FAMILY.name, FAMILY.aliases
('leetcode-773', ('lc-773', 'lc773'))
"""

from fewest.puzzles.lc_773.family import FAMILY, BoardFamily, BoardInstance

__all__ = ["FAMILY", "BoardFamily", "BoardInstance"]
