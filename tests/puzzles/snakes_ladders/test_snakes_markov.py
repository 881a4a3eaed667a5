"""The fair-die analysis against hand-derived values and a Monte Carlo simulation."""

from __future__ import annotations

import math
import random
from fractions import Fraction

import numpy as np
import pytest
from _snakes_helpers import final_squares, label_map, random_grid

from fewest.errors import InvalidPuzzleError
from fewest.puzzles.snakes_ladders import (
    SnakesBoard,
    expected_rolls,
    finish_eventually,
    finish_probabilities,
    markov,
    parse_board,
    transition_chain,
)


def simulate(grid: list[list[int]], die: int, rule: str, games: int, seed: int,
             max_rolls: int = 20_000) -> np.ndarray:
    """Rolls each of ``games`` fair-die games took (-1 if still going at ``max_rolls``)."""
    rng = np.random.default_rng(seed)
    final = np.array(final_squares(grid))
    last = len(final) - 1
    pos = np.ones(games, dtype=np.int64)
    rolls = np.full(games, -1, dtype=np.int64)
    for k in range(1, max_rolls + 1):
        going = np.flatnonzero(rolls < 0)
        if going.size == 0:
            break
        here = pos[going]
        to = here + rng.integers(1, die + 1, size=going.size)
        if rule == "stay":
            to = np.where(to > last, here, to)
        elif rule == "pass":
            to = np.minimum(to, last)
        else:
            while True:
                high, low = to > last, to < 1
                if not (high.any() or low.any()):
                    break
                to = np.where(high, 2 * last - to, np.where(low, 2 - to, to))
        pos[going] = final[to]
        rolls[going[pos[going] == last]] = k
    return rolls


def test_hand_computed_plain_3x3_die_2() -> None:
    """Plain 3 x 3 board, two-sided die.  ``E[s]`` for the rolls still needed from ``s``.

    stay: ``E8 = 1 + E8/2`` so ``E8 = 2``; ``E7 = 1 + E8/2 = 2``; then
    ``E[s] = 1 + (E[s+1] + E[s+2])/2`` gives E6..E1 = 3, 3.5, 4.25, 4.875,
    5.5625, 6.21875.  bounce: from 8 a roll of 2 bounces back onto 8, exactly
    like staying, so the same numbers.  pass: ``E8 = 1``, ``E7 = 1.5`` and the
    same recurrence gives E1 = 5.5546875.
    """
    board = parse_board([[-1] * 3] * 3, die=2)
    assert expected_rolls(board, "stay").value == pytest.approx(6.21875, abs=1e-12)
    assert expected_rolls(board, "bounce").value == pytest.approx(6.21875, abs=1e-12)
    assert expected_rolls(board, "pass").value == pytest.approx(5.5546875, abs=1e-12)


def test_hand_computed_2x2_die_7_all_rules() -> None:
    """Plain 2 x 2 board (squares 1..4), seven-sided die.

    stay: from any square exactly one face lands on 4 and nothing else moves
    past it, so finishing is geometric with chance 1/7: E = 7.

    pass: E3 = 1 (every face finishes); E2 = 1 + E3/7 = 8/7 (a 1 goes to 3);
    E1 = 1 + (E2 + E3)/7 = 64/49.

    bounce (reflect off 4 and off 1, period 6): counting faces, from 1 the
    piece goes to 1,2,3,4 with 1,3,2,1 faces; from 2 with 1,2,3,1; from 3
    with 1,2,2,2.  So ``6E1 - 3E2 - 2E3 = 7``, ``-E1 + 5E2 - 3E3 = 7``,
    ``-E1 - 2E2 + 5E3 = 7``, whose solution has E3 = 343/76, E2 = 98/19 and
    E1 = 399/76 = 21/4.
    """
    board = parse_board("[[-1,-1],[-1,-1]]", die=7)
    assert expected_rolls(board, "stay").value == pytest.approx(7, abs=1e-12)
    assert expected_rolls(board, "pass").value == pytest.approx(64 / 49, abs=1e-12)
    assert expected_rolls(board, "bounce").value == pytest.approx(21 / 4, abs=1e-12)
    assert Fraction(399, 76) == Fraction(21, 4)


def test_hand_computed_snake_back_to_start() -> None:
    """2 x 2, die 2, a snake from 3 to 1.

    From 2: a 1 lands on 3 and slides to 1, a 2 finishes: ``E2 = 1 + E1/2``.
    From 1: a 1 goes to 2, a 2 slides back to 1: ``E1 = 1 + E2/2 + E1/2``.
    So ``E1/2 = 1 + 1/2 + E1/4``, ``E1 = 6`` (and ``E2 = 4``).
    """
    board = parse_board("[[-1,1],[-1,-1]]", die=2)
    assert board.final(3) == 1
    for rule in ("stay", "bounce", "pass"):
        assert expected_rolls(board, rule).value == pytest.approx(6, abs=1e-12)


@pytest.mark.parametrize("rule", ["stay", "bounce", "pass"])
def test_expectation_matches_monte_carlo(rule: str) -> None:
    rng = random.Random(7)
    grid = random_grid(rng, 10, 0.12)
    board = SnakesBoard.from_grid(grid)
    expected = expected_rolls(board, rule)
    assert expected.status == "exact" and math.isfinite(expected.value)
    rolls = simulate(grid, 6, rule, 20_000, seed=11)
    assert (rolls > 0).all()
    se = rolls.std(ddof=1) / math.sqrt(rolls.size)
    assert abs(rolls.mean() - expected.value) < 4 * se
    curve = finish_probabilities(board, rule)
    for k in (10, 20, 40):
        if k <= curve.size:
            p = curve[k - 1]
            empirical = float((rolls <= k).mean())
            assert abs(empirical - p) < 4 * math.sqrt(max(p * (1 - p), 1e-4) / rolls.size) + 1e-3


def test_big_die_monte_carlo_bounce() -> None:
    """A die larger than the board bounces several times; still matches simulation."""
    rng = random.Random(3)
    grid = random_grid(rng, 3, 0.3)
    board = SnakesBoard.from_grid(grid, die=23)
    value = expected_rolls(board, "bounce").value
    rolls = simulate(grid, 23, "bounce", 20_000, seed=5)
    assert (rolls > 0).all()
    assert abs(rolls.mean() - value) < 4 * rolls.std(ddof=1) / math.sqrt(rolls.size)


def test_curve_sums_to_expectation() -> None:
    """``E[T] = sum over k >= 0 of P(T > k)``, with the table run to 1 - 1e-13."""
    board = SnakesBoard.from_grid(random_grid(random.Random(1), 5, 0.2), die=4)
    for rule in ("stay", "bounce", "pass"):
        curve = finish_probabilities(board, rule, target=1 - 1e-13, k_max=100_000)
        total = 1.0 + float(np.sum(1.0 - curve))
        assert total == pytest.approx(expected_rolls(board, rule).value, rel=1e-9)
        assert np.all(np.diff(curve) >= -1e-15)


@pytest.mark.parametrize("seed", range(4))
def test_iterative_matches_dense_solve(seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(8):
        n = rng.randint(3, 12)
        board = SnakesBoard.from_grid(random_grid(rng, n, rng.choice([0.05, 0.2])),
                                      die=rng.choice([2, 6, 9]))
        for rule in ("stay", "bounce", "pass"):
            dense = expected_rolls(board, rule)
            iterative = expected_rolls(board, rule, direct_limit=0)
            assert dense.status == "infinite" or dense.status == "exact"
            if dense.status == "infinite":
                assert iterative.status == "infinite"
                continue
            assert iterative.status == "converged"
            assert iterative.value == pytest.approx(dense.value, rel=1e-9)
            assert iterative.upper is not None and iterative.lower is not None
            assert iterative.lower <= dense.value * (1 + 1e-12)
            assert dense.value <= iterative.upper * (1 + 1e-12)


def test_stopped_iteration_gives_a_certified_bracket() -> None:
    """After one GMRES cycle on a snake-heavy board the bracket is wide but holds."""
    board = SnakesBoard.from_grid(random_grid(random.Random(9), 30, 0.3))
    exact = expected_rolls(board).value
    early = expected_rolls(board, direct_limit=0, max_seconds=0.0)
    assert early.status in ("bounds", "converged")
    assert early.upper is not None and early.lower is not None
    assert early.lower * (1 - 1e-12) <= exact <= early.upper * (1 + 1e-12)


def test_trap_gives_infinite_expectation() -> None:
    """Squares 5 and 6 slide back to 4, so with a 2-sided die square 4 is a trap.

    From 1: a 1 lands on 2, whose ladder goes to 8 (then the end is sure); a 2
    lands on 3, from which every path runs into the trap.  Chance of ever
    finishing: 1/2.
    """
    board = parse_board("[[-1,-1,-1],[4,4,-1],[-1,8,-1]]", die=2)
    e = expected_rolls(board)
    assert e.status == "infinite" and math.isinf(e.value)
    assert 4 in e.stuck
    assert finish_eventually(transition_chain(board)) == pytest.approx(0.5)
    curve = finish_probabilities(board)
    assert curve[-1] <= 0.5 and curve[-1] >= 0.49
    rolls = simulate([[-1, -1, -1], [4, 4, -1], [-1, 8, -1]], 2, "stay", 4000, seed=2,
                     max_rolls=200)
    assert abs(float((rolls > 0).mean()) - 0.5) < 4 * math.sqrt(0.25 / 4000)


def test_unreachable_end_is_infinite_without_crash() -> None:
    board = parse_board("[[1,1,-1],[1,1,1],[-1,1,1]]")
    e = expected_rolls(board)
    assert e.status == "infinite" and e.stuck == [1]
    assert finish_eventually(transition_chain(board)) == 0.0
    assert finish_probabilities(board).tolist() == [0.0]


def test_chain_rows_are_distributions() -> None:
    rng = random.Random(4)
    for rule in ("stay", "bounce", "pass"):
        for die in (1, 3, 6, 13, 40):
            board = SnakesBoard.from_grid(random_grid(rng, 4, 0.3), die=die)
            chain = transition_chain(board, rule)
            sums = np.bincount(chain.src, weights=chain.w, minlength=chain.last + 1)
            assert np.allclose(sums[1:chain.last], 1.0)
            assert sums[chain.last] == 0.0


def test_limits_are_clear_errors(monkeypatch: pytest.MonkeyPatch) -> None:
    board = parse_board([[-1] * 4] * 4, die=10**10)
    with pytest.raises(InvalidPuzzleError, match="at most 1000000000 faces"):
        expected_rolls(board)
    monkeypatch.setattr(markov, "MAX_EDGES", 10)
    with pytest.raises(InvalidPuzzleError, match="over the limit of 10"):
        transition_chain(parse_board([[-1] * 4] * 4))
    with pytest.raises(InvalidPuzzleError, match="overshoot must be one of"):
        transition_chain(parse_board([[-1] * 4] * 4), "wrap")


def test_labels_used_by_simulation_agree_with_board() -> None:
    grid = random_grid(random.Random(8), 6, 0.3)
    board = SnakesBoard.from_grid(grid)
    assert board.jumps.tolist() == final_squares(grid)
    assert len(label_map(6)) == 36


@pytest.mark.parametrize("rule", ["stay", "bounce", "pass"])
def test_three_solvers_agree_on_a_30x30_board(rule: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """900 squares: sparse LU (default), GMRES on the snake ends, and dense LAPACK agree,
    and each certified bracket holds the others' values."""
    from fewest.puzzles.snakes_ladders import linear

    board = SnakesBoard.from_grid(random_grid(random.Random(30), 30, 0.1))
    sparse_lu = expected_rolls(board, rule)
    gmres = expected_rolls(board, rule, direct_limit=0)
    monkeypatch.setattr(linear, "DENSE_LIMIT", 10**4)
    dense = expected_rolls(board, rule)
    assert (sparse_lu.method, dense.method) == ("sparse LU", "dense LU (LAPACK)")
    assert "GMRES" in gmres.method and gmres.status == "converged"
    for e in (sparse_lu, gmres, dense):
        assert e.lower is not None and e.upper is not None
        for other in (sparse_lu, gmres, dense):
            assert e.lower * (1 - 1e-12) <= other.value <= e.upper * (1 + 1e-12)
    assert dense.value == pytest.approx(sparse_lu.value, rel=1e-12)


def test_chain_solves_run_blas_on_one_thread_and_restore_it() -> None:
    from threadpoolctl import threadpool_info, threadpool_limits

    before = [(lib["internal_api"], lib["num_threads"]) for lib in threadpool_info()
              if lib["user_api"] == "blas"]
    with threadpool_limits(limits=1, user_api="blas"):
        inside = [lib["num_threads"] for lib in threadpool_info() if lib["user_api"] == "blas"]
        assert all(n == 1 for n in inside)
    after = [(lib["internal_api"], lib["num_threads"]) for lib in threadpool_info()
             if lib["user_api"] == "blas"]
    assert after == before
