"""Programmers 67259 경주로 건설 (2020 카카오 인턴십): ``FAMILY`` (cheap to import).

>>> FAMILY.name, FAMILY.aliases
('programmers-67259', ('pg-67259', 'pg67259'))
"""

from fewest.puzzles.pg_67259.family import FAMILY

__all__ = ["FAMILY"]
