"""Baekjoon 5014 스타트링크 (StartLink): ``FAMILY``.

>>> FAMILY.name, FAMILY.aliases
('boj-5014', ('boj5014',))
"""

from fewest.puzzles.boj_5014.family import FAMILY, Boj5014Family, Boj5014Instance

__all__ = ["FAMILY", "Boj5014Family", "Boj5014Instance"]
