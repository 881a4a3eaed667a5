"""Baekjoon 14442 벽 부수고 이동하기 2 (break up to K walls and move): ``FAMILY``.

>>> FAMILY.name, FAMILY.aliases
('boj-14442', ('boj14442',))
"""

from fewest.puzzles.boj_14442.family import FAMILY

__all__ = ["FAMILY"]
