"""Baekjoon 9079 동전 게임 (Coin Game): nine coins in 3 x 3, each ``H`` or ``T``; a
move turns over the three coins of a row, a column or a diagonal.  Per case, the
fewest moves that make every coin the same side, or -1.

Statement read from https://www.acmicpc.net/problem/9079: ``T`` cases of three
lines of three coins separated by spaces; 1 s, 128 MB.

Decided: a board is a 9-bit number (bit ``3r + c`` set for ``T``); both uniform
boards are goals, so bidirectional search does not run (two goal boards).  Lines
commute and undo themselves: at most 8 moves are ever needed, or none works.

>>> from fewest.puzzles import get_family
>>> inst = get_family("boj-9079").parse("1\\nH T T\\nH T T\\nT H H\\n")
>>> sol = inst.solve()
>>> inst.judge_output(sol, "judge"), [inst.move_text(m) for m in sol.moves]
('2', ['flip row 3', 'flip column 1'])
"""

from __future__ import annotations

from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import Grid, Input, Int, Problem, View, family_of

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


def board_of_rows(rows: list[str]) -> int:
    """The coins as a 9-bit number.

    >>> board_of_rows(["HTT", "HTT", "THH"])
    118
    """
    return sum(1 << i for i, ch in enumerate("".join(rows)) if ch == "T")


def rows_of(board: int) -> list[str]:
    """The three rows of a 9-bit board.

    >>> rows_of(MASKS["R2"])
    ['HHH', 'TTT', 'HHH']
    """
    return ["".join("T" if board >> (3 * r + c) & 1 else "H" for c in range(3))
            for r in range(3)]


def coins(case: dict[str, Any], board: int) -> tuple[list[str], dict[tuple[int, int], Any]]:
    """``H`` as a card face up, ``T`` face down."""
    return ["..."] * 3, {(r, c): (ch, "card-up" if ch == "H" else "card-down")
                         for r, row in enumerate(rows_of(int(board))) for c, ch in enumerate(row)}


PROBLEM = Problem(
    site="baekjoon", number="9079", title_ko="동전 게임", title_en="Coin Game",
    source="https://www.acmicpc.net/problem/9079",
    input=Input(Grid("coins", 3, 3, "HT", sep=" "), cases=Int("T", 1, 100), tokens="coins"),
    start=lambda c: board_of_rows(c["coins"]),
    moves=lambda c, b: [(name, b ^ mask, 1) for name, mask in MASKS.items()],
    goal=lambda c, b: b in (0, ALL_T),
    heuristic=lambda c, b: 0 if b in (0, ALL_T) else 1,
    unsupported={"bidirectional": Said("two goal boards (all H and all T): there is no one "
                                       "goal to search back from",
                                       "목표 보드가 둘(모두 H, 모두 T)이라 거꾸로 탐색을 시작할 "
                                       "목표가 하나로 정해지지 않습니다")},
    unit="flips", unit_ko="번", time_limit=1.0, memory_mb=128,
    samples=(("3\nH T T\nH T T\nT H H\nT H H\nH H H\nH H H\nH H H\nH T H\nH H H\n",
              "2\n-1\n4"),),
    # both uniform boards, a diagonal, an all-T finish, hopeless boards
    specials=tuple("1\n" + "".join(" ".join(r) + "\n" for r in rows) for rows in (
        ("HHH", "HHH", "HHH"), ("TTT", "TTT", "TTT"), ("THH", "HTH", "HHT"),
        ("HHT", "HTH", "THH"), ("TTT", "HHH", "HHH"), ("HTT", "THT", "TTH"),
        ("THT", "TTT", "THT"), ("HHH", "TTT", "TTT"), ("TTH", "THT", "HTT"))),
    # the flips a walk made, as a board: solvable in at most as many
    aim=lambda c, b: {**c, "coins": rows_of(board_of_rows(c["coins"]) ^ b)},
    restart=lambda c, b: {**c, "coins": rows_of(int(b))},
    words=lambda m: WORDS.get(str(m), str(m)),
    show=lambda c, b: "\n".join(" ".join(row) for row in rows_of(int(b))),
    view=View(board=coins, roles={".": "empty"}),
    about=Said("fewest flips of a row, a column or a diagonal that make all nine coins show the "
               "same side, or -1",
               "행, 열, 대각선의 동전 세 개를 뒤집어 동전 9개를 모두 같은 면으로 만드는 최소 "
               "횟수 (불가능하면 -1)"),
)
FAMILY = family_of(PROBLEM)
