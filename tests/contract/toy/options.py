"""The toy family's own option: ``step``, the size of its additive move."""

from __future__ import annotations

from fewest.family import OptionSpec
from fewest.puzzles.options import integer

OPTIONS = (OptionSpec("step", "the additive move is +STEP (default 1)", integer("step"), int, 1),)
