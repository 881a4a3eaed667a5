"""``GET /api/scramble?distance=N``: a board whose proven distance is exactly N, for every
family, checked by an independent engine search (Dijkstra over the engine puzzle, not the
family's own method); the largest distance, proven, when N is too far; bad input in one line."""

from __future__ import annotations

import json
import random
from collections import deque
from typing import Any

import pytest

from fewest.app import scramble
from fewest.app.scramble import scramble_at
from fewest.problem import Limits
from fewest.puzzles import get_family
from fewest.puzzles.options import make_options
from fewest.search.dijkstra import dijkstra
from tests.contract.boards import BOARDS, playable

#: the distance asked of a family whose goal is one board
NEAR = 3


def _size(name: str) -> str:
    return str(BOARDS[name].get("size", "3x3"))


def _scrambled(client: Any, **params: Any) -> dict[str, Any]:
    """Ask slice after slice, carrying on from each answer, as the play page does."""
    asked = {k: str(v) for k, v in params.items()}
    query = dict(asked)
    for _ in range(60):
        response = client.get("/api/scramble", params=query)
        assert response.status_code == 200, response.json()
        body: dict[str, Any] = response.json()
        if body["done"]:
            return body
        query = dict(asked, seed=body["seed"], spent=body["spent"], tried=body["tried"])
        if body["board"] is not None:
            query.update({"from": body["board"] if isinstance(body["board"], str) else
                          json.dumps(body["board"]), "options":
                          json.dumps(body["options"])})
    raise AssertionError("the scramble never finished")


def _engine_distance(name: str, board: Any, options: dict[str, Any]) -> float:
    """The board's distance by the engine's Dijkstra (independent of the family's method)."""
    instance = get_family(name).parse(board, make_options(**options))
    return dijkstra(instance.puzzle(), limits=Limits(max_states=3_000_000, max_seconds=60)).cost


def _a_distance_of(name: str) -> int:
    """A distance some random board of the family's test size has (drawn here, solved by
    the engine), so that a board that far surely exists."""
    family = get_family(name)
    rng = random.Random(7)
    for k in range(40):
        moves = int(str(BOARDS[name].get("scramble_moves", 6))) if k % 2 == 0 else None
        try:
            board = family.scramble(_size(name), moves, rng)
            found = _engine_distance(name, board, {})
        except Exception:  # an unreachable or slow draw: draw again
            continue
        if found > 0:
            return int(found)
    raise AssertionError(f"no board of {name} was solved")


@pytest.mark.parametrize("name", playable())  # exactly N moves away
def test_distance_n_gives_a_board_exactly_n_away(client: Any, name: str) -> None:
    family = get_family(name)
    want = NEAR if family.goal_board else _a_distance_of(name)
    body = _scrambled(client, puzzle=name, size=_size(name), distance=want)
    assert (body["why"], body["reached"], body["distance"]) == ("exact", want, want), body
    assert _engine_distance(name, body["board"], body["options"]) == want


def _largest_by_bfs(board: str) -> int:
    """The farthest any board of the goal's space is, by a plain BFS from the goal."""
    puzzle = get_family("sliding").parse(board).puzzle()
    depth = {puzzle.start: 0}
    queue = deque([puzzle.start])
    while queue:
        state = queue.popleft()
        for _move, nxt, _cost in puzzle.successors(state):
            if nxt not in depth:
                depth[nxt] = depth[state] + 1
                queue.append(nxt)
    return max(depth.values())


def test_too_far_gives_the_largest_distance_and_a_board_that_far(client: Any) -> None:
    goal = get_family("sliding").scramble("2x2", 0, random.Random(0))
    largest = _largest_by_bfs(goal)
    body = _scrambled(client, puzzle="sliding", size="2x2", distance=largest + 4)
    assert (body["why"], body["largest"], body["reached"]) == ("largest", largest, largest)
    assert f"the largest distance is {largest}" in body["message"]
    assert _engine_distance("sliding", body["board"], {}) == largest


def test_a_walk_carries_on_from_the_board_it_was_given(monkeypatch: pytest.MonkeyPatch) -> None:
    """A slice given a board (the previous slice's farthest) walks on from it; the one it
    gives back is proven exactly as far as asked."""
    rng = random.Random(3)
    got = scramble_at("sliding", "3x3", 6, rng=rng, caps={"max_seconds": 5})
    assert got.why == "exact"
    monkeypatch.setattr(scramble, "LAYER_STATES", 10)  # too few for the layers: a walk
    on = scramble_at("sliding", "3x3", 11, rng=rng, caps={"max_seconds": 5}, start=got.board)
    assert (on.why, on.reached) == ("exact", 11)
    assert _engine_distance("sliding", on.board, on.options) == 11


def test_the_page_size_is_the_one_asked_and_the_seed_repeats(client: Any) -> None:
    one = _scrambled(client, puzzle="sliding", size="3x3", distance=9, seed=5)
    two = _scrambled(client, puzzle="sliding", size="3x3", distance=9, seed=5)
    assert one["size"] == "3x3" and one["board"] == two["board"]


@pytest.mark.parametrize(("query", "words"), [
    ({"puzzle": "sliding", "size": "3x3", "distance": "far"}, "distance must be a whole number"),
    ({"puzzle": "sliding", "size": "3x3", "distance": "3", "moves": "3"}, "not both"),
    ({"puzzle": "sliding", "size": "3x3", "from": "1 2 / 3 0"}, "go with distance=N"),
    ({"puzzle": "sliding", "size": "3x3", "distance": "3", "spent": "nan"}, "spent must be"),
    ({"puzzle": "sliding", "size": "3x3", "distance": "3", "options": "[1]"},
     "options must be a JSON object"),
    ({"puzzle": "sliding", "size": "zz", "distance": "3"}, "zz"),
])
def test_bad_input_is_one_line(client: Any, query: dict[str, str], words: str) -> None:
    response = client.get("/api/scramble", params=query)
    assert response.status_code == 400
    error = response.json()["error"]
    assert words in error and "\n" not in error


def test_a_distance_no_draw_has_gives_the_nearest_board_found(client: Any) -> None:
    """A 3x3 snakes-and-ladders board is never 9 rolls away: after its draws the server
    offers the nearest board it proved, and says so."""
    body = _scrambled(client, puzzle="snakes-ladders", size="3x3", distance=9)
    assert body["why"] == "nearest" and body["tried"] > 0 and body["reached"] < 9
    assert "the nearest found" in body["message"]
    assert _engine_distance("snakes-ladders", body["board"], body["options"]) == body["reached"]
