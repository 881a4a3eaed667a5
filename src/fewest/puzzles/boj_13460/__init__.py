"""Baekjoon 13460 구슬 탈출 2 (marble escape 2): ``FAMILY``.

>>> FAMILY.name, FAMILY.aliases
('boj-13460', ('boj13460',))
"""

from fewest.puzzles.boj_13460.family import FAMILY

__all__ = ["FAMILY"]
