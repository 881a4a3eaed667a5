"""Compiled IDA* against the distance tables, the engine's BFS and Korf's lengths."""

from __future__ import annotations

import random

import pytest
from fast_oracle import KORF_EASY, engine_length, replay, scramble

from fewest.errors import InvalidPuzzleError, NoSolutionError, SearchLimitError
from fewest.puzzles.sliding.fast.idastar import pdb_solve
from fewest.puzzles.sliding.fast.tables import distance_table, rank_board, relabelled
from fewest.puzzles.sliding.model import blank_first, blank_last, is_solvable


def _board(text: str) -> tuple[int, ...]:
    return tuple(int(x) for x in text.split())


@pytest.mark.parametrize(("ident", "text", "length"), KORF_EASY)
def test_korf_easy_instances(ident: int, text: str, length: int) -> None:
    board = _board(text)
    result = pdb_solve(board, 4, 4, blank_first(4, 4), partition="6-6-3")
    assert result.length == length, ident
    assert replay(board, 4, 4, result.moves) == blank_first(4, 4)
    assert result.nodes > 0 and result.iterations[-1].bound == length


@pytest.mark.parametrize("goal", [blank_first(3, 3), blank_last(3, 3)])
def test_8_puzzle_against_table(goal: tuple[int, ...]) -> None:
    table = distance_table(3, 3, goal)
    rng = random.Random(5)
    tiles = list(range(9))
    done = 0
    while done < 150:
        rng.shuffle(tiles)
        board = tuple(tiles)
        if not is_solvable(board, goal, 3):
            continue
        expected = int(table[rank_board(relabelled(board, goal), 9, 20160)])
        for reflect in (True, False):
            result = pdb_solve(board, 3, 3, goal, partition="4-4", reflect=reflect)
            assert result.length == expected
            assert replay(board, 3, 3, result.moves) == goal
        done += 1


@pytest.mark.parametrize(("goal", "partition"), [(blank_first(4, 4), "6-6-3"),
                                                 (blank_last(4, 4), "5-5-5")])
def test_15_puzzle_scrambles_against_engine(goal: tuple[int, ...], partition: str) -> None:
    rng = random.Random(11)
    for _ in range(40):
        board = scramble(goal, 4, 4, rng.randrange(0, 21), rng)
        result = pdb_solve(board, 4, 4, goal, partition=partition)
        assert result.length == engine_length(board, 4, 4, goal)
        assert replay(board, 4, 4, result.moves) == goal


def test_rectangular_board_with_explicit_partition() -> None:
    goal = blank_last(3, 4)
    partition = [[1, 2, 3, 4, 5, 6], [7, 8, 9, 10, 11]]
    rng = random.Random(2)
    for _ in range(25):
        board = scramble(goal, 3, 4, rng.randrange(0, 25), rng)
        result = pdb_solve(board, 3, 4, goal, partition=partition)
        assert result.length == engine_length(board, 3, 4, goal)
        assert replay(board, 3, 4, result.moves) == goal


def test_time_limit_reports_a_lower_bound() -> None:
    hardest = _board("15 2 12 11 14 13 9 5 1 3 8 7 0 10 6 4")  # Korf #88, 65 moves
    with pytest.raises(SearchLimitError) as info:
        pdb_solve(hardest, 4, 4, blank_first(4, 4), partition="5-5-5", max_seconds=0.001)
    err = info.value
    assert err.reason == "max_seconds" and err.stats.generated > 0
    assert err.bound is not None and 30 <= err.bound <= 65


def test_unreachable_and_bad_input() -> None:
    goal = blank_first(4, 4)
    swapped = (0, 2, 1, *range(3, 16))
    with pytest.raises(NoSolutionError):
        pdb_solve(swapped, 4, 4, goal)
    with pytest.raises(InvalidPuzzleError, match="exactly once"):
        pdb_solve((0, 0, *range(2, 16)), 4, 4, goal)
    with pytest.raises(InvalidPuzzleError, match="max_seconds"):
        pdb_solve(goal, 4, 4, goal, max_seconds=-1)
    assert pdb_solve(goal, 4, 4, goal).moves == []


def test_expansion_limit_stops_inside_the_search() -> None:
    board, goal = _board(KORF_EASY[0][1]), blank_first(4, 4)
    full = pdb_solve(board, 4, 4, goal, partition="6-6-3")
    # Exactly enough expansions: solved; one fewer: stopped at that count, with a lower bound.
    again = pdb_solve(board, 4, 4, goal, partition="6-6-3", max_expansions=full.expanded)
    assert again.moves == full.moves
    with pytest.raises(SearchLimitError) as info:
        pdb_solve(board, 4, 4, goal, partition="6-6-3", max_expansions=full.expanded - 1)
    err = info.value
    assert err.reason == "max_expansions" and err.stats.expanded == full.expanded - 1
    assert err.bound == full.length
    # A hard board stops after the limit, not after the whole search.
    hardest = _board("15 2 12 11 14 13 9 5 1 3 8 7 0 10 6 4")  # Korf #88, 65 moves
    with pytest.raises(SearchLimitError) as info:
        pdb_solve(hardest, 4, 4, goal, partition="5-5-5", max_expansions=20_000)
    assert info.value.stats.expanded == 20_000 and info.value.bound <= 65
    with pytest.raises(InvalidPuzzleError, match="max_expansions"):
        pdb_solve(board, 4, 4, goal, max_expansions=0)


def test_iterations_and_progress_between_chunks(monkeypatch: pytest.MonkeyPatch) -> None:
    from fewest.puzzles.sliding.fast import idastar

    monkeypatch.setattr(idastar, "CHUNK", 5_000)
    board, goal = _board(KORF_EASY[7][1]), blank_first(4, 4)  # Korf #12, 45 moves
    calls: list[tuple[str, float, float | None]] = []
    result = pdb_solve(board, 4, 4, goal, partition="6-6-3",
                       progress=lambda d, done, total: calls.append((d, done, total)))
    its = result.iterations
    assert [it.bound for it in its] == sorted({it.bound for it in its})
    assert its[-1].bound == result.length == 45
    assert sum(it.generated for it in its) == result.nodes
    assert sum(it.expanded for it in its) == result.expanded
    assert all(it.seconds >= 0 for it in its)
    # Live status: one report per chunk, named by the bound, counting that iteration's nodes.
    assert len(calls) >= result.nodes // 5_000 - len(its)
    for desc, done, total in calls:
        bound = int(desc.removeprefix("IDA* bound "))
        it = next(i for i in its if i.bound == bound)
        assert total is None and 0 < done <= it.generated
