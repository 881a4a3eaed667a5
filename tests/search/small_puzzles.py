"""Small puzzles used by the engine tests; each has a known optimal cost."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from fewest import Heuristic, Puzzle


class Jugs(Puzzle[tuple[int, int]]):
    """Two water jugs (3 and 5 litres); measure 4 litres in the big jug."""

    start = (0, 0)
    unit_cost = True
    caps = (3, 5)

    def is_goal(self, s: tuple[int, int]) -> bool:
        return s[1] == 4

    def successors(self, s: tuple[int, int]) -> Iterator[tuple[str, tuple[int, int], int]]:
        a, b = s
        ca, cb = self.caps
        pour_ab = min(a, cb - b)
        pour_ba = min(b, ca - a)
        yield "fill A", (ca, b), 1
        yield "fill B", (a, cb), 1
        yield "empty A", (0, b), 1
        yield "empty B", (a, 0), 1
        yield "A->B", (a - pour_ab, b + pour_ab), 1
        yield "B->A", (a + pour_ba, b - pour_ba), 1


class Tiles2x3(Puzzle[tuple[int, ...]]):
    """A 2x3 sliding puzzle written independently of the built-in family."""

    unit_cost = True
    reversible = True
    goal = (1, 2, 3, 4, 5, 0)

    def __init__(self, start: tuple[int, ...]) -> None:
        self.start = start

    def is_goal(self, s: tuple[int, ...]) -> bool:
        return s == self.goal

    def successors(self, s: tuple[int, ...]) -> Iterator[tuple[str, tuple[int, ...], int]]:
        b = s.index(0)
        r, c = divmod(b, 3)
        for name, dr, dc in (("U", -1, 0), ("D", 1, 0), ("L", 0, -1), ("R", 0, 1)):
            rr, cc = r + dr, c + dc
            if 0 <= rr < 2 and 0 <= cc < 3:
                t = rr * 3 + cc
                lst = list(s)
                lst[b], lst[t] = lst[t], lst[b]
                yield name, tuple(lst), 1

    def manhattan(self, s: tuple[int, ...]) -> int:
        total = 0
        for i, v in enumerate(s):
            if v:
                g = v - 1
                total += abs(i // 3 - g // 3) + abs(i % 3 - g % 3)
        return total

    @property
    def heuristic(self) -> Heuristic:  # type: ignore[override]
        return Heuristic(self.manhattan, admissible=True, consistent=True)


@dataclass
class WeightedGrid(Puzzle[tuple[int, int]]):
    """A 5x5 grid; stepping onto a cell costs its weight (1..9); reach the far corner."""

    weights: tuple[tuple[int, ...], ...]
    start: tuple[int, int] = (0, 0)
    unit_cost = False

    def is_goal(self, s: tuple[int, int]) -> bool:
        return s == (len(self.weights) - 1, len(self.weights[0]) - 1)

    def successors(self, s: tuple[int, int]) -> Iterator[tuple[str, tuple[int, int], int]]:
        r, c = s
        for name, dr, dc in (("N", -1, 0), ("S", 1, 0), ("W", 0, -1), ("E", 0, 1)):
            rr, cc = r + dr, c + dc
            if 0 <= rr < len(self.weights) and 0 <= cc < len(self.weights[0]):
                yield name, (rr, cc), self.weights[rr][cc]

    @property
    def heuristic(self) -> Heuristic:  # type: ignore[override]
        gr, gc = len(self.weights) - 1, len(self.weights[0]) - 1
        return Heuristic(
            lambda s: abs(gr - s[0]) + abs(gc - s[1]), admissible=True, consistent=True
        )


class Knight(Puzzle[tuple[int, int]]):
    """A knight on a 6x6 board from one corner to the opposite corner (4 moves)."""

    start = (0, 0)
    goal = (5, 5)
    unit_cost = True
    reversible = True

    def is_goal(self, s: tuple[int, int]) -> bool:
        return s == self.goal

    def successors(
        self, s: tuple[int, int]
    ) -> Iterator[tuple[tuple[int, int], tuple[int, int], int]]:
        for dr, dc in ((1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)):
            r, c = s[0] + dr, s[1] + dc
            if 0 <= r < 6 and 0 <= c < 6:
                yield (dr, dc), (r, c), 1


GRID = WeightedGrid(
    (
        (1, 9, 1, 1, 1),
        (1, 9, 1, 9, 1),
        (1, 1, 1, 9, 1),
        (9, 9, 9, 9, 1),
        (1, 1, 1, 1, 1),
    )
)

# (name, puzzle factory, optimal cost, unit costs?)
CASES = [
    ("jugs", Jugs, 6, True),
    ("tiles2x3", lambda: Tiles2x3((5, 4, 2, 0, 1, 3)), 8, True),
    ("tiles2x3-deep", lambda: Tiles2x3((0, 3, 4, 5, 1, 2)), 13, True),
    ("grid", lambda: GRID, 12, False),
    ("knight", Knight, 4, True),
]
