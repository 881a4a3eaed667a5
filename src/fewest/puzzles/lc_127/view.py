"""The ladder drawn as one row: the current word's letters, then the end word's.

>>> from fewest.puzzles.lc_127.model import Ladder
>>> v = ladder_view(Ladder("hit", "cog", ("hot", "cog")))
>>> [(c.label, c.role) for c in v.state_grid("hot").cells]
[('h', 'tile'), ('o', 'finish'), ('t', 'tile'), ('>', 'empty'), ('c', 'goal'), \
('o', 'goal'), ('g', 'goal')]
"""

from __future__ import annotations

from fewest.puzzles.common.grid_view import LineView
from fewest.puzzles.lc_127.model import Ladder


def ladder_view(ladder: Ladder) -> LineView:
    def cells(word: str) -> list[tuple[str, str]]:
        own = [(a, "finish" if a == b else "tile") for a, b in zip(word, ladder.end,
                                                                   strict=True)]
        return [*own, (">", "empty"), *((b, "goal") for b in ladder.end)]

    return LineView(cells, words=lambda w: f"change to {w}")
