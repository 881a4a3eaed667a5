"""Baekjoon 1175 배달 (Delivery): an N x M classroom of free blocks (``.``), blocked
ones (``#``), Minsik's start (``S``, one) and two delivery blocks (``C``, exactly
two).  A move goes one block up, down, left or right and takes a minute, but never
in the same direction as the move before it.  Print the fewest minutes that enter
both ``C`` blocks, or -1.

Statement and its five samples read in stored copies of the official page
https://www.acmicpc.net/problem/1175 (the headers of public solution files, one
of them with the limits): ``N, M <= 50``; 2 s, 128 MB.

Decided: the state is the block, the direction of the last move (none before the
first) and which ``C`` blocks were entered (a two-bit mask); every move costs 1,
so the kit's BFS gives the fewest minutes.  The first move may go any way.  The
direction rule makes the way to the second ``C`` depend on how the first was
entered, so a block seen once is not done with: that is the typical mistake.

>>> from fewest.puzzles import get_family
>>> inst = get_family("boj-1175").parse("2 3\\nSCC\\n...\\n")
>>> inst.judge_output(inst.solve(), "judge")
'4'
"""

from __future__ import annotations

from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import Grid, Input, Int, Line, Problem, family_of, per_case

Case = dict[str, Any]
State = tuple[int, int, int, int]
STEPS = (("up", -1, 0), ("down", 1, 0), ("left", 0, -1), ("right", 0, 1))


@per_case
def _bits(case: Case) -> dict[tuple[int, int], int]:
    """Each ``C`` block's bit, found once per case (not at every state)."""
    spots = [(r, c) for r, row in enumerate(case["room"]) for c, ch in enumerate(row)
             if ch == "C"]
    return {spot: 1 << k for k, spot in enumerate(spots)}


def start(case: Case) -> State:
    r, c = next((r, row.index("S")) for r, row in enumerate(case["room"]) if "S" in row)
    return (r, c, -1, 0)


def moves(case: Case, at: State) -> list[tuple[str, State, int]]:
    """Each turn (a direction other than the last move's) onto a free block."""
    room, bits = case["room"], _bits(case)
    r, c, last, done = at
    out = []
    for d, (name, dr, dc) in enumerate(STEPS):
        y, x = r + dr, c + dc
        if d != last and 0 <= y < case["N"] and 0 <= x < case["M"] and room[y][x] != "#":
            out.append((name, (y, x, d, done | bits.get((y, x), 0)), 1))
    return out


def _room(*rows: str) -> str:
    return f"{len(rows)} {len(rows[0])}\n" + "".join(row + "\n" for row in rows)


_OPEN = ["." * 50 for _ in range(50)]
_OPEN[0] = "C" + "." * 48 + "C"
_OPEN[25] = "." * 25 + "S" + "." * 24

PROBLEM = Problem(
    site="baekjoon", number="1175", title_ko="배달", title_en="Delivery",
    source="https://www.acmicpc.net/problem/1175",
    input=Input(Line(Int("N", 1, 50), Int("M", 1, 50)),
                Grid("room", "N", "M", ".#SC", weights={".": 10, "#": 3},
                     exactly={"S": 1, "C": 2})),
    start=start,
    moves=moves,
    goal=lambda c, at: at[3] == 3,
    unit="minutes", unit_ko="분",
    time_limit=2.0, memory_mb=128,
    samples=(
        ("2 3\nSCC\n...\n", "4"),
        ("1 5\nC.C.S\n", "-1"),
        ("3 3\n#.#\nCSC\n#.#\n", "5"),
        ("10 7\n#.#....\n##...#.\nC#...#.\n.....#.\n..#....\n..#S.#.\n.##..#.\n###..##\n"
         "..C.#.#\n###.#..\n", "24"),
        ("3 36\n#.#.#.#.#.#.#.#.#.#.#.#.#.#.#.#.#.#C\n.................S..................\n"
         "C#.#.#.#.#.#.#.#.#.#.#.#.#.#.#.#.#.#\n", "155"),
    ),
    specials=(
        _room("SCC"),                   # one row: right, right is not allowed: -1
        _room("CSC"),                   # left then right twice: -1
        _room("SC", "C."),              # the smallest square: 3
        _room(".C.", ".C.", "S.."),     # the second C is best entered from another side
        _room("S#C", "##.", "C.."),     # walled in: -1
        _room("C", "S", "C"),           # one column: -1
        _room(*_OPEN),                  # the largest room, C in the far corners
    ),
    words=str,
    about=Said("fewest minutes for Minsik to enter both C blocks, never moving the same way twice "
               "in a row",
               "같은 방향으로 연속 두 번 움직이지 않고 두 C 블록에 모두 들르는 최소 시간(분)"),
)
FAMILY = family_of(PROBLEM)
