"""The network drawn as one row of fixed width: the current stop, the buses that
call there, then the target.

>>> from fewest.puzzles.lc_815.model import Network
>>> v = bus_view(Network(((1, 2, 7), (3, 6, 7)), 1, 6))
>>> [(c.label, c.role) for c in v.state_grid(7).cells]
[('7', 'piece'), ('bus 0', 'tile'), ('bus 1', 'tile'), ('>', 'empty'), ('6', 'goal')]
>>> [c.label for c in v.state_grid(1).cells]
['1', 'bus 0', '', '>', '6']
"""

from __future__ import annotations

from typing import Any

from fewest.puzzles.common.grid_view import LineView
from fewest.puzzles.lc_815.model import Network, move_text

MAX_SHOWN = 8


def bus_view(net: Network) -> LineView:
    most = max((len(b) for b in net.at_stop.values()), default=0)
    slots = min(most, MAX_SHOWN + 1)

    def cells(stop: Any) -> list[tuple[str, str]]:
        buses = net.at_stop.get(stop, [])
        shown = [(f"bus {b}", "tile") for b in buses[:MAX_SHOWN]]
        if len(buses) > MAX_SHOWN:
            shown.append((f"+{len(buses) - MAX_SHOWN}", "tile"))
        shown += [("", "empty")] * (slots - len(shown))
        role = "finish" if stop == net.target else "piece"
        return [(str(stop), role), *shown, (">", "empty"), (str(net.target), "goal")]

    return LineView(cells, words=move_text)
