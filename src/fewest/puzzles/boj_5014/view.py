"""How the elevator looks: nine floors around the car, StartLink's floor G marked.

>>> g = ElevatorView(10, 7).state_grid(1)
>>> g.cols, g.at(0, 0).label, g.at(0, 0).role, g.at(0, 6).label
(9, '1', 'piece', 'G 7')
"""

from __future__ import annotations

from fewest.puzzles.common.number_line import LineWindowView


class ElevatorView(LineWindowView):
    """The line of floors ``1..F`` with the goal floor ``G``."""

    def __init__(self, floors: int, goal: int) -> None:
        super().__init__({goal: "G"}, 1, floors)
