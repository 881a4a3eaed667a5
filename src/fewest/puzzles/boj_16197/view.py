"""How a Baekjoon 16197 board looks: walls dark, both coins on top (a fallen coin
is gone), each caption with the presses used of the 10 allowed.

>>> from fewest.puzzles.boj_16197.model import validate
>>> v = coins_view(validate({"n": 1, "m": 3, "board": ["o#o"]}))
>>> g = v.state_grid((0, 0, 0, 2, 0))
>>> [g.at(0, c).role for c in range(3)]
['coin', 'wall', 'coin']
>>> v.move_highlights("L", (0, 0, 0, 2, 0), (0, -1, 0, 2, 1)).text
'left (presses: 1 of 10; a coin fell off)'
"""

from __future__ import annotations

from typing import Any

from fewest.puzzles.boj_16197.model import LIMIT, Coins
from fewest.puzzles.common.grid_view import GridView
from fewest.view import Highlights

WORDS = {"U": "up", "D": "down", "L": "left", "R": "right"}


def coins_view(case: dict[str, Any]) -> GridView:
    rules = Coins(case)
    floor = [row.replace("o", ".") for row in case["board"]]

    def pieces(state: Any) -> dict[tuple[int, int], tuple[str, str]]:
        out = {}
        for r, c in ((state[0], state[1]), (state[2], state[3])):
            if rules.on(r, c):
                out[(r, c)] = ("o", "coin")
        return out

    def moved(a: Any, b: Any) -> tuple[tuple[int, int], ...]:
        return tuple((r, c) for r, c in ((b[0], b[1]), (b[2], b[3])) if rules.on(r, c))

    view = GridView(floor, {".": "empty", "#": "wall"}, pieces=pieces, moved=moved,
                    words=lambda m: WORDS.get(str(m), str(m)),
                    cell_of=lambda s: (s[0], s[1]) if rules.on(s[0], s[1]) else None)

    def highlights(move: Any, before: Any, after: Any) -> Highlights:
        fell = "; a coin fell off" if rules.fallen(after) == 1 else (
            "; both coins fell off" if rules.fallen(after) == 2 else "")
        cells = moved(before, after)
        return Highlights(text=f"{WORDS.get(str(move), move)} (presses: {after[4]} of "
                               f"{LIMIT}{fell})", cells=cells)

    view.move_highlights = highlights  # type: ignore[method-assign]
    return view
