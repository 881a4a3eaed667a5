"""The case of Baekjoon 13460, validated, and its rules.

A case is ``{"n": N, "m": M, "board": [N strings of M characters]}`` over
``. # O R B``: every edge cell a wall ``#``, exactly one hole ``O``, one red
ball ``R`` and one blue ball ``B``.  A tilt (up, down, left, right) rolls both
balls that way until each stops: on a wall, against the other ball, or by
falling into the hole.  The ball further along the tilt rolls first, so two
balls in one line end up side by side; a ball that fell is no obstacle, so the
second ball rolls over the hole too and falls.  The goal: red in the hole and
blue not, within **10** tilts; a tilt that drops blue (alone or with red) loses.

A state is ``(rr, rc, br, bc, tilts)``; a ball in the hole sits on the hole's
cell (no resting ball can be there).  The tilt count is part of the state, so
the 10-tilt limit is a rule of the puzzle and a board that needs more is
unreachable (``-1``).

>>> rules = Marbles(validate({"n": 3, "m": 7, "board": ["#######", "#R.O.B#",
...                                                      "#######"]}))
>>> rules.start, [m for m, _ in rules.successors(rules.start)]
((1, 1, 1, 5, 0), ['R'])
>>> rules.tilt(rules.start, 0, 1)
(1, 3, 1, 5, 1)
>>> rules.is_goal((1, 3, 1, 5, 1))
True
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from fewest.puzzles.common.grid_judge import bad, check_range, field, grid_rows

NAME = "boj-13460"
LOW, HIGH = 3, 10
#: the most tilts the statement allows
LIMIT = 10
MOVES = (("U", -1, 0), ("D", 1, 0), ("L", 0, -1), ("R", 0, 1))
ALPHABET = ".#ORB"

State = tuple[int, int, int, int, int]


def validate(case: Any) -> dict[str, Any]:
    """``case`` checked against every constraint of the statement (one-line errors)."""
    if not isinstance(case, dict):
        raise bad(NAME, "a case is an object with n, m and board", case)
    n, m = field(NAME, case, "n"), field(NAME, case, "m")
    check_range(NAME, "N", n, LOW, HIGH, case)
    check_range(NAME, "M", m, LOW, HIGH, case)
    rows = grid_rows(NAME, case, "board", n, m, ALPHABET)
    for r in range(n):
        for c in range(m):
            if (r in (0, n - 1) or c in (0, m - 1)) and rows[r][c] != "#":
                raise bad(NAME, f"every edge cell must be '#', row {r + 1} column {c + 1} "
                          f"is {rows[r][c]!r}", case)
    text = "".join(rows)
    for ch, what in (("O", "hole 'O'"), ("R", "red ball 'R'"), ("B", "blue ball 'B'")):
        if text.count(ch) != 1:
            raise bad(NAME, f"the board must hold exactly one {what}, it holds "
                      f"{text.count(ch)}", case)
    return {"n": n, "m": m, "board": rows}


def find(rows: list[str], ch: str) -> tuple[int, int]:
    return next((r, row.index(ch)) for r, row in enumerate(rows) if ch in row)


class Marbles:
    """The rules of one board: where the balls start, how a tilt rolls them."""

    def __init__(self, case: dict[str, Any]) -> None:
        self.n, self.m = case["n"], case["m"]
        self.rows = case["board"]
        self.hole = find(self.rows, "O")
        (rr, rc), (br, bc) = find(self.rows, "R"), find(self.rows, "B")
        self.start: State = (rr, rc, br, bc, 0)

    def red_in(self, state: State) -> bool:
        return (state[0], state[1]) == self.hole

    def blue_in(self, state: State) -> bool:
        return (state[2], state[3]) == self.hole

    def is_goal(self, state: State) -> bool:
        return self.red_in(state) and not self.blue_in(state)

    def roll(self, r: int, c: int, dr: int, dc: int,
             other: tuple[int, int] | None) -> tuple[int, int]:
        """Where a ball on (r, c) stops (the hole's cell when it falls in)."""
        while True:
            nr, nc = r + dr, c + dc
            if self.rows[nr][nc] == "#" or (nr, nc) == other:
                return r, c
            r, c = nr, nc
            if (r, c) == self.hole:
                return r, c

    def tilt(self, state: State, dr: int, dc: int) -> State:
        """Both balls rolled by one tilt ``(dr, dc)`` (no checks on the tilt count)."""
        red, blue = (state[0], state[1]), (state[2], state[3])
        red_first = (red[0] - blue[0]) * dr + (red[1] - blue[1]) * dc > 0
        if red_first:
            red = self.roll(*red, dr, dc, blue)
            blue = self.roll(*blue, dr, dc, None if red == self.hole else red)
        else:
            blue = self.roll(*blue, dr, dc, red)
            red = self.roll(*red, dr, dc, None if blue == self.hole else blue)
        return (red[0], red[1], blue[0], blue[1], state[4] + 1)

    def successors(self, state: State) -> Iterator[tuple[str, State]]:
        """Every tilt, while neither ball has fallen and tilts are left; a tilt that
        drops the blue ball is left out (it ends the game lost, so no answer uses it),
        and so is a tilt that moves neither ball (it only spends a tilt)."""
        if state[4] >= LIMIT or self.red_in(state) or self.blue_in(state):
            return
        for name, dr, dc in MOVES:
            nxt = self.tilt(state, dr, dc)
            if not self.blue_in(nxt) and nxt[:4] != state[:4]:
                yield name, nxt
