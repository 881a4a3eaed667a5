"""``Family.scramble`` for every family: parses back, reachable, within k moves, uniform."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from fewest.errors import InvalidPuzzleError
from fewest.problem import replay
from fewest.puzzles import get_family
from fewest.puzzles.base import InputOptions
from fewest.puzzles.snakes_ladders.model import parse_board as parse_snakes

#: (family, size, smallest k) for boards small enough to solve at once
CASES = [("sliding", "3x3", 0), ("sliding", "2x4", 0), ("rubiks-square", "3x3", 0),
         ("rubiks-square", "2x4", 0), ("card-match", "3x4", 3), ("card-match", "4x4:6", 3),
         ("snakes-ladders", "6", 1), ("snakes-ladders", "10", 1)]


def solve_and_replay(name: str, text: str) -> int:
    inst = get_family(name).parse(text, InputOptions())
    sol = inst.solve()
    puzzle = inst.puzzle()
    states, cost = replay(puzzle, puzzle.start, sol.moves)
    assert puzzle.is_goal(states[-1]) and cost == sol.cost
    return sol.length


@pytest.mark.parametrize("name,size,_k", CASES)
def test_uniform_draw_parses_back_and_is_solvable(name: str, size: str, _k: int) -> None:
    rng = random.Random(11)
    for _ in range(4):
        text = get_family(name).scramble(size, None, rng)
        solve_and_replay(name, text)


@pytest.mark.parametrize("name,size,k_min", CASES)
def test_k_moves_scramble_is_solvable_within_k(name: str, size: str, k_min: int) -> None:
    rng = random.Random(5)
    for k in (k_min, k_min + 1, k_min + 3, k_min + 8):
        text = get_family(name).scramble(size, k, rng)
        assert solve_and_replay(name, text) <= k


@pytest.mark.parametrize("name,size,_k", CASES)
def test_same_seed_same_board(name: str, size: str, _k: int) -> None:
    family = get_family(name)
    draws = [family.scramble(size, None, random.Random(99)) for _ in range(2)]
    assert draws[0] == draws[1]
    assert family.scramble(size, None, random.Random(100)) != draws[0]


def test_sliding_4x4_walk_and_uniform_draw_are_solvable() -> None:
    from fewest.puzzles.sliding.formats import parse_board
    from fewest.puzzles.sliding.model import is_solvable

    rng = random.Random(3)
    for moves in (None, 30):
        for _ in range(50):
            _, _, tiles = parse_board(get_family("sliding").scramble("4x4", moves, rng))
            assert is_solvable(tiles, (*range(1, 16), 0), 4)


@pytest.mark.parametrize("name,size,count", [("sliding", "2x2", 12), ("rubiks-square", "2x2", 24),
                                             ("rubiks-square", "3x3", 181_440)])
def test_uniform_draw_covers_the_reachable_boards_evenly(name: str, size: str,
                                                         count: int) -> None:
    family = get_family(name)
    rng = random.Random(1)
    draws = 2400
    seen = Counter(family.scramble(size, None, rng) for _ in range(draws))
    for text in seen:  # every board drawn can reach the goal (parity rule)
        family.parse(text, InputOptions()).check_reachable()
    if count <= 24:  # every board, each near draws / count (a loose 4-sigma band)
        expected = draws / count
        assert len(seen) == count
        assert all(abs(c - expected) < 4 * expected ** 0.5 for c in seen.values())
    else:  # 3x3: half of 9! boards reachable, draws nearly never repeat
        assert len(seen) > draws * 0.98


def test_rubiks_walk_never_repeats_a_line() -> None:
    text = get_family("rubiks-square").scramble("4x4", 1, random.Random(2))
    assert solve_and_replay("rubiks-square", text) == 1


def test_card_match_pairs_and_faces() -> None:
    from fewest.puzzles.card_match.scramble import parse_size

    text = get_family("card-match").scramble("6x6:18", None, random.Random(1))
    faces = Counter(int(v) for v in text.replace("/", " ").split())
    assert faces[0] == 0 and sorted(faces) == list(range(1, 19))
    assert all(c == 2 for c in faces.values())
    assert parse_size("4x4")[2] == 8 and parse_size("2x3")[2] == 3


def test_snakes_board_rules() -> None:
    rng = random.Random(8)
    for _ in range(30):
        board = parse_snakes(get_family("snakes-ladders").scramble("10", None, rng))
        jumps = board.jumps
        assert jumps[1] == 1 and jumps[100] == 100
        starts = {s for s in range(1, 101) if jumps[s] != s}
        assert starts and not starts & {int(jumps[s]) for s in starts}  # no chains


@pytest.mark.parametrize("name,size,moves,needle", [
    ("sliding", "1x4", None, "sides >= 2"), ("sliding", "axb", None, "RxC"),
    ("sliding", "3x3", -1, "moves"), ("rubiks-square", "9x9", None, "2..7"),
    ("card-match", "1x1", None, "at least 2 cells"), ("card-match", "4x4:9", None, "1..8 pairs"),
    ("card-match", "4x4:x", None, "number"), ("card-match", "4x4", 2, "at least 3"),
    ("snakes-ladders", "1", None, "2..100"), ("snakes-ladders", "4x5", None, "side"),
    ("snakes-ladders", "5", 0, "at least 1"),
])
def test_bad_sizes_are_one_line_errors(name: str, size: str, moves: int | None,
                                       needle: str) -> None:
    with pytest.raises(InvalidPuzzleError, match=needle):
        get_family(name).scramble(size, moves, random.Random(0))
