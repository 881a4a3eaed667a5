"""Baekjoon 12869 뮤탈리스크 (Mutalisk): ``FAMILY`` (cheap to import).

>>> FAMILY.name, FAMILY.judge.multi
('boj-12869', False)
"""

from fewest.puzzles.boj_12869.family import FAMILY, MutaliskFamily, MutaliskInstance

__all__ = ["FAMILY", "MutaliskFamily", "MutaliskInstance"]
