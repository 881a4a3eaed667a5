"""The Rush Hour board in Michael Fogleman's notation: parsing, rules, moves, text.

A board is 36 characters, the 6x6 grid row by row (the form of Fogleman's
database, https://www.michaelfogleman.com/rush/): ``o`` (or ``.``) an empty
cell, ``x`` a wall, ``A`` the red car, ``B``..``Z`` the other vehicles.  A
vehicle is the straight run of cells holding its letter: two cells for a
car, three for a truck.  ``A`` lies across the third row and leaves on the
right, so no other horizontal vehicle shares that row.  The six rows may
also be given on their own, split by ``/`` or newlines.

A state is the offset of every vehicle along its line (column of its left
end, or row of its top end), in :attr:`Board.vehicles` order, ``A`` first.
A move slides one vehicle any number of free cells, written as Fogleman
writes it: the letter and the signed distance (``A+2`` right, ``C-1`` up).

>>> board = Board.from_text("ooooooooooooAAoooooooooooooooooooooo")
>>> board.start, board.is_goal(board.start)
((0,), False)
>>> [move for move, _ in board.slides(board.start)]
['A+1', 'A+2', 'A+3', 'A+4']
>>> board.to_text(board.apply(board.start, "A+4"))[12:18]
'ooooAA'
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from fewest.family import InvalidPuzzleError, quote

SIDE = 6
CELLS = SIDE * SIDE
#: the row of the red car and of the exit (the third row)
EXIT_ROW = 2
RED = "A"
EMPTY = "o"
WALL = "x"
#: a car covers two cells, a truck three
LENGTHS = (2, 3)

State = tuple[int, ...]


@dataclass(frozen=True)
class Vehicle:
    """A vehicle: its letter, direction, the row or column it moves along, its length."""

    label: str
    horizontal: bool
    line: int
    length: int

    def cells(self, offset: int) -> tuple[int, ...]:
        """The cell indices (row * 6 + column) it covers at ``offset``.

        >>> Vehicle("B", False, 5, 3).cells(1)
        (11, 17, 23)
        """
        if self.horizontal:
            return tuple(self.line * SIDE + offset + i for i in range(self.length))
        return tuple((offset + i) * SIDE + self.line for i in range(self.length))


@dataclass(frozen=True)
class Board:
    """A validated board: its vehicles (``A`` first, then by letter), walls, start state."""

    vehicles: tuple[Vehicle, ...]
    walls: frozenset[int]
    start: State
    #: per vehicle, its cells' bit mask at each offset (derived)
    _masks: tuple[tuple[int, ...], ...] = field(init=False, repr=False, compare=False)
    _wall_mask: int = field(init=False, repr=False, compare=False)

    @classmethod
    def from_text(cls, board: Any) -> Board:
        """Parse and check a board (see the module docstring); one-line errors quote it."""
        grid = _cells(board)
        spots: dict[str, list[int]] = {}
        for i, ch in enumerate(grid):
            if ch.isupper():
                spots.setdefault(ch, []).append(i)
        if RED not in spots:
            raise InvalidPuzzleError(
                f"no red car: the board needs the letter A, got {quote(board)}")
        vehicles, start = [], []
        for label in sorted(spots, key=lambda k: (k != RED, k)):
            vehicle, offset = _vehicle(label, spots[label], board)
            vehicles.append(vehicle)
            start.append(offset)
        red = vehicles[0]
        if not (red.horizontal and red.line == EXIT_ROW):
            raise InvalidPuzzleError(
                f"the red car A must lie across row {EXIT_ROW + 1} (it leaves on the right), "
                f"got {quote(board)}")
        others = [v.label for v in vehicles[1:] if v.horizontal and v.line == EXIT_ROW]
        if others:
            raise InvalidPuzzleError(
                f"vehicle {others[0]!r} lies across row {EXIT_ROW + 1}, the red car's row; "
                f"only vertical vehicles may cross it: {quote(board)}")
        walls = frozenset(i for i, ch in enumerate(grid) if ch == WALL)
        return cls(tuple(vehicles), walls, tuple(start))

    def __post_init__(self) -> None:
        masks = tuple(tuple(_mask(v.cells(o)) for o in range(SIDE - v.length + 1))
                      for v in self.vehicles)
        object.__setattr__(self, "_masks", masks)
        object.__setattr__(self, "_wall_mask", _mask(self.walls))

    def occupied(self, state: State) -> int:
        """The occupied cells as a bit mask (bit ``row * 6 + column``), walls included."""
        full = self._wall_mask
        for masks, offset in zip(self._masks, state, strict=True):
            full |= masks[offset]
        return full

    def slides(self, state: State) -> Iterator[tuple[str, State]]:
        """Every move from ``state``: ``(move, next state)``, vehicle by vehicle,
        backwards (left, up) then forwards (right, down), nearest first."""
        full = self.occupied(state)
        for i, masks in enumerate(self._masks):
            offset = state[i]
            rest = full & ~masks[offset]
            label = self.vehicles[i].label
            for stop, sign in ((-1, -1), (len(masks), 1)):
                for new in range(offset + sign, stop, sign):
                    if masks[new] & rest:
                        break
                    yield f"{label}{new - offset:+d}", (*state[:i], new, *state[i + 1:])

    def apply(self, state: State, move: str) -> State:
        """The state after ``move`` (it must be legal).

        >>> b = Board.from_text("ooooooooooooAAoooooooooooooooooooooo")
        >>> b.apply((0,), "A+3")
        (3,)
        """
        for m, nxt in self.slides(state):
            if m == move:
                return nxt
        raise InvalidPuzzleError(f"move {move!r} is not legal on {quote(self.to_text(state))}")

    def is_goal(self, state: State) -> bool:
        """The red car's right end is on the exit (the last cell of its row)."""
        return state[0] == SIDE - self.vehicles[0].length

    def blockers(self, state: State) -> int:
        """How many vehicles (or walls, counted once) stand between the red car and the exit.

        >>> b = Board.from_text("ooooBoooooBoAAooBCooooxCoooooooooooo")
        >>> b.blockers(b.start)
        2
        """
        row = self.labels(state)[EXIT_ROW * SIDE:(EXIT_ROW + 1) * SIDE]
        return len(set(row[state[0] + self.vehicles[0].length:]) - {EMPTY})

    def labels(self, state: State) -> list[str]:
        """The 36 cells' characters in ``state``."""
        out = [EMPTY] * CELLS
        for w in self.walls:
            out[w] = WALL
        for vehicle, offset in zip(self.vehicles, state, strict=True):
            for c in vehicle.cells(offset):
                out[c] = vehicle.label
        return out

    def to_text(self, state: State | None = None) -> str:
        """The 36-character form of ``state`` (default: the start), as Fogleman writes it."""
        return "".join(self.labels(self.start if state is None else state))


def _mask(cells: Any) -> int:
    """The bit mask of some cell indices."""
    out = 0
    for c in cells:
        out |= 1 << c
    return out


def _cells(board: Any) -> str:
    """The 36 characters of ``board``, with ``.`` read as empty."""
    if not isinstance(board, str):
        raise InvalidPuzzleError(f"a Rush Hour board is text (36 characters), got {quote(board)}")
    rows = [r.strip().replace(" ", "") for r in board.replace("/", "\n").strip().splitlines()]
    if len(rows) > 1 and (len(rows) != SIDE or any(len(r) != SIDE for r in rows)):
        raise InvalidPuzzleError(f"a Rush Hour board has 6 rows of 6 cells, got {quote(board)}")
    text = "".join(rows).replace(".", EMPTY)
    if len(text) != CELLS:
        raise InvalidPuzzleError(
            f"a Rush Hour board is 36 characters (6 rows of 6), got {len(text)}: {quote(board)}")
    for i, ch in enumerate(text):
        if not (ch in (EMPTY, WALL) or "A" <= ch <= "Z"):
            raise InvalidPuzzleError(
                f"unknown cell {ch!r} at row {i // SIDE + 1}, column {i % SIDE + 1} "
                f"(o or . empty, x wall, A..Z vehicles): {quote(board)}")
    return text


def _vehicle(label: str, cells: list[int], board: Any) -> tuple[Vehicle, int]:
    """The vehicle holding ``cells`` (sorted) and its offset, or a one-line error."""
    rows = {c // SIDE for c in cells}
    cols = {c % SIDE for c in cells}
    n = len(cells)
    straight = ((len(rows) == 1 and cells[-1] - cells[0] == n - 1)
                or (len(cols) == 1 and cells[-1] - cells[0] == (n - 1) * SIDE))
    if n not in LENGTHS or not straight:
        raise InvalidPuzzleError(
            f"vehicle {label!r} covers {n} cell{'s' if n != 1 else ''}"
            f"{'' if straight else ' not in one straight line'}; a car is 2 cells in a row, "
            f"a truck 3: {quote(board)}")
    if len(rows) == 1:
        return Vehicle(label, True, cells[0] // SIDE, n), cells[0] % SIDE
    return Vehicle(label, False, cells[0] % SIDE, n), cells[0] // SIDE
