"""LeetCode 127 Word Ladder: ``FAMILY`` (cheap to import).

>>> FAMILY.name, FAMILY.aliases
('leetcode-127', ('lc-127', 'lc127'))
"""

from fewest.puzzles.lc_127.family import FAMILY, LadderFamily, LadderInstance

__all__ = ["FAMILY", "LadderFamily", "LadderInstance"]
