"""How a moment of the chase looks: nine cells around Subin, the brother marked where
he stands at that second.

>>> g = ChaseView(17).state_grid((5, 0))
>>> g.cols, g.at(0, 4).label, g.at(0, 4).role
(9, '5', 'piece')
>>> [c.label for c in ChaseView(17).state_grid((20, 2)).cells if c.role == "piece"]
['B 20']
"""

from __future__ import annotations

from typing import Any

from fewest.puzzles.boj_17071.model import HI, brother
from fewest.puzzles.common.number_line import LineWindowView, window_cells


class ChaseView(LineWindowView):
    """The line view of states ``(x, t)``: the brother ``B`` at ``K + t(t+1)/2``."""

    def __init__(self, k: int) -> None:
        super().__init__({}, 0, HI)
        self.k = k

    def __getstate__(self) -> dict[str, Any]:
        return {"k": self.k}

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__init__(state["k"])  # type: ignore[misc]

    def _pos(self, state: Any) -> int:
        return int(state[0])

    def cells(self, state: Any) -> list[tuple[str, str]]:
        x, t = int(state[0]), int(state[1])
        b = brother(self.k, t)
        return window_cells(x, {b: "B"} if b <= HI else {}, 0, HI)
