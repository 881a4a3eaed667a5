"""The real game: ``--start 0`` and the 1943 Chutes and Ladders board, against independent
computations written here (exact fractions, a plain BFS, a simulation of the alternating game)
and the figure Althoen, King & Schilling published (Mathematical Gazette 77, 1993)."""

from __future__ import annotations

import itertools
import math
from fractions import Fraction

import numpy as np
import pytest

from fewest.puzzles.base import InputOptions
from fewest.puzzles.snakes_ladders import FAMILY, expected_rolls, finish_probabilities, parse_board
from fewest.puzzles.snakes_ladders.players import game_odds

#: The 1943 Milton Bradley layout, copied from the issue (not from the library).
JUMPS = {1: 38, 4: 14, 9: 31, 21: 42, 28: 84, 36: 44, 51: 67, 71: 91, 80: 100,
         16: 6, 47: 26, 49: 11, 56: 53, 62: 19, 64: 60, 87: 24, 93: 73, 95: 75, 98: 78}
#: Expected rolls of one player, as published (Althoen, King & Schilling 1993).
PUBLISHED = Fraction(225837582538403273407117496273279920181931269186581786048583,
                     5757472998140039232950575874628786131130999406013041613400)


def step(s: int, roll: int) -> int:
    """Where a piece on ``s`` (0 = off the board) ends after ``roll``: past 100 it stays."""
    t = s + roll
    return s if t > 100 else JUMPS.get(t, t)


def exact_expectation() -> Fraction:
    """``E[s] = 1 + (1/6) sum_r E[step(s, r)]``, ``E[100] = 0``, by Gauss-Jordan in fractions."""
    states = list(range(100))
    rows: dict[int, dict[int, Fraction]] = {}
    for s in states:
        row = {s: Fraction(1), -1: Fraction(1)}  # column -1 holds the right-hand side
        for roll in range(1, 7):
            t = step(s, roll)
            if t != 100:
                row[t] = row.get(t, Fraction(0)) - Fraction(1, 6)
        rows[s] = row
    for pivot in reversed(states):
        prow = rows[pivot]
        p = prow[pivot]
        for k in prow:
            prow[k] /= p
        for s in states:
            if s != pivot and pivot in rows[s]:
                factor = rows[s].pop(pivot)
                for k, v in prow.items():
                    if k != pivot:
                        rows[s][k] = rows[s].get(k, Fraction(0)) - factor * v
    return rows[0][-1]


def exact_finish(k_max: int) -> list[Fraction]:
    """``P(at 100 within k rolls)`` for k = 1..k_max, by stepping the distribution exactly."""
    p = {0: Fraction(1)}
    out = []
    for _ in range(k_max):
        q: dict[int, Fraction] = {}
        for s, mass in p.items():
            if s == 100:
                q[100] = q.get(100, Fraction(0)) + mass
                continue
            for roll in range(1, 7):
                t = step(s, roll)
                q[t] = q.get(t, Fraction(0)) + mass / 6
        p = q
        out.append(p.get(100, Fraction(0)))
    return out


def fewest_rolls_bfs() -> int:
    """Plain BFS from square 0 over rolls 1..6 that stay on the board."""
    dist = {0: 0}
    frontier = [0]
    while frontier:
        nxt = []
        for s in frontier:
            for roll in range(1, 7):
                if s + roll <= 100:
                    t = step(s, roll)
                    if t not in dist:
                        dist[t] = dist[s] + 1
                        nxt.append(t)
        frontier = nxt
    return dist[100]


def test_exact_fraction_solve_matches_the_published_figure() -> None:
    """Our independent fraction solve reproduces Althoen et al. digit for digit."""
    assert exact_expectation() == PUBLISHED


def test_classic_expected_rolls_match_published() -> None:
    board = parse_board("classic", start=0)
    e = expected_rolls(board)
    assert e.status == "exact"
    assert e.value == pytest.approx(float(PUBLISHED), rel=1e-12)
    assert e.lower is not None and e.upper is not None
    assert e.lower <= float(PUBLISHED) * (1 + 1e-15) and float(PUBLISHED) <= e.upper * (1 + 1e-15)
    # the GMRES path gives the same figure, certified
    iterative = expected_rolls(board, direct_limit=0)
    assert iterative.status == "converged"
    assert iterative.value == pytest.approx(float(PUBLISHED), rel=1e-9)
    assert iterative.lower is not None and iterative.upper is not None
    assert iterative.lower <= float(PUBLISHED) <= iterative.upper


def test_classic_finish_probabilities_match_exact_fractions() -> None:
    curve = finish_probabilities(parse_board("classic", start=0), target=0.999)
    exact = exact_finish(60)
    assert curve.size >= 60
    for k, p in enumerate(exact, start=1):
        assert curve[k - 1] == pytest.approx(float(p), abs=1e-13)
    assert exact[5] == 0 and exact[6] > 0  # nobody finishes in 6 rolls


def test_classic_report_figures() -> None:
    report = FAMILY.analyze("classic", InputOptions(start=0))
    data = report.data
    assert data["start"] == 0 and data["n"] == 10 and data["overshoot"] == "stay"
    assert data["fewest_rolls"] == fewest_rolls_bfs() == 7
    assert data["expected_rolls"] == pytest.approx(float(PUBLISHED), rel=1e-12)
    assert data["expected_lower_bound"] <= float(PUBLISHED) <= data["expected_upper_bound"]
    exact = exact_finish(40)
    assert data["finish_probability"][39] == pytest.approx(float(exact[39]), abs=1e-13)
    assert [p["players"] for p in data["players"]] == [2, 3, 4]
    for odds in data["players"]:
        assert sum(odds["win"]) == pytest.approx(1.0, abs=1e-12)
        assert odds["unresolved"] < 1e-12
        wins = odds["win"]
        assert all(a > b for a, b in itertools.pairwise(wins))  # first mover edge
    assert "start off the board" in report.text
    assert f"{float(PUBLISHED):.12g}" in report.text
    assert "2 players: P1 0." in report.text


def simulate_games(players: int, games: int, seed: int) -> tuple[np.ndarray, np.ndarray]:
    """The alternating game itself: winners (1-based) and rounds played, per game."""
    rng = np.random.default_rng(seed)
    final = np.arange(107)
    for s, t in JUMPS.items():
        final[s] = t
    final[101:] = -1  # past the end: handled below
    pos = np.zeros((games, players), dtype=np.int64)
    winner = np.zeros(games, dtype=np.int64)
    rounds = np.zeros(games, dtype=np.int64)
    going = np.arange(games)
    r = 0
    while going.size:
        r += 1
        for i in range(players):
            here = pos[going, i]
            to = here + rng.integers(1, 7, size=going.size)
            to = np.where(to > 100, here, final[np.minimum(to, 100)])
            pos[going, i] = to
            won = going[to == 100]
            winner[won], rounds[won] = i + 1, r
            going = going[to != 100]
    return winner, rounds


@pytest.mark.parametrize("players", [2, 3, 4])
def test_multiplayer_odds_match_simulation(players: int) -> None:
    data = FAMILY.analyze("classic", InputOptions(start=0)).data
    odds = data["players"][players - 2]
    games = 30_000
    winner, rounds = simulate_games(players, games, seed=100 + players)
    for i, p in enumerate(odds["win"], start=1):
        freq = float((winner == i).mean())
        assert abs(freq - p) < 4 * math.sqrt(p * (1 - p) / games)
    se = rounds.std(ddof=1) / math.sqrt(games)
    assert abs(rounds.mean() - odds["expected_rounds"]) < 4 * se
    rolls = (rounds - 1) * players + winner
    se = rolls.std(ddof=1) / math.sqrt(games)
    assert abs(rolls.mean() - odds["expected_rolls"]) < 4 * se


def test_game_odds_one_player_and_hand_cases() -> None:
    """One player: E[rounds] = E[T] (sum of survival); two coins: hand-derived."""
    board = parse_board("classic", start=0)
    curve = finish_probabilities(board, target=1 - 1e-14, k_max=100_000)
    one = game_odds(curve, 1)
    assert one.win[0] == pytest.approx(1.0, abs=1e-12)
    assert one.expected_rounds == pytest.approx(float(PUBLISHED), rel=1e-10)
    # T = 1 with chance 1/3, else 2: P1 wins 1/3 + (2/3)(2/3)... see below
    odds = game_odds([1 / 3, 1.0], 2)
    # round 1: P1 finishes 1/3; P2 finishes 2/3 * 1/3; round 2: P1 surely (2/3 * 2/3)
    assert odds.win == pytest.approx([1 / 3 + 4 / 9, 2 / 9])
    assert odds.expected_rounds == pytest.approx(1 / 3 + 2 / 9 + 2 * 4 / 9)
    assert odds.expected_rolls == pytest.approx(1 / 3 * 1 + 2 / 9 * 2 + 4 / 9 * 3)
    short = game_odds([0.5], 2)  # the table ends early: the rest is "unresolved"
    assert short.unresolved == pytest.approx(0.25)
