"""One grid view for every grid judge problem: a character map, pieces on top.

A grid problem's state is drawn as its map (``rows``, one string per row),
each character given a role by ``roles`` (``'#'`` a wall, ``'.'`` empty, ...),
with the state's pieces placed on top by ``pieces(state)``: a mapping from
``(row, col)`` to ``(label, role)``.  A move is highlighted from where the
moving piece was to where it is (``moved(before, after)``), and worded by
``words(move)``.  No family name appears here: every grid family gives its
own callables.

>>> view = GridView(["..#", "..."], {"#": "wall", ".": "empty"},
...                 pieces=lambda s: {s: ("R", "piece-red")},
...                 moved=lambda a, b: (a, b), words=lambda m: f"step {m}")
>>> g = view.state_grid((0, 1))
>>> g.rows, g.cols, g.at(0, 1).label, g.at(0, 1).role, g.at(0, 2).role
(2, 3, 'R', 'piece-red', 'wall')
>>> h = view.move_highlights("down", (0, 1), (1, 1))
>>> h.text, h.path
('step down', ((0, 1), (1, 1)))
>>> view.state_cell((1, 1))
(1, 1)
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from fewest.view import RC, Cell, Grid, Highlights

Pieces = Callable[[Any], Mapping[RC, tuple[str, str]]]


class GridView:
    """The view of a grid problem (see the module docstring).

    ``labels`` maps a map character to the text shown in its cell (default:
    none, so walls and floors are colours only); ``cell_of(state)``, when
    given, is the cell that *is* the state (the search view colours the
    board by expansion order with it).  ``trail(states)``, when given, gives
    the roles of the cells the walk to the last state changed (a wall broken
    on the way: :meth:`trail_grid`); ``caption(state)`` the line said under the
    picture.

    >>> view = GridView([".#."], {"#": "wall"}, pieces=lambda s: {(0, s): ("P", "tile")},
    ...                 trail=lambda states: {(0, 1): "broken-wall"} if 1 in states else {},
    ...                 caption=lambda s: f"at {s}")
    >>> g = view.trail_grid([0, 1, 2])
    >>> [c.role for c in g.cells], g.caption
    (['empty', 'broken-wall', 'tile'], 'at 2')
    """

    def __init__(self, rows: Sequence[str], roles: Mapping[str, str], *,
                 pieces: Pieces, moved: Callable[[Any, Any], Sequence[RC]] | None = None,
                 words: Callable[[Any], str] = str, labels: Mapping[str, str] | None = None,
                 cell_of: Callable[[Any], RC | None] | None = None,
                 trail: Callable[[Sequence[Any]], Mapping[RC, str]] | None = None,
                 caption: Callable[[Any], str] | None = None) -> None:
        self.rows = [str(r) for r in rows]
        self.roles = dict(roles)
        self.pieces = pieces
        self.moved = moved
        self.words = words
        self.labels = dict(labels or {})
        self.cell_of = cell_of
        self.trail = trail
        self.caption = caption

    def state_grid(self, state: Any) -> Grid:
        return self.trail_grid([state])

    def trail_grid(self, states: Sequence[Any]) -> Grid:
        """The last of ``states`` with the cells the walk through them changed."""
        state = states[-1]
        on_top = self.pieces(state)
        changed = self.trail(states) if self.trail is not None else {}
        out: list[Cell] = []
        for r, row in enumerate(self.rows):
            for c, ch in enumerate(row):
                if (r, c) in on_top:
                    label, role = on_top[(r, c)]
                    out.append(Cell(label, role))
                elif (r, c) in changed:
                    out.append(Cell("", changed[(r, c)]))
                else:
                    out.append(Cell(self.labels.get(ch, ""), self.roles.get(ch, "empty")))
        width = max((len(r) for r in self.rows), default=0)
        if any(len(r) != width for r in self.rows):
            raise ValueError("every row of a grid view must have the same width")
        caption = self.caption(state) if self.caption is not None else ""
        return Grid(len(self.rows), width, tuple(out), caption=caption)

    def move_highlights(self, move: Any, before: Any, after: Any) -> Highlights:
        path = tuple(self.moved(before, after)) if self.moved is not None else ()
        return Highlights(text=self.words(move), cells=path[-1:], path=path)

    def state_cell(self, state: Any) -> RC | None:
        """The cell that stands for ``state`` (default: a ``(row, col)`` state itself)."""
        if self.cell_of is not None:
            return self.cell_of(state)
        if isinstance(state, tuple) and len(state) == 2 and all(isinstance(v, int) for v in state):
            return (state[0], state[1])
        return None


class LineView:
    """The view of a number-line or counter problem: one row of labelled cells.

    ``cells(state)`` gives ``(label, role)`` pairs left to right (a window
    around the position, a register's digits, ...); ``words(move)`` names a
    move.

    >>> v = LineView(lambda s: [(str(s), "tile"), ("17", "finish")], words=lambda m: m)
    >>> g = v.state_grid(5)
    >>> (g.rows, g.cols, g.at(0, 0).label), v.move_highlights("x2", 5, 10).text
    ((1, 2, '5'), 'x2')
    """

    def __init__(self, cells: Callable[[Any], Sequence[tuple[str, str]]], *,
                 words: Callable[[Any], str] = str,
                 focus: Callable[[Any], int] | None = None) -> None:
        self.cells = cells
        self.words = words
        self.focus = focus

    def state_grid(self, state: Any) -> Grid:
        row = [Cell(label, role) for label, role in self.cells(state)]
        return Grid(1, len(row), tuple(row))

    def move_highlights(self, move: Any, before: Any, after: Any) -> Highlights:
        at = self.focus(after) if self.focus is not None else 0
        return Highlights(text=self.words(move), cells=((0, at),))
