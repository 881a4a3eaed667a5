"""The options the sliding tiles family takes (its part of every front end's flags and fields).

>>> [o.name for o in OPTIONS]
['goal', 'shape']
"""

from __future__ import annotations

from fewest.puzzles.options import OptionSpec, goal_value, shape_value

OPTIONS = (
    OptionSpec("goal", "blank-last (default), blank-first, or a board", goal_value),
    OptionSpec("shape", "RxC for a flat board", shape_value),
)
