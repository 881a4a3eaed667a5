"""How a Baekjoon 13460 board looks: walls dark, the hole marked, both balls on top
(a ball in the hole is gone), each caption with the tilts used of the 10 allowed.

>>> from fewest.puzzles.boj_13460.model import validate
>>> v = marbles_view(validate({"n": 3, "m": 5, "board": ["#####", "#ROB#", "#####"]}))
>>> g = v.state_grid((1, 1, 1, 3, 0))
>>> [g.at(1, c).role for c in range(5)]
['wall', 'red', 'hole', 'blue', 'wall']
>>> v.move_highlights("R", (1, 1, 1, 3, 0), (1, 2, 1, 3, 1)).text
'right (tilts: 1 of 10; the red ball fell in)'
"""

from __future__ import annotations

from typing import Any

from fewest.puzzles.boj_13460.model import LIMIT, Marbles
from fewest.puzzles.common.grid_view import GridView
from fewest.view import Highlights

WORDS = {"U": "up", "D": "down", "L": "left", "R": "right"}


def marbles_view(case: dict[str, Any]) -> GridView:
    rules = Marbles(case)
    floor = [row.replace("R", ".").replace("B", ".") for row in case["board"]]

    def pieces(state: Any) -> dict[tuple[int, int], tuple[str, str]]:
        out = {}
        if not rules.red_in(state):
            out[(state[0], state[1])] = ("R", "red")
        if not rules.blue_in(state):
            out[(state[2], state[3])] = ("B", "blue")
        return out

    def moved(a: Any, b: Any) -> tuple[tuple[int, int], ...]:
        return tuple(cell for cell in ((b[0], b[1]), (b[2], b[3])) if cell != rules.hole)

    view = GridView(floor, {".": "empty", "#": "wall", "O": "hole"}, pieces=pieces,
                    moved=moved, words=lambda m: WORDS.get(str(m), str(m)),
                    cell_of=lambda s: None if rules.red_in(s) else (s[0], s[1]))

    def highlights(move: Any, before: Any, after: Any) -> Highlights:
        fell = "; the red ball fell in" if rules.red_in(after) else ""
        if rules.blue_in(after):
            fell = "; the blue ball fell in"
        return Highlights(text=f"{WORDS.get(str(move), move)} (tilts: {after[4]} of "
                               f"{LIMIT}{fell})", cells=moved(before, after))

    view.move_highlights = highlights  # type: ignore[method-assign]
    return view
