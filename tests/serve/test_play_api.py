"""POST /api/hint and POST /api/trace through the served app: every family's contract
boards (solved, unreachable, limit), bad input as HTTP 400 in one line, the step view
against the library's own trace."""

from __future__ import annotations

from typing import Any

import pytest

from fewest.puzzles import parse
from fewest.trace import Recorder
from tests.contract.boards import BOARDS, playable
from tests.serve.test_api_errors import BAD

FAMILIES = playable()  # a computed answer has no moves to hint


def _hint(client: Any, **fields: Any) -> tuple[int, dict[str, Any]]:
    response = client.post("/api/hint", json=fields)
    return response.status_code, response.json()


@pytest.mark.parametrize("puzzle", FAMILIES)
def test_hint_on_every_family_agrees_with_solve_and_each_move_replays(client, puzzle):
    board = BOARDS[puzzle]["small"]
    solved = client.post("/api/solve", json={"puzzle": puzzle, "board": board}).json()
    status, body = _hint(client, puzzle=puzzle, board=board, view=True)
    if solved["status"] == "limit":  # a first-use table longer to build than the test's cap
        assert body["status"] == "limit" and body["message"] == solved["message"]
        return
    assert status == 200 and body["status"] == "solved", body["message"]
    assert body["distance"] == solved["cost"] and body["moves"]  # cost: the moves if unit
    assert solved["moves"][0] in body["moves"]  # the solver's first move is among them
    for move in body["moves"]:  # each optimal move, replayed, is one move closer
        _, after = _hint(client, puzzle=puzzle, board=board, moves=[move])
        step = next(n["cost"] for n in body["next"] if n["move"] == move)
        assert after["distance"] == body["distance"] - step
    # the page's data: a grid, and for every legal move a way to play it
    assert len(body["grid"]["cells"]) == body["grid"]["rows"] * body["grid"]["cols"]
    for item in body["next"]:
        assert item["loop"] or item["click"] or item["arrow"] or item["key"], item
    assert set(body["palette"]["roles"]) >= {c[1] for c in body["grid"]["cells"]}


@pytest.mark.parametrize("puzzle", [p for p in FAMILIES if BOARDS[p]["unreachable"]])
def test_hint_on_an_unreachable_board(client, puzzle):
    status, body = _hint(client, puzzle=puzzle, board=BOARDS[puzzle]["unreachable"])
    assert status == 200 and body["status"] == "unreachable"
    assert body["distance"] == -1 and body["moves"] == [] and body["line"] == []


@pytest.mark.parametrize("puzzle", [p for p in FAMILIES if BOARDS[p]["limit"]])
def test_hint_at_a_limit_says_which_and_keeps_a_bound(client, puzzle):
    board, argv = BOARDS[puzzle]["limit"]
    fields: dict[str, Any] = {"puzzle": puzzle, "board": board}
    for flag, value in zip(argv[::2], argv[1::2], strict=True):
        key = "algorithm" if flag == "-a" else flag.lstrip("-").replace("-", "_")
        fields[key] = value if key == "algorithm" else int(value)
    status, body = _hint(client, **fields)
    assert status == 200 and body["status"] == "limit"
    assert body["reason"] == "max_expansions" and body["distance"] is None
    assert isinstance(body["bound"], int) and body["moves"] == []


def test_the_servers_caps_bound_a_hint(client):
    # the 24-puzzle: far beyond the test server's 1.5 s and 20,000 states
    board = " ".join(str(t) for t in [*range(1, 24), 0, 24][::-1])
    status, body = _hint(client, puzzle="sliding", board=board)
    assert status == 200 and body["status"] in ("limit", "unreachable")


@pytest.mark.parametrize(("fields", "argv"), BAD)
def test_bad_boards_are_400_with_the_same_message_as_solve(client, fields, argv):
    status, body = _hint(client, **fields)
    expected = client.post("/api/solve", json=fields).json()["error"]
    assert status == 400 and body["error"] == expected and "\n" not in expected


@pytest.mark.parametrize(("fields", "words"), [
    ({"moves": ["X"]}, ["move 1", '"X"', "not legal", "legal moves"]),
    ({"moves": "D"}, ["moves", "list"]),
    ({"moves": [{"blank": "D", "tile": 5}, "Q"]}, ["move 2", '"Q"']),
    ({"algorithm": "dfs"}, ["not optimal", "dfs"]),
    ({"algorithm": "quantum"}, ["unknown method", "quantum"]),
    ({"colour": "red"}, ["unknown field", "colour"]),
    ({"max_seconds": -1}, ["max_seconds", "-1"]),
    ({"view": "yes"}, ["view", "yes"]),
])
def test_bad_hint_requests_are_400_in_one_line(client, fields, words):
    status, body = _hint(client, puzzle="sliding", board="1 2 3 / 4 0 6 / 7 5 8", **fields)
    assert status == 400 and "\n" not in body["error"]
    for word in words:
        assert word in body["error"]


@pytest.mark.parametrize("algorithm", ["bfs", "dfs", "astar", "idastar"])
def test_trace_follows_the_librarys_own_search(client, algorithm):
    board = "1 2 3 / 0 4 6 / 7 5 8"
    body = client.post("/api/trace", json={"puzzle": "sliding", "board": board,
                                           "algorithm": algorithm, "steps": 300}).json()
    recorder = Recorder(parse("sliding", board), 300)
    solution = recorder.solve(algorithm)
    trace = recorder.traces[algorithm]
    inst = parse("sliding", board)
    view = inst.view()
    expanded = [body["states"][s[0]] for s in body["steps"]]
    library = [[[c.label, c.role, *([list(c.marks)] if c.marks else [])]
                for c in view.state_grid(st).cells] for st in trace.states[:len(expanded)]]
    assert expanded == library  # the same states, expanded in the same order
    assert len(body["steps"]) == min(300, solution.stats.expanded)
    frontier, closed = {0}, set()
    for state, _depth, added, removed, f_count, c_count, _bound, reset, *_ in body["steps"]:
        if reset:
            closed = set()
        frontier = (frontier - set(removed)) | set(added)
        closed.add(state)
        assert len(frontier) == f_count and len(closed - frontier) == c_count
    if algorithm in ("bfs", "astar"):  # the library's trace counts the open list the same way
        assert [s[4] for s in body["steps"]] == [e[1] for e in trace.events][:len(body["steps"])]
    if body["status"] == "solved":
        assert body["length"] == solution.length and len(body["path"]) == solution.length + 1


def test_trace_is_capped_and_refuses_what_it_cannot_show(client):
    body = client.post("/api/trace", json={"puzzle": "sliding", "board": "8 6 7 / 2 5 4 / 3 0 1",
                                           "algorithm": "bfs", "steps": 25}).json()
    assert body["status"] == "limit" and len(body["steps"]) == 25
    for fields, word in (({"steps": 0}, "steps"), ({"steps": 10**6}, "steps"),
                         ({"algorithm": "bidirectional"}, "bidirectional"),
                         ({"algorithm": "dijkstra"}, "dijkstra")):
        response = client.post("/api/trace", json={"puzzle": "sliding", "board": "1 2 / 0 3",
                                                   **fields})
        assert response.status_code == 400 and word in response.json()["error"]


@pytest.mark.parametrize(("puzzle", "board", "moves"), [
    ("hanoi", "[[], [], [3, 2, 1]]", 2),
    ("lights-out", "0 0 0 / 0 0 0 / 0 0 0", 2),
])
def test_a_position_walked_to_is_a_board_of_its_own(client, puzzle, board, moves):
    """The page's scramble walks from the goal by hints; the position it reaches must come
    back as a board, so that the walk is not counted as the player's moves and Reset
    returns to it (Hanoi counted the scramble as played moves)."""
    played: list[Any] = []
    body = client.post("/api/hint", json={"puzzle": puzzle, "board": board}).json()
    for _ in range(moves):
        away = [n for n in body["next"] if n["delta"] == 1]
        played.append(away[0]["move"])
        body = client.post("/api/hint", json={"puzzle": puzzle, "board": board,
                                              "moves": played}).json()
    assert body["board"] is not None and body["distance"] == moves
    again = client.post("/api/hint", json={"puzzle": puzzle, "board": body["board"],
                                           **(body["options"] or {})}).json()
    assert again["distance"] == moves and again["played"] == 0
