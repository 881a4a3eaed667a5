"""A Lights Out board: validation, presses, text forms.

An R x C board of lights, each on (1) or off (0), written as rows:
``"1 0 1 / 0 1 0 / 1 0 1"``.  Pressing the light at ``(r, c)`` (0-based)
toggles it and its orthogonal neighbours; the goal is every light off.
A state is an integer with bit ``r * C + c`` set when that light is on.

Presses commute and two presses of one light cancel, so a shortest solution
presses each light at most once, in any order: finding it is linear algebra
over GF(2) (:mod:`~fewest.puzzles.lights_out.gf2`).

>>> b = Board.from_text("1 0 1 / 0 1 0 / 1 0 1")
>>> b.rows, b.cols, bin(b.lights)
(3, 3, '0b101010101')
>>> Board.from_text("1 1 0 / 1 0 0 / 0 0 0").press(0, 0).lights
0
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from typing import Any

from fewest.errors import InvalidPuzzleError
from fewest.puzzles.boardtext import parse_grid, quote, require_rectangular

Press = tuple[int, int]
#: The largest board accepted (cells); 30 x 30 still solves in well under a second.
MAX_CELLS = 900


@cache
def press_masks(rows: int, cols: int) -> tuple[int, ...]:
    """``masks[r * cols + c]``: the lights a press at ``(r, c)`` toggles, as a bit set.

    >>> [bin(m) for m in press_masks(1, 3)]
    ['0b11', '0b111', '0b110']
    """
    out = []
    for r in range(rows):
        for c in range(cols):
            m = 1 << (r * cols + c)
            if r > 0:
                m |= 1 << ((r - 1) * cols + c)
            if r < rows - 1:
                m |= 1 << ((r + 1) * cols + c)
            if c > 0:
                m |= 1 << (r * cols + c - 1)
            if c < cols - 1:
                m |= 1 << (r * cols + c + 1)
            out.append(m)
    return tuple(out)


def cells_of(bits: int, cols: int) -> list[Press]:
    """The ``(r, c)`` cells of a bit set, in reading order.

    >>> cells_of(0b100010, 3)
    [(0, 1), (1, 2)]
    """
    out = []
    i = 0
    while bits:
        if bits & 1:
            out.append(divmod(i, cols))
        bits >>= 1
        i += 1
    return out


def move_text(press: Press) -> str:
    """A press in words (0-based row and column).

    >>> move_text((1, 2))
    'press 1,2'
    """
    return f"press {press[0]},{press[1]}"


@dataclass(frozen=True)
class Board:
    """A validated ``rows x cols`` board; ``lights`` has bit ``r * cols + c`` per light on."""

    rows: int
    cols: int
    lights: int

    @classmethod
    def from_text(cls, board: Any, shape: tuple[int, int] | None = None) -> Board:
        """Read rows of 0/1 (text or JSON) and validate them.

        One run of numbers is one row unless ``shape`` (``(R, C)``) says otherwise.

        >>> Board.from_text("1 1 0 0", shape=(2, 2)).to_text()
        '1 1 / 0 0'
        >>> Board.from_text("1 0 / 0 2")
        Traceback (most recent call last):
        ...
        fewest.errors.InvalidPuzzleError: lights must be 0 (off) or 1 (on), found 2 \
at row 1, column 1 (0-based): '1 0 / 0 2'
        """
        grid = parse_grid(board)
        if shape is not None:
            r, c = shape
            cells = [v for row in grid for v in row]
            if len(grid) == 1 and r * c == len(cells):
                grid = [cells[i * c : (i + 1) * c] for i in range(r)]
            elif (len(grid), len(grid[0])) != (r, c) or r * c != len(cells):
                raise InvalidPuzzleError(
                    f"the shape option says {r}x{c} ({r * c} lights) but the board does not "
                    f"fit it: {quote(board)}")
        rows, cols = require_rectangular(grid, board)
        if rows * cols > MAX_CELLS:
            raise InvalidPuzzleError(
                f"a board holds at most {MAX_CELLS} lights, got {rows}x{cols}: {quote(board)}")
        lights = 0
        for r, row in enumerate(grid):
            for c, v in enumerate(row):
                if v not in (0, 1):
                    raise InvalidPuzzleError(
                        f"lights must be 0 (off) or 1 (on), found {v} at row {r}, column {c} "
                        f"(0-based): {quote(board)}")
                if v:
                    lights |= 1 << (r * cols + c)
        return cls(rows, cols, lights)

    @property
    def cells(self) -> int:
        """The number of lights."""
        return self.rows * self.cols

    def press(self, r: int, c: int) -> Board:
        """The board after pressing ``(r, c)``."""
        if not (0 <= r < self.rows and 0 <= c < self.cols):
            raise InvalidPuzzleError(f"press {r},{c} is off the {self.rows}x{self.cols} board")
        return Board(self.rows, self.cols,
                     self.lights ^ press_masks(self.rows, self.cols)[r * self.cols + c])

    def press_all(self, presses: Iterable[Press]) -> Board:
        """The board after every press in ``presses``."""
        board = self
        for r, c in presses:
            board = board.press(r, c)
        return board

    def to_text(self, lights: int | None = None) -> str:
        """Rows of 0/1 separated by `` / `` (``lights`` instead of this board's own)."""
        bits = self.lights if lights is None else lights
        return " / ".join(" ".join(str(bits >> (r * self.cols + c) & 1) for c in range(self.cols))
                          for r in range(self.rows))
