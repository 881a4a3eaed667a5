"""GF(2) answers against plain BFS on every board of tiny shapes; every answer replayed."""

from __future__ import annotations

import itertools
import random

import pytest
from tests.puzzles.lights_out.lights_oracle import as_text, distances, press

from fewest.errors import NoSolutionError, SearchLimitError
from fewest.problem import Limits, replay
from fewest.puzzles import get_family
from fewest.puzzles.lights_out import gf2
from fewest.puzzles.lights_out.gf2 import solve_lights, system, toggled
from fewest.puzzles.lights_out.model import Board, cells_of
from fewest.puzzles.lights_out.puzzle import LightsPuzzle
from fewest.puzzles.options import InputOptions

SHAPES = [(1, 1), (1, 2), (1, 5), (2, 2), (2, 3), (2, 4), (3, 3), (3, 4), (5, 1)]


def check(board: Board, moves: list[tuple[int, int]]) -> None:
    """Replay through the engine puzzle and through the oracle's own press rule."""
    puzzle = LightsPuzzle(board)
    states, cost = replay(puzzle, puzzle.start, moves)
    assert states[-1] == 0 and cost == len(moves)
    lights = tuple(board.lights >> i & 1 for i in range(board.cells))
    for r, c in moves:
        lights = press(lights, board.rows, board.cols, r, c)
    assert not any(lights)


@pytest.mark.parametrize(("rows", "cols"), SHAPES)
def test_every_board_matches_bfs(rows: int, cols: int) -> None:
    dist = distances(rows, cols)
    for lights in itertools.product((0, 1), repeat=rows * cols):
        board = Board.from_text(as_text(lights, cols))
        if lights in dist:
            sol = solve_lights(board)
            assert sol.optimal and sol.length == dist[lights], lights
            check(board, sol.moves)
        else:
            with pytest.raises(NoSolutionError, match="quiet pattern"):
                solve_lights(board)
    assert len(dist) == 2 ** (rows * cols - system(rows, cols).nullity)


def test_random_four_by_four_boards_match_bfs() -> None:
    dist = distances(4, 4)
    rng = random.Random(44)
    for _ in range(200):
        lights = tuple(rng.randrange(2) for _ in range(16))
        board = Board.from_text(as_text(lights, 4))
        if lights not in dist:
            with pytest.raises(NoSolutionError):
                solve_lights(board)
            continue
        sol = solve_lights(board)
        assert sol.length == dist[lights]
        check(board, sol.moves)


@pytest.mark.parametrize(("rows", "cols"), [(4, 4), (5, 5), (9, 9), (19, 19), (6, 11)])
def test_quiet_patterns_change_nothing_and_span_the_unsolvable_part(rows: int, cols: int) -> None:
    sys_ = system(rows, cols)
    for q in sys_.quiet:
        assert q and toggled(rows, cols, q) == 0
    assert sys_.nullity <= min(rows, cols)
    # the rank of what presses reach is what is left: particular solutions really solve
    rng = random.Random(rows * cols)
    for _ in range(5):
        b = toggled(rows, cols, rng.getrandbits(rows * cols))
        assert sys_.violated(b) is None and toggled(rows, cols, sys_.particular(b)) == b


def test_the_reason_names_a_quiet_pattern_with_an_odd_number_lit() -> None:
    board = Board.from_text("1 0 0 0 / 0 0 0 0 / 0 0 0 0 / 0 0 0 0")
    with pytest.raises(NoSolutionError) as err:
        solve_lights(board)
    words = str(err.value)
    assert "quiet pattern" in words and "1 of them is on, an odd number" in words
    q = system(4, 4).violated(board.lights)
    assert q is not None and toggled(4, 4, q) == 0 and (q & board.lights).bit_count() % 2
    assert all(f"({r},{c})" in words for r, c in cells_of(q, 4))


def test_twenty_by_twenty_solves_and_replays() -> None:
    rng = random.Random(20)
    board = Board(20, 20, toggled(20, 20, rng.getrandbits(400)))
    sol = solve_lights(board)
    check(board, sol.moves)
    # nullity 0 on 20x20: the one press set there is must be the answer
    assert system(20, 20).nullity == 0 and sol.length == system(20, 20).particular(
        board.lights).bit_count()


def test_the_lightest_member_of_the_null_space_coset_is_taken() -> None:
    rng = random.Random(19)
    sys_ = system(19, 19)
    board = Board(19, 19, toggled(19, 19, rng.getrandbits(361)))
    sol = solve_lights(board)
    check(board, sol.moves)
    base = sys_.particular(board.lights)
    for _ in range(300):  # no random member of the coset is lighter
        x = base
        for q in sys_.quiet:
            if rng.random() < 0.5:
                x ^= q
        assert x.bit_count() >= sol.length


def test_too_large_a_null_space_is_refused_as_a_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(gf2, "MAX_NULLITY", 3)
    with pytest.raises(SearchLimitError, match="nullity 4") as err:
        solve_lights(Board.from_text("1 1 0 0 / 1 0 0 0 / 0 0 0 0 / 0 0 0 0"))
    assert err.value.reason == "max_states"


def test_expansion_limit_on_a_large_null_space() -> None:
    board = Board(19, 19, toggled(19, 19, 12345))
    with pytest.raises(SearchLimitError) as err:
        solve_lights(board, limits=Limits(max_expansions=10_000))
    assert err.value.reason == "max_expansions"


@pytest.mark.parametrize("method", ["auto", "gf2", "bfs", "bidirectional", "astar", "idastar"])
def test_every_method_agrees_through_the_family(method: str) -> None:
    inst = get_family("lights-out").parse("1 1 0 / 1 0 1 / 0 1 1", InputOptions())
    sol = inst.solve(method)
    assert sol.length == distances(3, 3)[(1, 1, 0, 1, 0, 1, 0, 1, 1)]
    check(inst.board, sol.moves)


def test_engine_methods_refuse_an_unsolvable_board_without_searching() -> None:
    inst = get_family("lights-out").parse("1 0 0 0 / 0 0 0 0 / 0 0 0 0 / 0 0 0 0",
                                          InputOptions())
    with pytest.raises(NoSolutionError, match="quiet pattern") as err:
        inst.solve("bfs")
    assert err.value.stats is None
