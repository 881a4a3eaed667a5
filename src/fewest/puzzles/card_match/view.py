"""How a card board looks: face-down and face-up cards, empty cells and the cursor;
a key press highlights the cursor's route or the card it turned.

>>> from fewest.puzzles.card_match.model import parse_board
>>> v = CardView(parse_board([[1, 0, 1]]))
>>> [(c.label, c.role, c.marks) for c in v.state_grid((0, 1, -1)).cells]
[('1', 'card-down', ('cursor',)), ('', 'empty', ()), ('1', 'card-down', ())]
>>> v.move_highlights("Ctrl+Right", (0, 1, 0), (2, 1, 0)).path
((0, 0), (0, 1), (0, 2))
>>> v.move_highlights("Enter", (2, 1, 0), (2, 0, -1)).cells
((0, 2), (0, 0))
"""

from __future__ import annotations

from typing import Any

from fewest.puzzles.card_match.model import CardBoard
from fewest.view import Cell, Grid, Highlights


class CardView:
    """The view of one board; a state is ``(cursor, mask, up)`` as in the rules."""

    def __init__(self, board: CardBoard) -> None:
        self.board = board

    def state_grid(self, state: Any) -> Grid:
        cursor, mask, up = state
        b = self.board
        cells = []
        for cell in range(b.rows * b.cols):
            p = b.cell_pair[cell]
            marks = ("cursor",) if cell == cursor else ()
            if p >= 0 and mask >> p & 1:
                role = "card-up" if cell == up else "card-down"
                cells.append(Cell(str(b.faces[p]), role, marks))
            else:
                cells.append(Cell("", "gone" if p >= 0 else "empty", marks))
        return Grid(b.rows, b.cols, tuple(cells))

    def state_cell(self, state: Any) -> tuple[int, int]:
        """The cursor's cell."""
        return divmod(int(state[0]), self.board.cols)

    def move_highlights(self, move: Any, before: Any, after: Any) -> Highlights:
        key = str(move)
        a, b = self.state_cell(before), self.state_cell(after)
        if key == "Enter":
            turned = [a]
            gone = before[1] & ~after[1]
            if gone:
                p = gone.bit_length() - 1
                pair = [divmod(c, self.board.cols) for c in self.board.card_cells[2 * p:2 * p + 2]]
                turned = [a, *(c for c in pair if c != a)]
            return Highlights(text=key, cells=tuple(turned))
        dr = (b[0] > a[0]) - (b[0] < a[0])
        dc = (b[1] > a[1]) - (b[1] < a[1])
        path = [a]
        while path[-1] != b:
            r, c = path[-1]
            path.append((r + dr, c + dc))
        return Highlights(text=key, cells=(b,), path=tuple(path))
