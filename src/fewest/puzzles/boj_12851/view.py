"""How a position looks: nine cells of the line around Subin, the brother's K marked.

>>> g = view_of(5, 17).state_grid(5)
>>> g.cols, g.at(0, 4).label, g.at(0, 4).role
(9, '5', 'piece')
"""

from __future__ import annotations

from fewest.puzzles.boj_12851.model import HI
from fewest.puzzles.common.number_line import LineWindowView


def view_of(n: int, k: int) -> LineWindowView:
    """The line view of the case ``N = n``, ``K = k``."""
    return LineWindowView({k: "K"}, 0, HI)
