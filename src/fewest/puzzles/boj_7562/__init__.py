"""Baekjoon 7562 나이트의 이동 (knight moves): ``FAMILY`` (cheap to import).

>>> FAMILY.name, FAMILY.judge.multi
('boj-7562', True)
"""

from fewest.puzzles.boj_7562.family import FAMILY, KnightFamily, KnightInstance

__all__ = ["FAMILY", "KnightFamily", "KnightInstance"]
