"""The options the Tower of Hanoi family takes (its part of every front end's flags and fields).

>>> [o.name for o in OPTIONS]
['goal']
"""

from __future__ import annotations

from fewest.puzzles.options import OptionSpec, goal_value

OPTIONS = (
    OptionSpec("goal", "a position in the same form (default: every disc on the last peg)",
               goal_value),
)
