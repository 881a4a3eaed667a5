"""Baekjoon 14226 이모티콘 (emoticon): ``FAMILY`` (cheap to import).

>>> FAMILY.name, FAMILY.judge.multi
('boj-14226', False)
"""

from fewest.puzzles.boj_14226.family import FAMILY, EmoticonFamily, EmoticonInstance

__all__ = ["FAMILY", "EmoticonFamily", "EmoticonInstance"]
