"""Baekjoon 4991 로봇 청소기 (Robot cleaner): a w x h room of clean tiles (``.``),
dirty tiles (``*``, at most 10), furniture (``x``) and the robot (``o``); each move
goes to a neighbouring tile (up, down, left, right) that is no furniture, and a
dirty tile it enters is cleaned.  Print the fewest moves that clean every tile,
or -1 when some dirty tile cannot be reached.  Several rooms, ended by ``0 0``.

Statement read in a stored copy of the official page
https://www.acmicpc.net/problem/4991 (a public solution file's header, with the
samples): ``1 <= w, h <= 20``, width first; one ``o``; 1 s, 256 MB.

Decided: the state is the robot's tile and the set of dirty tiles cleaned so far
(a bit mask over at most 10 tiles); every move costs 1, so the kit's BFS gives the
fewest moves.  A room with no dirty tile prints 0.  The robot may pass a tile
any number of times.

>>> from fewest.puzzles import get_family
>>> inst = get_family("boj-4991").parse("7 5\\n.......\\n.o...*.\\n.......\\n.*...*.\\n.......\\n")
>>> inst.judge_output(inst.solve(), "judge")
'8'
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import Grid, Input, Int, Line, Problem, family_of

Case = dict[str, Any]
State = tuple[int, int, int]
STEPS = (("up", -1, 0), ("down", 1, 0), ("left", 0, -1), ("right", 0, 1))


@lru_cache(maxsize=64)
def _dirt(room: tuple[str, ...]) -> dict[tuple[int, int], int]:
    return {(r, c): 1 << k for k, (r, c) in enumerate(
        (r, c) for r, row in enumerate(room) for c, ch in enumerate(row) if ch == "*")}


def dirt(case: Case) -> dict[tuple[int, int], int]:
    """Each dirty tile's bit."""
    return _dirt(tuple(case["room"]))


def start(case: Case) -> State:
    r, c = next((r, row.index("o")) for r, row in enumerate(case["room"]) if "o" in row)
    return (r, c, 0)


def moves(case: Case, at: State) -> list[tuple[str, State, int]]:
    room, bits = case["room"], dirt(case)
    r, c, done = at
    out = []
    for name, dr, dc in STEPS:
        y, x = r + dr, c + dc
        if 0 <= y < case["h"] and 0 <= x < case["w"] and room[y][x] != "x":
            out.append((name, (y, x, done | bits.get((y, x), 0)), 1))
    return out


def rules(case: Case) -> str | None:
    n = sum(row.count("*") for row in case["room"])
    return None if n <= 10 else Said(f"at most 10 dirty tiles, got {n}",
                                       f"더러운 칸은 10개 이하여야 합니다 (받은 값 {n}개)")


def few_dirty(case: Case, rng: random.Random) -> Case:
    """At most 10 dirty tiles on the drawn room (the others swept clean)."""
    spots = [(r, c) for r, row in enumerate(case["room"]) for c, ch in enumerate(row)
             if ch == "*"]
    keep = set(rng.sample(spots, min(len(spots), rng.randint(0, 10))))
    room = ["".join("." if ch == "*" and (r, c) not in keep else ch
                    for c, ch in enumerate(row)) for r, row in enumerate(case["room"])]
    return {**case, "room": room}


def _rooms(*rooms: list[str]) -> str:
    return "".join(f"{len(r[0])} {len(r)}\n" + "".join(row + "\n" for row in r)
                   for r in rooms) + "0 0\n"


SAMPLE = ("7 5\n.......\n.o...*.\n.......\n.*...*.\n.......\n"
          "15 13\n.......x.......\n...o...x....*..\n.......x.......\n.......x.......\n"
          ".......x.......\n...............\nxxxxx.....xxxxx\n...............\n"
          ".......x.......\n.......x.......\n.......x.......\n..*....x....*..\n"
          ".......x.......\n"
          "10 10\n..........\n..o.......\n..........\n..........\n..........\n"
          ".....xxxxx\n.....x....\n.....x.*..\n.....x....\n.....x....\n0 0\n")

PROBLEM = Problem(
    site="baekjoon", number="4991", title_ko="로봇 청소기", title_en="Robot cleaner",
    source="https://www.acmicpc.net/problem/4991",
    input=Input(Line(Int("w", 1, 20), Int("h", 1, 20)),
                Grid("room", "h", "w", ".*xo", weights={".": 12, "x": 3, "*": 1},
                     exactly={"o": 1}),
                where=rules, arrange=few_dirty, until="0 0"),
    start=start,
    moves=moves,
    goal=lambda c, at: at[2] == (1 << len(dirt(c))) - 1,
    unit="moves", unit_ko="번",
    time_limit=1.0, memory_mb=256,
    samples=((SAMPLE, "8\n49\n-1"),),
    specials=(
        _rooms(["o"]),                                  # the smallest room, nothing dirty: 0
        _rooms(["o*"]),                                 # one step: 1
        _rooms(["*o*"]),                                # there and back across: 3
        _rooms(["ox*"]),                                # walled off: -1
        _rooms(["*" * 5 + "o" + "*" * 5 + "." * 9]),    # ten dirty tiles in a row
        _rooms(["o" + "." * 19] + ["." * 20] * 18 + ["." * 19 + "*"]),  # the largest room
        _rooms(["*.*.*.*.*.", "..........", "....o.....", "..........", "*.*.*.*.*."]),
    ),
    reach=0.8,
    about=Said("fewest moves that clean every dirty tile * (at most 10), or -1 if one cannot be "
               "reached",
               "로봇이 더러운 칸 *(10개 이하)을 모두 청소하는 최소 이동 횟수, 닿지 않는 칸이 "
               "있으면 -1"),
)
FAMILY = family_of(PROBLEM)
