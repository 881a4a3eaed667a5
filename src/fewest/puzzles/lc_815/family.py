"""The ``leetcode-815`` family: Bus Routes.

>>> inst = FAMILY.parse('{"routes": [[1, 2, 7], [3, 6, 7]], "source": 1, "target": 6}')
>>> inst.judge_output(inst.solve(), "judge")
'2'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from fewest.problem import Solution
from fewest.puzzles.base import Family, Instance
from fewest.puzzles.lc_815.formats import answer, parse_network
from fewest.puzzles.lc_815.judge import JUDGE
from fewest.puzzles.lc_815.methods import METHODS
from fewest.puzzles.lc_815.model import BusPuzzle, Network, move_text
from fewest.puzzles.options import InputOptions

if TYPE_CHECKING:
    from fewest.problem import Limits


class BusInstance(Instance):
    """One validated network."""

    def __init__(self, net: Network) -> None:
        self.net = net

    def puzzle(self) -> BusPuzzle:
        return BusPuzzle(self.net)

    def view(self) -> Any:
        from fewest.puzzles.lc_815.view import bus_view

        return bus_view(self.net)

    def auto_method(self, limits: Limits | None) -> str:
        return "route-bfs"

    def format_state(self, state: Any) -> str:
        return f"at stop {state}"

    def move_text(self, move: Any) -> str:
        return move_text(tuple(move))

    def move_json(self, move: Any) -> Any:
        return [int(move[0]), int(move[1])]

    def judge_output(self, solution: Solution[Any] | None, fmt: str) -> str:
        """``judge``: ``numBusesToDestination``'s return value (fewest buses, or -1)."""
        if fmt == "judge":
            return answer(None if solution is None else solution.length)
        return super().judge_output(solution, fmt)

    def board_of(self, state: Any) -> tuple[Any, dict[str, Any]] | None:
        """Standing at a stop is the same network with that stop as the source."""
        net = self.net
        return {"routes": [list(r) for r in net.routes], "source": int(state),
                "target": net.target}, {}

    def summary(self) -> dict[str, Any]:
        return {"routes": len(self.net.routes), "stops": sum(map(len, self.net.routes))}


class BusFamily(Family):
    """LeetCode 815."""

    name = "leetcode-815"
    aliases = ("lc-815", "lc815")
    summary = "LeetCode 815 Bus Routes: fewest buses from the source stop to the target"
    formats = ("judge", "number")
    methods = METHODS
    judge = JUDGE
    #: a judge problem\'s boards are drawn at random, not walked from a goal
    goal_board = False
    scramble_walks = False

    def build(self, board: Any, options: InputOptions) -> BusInstance:
        return BusInstance(parse_network(board))


FAMILY = BusFamily()
BusInstance.family = FAMILY
