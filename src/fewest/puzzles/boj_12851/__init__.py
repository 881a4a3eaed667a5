"""Baekjoon 12851 숨바꼭질 2 (Hide and Seek 2): ``FAMILY``.

>>> FAMILY.name, FAMILY.aliases
('boj-12851', ('boj12851',))
"""

from fewest.puzzles.boj_12851.family import FAMILY, Boj12851Family, Boj12851Instance

__all__ = ["FAMILY", "Boj12851Family", "Boj12851Instance"]
