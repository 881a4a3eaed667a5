"""Every compiled algorithm against the interpreted engine, with every path replayed."""

from __future__ import annotations

from collections import deque

import pytest

import fewest
from fewest import replay
from tests.compiled.conftest import GOAL8, PyEight

COMPILED = ["bfs", "bidirectional", "dijkstra", "astar", "idastar"]


def check_path(puzzle, solution) -> None:  # type: ignore[no-untyped-def]
    """Replay through the user's own successors; the path must end at the goal."""
    states, cost = replay(puzzle, puzzle.start, solution.moves)
    assert list(solution.states) == states
    assert cost == solution.cost
    assert puzzle.is_goal(states[-1])


@pytest.mark.parametrize("algorithm", [  # each compiles its own kernel: two in the slow lane
    pytest.param(a, marks=pytest.mark.slow) if a in ("dijkstra", "idastar") else a
    for a in COMPILED])
def test_lengths_equal_the_engine(make8, boards, lengths, algorithm) -> None:  # type: ignore[no-untyped-def]
    for board in boards:
        p = make8(board)
        s = fewest.solve(p, algorithm)
        assert (s.length, s.optimal, s.algorithm) == (lengths[board], True, algorithm), board
        check_path(p, s)


def test_bfs_counts_equal_the_engine(make8, boards) -> None:  # type: ignore[no-untyped-def]
    for board in boards[:4]:
        ours, theirs = fewest.solve(make8(board), "bfs"), fewest.bfs(PyEight(board))
        assert (ours.stats.expanded, ours.stats.generated) == (
            theirs.stats.expanded, theirs.stats.generated)


def test_idastar_counts_equal_the_engine(make8, boards, lengths) -> None:  # type: ignore[no-untyped-def]
    short = [b for b in boards if lengths[b] <= 12][:3]
    assert short
    for board in short:
        ours, theirs = fewest.solve(make8(board), "idastar"), fewest.idastar(PyEight(board))
        assert [(i.bound, i.expanded, i.generated) for i in ours.stats.iterations] == [
            (i.bound, i.expanded, i.generated) for i in theirs.stats.iterations]


def plain_bfs_from_goal() -> dict[tuple[int, ...], int]:
    """Every 8-puzzle board's distance to the goal, by a plain Python BFS."""
    dist = {GOAL8: 0}
    queue = deque([GOAL8])
    p = PyEight(GOAL8)
    while queue:
        s = queue.popleft()
        for _, t, _ in p.successors(s):
            if t not in dist:
                dist[t] = dist[s] + 1
                queue.append(t)
    return dist


def test_full_table_matches_plain_bfs(make8) -> None:  # type: ignore[no-untyped-def]
    from fewest.compiled.distances import distance_table

    table = distance_table(make8(GOAL8), source="goal")
    exact = plain_bfs_from_goal()
    assert len(table) == len(exact) == 181440 and table.radius == 31
    assert dict(table.items()) == exact
    far = max(exact, key=exact.__getitem__)
    assert table.distance(far) == 31 and table.distance((2, 1, 3, 4, 5, 6, 7, 8, 0)) is None


def test_unreachable_and_trivial(make8) -> None:  # type: ignore[no-untyped-def]
    odd = (2, 1, 3, 4, 5, 6, 7, 8, 0)
    with pytest.raises(fewest.NoSolutionError):
        fewest.solve(make8(odd), "bfs")
    with pytest.raises(fewest.NoSolutionError):
        fewest.solve(make8(odd), "bidirectional")
    s = fewest.solve(make8(GOAL8), "astar")
    assert (s.length, s.states) == (0, [GOAL8])


def test_compare_runs_compiled_and_interpreted(make8) -> None:  # type: ignore[no-untyped-def]
    board = (4, 1, 3, 7, 2, 6, 0, 5, 8)
    rows = fewest.compare(make8(board), ["bfs", "idastar", "bidirectional"])
    assert [(r.algorithm, r.solution.length) for r in rows] == [
        ("bfs", 6), ("idastar", 6), ("bidirectional", 6)]
    from fewest.compiled.puzzle import CompiledPuzzle
    from tests.compiled.test_puzzles import weighted

    ring = CompiledPuzzle((0,), weighted, goal=(7,), max_successors=3, values=12)
    rows = fewest.compare(ring, ["dijkstra", "dfs", "iddfs"])
    assert [r.algorithm for r in rows] == ["dijkstra", "dfs", "iddfs"]
    assert all(r.error is None for r in rows)
    assert rows[0].solution.optimal and all(r.solution.cost >= rows[0].solution.cost for r in rows)
    for r in rows:
        check_path(ring, r.solution)


@pytest.mark.slow
@pytest.mark.parametrize("algorithm", COMPILED)
def test_specialized_kernels_agree(boards, lengths, algorithm) -> None:  # type: ignore[no-untyped-def]
    """``specialize=True`` (kernels compiled for the puzzle's own functions, every
    process) finds the same lengths and counts as the shared kernels."""
    from fewest.compiled.examples import eight_puzzle

    for board in boards[:4]:
        ours = fewest.solve(eight_puzzle(board, specialize=True), algorithm)
        shared = fewest.solve(eight_puzzle(board), algorithm)
        assert ours.length == shared.length == lengths[board]
        assert (ours.stats.expanded, ours.stats.generated) == (
            shared.stats.expanded, shared.stats.generated)
        check_path(eight_puzzle(board), ours)
