"""The picture of a kit problem's state, derived where the problem declares none.

A declared :class:`~fewest.puzzles.kit.problem.View` draws its map and pieces.
Otherwise: a state that is a cell ``(row, col, ...)`` of the case's grid is the
walker on that grid; a number is a window of the number line around it; any
other state is one cell of text.  The view pickles by the problem's name and the
case, so a solution crosses processes with its view.

A declared view's ``caption`` words a move by its states (else the problem's
``words``):

>>> view = KitView("boj-13460", {"n": 3, "m": 5, "board": ["#####", "#ROB#", "#####"]})
>>> view.move_highlights("R", (1, 1, 1, 3, 0), (1, 2, 1, 3, 1)).text
'right (tilts: 1 of 10; the red ball fell in)'
>>> KitView("boj-15653", view.case).move_highlights("R", (1, 1, 1, 3), (1, 2, 1, 3)).text
'right'
"""

from __future__ import annotations

from typing import Any

from fewest.puzzles.common.grid_view import GridView, LineView
from fewest.puzzles.kit.fields import Grid as GridField
from fewest.view import Cell, Grid, Highlights

WALLS = set("#1X*")


class KitView:
    """The viewer of one case of a kit problem."""

    def __init__(self, name: str, case: dict[str, Any]) -> None:
        self.name = name
        self.case = case
        self._inner: Any = None

    def __getstate__(self) -> dict[str, Any]:
        return {"name": self.name, "case": self.case}

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__init__(state["name"], state["case"])  # type: ignore[misc]

    def _problem(self) -> Any:
        from fewest.puzzles import get_family

        return get_family(self.name).problem  # type: ignore[attr-defined]

    def _grid(self) -> tuple[list[str], dict[str, str]] | None:
        for f in self._problem().input.fields:
            if isinstance(f, GridField) and not f.numeric:
                rows = ["".join(r) for r in self.case[f.name]]
                return rows, {ch: ("wall" if ch in WALLS and ch != "1" else "empty")
                              for ch in str(f.chars)}
        return None

    def _walk(self) -> Any:
        if self._inner is None:
            from fewest.puzzles.common.layered_grid import layered_view

            problem = self._problem()
            self._inner = layered_view(problem.walk(self.case), layer_words=problem.layer_words)
        return self._inner

    def state_grid(self, state: Any) -> Grid:
        problem = self._problem()
        if problem.walk is not None:
            return self._walk().state_grid(state)
        if problem.view is not None:
            rows, pieces = problem.view.board(self.case, state)
            view = GridView(rows, problem.view.roles, pieces=lambda s: pieces,
                            labels=problem.view.labels)
            return view.state_grid(state)
        at = _cell(state)
        grid = self._grid()
        if at is not None and grid is not None:
            rows, roles = grid
            return GridView(rows, roles, pieces=lambda s: {at: ("P", "piece")}).state_grid(state)
        if isinstance(state, int):
            return LineView(lambda s: _window(s)).state_grid(state)
        text = problem.show(self.case, state) if problem.show else str(state)
        return Grid(1, 1, (Cell(text[:40], "piece"),))

    def trail_grid(self, states: Any) -> Grid:
        """The last of ``states`` drawn with the walk that led to it (a grid walk's broken
        walls), else that state alone.

        >>> view = KitView("boj-2206", {"n": 1, "m": 3, "map": ["010"]})
        >>> grid = view.trail_grid([(0, 0, 0), (0, 1, 1), (0, 2, 1)])
        >>> grid.at(0, 1).role, grid.caption
        ('broken-wall', 'breaks left: 0')
        """
        if self._problem().walk is not None:
            got: Grid = self._walk().trail_grid(states)
            return got
        return self.state_grid(states[-1])

    def move_highlights(self, move: Any, before: Any, after: Any) -> Highlights:
        if self._problem().walk is not None:
            return self._walk().move_highlights(move, before, after)
        drawn = self._problem().view
        words = drawn.caption(self.case, move, before, after) if drawn is not None and \
            drawn.caption is not None else self._problem().words(move)
        if drawn is not None and drawn.at is not None:
            way = drawn.way(self.case, move) if drawn.way is not None else ""
            return Highlights(text=words, cells=(drawn.at(self.case, before, after),), way=way)
        a, b = self.state_cell(before), self.state_cell(after)
        if a is not None and (drawn is not None or self._grid() is not None):
            # a piece that leaves the grid (a coin falling off) is shown where it left
            return Highlights(text=words, cells=(b,), path=(a, b)) if b is not None else \
                Highlights(text=words, cells=(a,))
        if isinstance(after, int) and not self._drawn():  # the number in its window
            return Highlights(text=words, cells=((0, after - _first(after)),))
        return Highlights(text=words, cells=((0, 0),))

    def _drawn(self) -> bool:
        """Whether the problem draws its states itself (a declared view or a walk)."""
        problem = self._problem()
        return problem.view is not None or problem.walk is not None

    def state_cell(self, state: Any) -> tuple[int, int] | None:
        """The cell a state stands on: ``None`` off the case's grid (a coin fallen off),
        or where the view's ``at`` places moves (its states are not cells).

        >>> view = KitView("boj-16197", {"n": 1, "m": 2, "board": ["oo"]})
        >>> view.state_cell((0, 1, 0, 2, 1)), view.state_cell((0, -1, 0, 0, 1))
        ((0, 1), None)
        >>> view.move_highlights("L", (0, 0, 0, 1, 0), (0, -1, 0, 0, 1)).cells
        ((0, 0),)
        """
        drawn = self._problem().view
        if drawn is not None and drawn.at is not None:
            return None
        at = _cell(state)
        grid = next((self.case[f.name] for f in self._problem().input.fields
                     if isinstance(f, GridField)), None)
        if at is None or not grid:
            return at
        return at if 0 <= at[0] < len(grid) and 0 <= at[1] < len(grid[0]) else None


def _cell(state: Any) -> tuple[int, int] | None:
    if (isinstance(state, tuple) and len(state) >= 2 and isinstance(state[0], int)
            and isinstance(state[1], int)):
        return (state[0], state[1])
    return None


def _first(pos: int, width: int = 9) -> int:
    return max(0, pos - width // 2)


def _window(pos: int, width: int = 9) -> list[tuple[str, str]]:
    first = _first(pos, width)
    return [(str(x), "piece" if x == pos else "empty") for x in range(first, first + width)]
