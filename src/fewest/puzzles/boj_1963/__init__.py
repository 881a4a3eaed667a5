"""Baekjoon 1963 소수 경로 (prime path): ``FAMILY`` (cheap to import).

>>> FAMILY.name, FAMILY.judge.multi
('boj-1963', True)
"""

from fewest.puzzles.boj_1963.family import FAMILY, PrimePathFamily, PrimePathInstance

__all__ = ["FAMILY", "PrimePathFamily", "PrimePathInstance"]
