"""How a board looks: a 6x6 grid of letters; a move highlights the vehicle that slid.

Vehicles are ``tile`` cells labelled with their letter, the red car also
carries the ``piece`` mark (outlined), walls are ``wall`` cells and the exit
cell has the note ``exit``.  Any fewest renderer (terminal, SVG, GIF, HTML,
the web page) draws these; none of them knows about Rush Hour.

>>> from fewest_rush_hour.model import Board
>>> b = Board.from_text("ooooBoooooBoAAooBoooooxooooooooooooo")
>>> v = RushView(b)
>>> g = v.state_grid(b.start)
>>> g.at(2, 0).label, g.at(2, 0).marks, g.at(3, 4).role, g.at(2, 5).note
('A', ('piece',), 'wall', 'exit')
>>> h = v.move_highlights("B+3", b.start, (0, 3))
>>> h.text, h.cells, h.path
('B+3', ((3, 4), (4, 4), (5, 4)), ((0, 4), (3, 4)))
"""

from __future__ import annotations

from typing import Any

from fewest.family import Cell, Grid, Highlights
from fewest_rush_hour.model import EMPTY, EXIT_ROW, RED, SIDE, WALL, Board


class RushView:
    """The view of one board's states."""

    def __init__(self, board: Board) -> None:
        self.board = board

    def state_grid(self, state: Any) -> Grid:
        cells = []
        for i, ch in enumerate(self.board.labels(tuple(state))):
            note = "exit" if i == EXIT_ROW * SIDE + SIDE - 1 else ""
            if ch == EMPTY:
                cells.append(Cell("", "empty", (), note))
            elif ch == WALL:
                cells.append(Cell("", "wall", (), note))
            else:
                cells.append(Cell(ch, "tile", ("piece",) if ch == RED else (), note))
        return Grid(SIDE, SIDE, tuple(cells))

    def move_highlights(self, move: Any, before: Any, after: Any) -> Highlights:
        index = next(i for i, v in enumerate(self.board.vehicles) if v.label == move[0])
        vehicle = self.board.vehicles[index]
        cells = tuple(divmod(c, SIDE) for c in vehicle.cells(after[index]))
        path = (divmod(vehicle.cells(before[index])[0], SIDE), cells[0])
        return Highlights(text=str(move), cells=cells, path=path)
