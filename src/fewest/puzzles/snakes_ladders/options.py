"""The options the snakes and ladders family takes (its part of every front end's flags and fields).

>>> [o.name for o in OPTIONS]
['die', 'shape', 'overshoot', 'start']
"""

from __future__ import annotations

from fewest.puzzles.options import OptionSpec, integer, name_of, shape_value

OPTIONS = (
    OptionSpec("die", "die size (default 6)", integer("die"), int, 6),
    OptionSpec("shape", "RxC for a flat board", shape_value),
    OptionSpec("overshoot", "stay (default), bounce or pass", name_of("overshoot"), str, "stay"),
    OptionSpec("start", "1 (default: on square 1) or 0 (off the board, as in the real game)",
               integer("start"), int, 1),
)
