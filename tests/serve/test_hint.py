"""Hints against an independent oracle: a plain BFS over each board's whole state space.

Every distance the hint reports (the position's and each next position's)
equals the BFS distance; ``moves`` is exactly the set of next moves one
step closer; the optimal line replays to a goal in ``distance`` moves.
Positions are reached by replaying moves, so mid-turn card states (no
board describes them) go through the region search.
"""

from __future__ import annotations

import heapq
import random
from collections import deque
from typing import Any

import pytest

from fewest.app import Request
from fewest.app.hint import hint
from fewest.puzzles import families, get_family
from fewest.puzzles.options import make_options

INF = float("inf")

# (puzzle, board, options, states to sample; None: every reachable state); below, every
# other family's contract board whose whole space BFS walks in a moment
BOARDS = [
    ("sliding", "1 2 3 / 4 0 5", {}, 120),
    ("sliding", "1 2 3 / 4 5 0", {"goal": "blank-first"}, 60),
    ("sliding", "8 6 7 / 2 5 4 / 3 0 1", {}, 24),
    ("rubiks-square", "3 1 2 / 4 5 6", {}, 40),
    ("snakes-ladders", "[[-1,-1,-1,-1],[-1,-1,13,-1],[-1,3,-1,-1],[-1,-1,-1,-1]]", {}, None),
    ("snakes-ladders", "[[-1,-1,-1],[-1,9,8],[-1,8,9]]", {"start": 0}, None),
    ("card-match", "[[1,0,2],[2,0,1]]", {}, None),
    ("card-match", "1 0 0 3 / 2 0 0 0 / 0 0 0 2 / 3 0 1 0", {"cursor": "1,0"}, 40),
]
#: whole spaces larger than this are checked by a BFS from each position instead (a hint
#: solves every position of a whole space: a second for about 1,500 of them)
SMALL_SPACE = 3_000


def _contract_boards() -> list[tuple[str, str]]:
    """Every other family's small contract board (the space is measured in the test,
    not at collection)."""
    from tests.contract.boards import BOARDS as CONTRACT

    listed = {b[0] for b in BOARDS}
    return [(f.name, CONTRACT[f.name]["small"]) for f in families()
            if not f.computed  # a computed answer has no moves to hint
            and f.name not in listed and isinstance(CONTRACT.get(f.name, {}).get("small"), str)]


def _reachable(puzzle: str, board: str) -> int:
    engine = get_family(puzzle).parse(board).puzzle()
    seen, queue = {engine.start}, deque([engine.start])
    while queue and len(seen) <= SMALL_SPACE:
        for _m, nxt, _c in engine.successors(queue.popleft()):
            if nxt not in seen:
                seen.add(nxt)
                queue.append(nxt)
    return len(seen)


class Space:
    """Every state reachable from the board, a shortest path to each (by move names),
    and each state's distance to the goal by Dijkstra over the reversed edges (a plain
    BFS where every move costs one)."""

    def __init__(self, puzzle: str, board: str, options: dict[str, Any]) -> None:
        self.instance = get_family(puzzle).parse(board, make_options(**options))
        self.engine = self.instance.puzzle()
        start = self.engine.start
        self.parent: dict[Any, Any] = {start: None}
        back: dict[Any, list[Any]] = {}
        queue = deque([start])
        while queue:
            state = queue.popleft()
            for move, nxt, cost in self.engine.successors(state):
                back.setdefault(nxt, []).append((state, cost))
                if nxt not in self.parent:
                    self.parent[nxt] = (state, move)
                    queue.append(nxt)
        goals = [s for s in self.parent if self.engine.is_goal(s)]
        self.dist: dict[Any, float] = dict.fromkeys(goals, 0)
        heap = [(0.0, k, g) for k, g in enumerate(goals)]
        tie = len(heap)
        while heap:
            d, _, state = heapq.heappop(heap)
            if d > self.dist.get(state, INF):
                continue
            for prev, cost in back.get(state, ()):
                if d + cost < self.dist.get(prev, INF):
                    self.dist[prev] = d + cost
                    tie += 1
                    heapq.heappush(heap, (d + cost, tie, prev))

    def path_to(self, state: Any) -> list[Any]:
        moves = []
        while self.parent[state] is not None:
            state, move = self.parent[state]
            moves.append(self.instance.move_json(move))
        return moves[::-1]

    def distance(self, state: Any) -> float:
        return self.dist.get(state, INF)


def _json(d: float) -> int:
    return -1 if d == INF else int(d)


def _sample(space: Space, count: int | None, seed: int) -> list[Any]:
    states = list(space.parent)
    if count is None or count >= len(states):
        return states
    return random.Random(seed).sample(states, count)


#: boards whose whole space takes seconds to search (181,440 states): `make test-slow`
SLOW = {"8 6 7 / 2 5 4 / 3 0 1"}


@pytest.mark.parametrize(("puzzle", "board", "options", "count"), [
    pytest.param(*b, marks=pytest.mark.slow) if b[1] in SLOW else b for b in BOARDS])
def test_hint_distances_equal_a_whole_space_bfs(puzzle, board, options, count):
    _check_whole_space(puzzle, board, options, count)


def _check_whole_space(puzzle: str, board: str, options: dict[str, Any],
                       count: int | None) -> None:
    space = Space(puzzle, board, options)
    request = Request(puzzle, board, options)
    checked = 0
    for state in _sample(space, count, seed=len(board)):
        played = space.path_to(state)
        result = hint(request, played)
        body = result.to_json()
        want = space.distance(state)
        assert result.state == state
        assert body["distance"] == _json(want), (played, body["message"])
        assert body["goal"] == bool(space.engine.is_goal(state))
        closer = []
        for item, (move, nxt, cost) in zip(body["next"], space.engine.successors(state),
                                           strict=True):
            assert item["move"] == space.instance.move_json(move)
            assert item["distance"] == _json(space.distance(nxt))
            if want != INF and cost + space.distance(nxt) == want:
                closer.append(item["move"])
        assert body["moves"] == closer
        assert body["complete"] and body["status"] == ("unreachable" if want == INF else "solved")
        # the optimal line replays, move by move, to a goal at a cost of exactly `distance`
        at, spent = state, 0.0
        for name in body["line"]:
            at, step = next((t, c) for m, t, c in space.engine.successors(at)
                            if space.instance.move_json(m) == name)
            spent += step
        assert spent == (0 if want == INF else want) and (want != INF or not body["line"])
        assert want == INF or space.engine.is_goal(at)
        checked += 1
    assert checked >= min(count or 1, len(space.parent))


class _From:
    """The engine puzzle started elsewhere (the oracle's BFS from one position)."""

    def __init__(self, inner: Any, start: Any) -> None:
        self.inner, self.start = inner, start

    def is_goal(self, state: Any) -> bool:
        return bool(self.inner.is_goal(state))

    def successors(self, state: Any) -> Any:
        return self.inner.successors(state)


@pytest.mark.parametrize(("puzzle", "board"), _contract_boards())
def test_hints_on_every_family_equal_a_bfs(puzzle, board):
    """A small space is checked whole; a large one by a BFS from each position."""
    from fewest.search.bfs import bfs

    if _reachable(puzzle, board) <= SMALL_SPACE:
        _check_whole_space(puzzle, board, {}, 40)
        return

    result = hint(Request(puzzle, board))
    engine = result.instance.puzzle()
    assert result.distance == bfs(_From(engine, result.state)).length
    for n in result.next:
        assert n.known.exact and n.known.low == bfs(_From(engine, n.state)).length


def test_every_optimal_move_replayed_is_one_move_closer():
    """Play each hinted move and ask again: the distance drops by exactly one."""
    request = Request("card-match", "1 0 0 3 / 2 0 0 0 / 0 0 0 2 / 3 0 1 0", {"cursor": "1,0"})
    played: list[Any] = []
    first = hint(request).to_json()
    distance = first["distance"]
    assert distance == 14  # the spec's answer (Programmers 72415, example 1)
    while distance > 0:
        body = hint(request, played).to_json()
        assert body["distance"] == distance and body["moves"]
        for move in body["moves"]:
            assert hint(request, [*played, move]).to_json()["distance"] == distance - 1
        played.append(body["moves"][-1])
        distance -= 1
    assert hint(request, played).to_json()["goal"] is True


def test_mid_turn_cards_have_no_board_and_are_solved_through_their_region():
    request = Request("card-match", "[[1,0,2],[2,0,1]]")
    body = hint(request, ["Enter"]).to_json()  # card 1 face up: no board says that
    assert body["board"] is None and body["work"]["region"] > 0
    assert body["distance"] == Space("card-match", "[[1,0,2],[2,0,1]]", {}).distance(
        (0, 3, 0))
    settled = hint(request, []).to_json()  # the start is a board: solved by the family
    assert settled["board"] == "[[1,0,2],[2,0,1]]" and settled["work"]["region"] == 0


def test_a_limit_leaves_a_bound_and_says_which():
    request = Request("sliding", "13 2 10 3 / 1 12 8 4 / 5 0 9 6 / 15 14 11 7",
                      algorithm="python-idastar", limits={"max_expansions": 500})
    body = hint(request).to_json()
    assert body["status"] == "limit" and body["reason"] == "max_expansions"
    assert body["distance"] is None and body["bound"] >= 1 and body["moves"] == []
    assert "limit" in body["message"]


def test_a_family_from_the_contract_alone_gets_hints_and_the_page_data(monkeypatch):
    """The toy family (tests/contract/toy) has no board_of, no view, and pictures that
    do not read back as boards: the region search alone proves its hints."""
    from fewest.puzzles import REGISTRY
    from fewest.serve.play_jobs import hint_job, trace_job

    monkeypatch.setitem(REGISTRY, "toy-doubling", ("tests.contract.toy", ("doubling",)))
    space = Space("toy-doubling", "1 37", {})
    for state in space.parent:
        body = hint(Request("toy-doubling", "1 37"), space.path_to(state)).to_json()
        assert body["distance"] == _json(space.distance(state))
    status, body = hint_job({"kind": "hint", "puzzle": "doubling", "board": "3 8",
                             "moves": ["+1"], "caps": {"max_seconds": 5}, "view": True})
    assert status == 200 and body["distance"] == 1 and body["moves"] == ["x2"]  # 4 x2 = 8
    assert body["grid"]["cells"] == [["4", "text"]]
    assert [n["key"] for n in body["next"]] == ["1", "2"]  # played by digits
    status, rec = trace_job({"kind": "trace", "puzzle": "doubling", "board": "1 10",
                             "algorithm": "bfs", "steps": 50, "caps": {}})
    assert status == 200 and rec["status"] == "solved" and rec["length"] == 4


def test_a_goal_whose_next_distances_are_unknown_is_a_limit_not_complete(
        tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """A fresh cache and a short time: the solved cube's distance is proven (0) but no
    move's is, so the hint says limit and complete false (a scramble cannot walk on)."""
    from fewest import tablecache

    monkeypatch.setenv("FEWEST_CACHE_DIR", str(tmp_path))
    tablecache.forget()  # as in a new process: no table held in memory either
    solved = get_family("pocket-cube").scramble("2x2x2", 0, random.Random(1))
    body = hint(Request("pocket-cube", solved, limits={"max_seconds": 0.5})).to_json()
    assert body["distance"] == 0 and body["goal"] is True
    assert body["status"] == "limit" and body["complete"] is False
    assert all(n["distance"] is None for n in body["next"]) and body["reason"] == "max_seconds"
    assert "not measured yet" in body["message"]
