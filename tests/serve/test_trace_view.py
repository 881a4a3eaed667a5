"""POST /api/trace for the search view: every step carries g, and h where the algorithm
uses a heuristic (A*, IDA*: the family's own, recomputed here from each state's board
text), none for BFS and DFS; the counts the counters chart draws add up."""

from __future__ import annotations

from collections import deque
from typing import Any

import pytest

from fewest.puzzles import families, parse
from fewest.search._common import puzzle_heuristic
from tests.contract.boards import BOARDS

FAMILIES = [f.name for f in families()]

#: 16 moves from the goal: A* and IDA* run a few hundred expansions
BOARD = "1 2 3 / 5 4 8 / 0 7 6"
STEPS = 400


def _trace(client: Any, algorithm: str, board: str = BOARD, steps: int = STEPS) -> Any:
    response = client.post("/api/trace", json={"puzzle": "sliding", "board": board,
                                               "algorithm": algorithm, "steps": steps})
    assert response.status_code == 200, response.text
    return response.json()


def _heuristic_of(text: str) -> float:
    """The family's engine heuristic of the state a one-line board text shows."""
    inst = parse("sliding", text.replace(".", "0"))
    puzzle = inst.puzzle()
    h = puzzle_heuristic(puzzle, inst.engine_heuristic())
    assert h is not None
    return float(h(puzzle.start))


def _distances(board: str, depth: int) -> dict[str, int]:
    """Board text -> moves from ``board``, for every state within ``depth`` moves."""
    inst = parse("sliding", board)
    puzzle = inst.puzzle()
    from fewest.app.trace_steps import board_text

    seen = {puzzle.start: 0}
    queue = deque([puzzle.start])
    while queue:
        state = queue.popleft()
        if seen[state] < depth:
            for _move, nxt, _cost in puzzle.successors(state):
                if nxt not in seen:
                    seen[nxt] = seen[state] + 1
                    queue.append(nxt)
    return {board_text(inst, s): d for s, d in seen.items()}


@pytest.mark.parametrize("algorithm", ["astar", "idastar"])
def test_informed_steps_carry_g_and_the_familys_heuristic(client, algorithm):
    body = _trace(client, algorithm)
    assert body["status"] == "solved" and body["length"] == 16
    assert body["heuristic"] == "linear conflict"
    assert len(body["h"]) == len(body["states"]) == len(body["texts"])
    for text, h in zip(body["texts"], body["h"], strict=True):
        assert h == _heuristic_of(text)
    steps = body["steps"]
    for state, _depth, _added, _removed, _f, _c, bound, _reset, _seen, g, h, _given in steps:
        assert h == body["h"][state]
        if algorithm == "idastar":  # expanded only within the iteration's bound
            assert g + h <= bound
    if algorithm == "astar":  # a consistent heuristic: f never falls, and g is exact
        g_of = {0: 0}  # the g each state was last put on the open list with
        for step in steps:
            assert step[9] == g_of[step[0]]
            g_of.update(step[11])
        fs = [s[9] + s[10] for s in steps]
        assert fs == sorted(fs) and fs[0] == body["h"][0]
        exact = _distances(BOARD, max(s[9] for s in steps))
        assert [s[9] for s in steps] == [exact[body["texts"][s[0]]] for s in steps]
    else:  # unit moves: g is the depth on the current branch; each bound ends higher
        assert [s[9] for s in steps] == [s[1] for s in steps]
        bounds = [s[6] for s in steps]
        assert bounds == sorted(bounds) and len(set(bounds)) > 1


@pytest.mark.parametrize("algorithm", ["bfs", "dfs"])
def test_uninformed_steps_carry_g_and_no_h(client, algorithm):
    body = _trace(client, algorithm, steps=300)
    assert "h" not in body and "heuristic" not in body
    deepest = max(s[9] for s in body["steps"])
    exact = _distances(BOARD, deepest) if algorithm == "bfs" else {}
    g_of = {0: 0}  # the g each state was last put on the frontier with
    for k, step in enumerate(body["steps"]):
        state, depth, added, _removed, frontier, _closed, _b, _r, seen, g, h, given = step
        assert h is None and g == depth == g_of[state]  # as last put on the frontier
        assert set(added) <= {k for k, _g in given} and {g for _k, g in given} <= {g + 1}
        g_of.update(given)
        assert seen == k + 1 + frontier  # every state met is expanded or open
        if algorithm == "bfs":  # BFS's g is the true distance
            assert g == exact[body["texts"][state]]
    assert body["steps"][-1][8] <= len(body["states"])


@pytest.mark.parametrize("puzzle", FAMILIES)
def test_every_familys_trace_carries_texts_and_its_heuristic(client, puzzle):
    """No family named: each one's small board, recorded by A*, has a one-line board per
    state and, when its engine puzzle has a heuristic, h per state with f = g + h per step."""
    board = BOARDS[puzzle]["small"]
    response = client.post("/api/trace", json={"puzzle": puzzle, "board": board,
                                               "algorithm": "astar", "steps": 60})
    if response.status_code == 400:  # a family the engine cannot search (compiled only)
        assert "\n" not in response.json()["error"]
        return
    body = response.json()
    assert len(body["texts"]) == len(body["states"])
    assert all(isinstance(text, str) and "\n" not in text for text in body["texts"])
    inst = parse(puzzle, board)
    h = puzzle_heuristic(inst.puzzle(), inst.engine_heuristic())
    if h is None:
        assert "h" not in body and all(s[10] is None for s in body["steps"])
        return
    assert len(body["h"]) == len(body["states"]) and body["h"][0] == h(inst.puzzle().start)
    assert all(s[10] == body["h"][s[0]] for s in body["steps"])
