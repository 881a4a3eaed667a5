"""Odds of a game between several players, exact from one player's finish-time law.

Players take turns in a fixed order (player 1 rolls first in every round)
and do not interact, so their finish times ``T_1 .. T_m`` (each player's own
rolls) are independent copies of the one-player ``T``.  The first to reach
the last square wins.  Player ``i`` wins in round ``t`` exactly when
``T_i = t``, every earlier player has not finished after ``t`` rolls
(``T_j > t``, ``j < i``) and every later player after ``t - 1`` rolls
(``T_j >= t``, ``j > i``):

``P(i wins) = sum_t P(T = t) * S(t)^(i-1) * S(t-1)^(m-i)``, with ``S(t) = P(T > t)``.

The game lasts ``R = min_j T_j`` rounds, so ``E[R] = sum_{t >= 0} S(t)^m``; the
total number of rolls is ``(t - 1) m + i`` when player ``i`` wins in round ``t``.

T is 1 or 2 rolls, each with chance 1/2.  Player 1 wins on roll 1 (1/2) or,
when both miss, on roll 3 (1/4); player 2 wins on roll 2 (1/4):

>>> odds = game_odds([0.5, 1.0], 2)
>>> odds.win, odds.expected_rounds, odds.expected_rolls
([0.75, 0.25], 1.25, 1.75)
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

#: The player counts the report covers.
PLAYER_COUNTS = (2, 3, 4)


@dataclass
class GameOdds:
    """``win[i]``: the chance player ``i + 1`` wins; ``unresolved``: the chance the
    finish-time table ends before anyone has won (the figures are exact to that)."""

    players: int
    win: list[float]
    expected_rounds: float
    expected_rolls: float
    unresolved: float

    def as_dict(self) -> dict[str, object]:
        return {"players": self.players, "win": self.win,
                "expected_rounds": self.expected_rounds,
                "expected_rolls": self.expected_rolls, "unresolved": self.unresolved}


def game_odds(curve: np.ndarray | list[float], players: int) -> GameOdds:
    """The odds of ``players`` alternating players from ``curve[k-1] = P(T <= k)``.

    When the table ends before ``P(T <= k)`` reaches 1, the rounds after it
    are left out; ``unresolved`` says how much chance that leaves.
    """
    done = np.asarray(curve, dtype=np.float64)
    survive = np.concatenate(([1.0], 1.0 - done))      # S(0), S(1), ..., S(K)
    finish = survive[:-1] - survive[1:]                # P(T = t), t = 1..K
    t = np.arange(1, done.size + 1, dtype=np.float64)
    win = []
    rolls = 0.0
    for i in range(1, players + 1):
        chance = finish * survive[1:] ** (i - 1) * survive[:-1] ** (players - i)
        win.append(float(chance.sum()))
        rolls += float((chance * ((t - 1) * players + i)).sum())
    rounds = float((survive[:-1] ** players).sum())
    return GameOdds(players, win, rounds, rolls, float(survive[-1] ** players))
