"""Baekjoon 1697 숨바꼭질 (Hide and Seek): ``FAMILY``.

>>> FAMILY.name, FAMILY.aliases
('boj-1697', ('boj1697',))
"""

from fewest.puzzles.boj_1697.family import FAMILY, Boj1697Family, Boj1697Instance

__all__ = ["FAMILY", "Boj1697Family", "Boj1697Instance"]
