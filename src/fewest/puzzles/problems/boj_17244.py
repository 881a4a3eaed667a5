"""Baekjoon 17244 아맞다우산 (Oh right, the umbrella!): an N-wide, M-tall house of
floor (``.``) and walls (``#``), walled all round, with Kyung-jae at ``S``, the
door ``E`` and up to five things to take (``X``); each step goes up, down, left or
right.  Print the fewest steps that pick up every ``X`` and then reach ``E``.

Statement read in a stored copy of the official page
https://www.acmicpc.net/problem/17244 (a public solution file's header, with the
limits and sample): ``3 <= N, M <= 50`` (width first), at most five ``X``, one
``S`` and one ``E``, the house walled all round, every thing always reachable;
1 s, 256 MB.

Decided: the state is the cell and the set of things taken (a bit mask over at
most five); every step costs 1 (the kit's BFS).  The door may be passed on the
way before everything is taken; the walk ends on it with everything taken.  "Walled
all round" allows the door in the outer wall (the sample has it there).  "Always
reachable" is a promise: a house where a thing or the door cannot be reached is
refused as input.

>>> from fewest.puzzles import get_family
>>> inst = get_family("boj-17244").parse(PROBLEM.samples[0][0])
>>> inst.judge_output(inst.solve(), "judge")
'14'
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import Grid, Input, Int, Line, Problem, distances, family_of

Case = dict[str, Any]
State = tuple[int, int, int]
STEPS = (("up", -1, 0), ("down", 1, 0), ("left", 0, -1), ("right", 0, 1))


@lru_cache(maxsize=64)
def _marks(house: tuple[str, ...]) -> dict[str, Any]:
    cells = [(r, c, ch) for r, row in enumerate(house) for c, ch in enumerate(row)]
    things = [(r, c) for r, c, ch in cells if ch == "X"]
    return {"S": next(((r, c) for r, c, ch in cells if ch == "S"), None),
            "E": next(((r, c) for r, c, ch in cells if ch == "E"), None),
            "bits": {at: 1 << k for k, at in enumerate(things)}}


def marks(case: Case) -> dict[str, Any]:
    return _marks(tuple(case["house"]))


def moves(case: Case, at: State) -> list[tuple[str, State, int]]:
    house, bits = case["house"], marks(case)["bits"]
    r, c, taken = at
    out = []
    for name, dr, dc in STEPS:
        y, x = r + dr, c + dc
        if 0 <= y < case["M"] and 0 <= x < case["N"] and house[y][x] != "#":
            out.append((name, (y, x, taken | bits.get((y, x), 0)), 1))
    return out


def goal(case: Case, at: State) -> bool:
    info = marks(case)
    return at[:2] == info["E"] and at[2] == (1 << len(info["bits"])) - 1


def rules(case: Case) -> str | None:
    house, n, m = case["house"], case["N"], case["M"]
    text = "".join(house)
    if text.count("S") != 1 or text.count("E") != 1 or text.count("X") > 5:
        return Said("the house holds one S, one E and at most five X",
                    "house에는 S와 E가 하나씩, X가 다섯 개 이하 있어야 합니다")
    if any(house[r][c] not in "#E" for r in range(m) for c in range(n)
           if r in (0, m - 1) or c in (0, n - 1)):
        return Said("the house is walled all round (only the door E may be in the wall)",
                    "house는 벽으로 둘러싸여 있어야 합니다 (벽에는 문 E만 있을 수 있습니다)")
    seen = distances([marks(case)["S"]], lambda at: [
        ((at[0] + dr, at[1] + dc), 1) for _n, dr, dc in STEPS
        if 0 <= at[0] + dr < m and 0 <= at[1] + dc < n and house[at[0] + dr][at[1] + dc] != "#"])
    if any(ch in "XE" and (r, c) not in seen for r, row in enumerate(house)
           for c, ch in enumerate(row)):
        return Said("every thing and the door must be reachable",
                    "모든 물건과 문에 갈 수 있어야 합니다")
    return None


def furnish(case: Case, rng: random.Random) -> Case:
    """Walls all round, the door in the wall, S and up to five X inside."""
    n, m = case["N"], case["M"]
    rows = [["#" if r in (0, m - 1) or c in (0, n - 1) else ("." if ch in "SEX" else ch)
             for c, ch in enumerate(row)] for r, row in enumerate(case["house"])]
    inner = [(r, c) for r in range(1, m - 1) for c in range(1, n - 1)]
    picks = rng.sample(inner, min(len(inner), 1 + rng.randint(0, 5)))
    for k, (r, c) in enumerate(picks):
        rows[r][c] = "S" if k == 0 else "X"
    wall = [(0, c) for c in range(1, n - 1)] + [(m - 1, c) for c in range(1, n - 1)] + \
        [(r, 0) for r in range(1, m - 1)] + [(r, n - 1) for r in range(1, m - 1)]
    r, c = rng.choice(wall)
    rows[r][c] = "E"
    return {**case, "house": ["".join(row) for row in rows]}


def _house(*rows: str) -> str:
    return f"{len(rows[0])} {len(rows)}\n" + "".join(row + "\n" for row in rows)


PROBLEM = Problem(
    site="baekjoon", number="17244", title_ko="아맞다우산", title_en="Oh right, the umbrella",
    source="https://www.acmicpc.net/problem/17244",
    input=Input(Line(Int("N", 3, 50), Int("M", 3, 50)),
                Grid("house", "M", "N", ".#SEX", weights={".": 6, "#": 1}),
                where=rules, arrange=furnish),
    start=lambda c: (*marks(c)["S"], 0),
    moves=moves,
    goal=goal,
    unit="steps", unit_ko="걸음",
    time_limit=1.0, memory_mb=256,
    samples=(("7 6\n#######\n#SX..X#\n#..####\n#..X..#\n#...X.#\n#####E#\n", "14"),),
    specials=(
        _house("###", "#S#", "#E#"),                    # the smallest house, nothing to take: 1
        _house("#####", "#SXE#", "#####"),               # the door inside the house: 2
        _house("#####", "#ESX#", "#####"),               # take it and come back: 3
        _house("#####", "#XES#", "#####"),               # through the door to the thing: 3
        _house("#E###", "#S.X#", "#X..#", "#####"),        # two things, out by the top
        _house("#" * 50, "#S" + "." * 47 + "#", *["#" + "." * 48 + "#"] * 46,
               "#" + "X" * 5 + "." * 43 + "#", "#" * 48 + "E#"),  # the largest house
    ),
    about=Said("fewest steps from S that pick up every X (at most five) and then reach the door E",
               "S에서 출발해 물건 X(5개 이하)를 모두 챙기고 문 E에 도착하는 최소 걸음 수"),
)
FAMILY = family_of(PROBLEM)
