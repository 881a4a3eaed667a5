"""Pancake sorting (plain and burnt): ``FAMILY`` and the stack model.

>>> FAMILY.name, FAMILY.options
('pancake', ('burnt',))
>>> from fewest.puzzles.pancake.model import Stack
>>> Stack.from_text("2 1 3").flip(2).is_sorted()
True
"""

from fewest.puzzles.pancake.family import FAMILY, PancakeFamily, PancakeInstance

__all__ = ["FAMILY", "PancakeFamily", "PancakeInstance"]
