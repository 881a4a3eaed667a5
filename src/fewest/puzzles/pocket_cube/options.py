"""The options the pocket cube family takes (its part of every front end's flags and fields).

>>> [o.name for o in OPTIONS]
['metric']
"""

from __future__ import annotations

from fewest.puzzles.options import OptionSpec, name_of

OPTIONS = (
    OptionSpec("metric", "htm (default: a half turn is one move) or qtm (quarter turns only)",
               name_of("metric"), str, "htm"),
)
