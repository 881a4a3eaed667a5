"""A comparison's rows on a board already at the goal: every optimal method's row says
optimal with length 0 (a solution of no moves is falsy by its length, and the row read
it as "not optimal"), and the shortest proven is 0."""

from __future__ import annotations

from fewest.app.compare import compare, method_list
from fewest.app.request import Request, prepare


def test_a_board_at_the_goal_is_optimal_in_every_optimal_row() -> None:
    prepared = prepare(Request("sliding", "1 2 3 / 4 5 6 / 7 8 0"))
    result = compare(prepared, method_list("bfs, astar, idastar, dfs"))
    rows = {r["algorithm"]: r for r in result.rows}
    assert all(r["length"] == 0 for r in rows.values())
    assert [rows[m]["optimal"] for m in ("bfs", "astar", "idastar")] == [True, True, True]
    assert result.shortest == 0
