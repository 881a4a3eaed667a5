"""Rubik's square solving: spec example, judge output, parity, engine algorithms, limits."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from rubiks_helpers import check_replay, scramble

from fewest import tablecache
from fewest.errors import NoSolutionError, SearchLimitError
from fewest.problem import Limits
from fewest.puzzles.base import InputOptions
from fewest.puzzles.rubiks_square import FAMILY
from fewest.puzzles.rubiks_square.model import Board
from fewest.puzzles.rubiks_square.solver import solve_board
from fewest.search import bidirectional_bfs

SPEC = "1 2 15 4 / 7 8 3 6 / 9 10 5 12 / 13 14 11 16"


def test_spec_example_needs_two_moves() -> None:
    inst = FAMILY.parse(SPEC, InputOptions())
    sol = inst.solve()
    assert sol.length == 2 and sol.optimal
    check_replay(inst.board, sol)
    out = inst.judge_output(sol, "boj").splitlines()
    assert out[0] == "2" and len(out) == 3
    for line in out[1:]:
        t, i, k = map(int, line.split())
        assert t in (1, 2) and 1 <= i <= 4 and 1 <= k <= 3
    assert inst.judge_output(sol, "number") == "2"


def test_spec_example_output_is_the_published_one() -> None:
    # the only 2-move solution is the published one (a column move must come first)
    inst = FAMILY.parse(SPEC, InputOptions())
    assert inst.judge_output(inst.solve(), "boj") == "2\n2 3 3\n1 2 2"


def test_sorted_board_prints_zero() -> None:
    inst = FAMILY.parse("1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 14 15 16", InputOptions())
    sol = inst.solve()
    assert sol.length == 0 and sol.states == [inst.board.tiles]
    assert inst.judge_output(sol, "boj") == "0"
    assert inst.judge_output(sol, "number") == "0"


@pytest.mark.parametrize("text", [
    "2 1 3 / 4 5 6 / 7 8 9", "1 2 3 / 4 5 6 / 7 9 8", "9 8 7 / 6 5 4 / 3 1 2",
    "1 2 3 4 5 / 6 7 8 9 10 / 11 12 13 15 14",
])
@pytest.mark.parametrize("algorithm", ["auto", "bidirectional", "bfs"])
def test_odd_arrangements_on_odd_boards_fail_by_parity(text: str, algorithm: str) -> None:
    inst = FAMILY.parse(text, InputOptions())
    with pytest.raises(NoSolutionError) as err:
        inst.solve(algorithm)
    assert err.value.stats is None  # decided without searching
    assert inst.judge_output(None, "boj") == "-1"
    assert inst.judge_output(None, "number") == "-1"


def test_even_arrangements_on_3x3_are_solved_optimally() -> None:
    rng = random.Random(3)
    for depth in range(1, 9):
        board = scramble(3, 3, depth, rng)
        inst = FAMILY.parse(board.to_text(), InputOptions())
        sol = inst.solve()
        ref = bidirectional_bfs(inst.puzzle())
        assert sol.length == ref.length
        check_replay(board, sol)
        check_replay(board, ref)


@pytest.mark.parametrize("algorithm", ["bidirectional", "bfs", "idastar", "astar", "iddfs",
                                       "dijkstra"])
def test_engine_algorithms_run_on_the_board(algorithm: str) -> None:
    rng = random.Random(11)
    for depth in (1, 2, 3):
        board = scramble(4, 4, depth, rng)
        inst = FAMILY.parse(board.to_text(), InputOptions())
        sol = inst.solve(algorithm)
        assert sol.algorithm == algorithm and sol.optimal
        assert sol.length == inst.solve().length
        check_replay(board, sol)


def test_compiled_agrees_with_bidirectional_bfs_up_to_depth_7() -> None:
    rng = random.Random(7)
    for depth in [1, 2, 3, 4, 5, 6, 7, 7]:
        board = scramble(4, 4, depth, rng)
        inst = FAMILY.parse(board.to_text(), InputOptions())
        fast = inst.solve()
        ref = inst.solve("bidirectional")
        ida = inst.solve("idastar")
        assert fast.length == ref.length == ida.length <= depth
        for sol in (fast, ref, ida):
            check_replay(board, sol)


def test_expansion_limit_reports_a_lower_bound() -> None:
    board = Board.from_text("16 15 14 13 / 12 11 10 9 / 8 7 6 5 / 4 3 2 1")
    with pytest.raises(SearchLimitError) as err:
        solve_board(board, limits=Limits(max_expansions=1000), strength="small")
    assert err.value.reason == "max_expansions"
    assert err.value.bound is not None and err.value.bound >= 1
    assert err.value.stats.expanded >= 1000


def test_time_limit_stops_a_hard_search() -> None:
    board = Board.from_text("25 24 23 22 21 / 20 19 18 17 16 / 15 14 13 12 11 / 10 9 8 7 6 / "
                            "5 4 3 2 1")
    with pytest.raises(SearchLimitError) as err:
        solve_board(board, limits=Limits(max_seconds=0.2), strength="small")
    assert err.value.reason == "max_seconds"


def test_unknown_strength_is_rejected() -> None:
    from fewest.errors import InvalidPuzzleError

    with pytest.raises(InvalidPuzzleError, match="strength"):
        solve_board(Board.solved(4, 4).apply((1, 1, 1)), strength="huge")


def test_instance_progress_reports_table_builds(tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:

    monkeypatch.setenv("FEWEST_CACHE_DIR", str(tmp_path))
    tablecache.forget("rubiks-square-")
    calls: list[tuple[str, float, float | None]] = []
    inst = FAMILY.parse("2 1 3 / 4 5 6", InputOptions())
    inst.progress = lambda d, done, total: calls.append((d, done, total))
    sol = inst.solve("pdb-idastar")  # auto answers this easy board from its quick search
    check_replay(inst.board, sol)
    assert calls and calls[-1][1] == calls[-1][2] == 720
