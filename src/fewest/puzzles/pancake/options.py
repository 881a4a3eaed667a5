"""The options the pancake family takes (its part of every front end's flags and fields).

>>> [o.name for o in OPTIONS]
['burnt']
"""

from __future__ import annotations

from fewest.puzzles.options import OptionSpec, flag

OPTIONS = (
    OptionSpec("burnt", "the burnt variant: a negative number lies burnt side up", flag("burnt"),
               bool, False),
)
