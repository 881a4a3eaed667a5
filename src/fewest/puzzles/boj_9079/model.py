"""The coin game (Baekjoon 9079): nine coins in 3 x 3, flip a row, a column or a diagonal.

A board is a 9-bit number: bit ``3r + c`` is set when the coin at row ``r``,
column ``c`` shows ``T``.  The goal is every coin the same side (all ``H`` or
all ``T``).  A move flips the three coins of one line; lines commute and undo
themselves, so at most 8 moves are ever needed (or the board is hopeless).

>>> board_of_rows(["HTT", "HTT", "THH"])
118
>>> flip(0, "D1") == 0b100010001, flip(0, "D2") == 0b001010100
(True, True)
>>> rows_of(flip(0, "R2"))
['HHH', 'TTT', 'HHH']
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from fewest.errors import InvalidPuzzleError
from fewest.problem import Puzzle
from fewest.puzzles.boardtext import quote

NAME = "boj-9079"
ALL_T = 0b111111111

#: the eight lines a move flips, by name: rows R1..R3, columns C1..C3, diagonals
LINES: dict[str, tuple[tuple[int, int], ...]] = {
    **{f"R{r + 1}": tuple((r, c) for c in range(3)) for r in range(3)},
    **{f"C{c + 1}": tuple((r, c) for r in range(3)) for c in range(3)},
    "D1": ((0, 0), (1, 1), (2, 2)),
    "D2": ((0, 2), (1, 1), (2, 0)),
}
MASKS = {name: sum(1 << (3 * r + c) for r, c in cells) for name, cells in LINES.items()}
WORDS = {**{f"R{i}": f"flip row {i}" for i in (1, 2, 3)},
         **{f"C{i}": f"flip column {i}" for i in (1, 2, 3)},
         "D1": "flip the diagonal \\", "D2": "flip the diagonal /"}


def flip(board: int, line: str) -> int:
    """``board`` with the three coins of ``line`` turned over."""
    return board ^ MASKS[line]


def board_of_rows(rows: list[str]) -> int:
    return sum(1 << i for i, ch in enumerate("".join(rows)) if ch == "T")


def rows_of(board: int) -> list[str]:
    return ["".join("T" if board >> (3 * r + c) & 1 else "H" for c in range(3))
            for r in range(3)]


def is_uniform(board: int) -> bool:
    return board in (0, ALL_T)


@dataclass(frozen=True)
class Case:
    """One test case: the nine coins, row by row (``"HTT"``)."""

    rows: tuple[str, str, str]

    @property
    def board(self) -> int:
        return board_of_rows(list(self.rows))

    def to_json(self) -> dict[str, Any]:
        return {"coins": list(self.rows)}


def bad(message: str, shown: Any) -> InvalidPuzzleError:
    """The one-line error for this problem, quoting the input."""
    return InvalidPuzzleError(f"{NAME} (동전 게임, coin game): {message}: {quote(shown)}")


def make_case(value: Any, shown: Any = None) -> Case:
    """A validated case from ``{"coins": ["HTT", "HTT", "THH"]}``.

    >>> make_case({"coins": ["HTT", "HTT", "THH"]}).board
    118
    >>> make_case({"coins": ["HTX", "HTT", "THH"]})
    Traceback (most recent call last):
    fewest.errors.InvalidPuzzleError: boj-9079 (동전 게임, coin game): every coin is H or T, \
got 'X' in row 1: '{"coins": ["HTX", "HTT", "THH"]}'
    """
    shown = value if shown is None else shown
    if not isinstance(value, dict) or set(value) != {"coins"}:
        raise bad('a case is {"coins": [three rows of three H/T]}', shown)
    rows = value["coins"]
    if not isinstance(rows, list) or len(rows) != 3 or not all(
            isinstance(r, str) and len(r) == 3 for r in rows):
        raise bad("the coins are 3 rows of 3 (H or T)", shown)
    for i, row in enumerate(rows, start=1):
        for ch in row:
            if ch not in "HT":
                raise bad(f"every coin is H or T, got {ch!r} in row {i}", shown)
    return Case((rows[0], rows[1], rows[2]))


class CoinPuzzle(Puzzle[int]):
    """Engine view: states are 9-bit boards, moves the line names; two goal boards.

    >>> from fewest import solve
    >>> solve(CoinPuzzle(make_case({"coins": ["HTT", "HTT", "THH"]})), "bfs").length
    2
    """

    unit_cost = True
    heuristic_admissible = True
    heuristic_consistent = True

    def __init__(self, case: Case) -> None:
        self.case = case
        self.start = case.board
        self.heuristic = self._one_off

    def _one_off(self, state: int) -> int:
        return 0 if is_uniform(state) else 1

    def is_goal(self, state: int) -> bool:
        return is_uniform(state)

    def successors(self, state: int) -> Iterator[tuple[str, int, int]]:
        for name, mask in MASKS.items():
            yield name, state ^ mask, 1
