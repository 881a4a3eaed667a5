"""A number line fitted to a problem's start and goal (Baekjoon 1697's ``N`` and ``K``).

:func:`number_line` is a :class:`~fewest.puzzles.kit.problem.View` for a problem whose
state is one integer.  The line is the case's own, the same for every state (a page
draws a move as the cells it changes): from the lesser of the start and the goal to the
greater, one cell past each end; a line longer than ``most`` cells keeps ``near`` cells
around the start and around the goal, with a gap cell (``…``) between them.  The state
is the piece; a state off the line is drawn, with its number, in the end cell or the gap
it lies beyond or in.  The goal is the finish, the start a square.

>>> view = number_line("N", "K")
>>> rows, cells = view.board({"N": 5, "K": 17}, 5)
>>> [cells[(0, i)][0] for i in (0, len(rows[0]) - 1)], cells[(0, 1)], cells[(0, 13)]
(['4', '18'], ('5', 'piece'), ('17', 'finish'))
>>> cells[(0, 14)], view.board({"N": 5, "K": 17}, 34)[1][(0, 14)]
(('18', 'empty'), ('34', 'piece'))
>>> rows, cells = view.board({"N": 5, "K": 90000}, 10)
>>> [label for (_r, _c), (label, _role) in sorted(cells.items())]
['4', '5', '6', '7', '10', '89998', '89999', '90000', '90001']
>>> view.at({"N": 5, "K": 17}, 5, 10)
(0, 6)
"""

from __future__ import annotations

from bisect import bisect_left
from typing import Any

from fewest.puzzles.kit.problem import View

Case = dict[str, Any]
#: the gap between two stretches of a long line
GAP = "\u2026"


def _numbers(start: int, goal: int, most: int, near: int) -> list[int | None]:
    """The numbers drawn, left to right, ``None`` for a gap."""
    lo, hi = min(start, goal) - 1, max(start, goal) + 1
    if min(start, goal) >= 0:
        lo = max(lo, 0)
    if hi - lo + 1 <= most:
        return list(range(lo, hi + 1))
    keep: set[int] = set()
    for centre in (start, goal):
        keep.update(range(max(lo, centre - near), min(hi, centre + near) + 1))
    out: list[int | None] = []
    for n in sorted(keep):
        if out and out[-1] is not None and n != out[-1] + 1:
            out.append(None)
        out.append(n)
    return out


def _place(drawn: list[int | None], x: int) -> int:
    """The cell that shows ``x``: its own, else the end or gap it lies beyond or in."""
    numbers = [n for n in drawn if n is not None]
    if x in numbers:
        return drawn.index(x)
    if x < numbers[0]:
        return 0
    if x > numbers[-1]:
        return len(drawn) - 1
    after = numbers[bisect_left(numbers, x)]  # the first number drawn past x: a gap before it
    return drawn.index(after) - 1


def number_line(start: str, goal: str, *, most: int = 21, near: int = 2) -> View:
    """The :class:`View` of a number line from the case's field ``start`` to ``goal``
    (see the module docstring)."""
    def numbers(case: Case) -> list[int | None]:
        return _numbers(int(case[start]), int(case[goal]), most, near)

    def board(case: Case, x: Any) -> tuple[list[str], dict[tuple[int, int], tuple[str, str]]]:
        drawn = numbers(case)
        cells: dict[tuple[int, int], tuple[str, str]] = {}
        for i, n in enumerate(drawn):
            if n is None:
                cells[(0, i)] = (GAP, "gone")
            elif n == case[goal]:
                cells[(0, i)] = (str(n), "finish")
            else:
                cells[(0, i)] = (str(n), "square" if n == case[start] else "empty")
        cells[(0, _place(drawn, int(x)))] = (str(x), "piece")
        return [" " * len(drawn)], cells

    def at(case: Case, before: Any, after: Any) -> tuple[int, int]:
        return (0, _place(numbers(case), int(after)))

    return View(board=board, roles={" ": "empty"}, at=at)
