"""LeetCode 752 Open the Lock: ``FAMILY`` (cheap to import).

>>> FAMILY.name, FAMILY.aliases
('leetcode-752', ('lc-752', 'lc752'))
"""

from fewest.puzzles.lc_752.family import FAMILY, LockFamily, LockInstance

__all__ = ["FAMILY", "LockFamily", "LockInstance"]
