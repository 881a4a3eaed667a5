"""Baekjoon 2206 벽 부수고 이동하기 (break a wall and move): ``FAMILY``.

>>> FAMILY.name, FAMILY.aliases
('boj-2206', ('boj2206',))
"""

from fewest.puzzles.boj_2206.family import FAMILY

__all__ = ["FAMILY"]
