"""Programmers 60063 블록 이동하기 (2020 KAKAO BLIND): ``FAMILY`` (cheap to import).

>>> FAMILY.name, FAMILY.aliases
('programmers-60063', ('pg-60063', 'pg60063'))
"""

from fewest.puzzles.pg_60063.family import FAMILY

__all__ = ["FAMILY"]
