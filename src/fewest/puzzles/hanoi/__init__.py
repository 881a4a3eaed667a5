"""The Tower of Hanoi on any number of pegs: ``FAMILY``, solved optimally.

>>> FAMILY.name
'hanoi'
"""

from fewest.puzzles.hanoi.family import FAMILY

__all__ = ["FAMILY"]
