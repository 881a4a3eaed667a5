"""LeetCode 864 Shortest Path to Get All Keys: ``FAMILY`` (cheap to import).

>>> FAMILY.name, FAMILY.aliases
('leetcode-864', ('lc-864', 'lc864'))
"""

from fewest.puzzles.lc_864.family import FAMILY, KeysFamily, KeysInstance

__all__ = ["FAMILY", "KeysFamily", "KeysInstance"]
