"""A judge family defined only under tests/: T cases of "A B", the fewest +1 or x2 steps
from A to B (-1 when B < A).  It is registered at run time, as a catalogue family
would be, to show that ``fewest solve`` and ``fewest check`` need nothing but its
``JudgeSpec``: the multi-case input, its own shrink steps."""

from tests.check.toyjudge.family import FAMILY

__all__ = ["FAMILY"]
