"""Baekjoon 16197 두 동전 (Two Coins): four buttons move both coins one cell up, down,
left or right at once; the fewest presses after which exactly one coin has fallen
off the board, or -1 when that needs more than 10.

Statement read from
https://leeyeongeol.github.io/baekjoon/Baekjoon-16197%EB%B2%88-%EB%91%90-%EB%8F%99%EC%A0%84
(a copy of the official page https://www.acmicpc.net/problem/16197, with its five
samples): ``1 <= N, M <= 20``, cells ``o . #``, exactly two coins; 2 s, 512 MB.

Decided: a coin whose next cell is a wall stays, one whose next cell is off the
board falls off, any other moves (even onto the other coin).  A press that drops
both coins loses and is never offered.  A state is ``(r1, c1, r2, c2, presses)``, a
fallen coin on the off-board cell it fell to: the press count is part of it, so the
10-press limit is a rule of the puzzle and a board needing 11 is proven unreachable.
A* uses the presses either coin needs at least to pass an edge.

>>> from fewest.puzzles import get_family
>>> inst = get_family("boj-16197").parse("6 2\\n.#\\n.#\\n.#\\no#\\no#\\n##\\n")
>>> inst.judge_output(inst.solve(), "judge"), inst.judge_output(None, "judge")
('4', '-1')
"""

from __future__ import annotations

import random
from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import Grid, Input, Int, Line, Problem, View, distances, family_of
from fewest.puzzles.problems.boj_15653 import MOVES, WORDS, board_text

Case = dict[str, Any]
State = tuple[int, ...]
#: the most presses the statement allows
LIMIT = 10


def on(case: Case, r: int, c: int) -> bool:
    return 0 <= r < case["n"] and 0 <= c < case["m"]


def fallen(case: Case, at: State) -> int:
    """How many coins are off the board."""
    return (not on(case, at[0], at[1])) + (not on(case, at[2], at[3]))


def start(case: Case) -> State:
    coins = [(r, c) for r, row in enumerate(case["board"]) for c, ch in enumerate(row)
             if ch == "o"]
    return (*coins[0], *coins[1])


def presses(case: Case, at: State) -> list[tuple[str, State]]:
    """Each press from ``at`` (both coins on) that leaves a coin on: (way, both cells)."""
    if fallen(case, at):
        return []
    out = []
    for way, dr, dc in MOVES:
        nxt: list[int] = []
        for r, c in (at[:2], at[2:4]):
            wall = on(case, r + dr, c + dc) and case["board"][r + dr][c + dc] == "#"
            nxt += (r, c) if wall else (r + dr, c + dc)
        if fallen(case, tuple(nxt)) < 2:
            out.append((way, tuple(nxt)))
    return out


def moves(case: Case, at: State) -> list[tuple[str, State, int]]:
    return [] if at[4] >= LIMIT else [(way, (*nxt, at[4] + 1), 1)
                                      for way, nxt in presses(case, at[:4])]


def heuristic(case: Case, at: State) -> int:
    """The presses either coin needs at least to pass an edge (0 once one fell)."""
    if fallen(case, at):
        return 0
    n, m = case["n"], case["m"]
    return min(min(r, c, n - 1 - r, m - 1 - c) + 1 for r, c in (at[:2], at[2:4]))


def fewest_unbounded(case: Case) -> int | None:
    """Fewest presses with no 10-press limit (``None``: never), over the coin pairs."""
    dist = distances([start(case)], lambda at: [(nxt, 1) for _way, nxt in presses(case, at)])
    return min((int(d) for at, d in dist.items() if fallen(case, at) == 1), default=None)


def two_coins(case: Case) -> str | None:
    coins = "".join(case["board"]).count("o")
    return None if coins == 2 else Said(
        f"the board must hold exactly two coins 'o', it holds {coins}",
        f"board에는 동전 'o'가 정확히 두 개 있어야 합니다 (지금 {coins}개)")


def arrange(case: Case, rng: random.Random) -> Case:
    """The shape drawn kept: open boards (a line when N or M is 1), corridors walled
    along their long sides, or walls at a density of 0 to 0.4, two coins placed; a
    quarter of the long corridors (at most 6 wide) drawn again until one needs 10
    presses or more (40 tries)."""
    n, m = case["n"], case["m"]
    long = min(n, m) <= 6 and max(n, m) >= 14 and rng.random() < 0.25
    for _ in range(40 if long else 1):
        walled = long or rng.random() < 0.25
        p = rng.choice((0.0, 0.0, 0.1, 0.2, 0.3, 0.4))
        cells = [["#" if rng.random() < p or (walled and min(n, m) >= 3 and (
            (r in (0, n - 1)) if m >= n else (c in (0, m - 1)))) else "." for c in range(m)]
                 for r in range(n)]
        for r, c in rng.sample([(r, c) for r in range(n) for c in range(m)], 2):
            cells[r][c] = "o"
        out = {**case, "board": ["".join(row) for row in cells]}
        if not long or (fewest_unbounded(out) or 0) >= LIMIT:
            break
    return out


def board(case: Case, at: State) -> tuple[list[str], dict[tuple[int, int], tuple[str, str]]]:
    rows = [row.replace("o", ".") for row in case["board"]]
    coins = ((at[0], at[1]), (at[2], at[3]))
    return rows, {cell: ("o", "coin") for cell in coins if on(case, *cell)}


def show(case: Case, at: State) -> str:
    """The board with the coins still on it, then the presses used."""
    rows, coins = board(case, at)
    cells = [list(row) for row in rows]
    for r, c in coins:
        cells[r][c] = "o"
    gone = fallen(case, at)
    return "\n".join(["".join(row) for row in cells] +
                     [f"presses: {at[4]}" + (f", {gone} fallen" if gone else "")])


def caption(case: Case, move: Any, before: Any, after: Any) -> str:
    """A press's words with the presses used of the 10 allowed.

    >>> caption({"n": 1, "m": 3}, "L", (0, 0, 0, 2, 0), (0, -1, 0, 2, 1))
    'left (presses: 1 of 10; a coin fell off)'
    """
    gone = ("", "; a coin fell off", "; both coins fell off")[fallen(case, after)]
    return f"{WORDS.get(str(move), str(move))} (presses: {after[4]} of {LIMIT}{gone})"


PROBLEM = Problem(
    site="baekjoon", number="16197", title_ko="두 동전", title_en="Two Coins",
    source="https://leeyeongeol.github.io/baekjoon/Baekjoon-16197%EB%B2%88-%EB%91%90-"
           "%EB%8F%99%EC%A0%84",
    input=Input(Line(Int("n", 1, 20, label="N"), Int("m", 1, 20, label="M")),
                Grid("board", "n", "m", ".#o"), where=two_coins, arrange=arrange),
    start=lambda c: (*start(c), 0),
    moves=moves,
    goal=lambda c, at: fallen(c, at) == 1,
    heuristic=heuristic,
    unsupported={"bidirectional": Said(
        "every position with exactly one coin off the board is a goal",
        "동전 하나만 보드 밖으로 떨어진 모든 상태가 목표입니다")},
    unit="presses", unit_ko="번", time_limit=2.0, memory_mb=512,
    samples=(("1 2\noo\n", "1"), ("6 2\n.#\n.#\n.#\no#\no#\n##\n", "4"),
             ("6 2\n..\n..\n..\no#\no#\n##\n", "3"), ("5 3\n###\n.o.\n###\n.o.\n###\n", "-1"),
             ("5 3\n###\n.o.\n#.#\n.o.\n###\n", "3")),
    specials=(  # boards needing exactly 10 presses (a line each way, upright, corridors)
        "1 20\n.........oo.........\n", board_text(*".........oo........."),
        *(board_text(*rows.split()) for rows in (
            "############## #o.#o......... ##############",
            "################# #.#.#o.......##.. ###....#o.......# #################",
            # and 11 and 16: -1
            "############### .#.#.#o....#... .##.o.#.......# ###############",
            "############## ###....o...... #......o...... ##############")),
    ),
    view=View(board, roles={".": "empty", "#": "wall"}, caption=caption),
    show=show,
    words=lambda m: WORDS.get(str(m), str(m)),
    summary="Baekjoon 16197 두 동전: fewest presses (at most 10) that drop exactly one coin",
    about=Said("fewest presses (at most 10) that drop exactly one coin",
               "두 동전 중 하나만 떨어뜨리는 최소 버튼 횟수 (10번 이하)"),
)
FAMILY = family_of(PROBLEM)
