"""A hint asks of each next move only whether it keeps to the optimum (issue 41: hints
on uniformly random 15-puzzle boards): the family's search stops at the ceiling, and the
distances it reports are the same as full solves'."""

from __future__ import annotations

import pytest

from fewest.app import Request
from fewest.app.hint import carried, hint
from fewest.errors import CEILING, InvalidPuzzleError, SearchLimitError
from fewest.problem import Limits
from fewest.puzzles import get_family

BOARD = "5 1 3 4 / 9 2 7 8 / 13 6 10 12 / 0 14 11 15"  # 4x4, a dozen moves


def _solved(board: str) -> int:
    return int(get_family("sliding").parse(board).solve().length)


def test_next_moves_are_measured_exactly_under_a_ceiling() -> None:
    h = hint(Request("sliding", BOARD, algorithm="pdb"), caps={"max_seconds": 30})
    body = h.to_json()
    assert body["status"] == "solved" and body["complete"]
    assert body["distance"] == _solved(BOARD)
    from fewest.app.position import instance_at

    for n in h.next:
        at = instance_at(h.instance, {}, n.state, h.instance.puzzle())
        assert at is not None and n.known.low == _solved(str(at.board))
    assert sorted(n["distance"] - body["distance"] for n in body["next"]) in (
        [-1, 1], [-1, 1, 1], [-1, -1, 1], [-1, 1, 1, 1], [-1, -1, 1, 1])


def test_the_pattern_database_search_stops_at_the_ceiling() -> None:
    from fewest.puzzles.sliding import compiled

    inst = get_family("sliding").parse(BOARD)
    length = _solved(BOARD)
    start, goal = inst.puzzle().start, inst.puzzle().goal
    with pytest.raises(SearchLimitError) as stopped:
        compiled.pdb(start, goal, 4, 4, limits=Limits(max_cost=length - 1))
    assert stopped.value.reason == CEILING and stopped.value.bound is not None
    assert stopped.value.bound > length - 1
    assert compiled.pdb(start, goal, 4, 4, limits=Limits(max_cost=length)).cost == length
    with pytest.raises(InvalidPuzzleError):
        Limits(max_cost=-1)


def test_a_hint_run_again_keeps_what_the_first_run_proved() -> None:
    first = hint(Request("sliding", BOARD), caps={"max_seconds": 30}).to_json()
    again = hint(Request("sliding", BOARD), caps={"max_seconds": 30}, proven=carried(first))
    assert again.work["solves"] == 0
    assert again.to_json()["next"] == first["next"]
    assert again.to_json()["line"] == first["line"]
