"""A position in the middle of a 17071 chase is a board of its own (``T``: the seconds
gone): ``board_of`` round-trips against an independent plain BFS over (position,
second), and the engine's search from the same state agrees; the JSON board with ``T``
is read and refused in one line; the judge's input stays ``N K``."""

from __future__ import annotations

import random

import pytest
from tests.puzzles.seek_helpers import cli

from fewest.app import Request
from fewest.app.hint import hint
from fewest.app.position import instance_at
from fewest.errors import InvalidPuzzleError, NoSolutionError
from fewest.puzzles import get_family
from fewest.search.bfs import bfs

NAME = "boj-17071"
HI = 500_000


def plain_bfs(k: int, x: int, t: int) -> int:
    """Fewest seconds from Subin at ``x`` on second ``t`` (the brother started at ``k``)
    to a meeting, or -1: a BFS whose layer is every (position, second) one second on,
    stopping when the brother passes ``HI``.  No parity trick, no shared code."""
    layer = {x}
    d = 0
    while True:
        b = k + (t + d) * (t + d + 1) // 2
        if b > HI:
            return -1
        if b in layer:
            return d
        if k + (t + d + 1) * (t + d + 2) // 2 > HI:
            return -1  # no move leads past the brother's last second on the line
        layer = {y for p in layer for y in (p - 1, p + 1, 2 * p) if 0 <= y <= HI}
        d += 1


def positions(count: int, seed: int) -> list[tuple[int, int, tuple[int, int]]]:
    """``(N, K, state)``: random cases walked a random number of legal moves, small
    ones (the walk kept below 150, so every search here stays small), and ones near
    500,000 (the brother leaves soon: meetings and -1s)."""
    rng = random.Random(seed)
    family = get_family(NAME)
    out: list[tuple[int, int, tuple[int, int]]] = []
    while len(out) < count:
        if rng.random() < 0.75:
            n, k = rng.randint(0, 60), rng.randint(0, 80)
        else:
            k = rng.randint(HI - 1200, HI)
            n = max(0, min(HI, k + rng.randint(-40, 40)))
        top = 150 if k < HI // 2 else HI
        puzzle = family.parse(f"{n} {k}").puzzle()
        state = puzzle.start
        for _ in range(rng.randint(0, 14)):
            steps = [s for _m, s, _c in puzzle.successors(state) if s[0] <= top]
            if not steps:
                break
            state = rng.choice(steps)
        out.append((n, k, state))
    return out


def engine_from(n: int, k: int, state: tuple[int, int]) -> int:
    """The engine's BFS on the original chase's puzzle, started at ``state``."""
    puzzle = get_family(NAME).parse(f"{n} {k}").puzzle()
    puzzle.start = state
    try:
        return bfs(puzzle).length
    except NoSolutionError:
        return -1


def test_board_of_round_trips_on_random_positions() -> None:
    family = get_family(NAME)
    cases = positions(220, seed=17071)
    assert sum(state[1] > 0 for _n, _k, state in cases) >= 150  # mostly mid-chase
    found = {"meet": 0, "none": 0}
    for n, k, state in cases:
        inst = family.parse(f"{n} {k}")
        got = inst.board_of(state)
        assert got is not None, state
        board, changes = got
        assert changes == {}
        assert set(board) == ({"N", "K", "T"} if state[1] else {"N", "K"})
        other = family.parse(board)
        assert other.puzzle().start == state
        assert other.format_state(state) == inst.format_state(state)
        want = plain_bfs(k, *state)
        assert engine_from(n, k, state) == want, (n, k, state)
        if want < 0:
            found["none"] += 1
            with pytest.raises(NoSolutionError):
                other.solve()
            continue
        found["meet"] += 1
        sol = other.solve()
        assert sol.cost == len(sol.moves) == want, (n, k, state, board)
        assert sol.states[0] == state and inst.puzzle().is_goal(sol.states[-1])
        assert other.judge_output(sol, "judge") == str(state[1] + want)
    assert found["meet"] >= 100 and found["none"] >= 10, found


def test_engine_bfs_agrees_on_mid_chase_boards() -> None:
    family = get_family(NAME)
    for n, k, state in positions(30, seed=5):
        board = family.parse(f"{n} {k}").board_of(state)[0]  # type: ignore[index]
        want = plain_bfs(k, *state)
        inst = family.parse(board)
        if want < 0:
            with pytest.raises(NoSolutionError):
                inst.solve("bfs")
        else:
            assert inst.solve("bfs").cost == want, board


def test_instance_at_uses_the_family_board() -> None:
    inst = get_family(NAME).parse("5 17")
    at = instance_at(inst, {}, (10, 1))
    assert at is not None and at.board == {"N": 10, "K": 18, "T": 1}
    assert at.instance.solve().cost == 1


def test_hint_after_moves_solves_boards_only() -> None:
    """No region search: every position and next position is a board."""
    h = hint(Request(NAME, "1 10"), ["x2", "+1"])
    assert h.distance == plain_bfs(10, 3, 2)
    assert h.board == {"N": 3, "K": 13, "T": 2}
    assert h.complete
    for n in h.next:
        assert n.known.low == plain_bfs(10, *n.state)
    assert h.work["region"] == 0 and h.work["solves"] >= 1, h.work


@pytest.mark.parametrize("bad", [
    {"N": 1, "K": 2, "T": 1000}, {"N": 1, "K": 2, "T": -1}, {"N": 1, "K": 2, "T": "3"},
    {"N": 1, "K": 2, "T": 1, "X": 0}, '{"N": 1, "K": 2, "T": 1', {"N": 1, "T": 3}])
def test_bad_mid_chase_board_is_one_line(bad: object) -> None:
    with pytest.raises(InvalidPuzzleError) as err:
        get_family(NAME).parse(bad)
    assert "\n" not in str(err.value)


def test_json_text_board_with_t() -> None:
    inst = get_family(NAME).parse('{"N": 10, "K": 18, "T": 1}')
    assert inst.solve().states == [(10, 1), (20, 2)]


def test_the_judge_input_stays_n_k() -> None:
    result = cli("solve", NAME, "-", "-f", "judge", stdin="10 18 1\n")
    assert result.exit_code == 2 and "goes on after its last field" in result.stderr, \
        result.output
