"""How the coins look: a 3 x 3 grid of H (face up) and T; a move lights its line.

>>> v = make_view()
>>> [c.label for c in v.state_grid(118).cells]
['H', 'T', 'T', 'H', 'T', 'T', 'T', 'H', 'H']
>>> v.move_highlights("D1", 118, 118 ^ 273).path
((0, 0), (1, 1), (2, 2))
"""

from __future__ import annotations

from typing import Any

from fewest.puzzles.boj_9079.model import LINES, WORDS, rows_of
from fewest.puzzles.common.grid_view import GridView
from fewest.view import RC


def make_view() -> GridView:
    """The coin grid: ``H`` as a card face up, ``T`` as a card face down."""

    def pieces(state: Any) -> dict[RC, tuple[str, str]]:
        return {(r, c): (ch, "card-up" if ch == "H" else "card-down")
                for r, row in enumerate(rows_of(int(state))) for c, ch in enumerate(row)}

    def moved(before: Any, after: Any) -> list[RC]:
        diff = int(before) ^ int(after)
        for cells in LINES.values():
            if sum(1 << (3 * r + c) for r, c in cells) == diff:
                return list(cells)
        return []

    return GridView(["...", "...", "..."], {".": "empty"}, pieces=pieces, moved=moved,
                    words=lambda m: WORDS.get(str(m), str(m)), cell_of=lambda s: None)
