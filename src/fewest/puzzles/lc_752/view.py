"""The lock drawn as one row: the four wheels, then the target.

>>> from fewest.puzzles.lc_752.model import Lock
>>> v = lock_view(Lock(frozenset({"8888"}), "0009"))
>>> [c.label for c in v.state_grid("0000").cells]
['0', '0', '0', '0', '>', '0', '0', '0', '9']
"""

from __future__ import annotations

from fewest.puzzles.common.grid_view import LineView
from fewest.puzzles.lc_752.model import Lock, move_text


def lock_view(lock: Lock) -> LineView:
    """A :class:`LineView`: wheels that match the target are marked ``finish``."""

    def cells(state: str) -> list[tuple[str, str]]:
        wheels = [(d, "finish" if d == t else "tile") for d, t in zip(state, lock.target,
                                                                       strict=True)]
        return [*wheels, (">", "empty"), *((t, "goal") for t in lock.target)]

    return LineView(cells, words=move_text)
