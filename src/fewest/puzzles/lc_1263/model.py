"""LeetCode 1263 rules (a one-box Sokoban): an ``m x n`` grid of characters,
``#`` wall, ``.`` floor, ``S`` the player, ``B`` the box, ``T`` the target (the
last three stand on floor).  The player walks up, down, left and right over
floor cells, never through the box; standing next to the box and walking
into it pushes it one cell on, onto floor.  The answer is the fewest
**pushes** that bring the box onto ``T`` (walking is free), or ``-1``.

A state is ``(box row, box col, player row, player col)``.  A move is one
push, ``"up"``, ``"down"``, ``"left"`` or ``"right"`` (the box's direction):
the player first walks, around the box, to the cell behind it, then pushes,
and ends where the box was.  So after the first push the player always stands
next to the box: at most ``4 m n + 1`` states.

>>> w = Warehouse.from_case({"grid": [list("#####"), list("#SB.#"), list("#..T#"),
...                                    list("#####")]})
>>> p = BoxPuzzle(w)
>>> p.start, sorted(m for m, _s, _c in p.successors(p.start))
((1, 2, 1, 1), ['left', 'right'])
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from fewest.errors import InvalidPuzzleError
from fewest.problem import Puzzle
from fewest.puzzles.boardtext import quote

NAME = "leetcode-1263"
PARAM = "grid"
MAX_SIDE = 20
CHARS = frozenset(".#STB")
STEPS: tuple[tuple[str, int, int], ...] = (
    ("up", -1, 0), ("down", 1, 0), ("left", 0, -1), ("right", 0, 1))
State = tuple[int, int, int, int]


def bad(message: str, value: Any) -> InvalidPuzzleError:
    """The one-line error for a bad case."""
    return InvalidPuzzleError(f"{NAME}: {message}: {quote(value)}")


@dataclass(frozen=True)
class Warehouse:
    """A validated grid (rows of one-character strings) and where S, B, T are."""

    rows: tuple[str, ...]
    player: tuple[int, int]
    box: tuple[int, int]
    target: tuple[int, int]

    @property
    def m(self) -> int:
        return len(self.rows)

    @property
    def n(self) -> int:
        return len(self.rows[0])

    def floor(self, r: int, c: int) -> bool:
        """On the grid and not a wall (S, B and T stand on floor)."""
        return 0 <= r < self.m and 0 <= c < self.n and self.rows[r][c] != "#"

    @classmethod
    def from_case(cls, case: Any) -> Warehouse:
        """Check every constraint: ``1 <= m, n <= 20``, rows of one length, only the
        characters ``. # S T B``, exactly one ``S``, one ``B`` and one ``T``."""
        if not isinstance(case, dict) or set(case) != {PARAM}:
            raise bad(f"a case is the argument {{\"{PARAM}\": [[\"#\", ...], ...]}}", case)
        grid = case[PARAM]
        if not isinstance(grid, list) or not grid or not isinstance(grid[0], list):
            raise bad("grid must be a non-empty list of rows of characters", grid)
        m, n = len(grid), len(grid[0])
        if not (1 <= m <= MAX_SIDE and 1 <= n <= MAX_SIDE):
            raise bad(f"m and n must be 1..{MAX_SIDE}, got {m} x {n}", grid)
        rows = []
        for i, row in enumerate(grid):
            if not isinstance(row, list) or len(row) != n:
                raise bad(f"row {i} is not {n} cells long (every row has the same length)",
                          grid)
            if any(not isinstance(ch, str) or ch not in CHARS or len(ch) != 1 for ch in row):
                raise bad(f"every cell must be one of '.', '#', 'S', 'T', 'B' (row {i})", grid)
            rows.append("".join(row))
        where = {}
        for ch in "SBT":
            spots = [(r, c) for r, row in enumerate(rows) for c, x in enumerate(row) if x == ch]
            if len(spots) != 1:
                raise bad(f"the grid must hold exactly one '{ch}', found {len(spots)}", grid)
            where[ch] = spots[0]
        return cls(tuple(rows), where["S"], where["B"], where["T"])


class BoxPuzzle(Puzzle[State]):
    """The engine puzzle: one push per move, the walk to the push is free.

    Which cells the player can reach with the box at a given cell is a flood
    fill; each fill is remembered for every cell it reached, so the search
    floods each region of each box position once.
    """

    unit_cost = True
    heuristic_admissible = True
    heuristic_consistent = True

    def __init__(self, warehouse: Warehouse) -> None:
        self.w = warehouse
        self.start: State = (*warehouse.box, *warehouse.player)
        self._region: dict[tuple[int, int, int, int], int] = {}
        self._regions = 0

    def is_goal(self, state: State) -> bool:
        return (state[0], state[1]) == self.w.target

    def region(self, br: int, bc: int, pr: int, pc: int) -> int:
        """An id of the cells the player at ``(pr, pc)`` reaches with the box at ``(br, bc)``."""
        key = (br, bc, pr, pc)
        found = self._region.get(key)
        if found is not None:
            return found
        rid = self._regions
        self._regions += 1
        floor = self.w.floor
        self._region[key] = rid
        todo = [(pr, pc)]
        while todo:
            r, c = todo.pop()
            for _name, dr, dc in STEPS:
                rr, cc = r + dr, c + dc
                k = (br, bc, rr, cc)
                if (rr, cc) != (br, bc) and k not in self._region and floor(rr, cc):
                    self._region[k] = rid
                    todo.append((rr, cc))
        return rid

    def successors(self, state: State) -> Iterator[tuple[str, State, int]]:
        br, bc, pr, pc = state
        floor = self.w.floor
        here = self.region(br, bc, pr, pc)
        for name, dr, dc in STEPS:
            behind = (br - dr, bc - dc)
            if not (floor(br + dr, bc + dc) and floor(*behind)):
                continue
            if self._region.get((br, bc, *behind)) == here:
                yield name, (br + dr, bc + dc, br, bc), 1

    def heuristic(self, state: State) -> int:
        """Manhattan distance of the box to the target: a push moves it one cell."""
        return abs(state[0] - self.w.target[0]) + abs(state[1] - self.w.target[1])
