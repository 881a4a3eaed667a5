"""Hints where the positions one move away are not boards and their region is large: each
is searched on its own (the engine's optimal choice), or, where moves can be undone at unit
cost, all by one breadth-first search from the goal; the answers equal the region's."""

from __future__ import annotations

import random

import pytest

from fewest.app import Request, distances
from fewest.app.hint import hint
from fewest.puzzles import get_family
from tests.contract.boards import BOARDS

CAPS = {"max_seconds": 60}


def _answers(name: str, board: str) -> tuple[object, list[object], list[object]]:
    got = hint(Request(name, board), caps=CAPS).to_json()
    assert got["status"] == "solved" and got["complete"], got["message"]
    return got["distance"], [n["distance"] for n in got["next"]], got["line"]


@pytest.mark.parametrize("name", ["leetcode-752", "leetcode-847", "boj-12869"])
def test_searched_one_by_one_equals_the_region(monkeypatch: pytest.MonkeyPatch,
                                               name: str) -> None:
    family = get_family(name)
    size = str(BOARDS[name].get("size", "3x3"))
    boards = [family.scramble(size, None, random.Random(seed)) for seed in range(3)]
    monkeypatch.setattr(distances, "REGION_STATES", 50)  # every region is searched seed by seed
    fast = [_answers(name, b) for b in boards]
    monkeypatch.setattr(distances, "REGION_STATES", 10**9)  # the whole region, settled
    slow = [_answers(name, b) for b in boards]
    assert [(d, nxt) for d, nxt, _ in fast] == [(d, nxt) for d, nxt, _ in slow]
    for (d, _nxt, line), board in zip(fast, boards, strict=True):
        assert len(line) == d or get_family(name).parse(board).puzzle().unit_cost is not True
        assert hint(Request(name, board), line, caps=CAPS).goal  # the line reaches the goal
