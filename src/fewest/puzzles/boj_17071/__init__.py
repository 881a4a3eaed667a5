"""Baekjoon 17071 숨바꼭질 5 (Hide and Seek 5): ``FAMILY``.

>>> FAMILY.name, FAMILY.aliases
('boj-17071', ('boj17071',))
"""

from fewest.puzzles.boj_17071.family import FAMILY, Boj17071Family, Boj17071Instance

__all__ = ["FAMILY", "Boj17071Family", "Boj17071Instance"]
