"""Baekjoon 16197 두 동전 (two coins): ``FAMILY``.

>>> FAMILY.name, FAMILY.aliases
('boj-16197', ('boj16197',))
"""

from fewest.puzzles.boj_16197.family import FAMILY

__all__ = ["FAMILY"]
