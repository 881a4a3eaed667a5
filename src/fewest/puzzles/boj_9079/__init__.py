"""Baekjoon 9079 동전 게임 (coin game): ``FAMILY`` (cheap to import).

>>> FAMILY.name, FAMILY.judge.multi
('boj-9079', True)
"""

from fewest.puzzles.boj_9079.family import FAMILY, CoinFamily, CoinInstance

__all__ = ["FAMILY", "CoinFamily", "CoinInstance"]
