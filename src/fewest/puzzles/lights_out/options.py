"""The options the Lights Out family takes (its part of every front end's flags and fields).

>>> [o.name for o in OPTIONS]
['shape']
"""

from __future__ import annotations

from fewest.puzzles.options import OptionSpec, shape_value

OPTIONS = (
    OptionSpec("shape", "RxC for a flat board", shape_value),
)
