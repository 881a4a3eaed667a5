"""The network drawn as one row: the buses at the current stop, the stop, the target.

>>> from fewest.puzzles.lc_815.model import Network
>>> v = bus_view(Network(((1, 2, 7), (3, 6, 7)), 1, 6))
>>> [(c.label, c.role) for c in v.state_grid(7).cells]
[('7', 'piece'), ('bus 0', 'tile'), ('bus 1', 'tile'), ('→', 'empty'), ('6', 'goal')]
"""

from __future__ import annotations

from typing import Any

from fewest.puzzles.common.grid_view import LineView
from fewest.puzzles.lc_815.model import Network, move_text

MAX_SHOWN = 8


def bus_view(net: Network) -> LineView:
    def cells(stop: Any) -> list[tuple[str, str]]:
        buses = net.at_stop.get(stop, [])
        shown = [(f"bus {b}", "tile") for b in buses[:MAX_SHOWN]]
        if len(buses) > MAX_SHOWN:
            shown.append((f"+{len(buses) - MAX_SHOWN}", "tile"))
        role = "finish" if stop == net.target else "piece"
        return [(str(stop), role), *shown, ("→", "empty"), (str(net.target), "goal")]

    return LineView(cells, words=move_text)
