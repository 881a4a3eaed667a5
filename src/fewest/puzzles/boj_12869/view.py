"""How the SCVs look: one cell per SCV with its HP (destroyed ones greyed out).

>>> v = make_view()
>>> [(c.label, c.role) for c in v.state_grid((3, 0, 1)).cells]
[('SCV1 3', 'tile'), ('SCV2 0', 'gone'), ('SCV3 1', 'tile')]
>>> v.move_highlights((9, 3, 1), (12, 10, 4), (3, 7, 3)).text
'attack: SCV1 -9, SCV2 -3, SCV3 -1'
"""

from __future__ import annotations

from typing import Any

from fewest.puzzles.common.grid_view import LineView


def words(move: Any) -> str:
    return "attack: " + ", ".join(f"SCV{i} -{d}" for i, d in enumerate(move, start=1))


def make_view() -> LineView:
    def cells(state: Any) -> list[tuple[str, str]]:
        return [(f"SCV{i} {hp}", "tile" if hp > 0 else "gone")
                for i, hp in enumerate(state, start=1)]

    return LineView(cells, words=words, focus=lambda s: 0)
