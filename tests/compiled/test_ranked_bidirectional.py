"""Bidirectional BFS over two rank-indexed depth arrays (permutation states): the same
lengths and counts as the hash-table search, lengths as a plain dict BFS's, every
path replayed move by move."""

from __future__ import annotations

import random
from collections import deque

from hypothesis import given, settings
from hypothesis import strategies as st

import fewest
from fewest import CompiledPuzzle, replay
from fewest.compiled import rankbidir, ranked
from fewest.compiled.distances import RankDistanceTable, distance_table
from fewest.compiled.examples import topspin
from tests.compiled.conftest import GOAL8, both

State = tuple[int, ...]
IDENTITY6 = tuple(range(6))




def py_topspin(s: State) -> list[tuple[str, State]]:
    """TopSpin's moves in plain Python (the oracle's)."""
    n = len(s)
    return [("left", tuple(s[(i + 1) % n] for i in range(n))),
            ("right", tuple(s[(i - 1) % n] for i in range(n))),
            ("turn", tuple(s[3::-1]) + tuple(s[4:]))]


def dict_bfs(root: State) -> dict[State, int]:
    """Distances from ``root`` over the plain-Python moves (each undone by a move)."""
    depth = {root: 0}
    queue = deque([root])
    while queue:
        s = queue.popleft()
        for _, t in py_topspin(s):
            if t not in depth:
                depth[t] = depth[s] + 1
                queue.append(t)
    return depth


TOPSPIN = dict_bfs(IDENTITY6)


def spin(start: State) -> CompiledPuzzle:
    return CompiledPuzzle(start, topspin, goal=IDENTITY6, max_successors=3, reversible=True,
                          move_names=("left", "right", "turn"))




def counts(s: fewest.Solution) -> tuple[int, int, int, int]:  # type: ignore[type-arg]
    st_ = s.stats
    return st_.expanded, st_.generated, st_.peak_stored, st_.peak_frontier


def replay_py(start: State, moves: list[str]) -> State:
    state = start
    for name in moves:
        state = dict(py_topspin(state))[name]
    return state


def test_eight_puzzle_agrees_with_the_hash_table(make8, boards, lengths, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    assert ranked.applies(make8(GOAL8))
    for board in boards:
        a, b = both(monkeypatch, lambda board=board: fewest.solve(make8(board), "bidirectional"))
        assert a.length == b.length == lengths[board] and a.optimal
        assert counts(a) == counts(b)
        states, _ = replay(make8(board), board, a.moves)
        assert states == list(a.states) and states[-1] == GOAL8


def test_topspin_agrees_with_the_hash_table_and_a_dict_bfs(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    rng = random.Random(5)
    for _ in range(15):
        start = tuple(rng.sample(range(6), 6))
        a, b = both(monkeypatch, lambda s=start: fewest.solve(spin(s), "bidirectional"))
        assert a.length == b.length == TOPSPIN[start] and a.algorithm == "bidirectional"
        assert counts(a) == counts(b)
        assert replay_py(start, a.moves) == IDENTITY6


def test_topspin_tables_and_bfs_agree_with_a_dict_bfs(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    a, b = both(monkeypatch, lambda: distance_table(spin((1, 0, 2, 3, 4, 5)), source="goal"))
    assert isinstance(a, RankDistanceTable) and not isinstance(b, RankDistanceTable)
    histogram = [0] * (max(TOPSPIN.values()) + 1)
    for d in TOPSPIN.values():
        histogram[d] += 1
    assert a.layers == b.layers == histogram
    assert dict(a.items()) == TOPSPIN
    start = max(TOPSPIN, key=TOPSPIN.__getitem__)
    s = fewest.solve(spin(start), "bfs")
    assert s.length == TOPSPIN[start] and replay_py(start, s.moves) == IDENTITY6


def test_the_rank_search_runs_and_the_smaller_side_goes_first(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    calls: list[tuple[int, int]] = []
    real = rankbidir.RankSide.layer

    def layer(self, fn, mode, goalr, other, stored):  # type: ignore[no-untyped-def]
        calls.append((self.len, other.len))
        return real(self, fn, mode, goalr, other, stored)

    monkeypatch.setattr(rankbidir.RankSide, "layer", layer)
    start = max(TOPSPIN, key=TOPSPIN.__getitem__)
    s = fewest.solve(spin(start), "bidirectional")
    assert s.length == TOPSPIN[start] and len(calls) >= 3
    assert all(mine <= theirs for mine, theirs in calls)


@settings(max_examples=30, deadline=None)
@given(st.permutations(IDENTITY6))
def test_random_topspin_starts(perm) -> None:  # type: ignore[no-untyped-def]
    start = tuple(perm)
    s = fewest.solve(spin(start), "bidirectional")
    assert s.length == TOPSPIN[start]
    assert replay_py(start, s.moves) == IDENTITY6
