"""Baekjoon 13549 숨바꼭질 3 (Hide and Seek 3): ``FAMILY``.

>>> FAMILY.name, FAMILY.aliases
('boj-13549', ('boj13549',))
"""

from fewest.puzzles.boj_13549.family import FAMILY, Boj13549Family, Boj13549Instance

__all__ = ["FAMILY", "Boj13549Family", "Boj13549Instance"]
