"""Baekjoon 1600 말이 되고픈 원숭이 (the monkey that wants to be a horse): ``FAMILY``.

>>> FAMILY.name, FAMILY.aliases
('boj-1600', ('boj1600',))
"""

from fewest.puzzles.boj_1600.family import FAMILY

__all__ = ["FAMILY"]
