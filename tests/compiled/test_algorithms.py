"""Every compiled algorithm against the interpreted engine, with every path replayed."""

from __future__ import annotations

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


@pytest.mark.parametrize("algorithm", COMPILED)
def test_lengths_equal_the_engine(make8, boards, algorithm) -> None:  # type: ignore[no-untyped-def]
    for board in boards:
        expected = fewest.bfs(PyEight(board)).length
        p = make8(board)
        s = fewest.solve(p, algorithm)
        assert (s.length, s.optimal, s.algorithm) == (expected, True, algorithm), board
        check_path(p, s)


def test_bfs_counts_equal_the_engine(make8, boards) -> None:  # type: ignore[no-untyped-def]
    for board in boards[:4]:
        ours, theirs = fewest.solve(make8(board), "bfs"), fewest.bfs(PyEight(board))
        assert (ours.stats.expanded, ours.stats.generated) == (
            theirs.stats.expanded, theirs.stats.generated)


def test_idastar_counts_equal_the_engine(make8, boards) -> None:  # type: ignore[no-untyped-def]
    short = [b for b in boards if fewest.bfs(PyEight(b)).length <= 12][:3]
    assert short
    for board in short:
        ours, theirs = fewest.solve(make8(board), "idastar"), fewest.idastar(PyEight(board))
        assert [(i.bound, i.expanded, i.generated) for i in ours.stats.iterations] == [
            (i.bound, i.expanded, i.generated) for i in theirs.stats.iterations]


def test_full_table_matches_plain_bfs(make8) -> None:  # type: ignore[no-untyped-def]
    from fewest.compiled.distances import distance_table

    table = distance_table(make8(GOAL8), source="goal")
    assert len(table) == 181440 and table.radius == 31
    for board, d in list(table.items())[:: 20000]:
        assert fewest.bfs(PyEight(board)).length == d


def test_unreachable_and_trivial(make8) -> None:  # type: ignore[no-untyped-def]
    odd = (2, 1, 3, 4, 5, 6, 7, 8, 0)
    with pytest.raises(fewest.NoSolutionError):
        fewest.solve(make8(odd), "bfs")
    with pytest.raises(fewest.NoSolutionError):
        fewest.solve(make8(odd), "bidirectional")
    s = fewest.solve(make8(GOAL8), "astar")
    assert (s.length, s.states) == (0, [GOAL8])


def test_compare_runs_compiled_and_interpreted(make8, boards) -> None:  # type: ignore[no-untyped-def]
    rows = fewest.compare(make8(boards[0]), ["bfs", "idastar", "dfs"])
    assert [r.algorithm for r in rows] == ["bfs", "idastar", "dfs"]
    assert rows[0].solution.length == rows[1].solution.length
    assert rows[2].solution.length >= rows[0].solution.length
