"""``start=0`` (off the board) for the fewest-rolls solve, and the numba BFS limits."""

from __future__ import annotations

import random

import pytest
from _snakes_helpers import check_replay, final_squares, label_map, random_grid

from fewest.errors import InvalidPuzzleError, NoSolutionError, SearchLimitError
from fewest.problem import Limits
from fewest.puzzles.base import InputOptions
from fewest.puzzles.snakes_ladders import FAMILY, SnakesBoard, parse_board, solve_board, solver


def bfs_from_zero(grid: list[list[int]], die: int) -> int:
    """Plain BFS from off the board: a roll r from 0 lands on square r."""
    final = final_squares(grid)
    last = len(final) - 1
    dist = {0: 0}
    queue = [0]
    for s in queue:
        for landing in range(s + 1, min(s + die, last) + 1):
            t = final[landing]
            if t not in dist:
                dist[t] = dist[s] + 1
                queue.append(t)
    return dist.get(last, -1)


def grid_with_square_one(rng: random.Random, n: int) -> list[list[int]]:
    grid = random_grid(rng, n, rng.choice([0.1, 0.3]))
    if rng.random() < 0.5:
        r, c = label_map(n)[1]
        grid[r][c] = rng.randint(2, n * n)  # start 0 allows a jump on square 1
    return grid


@pytest.mark.parametrize("seed", range(6))
def test_start_zero_matches_independent_bfs(seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(25):
        n = rng.randint(2, 9)
        die = rng.choice([1, 2, 6, 11])
        grid = grid_with_square_one(rng, n)
        board = SnakesBoard.from_grid(grid, die=die, start=0)
        expected = bfs_from_zero(grid, die)
        for algorithm in ("auto", "numba-bfs", "bfs", "bidirectional"):
            try:
                sol = solve_board(board, algorithm)
            except NoSolutionError as exc:
                assert expected == -1, (grid, die, algorithm, exc)
                continue
            assert sol.length == expected, (grid, die, algorithm)
            assert sol.states[0] == 0
            check_replay(board, sol)


def test_start_zero_takes_the_ladder_on_square_one() -> None:
    # 2 x 2: square 1 has a ladder to 4; from off the board a roll of 1 finishes
    inst = FAMILY.parse("[[-1,-1],[4,-1]]", InputOptions(start=0, die=1))
    sol = inst.solve()
    assert sol.length == 1 and sol.moves == [(1, 1, 4)]
    assert inst.move_text(sol.moves[0]) == "roll 1 -> 1, ladder to 4"
    assert inst.summary()["start"] == 0
    assert inst.format_state(0).endswith("[off the board]")


def test_start_one_refuses_a_jump_on_square_one_with_a_hint() -> None:
    with pytest.raises(InvalidPuzzleError, match=r"square 1 \(the start\).*--start 0"):
        FAMILY.parse("classic", InputOptions())
    with pytest.raises(InvalidPuzzleError, match="square 1"):
        FAMILY.parse("[[-1,-1],[4,-1]]", InputOptions(start=1))


@pytest.mark.parametrize("start", [5, -1, 2, True, "0"])
def test_bad_start_values(start: object) -> None:
    with pytest.raises(InvalidPuzzleError, match="start must be 1") as info:
        FAMILY.parse("[[-1,-1],[-1,-1]]", InputOptions(start=start))  # type: ignore[arg-type]
    assert "\n" not in str(info.value)


def test_start_zero_adds_one_roll_on_a_plain_board() -> None:
    """Off the board, a plain board needs the same rolls as from square 1 plus at most one."""
    for n in range(2, 12):
        plain = [[-1] * n for _ in range(n)]
        one = solve_board(parse_board(plain)).length
        zero = solve_board(parse_board(plain, start=0)).length
        assert zero == bfs_from_zero(plain, 6)
        assert one <= zero <= one + 1


def test_named_board_with_shape_and_die() -> None:
    board = parse_board(" Classic ", start=0, shape=(10, 10), die=4)
    assert board.n == 10 and board.die == 4 and board.final(98) == 78
    with pytest.raises(InvalidPuzzleError, match="shape says"):
        parse_board("classic", start=0, shape=(9, 9))


def test_numba_bfs_resumes_across_chunks(monkeypatch: pytest.MonkeyPatch) -> None:
    rng = random.Random(5)
    board = SnakesBoard.from_grid(random_grid(rng, 40, 0.2), die=6)
    whole = solver.fast_solve(board)
    monkeypatch.setattr(solver, "CHUNK", 3)
    pieces = solver.fast_solve(board)
    assert pieces.moves == whole.moves and pieces.states == whole.states
    assert pieces.stats.expanded == whole.stats.expanded


def test_numba_bfs_honours_max_seconds_between_chunks(monkeypatch: pytest.MonkeyPatch) -> None:
    board = parse_board([[-1] * 200 for _ in range(200)])
    monkeypatch.setattr(solver, "CHUNK", 1)
    with pytest.raises(SearchLimitError) as info:
        FAMILY.parse(board.grid(), InputOptions()).solve("numba-bfs",
                                                          limits=Limits(max_seconds=1e-6))
    assert info.value.reason == "max_seconds"


@pytest.mark.parametrize(("limits", "reason"), [
    (Limits(max_expansions=3), "max_expansions"),
    (Limits(max_states=5), "max_states"),
])
def test_numba_bfs_other_limits(limits: Limits, reason: str) -> None:
    inst = FAMILY.parse([[-1] * 30 for _ in range(30)], InputOptions())
    with pytest.raises(SearchLimitError) as info:
        inst.solve("numba-bfs", limits=limits)
    assert info.value.reason == reason


def test_method_table_declares_every_limit() -> None:
    method = FAMILY.resolve_method("numba")
    assert method.name == "numba-bfs" and method.optimal
    assert method.honours == {"max_seconds", "max_expansions", "max_states"}
    assert "start" in FAMILY.options and FAMILY.fast_method == "auto"
