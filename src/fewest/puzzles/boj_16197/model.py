"""The case of Baekjoon 16197, validated, and its rules.

A case is ``{"n": N, "m": M, "board": [N strings of M characters]}`` over
``o . #`` with exactly two coins ``o``.  A press of one of four buttons
moves both coins one cell that way at once: a coin whose next cell is a wall
stays; a coin whose next cell is off the board falls off; otherwise it moves
(even onto the other coin's cell).  The goal: **exactly one** coin off the
board, within **10** presses.

A state is ``(r1, c1, r2, c2, presses)``; a fallen coin keeps the
off-board cell it fell to.  The press count is part of the state, so the
10-press limit is a rule of the puzzle: every search ends, and a board that
needs more presses is unreachable (``-1``).

>>> rules = Coins(validate({"n": 1, "m": 2, "board": ["oo"]}))
>>> rules.start, list(rules.successors(rules.start))  # up or down drops both: left out
((0, 0, 0, 1, 0), [('L', (0, -1, 0, 0, 1)), ('R', (0, 1, 0, 2, 1))])
>>> rules.is_goal((0, -1, 0, 0, 1))
True
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from fewest.puzzles.common.grid_judge import bad, check_range, field, grid_rows

NAME = "boj-16197"
LOW, HIGH = 1, 20
#: the most presses the statement allows
LIMIT = 10
MOVES = (("U", -1, 0), ("D", 1, 0), ("L", 0, -1), ("R", 0, 1))

State = tuple[int, int, int, int, int]


def validate(case: Any) -> dict[str, Any]:
    """``case`` checked against every constraint of the statement (one-line errors)."""
    if not isinstance(case, dict):
        raise bad(NAME, "a case is an object with n, m and board", case)
    n, m = field(NAME, case, "n"), field(NAME, case, "m")
    check_range(NAME, "N", n, LOW, HIGH, case)
    check_range(NAME, "M", m, LOW, HIGH, case)
    rows = grid_rows(NAME, case, "board", n, m, "o.#")
    coins = "".join(rows).count("o")
    if coins != 2:
        raise bad(NAME, f"the board must hold exactly two coins 'o', it holds {coins}", case)
    return {"n": n, "m": m, "board": rows}


class Coins:
    """The rules of one board: where the coins start, how a press moves them."""

    def __init__(self, case: dict[str, Any]) -> None:
        self.n, self.m = case["n"], case["m"]
        self.rows = case["board"]
        self.walls = frozenset((r, c) for r, row in enumerate(self.rows)
                               for c, ch in enumerate(row) if ch == "#")
        coins = [(r, c) for r, row in enumerate(self.rows) for c, ch in enumerate(row)
                 if ch == "o"]
        (r1, c1), (r2, c2) = coins
        self.start: State = (r1, c1, r2, c2, 0)

    def on(self, r: int, c: int) -> bool:
        return 0 <= r < self.n and 0 <= c < self.m

    def fallen(self, state: State) -> int:
        """How many coins are off the board."""
        return (not self.on(state[0], state[1])) + (not self.on(state[2], state[3]))

    def is_goal(self, state: State) -> bool:
        return self.fallen(state) == 1

    def press(self, state: State, dr: int, dc: int) -> State:
        """Both coins moved one press ``(dr, dc)`` (no checks on the press count)."""
        out = []
        for r, c in ((state[0], state[1]), (state[2], state[3])):
            nr, nc = r + dr, c + dc
            if (nr, nc) in self.walls:
                nr, nc = r, c
            out += [nr, nc]
        return (out[0], out[1], out[2], out[3], state[4] + 1)

    def successors(self, state: State) -> Iterator[tuple[str, State]]:
        """Every press, while both coins are on the board and presses are left; a
        press that drops both coins at once is left out (it ends the game lost, so
        no answer ever uses it)."""
        if state[4] >= LIMIT or self.fallen(state):
            return
        for name, dr, dc in MOVES:
            nxt = self.press(state, dr, dc)
            if self.fallen(nxt) < 2:
                yield name, nxt

    def edge(self, r: int, c: int) -> int:
        """Presses a coin on (r, c) needs at least to fall off."""
        return min(r, c, self.n - 1 - r, self.m - 1 - c) + 1
