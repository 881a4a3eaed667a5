"""Baekjoon 1194 달이 차오른다, 가자. (the moon is rising, let's go): ``FAMILY``.

>>> FAMILY.name, FAMILY.aliases
('boj-1194', ('boj1194',))
"""

from fewest.puzzles.boj_1194.family import FAMILY

__all__ = ["FAMILY"]
