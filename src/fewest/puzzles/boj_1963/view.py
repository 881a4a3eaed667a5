"""How a password looks: its four digits, then the target prime.

>>> v = make_view(8179)
>>> [c.label for c in v.state_grid(1033).cells]
['1', '0', '3', '3', 'to', '8179']
>>> v.move_highlights(1733, 1033, 1733).text
'change one digit: 1733'
"""

from __future__ import annotations

from typing import Any

from fewest.puzzles.common.grid_view import LineView


def make_view(goal: int) -> LineView:
    """The prime's digits (the ones already right in the goal colour), an arrow, the goal."""
    want = f"{goal:04d}"

    def cells(state: Any) -> list[tuple[str, str]]:
        digits = f"{int(state):04d}"
        row = [(d, "finish" if d == w else "tile") for d, w in zip(digits, want, strict=True)]
        return [*row, ("to", "empty"), (want, "finish")]

    return LineView(cells, words=lambda m: f"change one digit: {m}")
