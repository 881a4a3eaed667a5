"""The ``leetcode-847`` family: Shortest Path Visiting All Nodes.

>>> inst = FAMILY.parse('{"graph": [[1], [0, 2, 4], [1, 3, 4], [2], [1, 2]]}')
>>> sol = inst.solve()
>>> inst.judge_output(sol, "judge"), inst.judge_output(sol, "number")
('4', '5')
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from fewest.problem import Solution
from fewest.puzzles.base import Family, Instance
from fewest.puzzles.lc_847.formats import answer, parse_graph
from fewest.puzzles.lc_847.judge import JUDGE
from fewest.puzzles.lc_847.methods import METHODS
from fewest.puzzles.lc_847.model import Graph, TourPuzzle, move_text
from fewest.puzzles.options import InputOptions

if TYPE_CHECKING:
    from fewest.problem import Limits


class TourInstance(Instance):
    """One validated graph."""

    def __init__(self, graph: Graph) -> None:
        self.graph = graph

    def puzzle(self) -> TourPuzzle:
        return TourPuzzle(self.graph)

    def view(self) -> Any:
        from fewest.puzzles.lc_847.view import tour_view

        return tour_view(self.graph)

    def auto_method(self, limits: Limits | None) -> str:
        return "state-bfs"

    def format_state(self, state: Any) -> str:
        if state is None:
            return "not started"
        node, mask = state
        seen = ",".join(str(i) for i in range(self.graph.n) if mask >> i & 1)
        return f"at node {node}; visited {{{seen}}}"

    def move_text(self, move: Any) -> str:
        return move_text(tuple(move))

    def move_json(self, move: Any) -> Any:
        return [str(move[0]), int(move[1])]

    def judge_output(self, solution: Solution[Any] | None, fmt: str) -> str:
        """``judge``: ``shortestPathLength``'s return value, the edges walked (the moves
        less the free pick of the start node).  ``number``: the moves themselves."""
        if fmt == "judge":
            return answer(None if solution is None else solution.length)
        return super().judge_output(solution, fmt)

    def summary(self) -> dict[str, Any]:
        return {"nodes": self.graph.n, "edges": sum(map(len, self.graph.adj)) // 2}


class TourFamily(Family):
    """LeetCode 847."""

    name = "leetcode-847"
    aliases = ("lc-847", "lc847")
    summary = ("LeetCode 847 Shortest Path Visiting All Nodes: the shortest walk through "
               "every node (moves = edges + the start pick)")
    formats = ("judge", "number")
    methods = METHODS
    judge = JUDGE
    #: a judge problem\'s boards are drawn at random, not walked from a goal
    goal_board = False
    scramble_walks = False
    engine_unsupported: ClassVar[dict[str, str]] = {
        "bidirectional": "the goal is any node with every node visited, not one state to "
                         "search back from"}

    def build(self, board: Any, options: InputOptions) -> TourInstance:
        return TourInstance(parse_graph(board))


FAMILY = TourFamily()
TourInstance.family = FAMILY
