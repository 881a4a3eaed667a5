"""Baekjoon 13913 숨바꼭질 4 (Hide and Seek 4): ``FAMILY``.

>>> FAMILY.name, FAMILY.aliases
('boj-13913', ('boj13913',))
"""

from fewest.puzzles.boj_13913.family import FAMILY, Boj13913Family, Boj13913Instance

__all__ = ["FAMILY", "Boj13913Family", "Boj13913Instance"]
