"""The pocket cube (2x2x2 Rubik's cube): ``FAMILY``, solved optimally by a full distance table.

>>> FAMILY.name, sorted(FAMILY.aliases)
('pocket-cube', ['2x2x2', 'rubiks-2x2'])
"""

from fewest.puzzles.pocket_cube.family import FAMILY

__all__ = ["FAMILY"]
