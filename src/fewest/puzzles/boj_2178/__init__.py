"""Baekjoon 2178 미로 탐색 (maze search): ``FAMILY``.

>>> FAMILY.name, FAMILY.aliases
('boj-2178', ('boj2178',))
"""

from fewest.puzzles.boj_2178.family import FAMILY

__all__ = ["FAMILY"]
