"""How a register looks: its four digits (leading zeros shown), then the target.

>>> v = make_view(3412)
>>> [c.label for c in v.state_grid(12).cells]
['0', '0', '1', '2', 'to', '3412']
>>> v.move_highlights("L", 12, 120).text
'L: rotate the digits left'
"""

from __future__ import annotations

from typing import Any

from fewest.puzzles.common.grid_view import LineView

WORDS = {"D": "D: double (mod 10000)", "S": "S: subtract 1 (0 becomes 9999)",
         "L": "L: rotate the digits left", "R": "R: rotate the digits right"}


def make_view(goal: int) -> LineView:
    """The register's digits, an arrow, and the target ``goal``."""

    def cells(state: Any) -> list[tuple[str, str]]:
        role = "finish" if state == goal else "tile"
        return [*((d, role) for d in f"{state:04d}"), ("to", "empty"), (str(goal), "finish")]

    return LineView(cells, words=lambda m: WORDS.get(str(m), str(m)), focus=lambda s: 3)
