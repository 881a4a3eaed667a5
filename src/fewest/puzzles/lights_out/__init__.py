"""Lights Out on any R x C board: ``FAMILY`` and the board model.

>>> FAMILY.name
'lights-out'
>>> from fewest.puzzles.lights_out.model import Board
>>> Board.from_text("1 1 / 1 0").press(0, 0).lights
0
"""

from fewest.puzzles.lights_out.family import FAMILY, LightsFamily, LightsInstance

__all__ = ["FAMILY", "LightsFamily", "LightsInstance"]
