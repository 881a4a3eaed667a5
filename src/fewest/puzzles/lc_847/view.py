"""The graph drawn as one row of nodes: visited ones marked, the walker's node lit.

>>> from fewest.puzzles.lc_847.model import Graph
>>> v = tour_view(Graph(((1,), (0,))))
>>> [(c.label, c.role) for c in v.state_grid((1, 3)).cells]
[('0', 'finish'), ('1', 'piece')]
"""

from __future__ import annotations

from typing import Any

from fewest.puzzles.common.grid_view import LineView
from fewest.puzzles.lc_847.model import Graph, move_text


def tour_view(graph: Graph) -> LineView:
    def cells(state: Any) -> list[tuple[str, str]]:
        out = []
        for i in range(graph.n):
            if state is not None and state[0] == i:
                role = "piece"
            elif state is not None and state[1] >> i & 1:
                role = "finish"
            else:
                role = "tile"
            out.append((str(i), role))
        return out

    return LineView(cells, words=move_text,
                    focus=lambda s: 0 if s is None else int(s[0]))
