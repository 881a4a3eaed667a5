"""Baekjoon 15653 구슬 탈출 4 (Marble Escape 4): the board of 구슬 탈출 2 (13460)
with no limit on the tilts: the fewest tilts that drop the red ball through the
hole, the blue one staying in, or -1 when no sequence of tilts does.

Statement read from https://velog.io/@j_user0719/구슬탈출2-python (a copy of 13460,
whose board, tilts and rules 15653 shares; official page
https://www.acmicpc.net/problem/15653): ``3 <= N, M <= 10``, the edge all walls,
one hole ``O``, one red ``R`` and one blue ``B`` ball; 2 s, 512 MB.

Decided: the state is both balls' cells (no tilt count: without a limit the
count only lengthens the search); a tilt (:func:`tilt`, shared with 13459 and
13460) rolls the ball ahead first, a fallen ball no obstacle.  A tilt that drops
the blue ball, alone or with the red one, is never taken (it loses); a tilt that
moves neither ball is no move.

>>> from fewest.puzzles import get_family
>>> inst = get_family("boj-15653").parse(PROBLEM.samples[1][0])
>>> inst.judge_output(inst.solve(), "judge")
'5'
"""

from __future__ import annotations

import random
from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import Grid, Input, Int, Line, Problem, View, family_of

Case = dict[str, Any]
State = tuple[int, ...]
MOVES = (("U", -1, 0), ("D", 1, 0), ("L", 0, -1), ("R", 0, 1))
WORDS = {"U": "up", "D": "down", "L": "left", "R": "right"}


def hole_of(case: Case) -> tuple[int, int]:
    return next((r, row.index("O")) for r, row in enumerate(case["board"]) if "O" in row)


def start(case: Case) -> State:
    at = {ch: (r, row.index(ch)) for r, row in enumerate(case["board"]) for ch in "RB"
          if ch in row}
    return (*at["R"], *at["B"])


def roll(case: Case, at: tuple[int, ...], dr: int, dc: int, other: Any) -> tuple[int, int]:
    """Where a ball on ``at`` stops: on a wall, behind ``other``, or in the hole."""
    rows, hole = case["board"], hole_of(case)
    r, c = at
    while rows[r + dr][c + dc] != "#" and (r + dr, c + dc) != other and (r, c) != hole:
        r, c = r + dr, c + dc
    return r, c


def tilt(case: Case, at: State, dr: int, dc: int) -> State:
    """Both balls rolled one tilt: the ball ahead first, a fallen ball no obstacle.

    >>> tilt({"board": ["#######", "#R.O.B#", "#######"]}, (1, 1, 1, 5), 0, 1)
    (1, 3, 1, 5)
    """
    red, blue, hole = at[:2], at[2:4], hole_of(case)
    if (red[0] - blue[0]) * dr + (red[1] - blue[1]) * dc > 0:
        red = roll(case, red, dr, dc, blue)
        blue = roll(case, blue, dr, dc, None if red == hole else red)
    else:
        blue = roll(case, blue, dr, dc, red)
        red = roll(case, red, dr, dc, None if blue == hole else blue)
    return (*red, *blue)


def tilts(case: Case, at: State) -> list[tuple[str, State]]:
    """Each tilt from ``at`` (both balls in) that moves a ball and keeps blue in."""
    hole = hole_of(case)
    if hole in (at[:2], at[2:4]):
        return []
    out = [(name, tilt(case, at, dr, dc)) for name, dr, dc in MOVES]
    return [(name, nxt) for name, nxt in out if nxt[2:4] != hole and nxt != at[:4]]


def walled(case: Case) -> str | None:
    """The statement's rules on the board: walled all round, one O, one R, one B."""
    rows = case["board"]
    n, m = len(rows), len(rows[0])
    edge = [(r, c) for r in range(n) for c in range(m) if r in (0, n - 1) or c in (0, m - 1)]
    for r, c in edge:
        if rows[r][c] != "#":
            return Said(f"every edge cell must be '#', row {r + 1} column {c + 1} is "
                        f"{rows[r][c]!r}",
                        f"가장자리 칸은 모두 '#'이어야 합니다. {r + 1}행 {c + 1}열은 "
                        f"{rows[r][c]!r}입니다")
    text = "".join(rows)
    for ch, what, ko in (("O", "hole 'O'", "구멍 'O'"), ("R", "red ball 'R'", "빨간 구슬 'R'"),
                         ("B", "blue ball 'B'", "파란 구슬 'B'")):
        if text.count(ch) != 1:
            return Said(f"the board must hold exactly one {what}, it holds {text.count(ch)}",
                        f"board에는 {ko}이(가) 정확히 하나 있어야 합니다 (지금 {text.count(ch)}개)")
    return None


def wall_in(case: Case, rng: random.Random) -> Case:
    """The drawn board with its edge walled and the hole and balls inside."""
    n, m = case["n"], case["m"]
    rows = [["#" if r in (0, n - 1) or c in (0, m - 1) else
             ("." if ch in "ORB" else ch) for c, ch in enumerate(row)]
            for r, row in enumerate(case["board"])]
    inner = [(r, c) for r in range(1, n - 1) for c in range(1, m - 1)]
    for ch, (r, c) in zip("ORB", rng.sample(inner, 3), strict=True):
        rows[r][c] = ch
    return {**case, "board": ["".join(row) for row in rows]}


#: the board's input, shared by 13459, 13460 and 15653
BOARD = Input(Line(Int("n", 3, 10, label="N"), Int("m", 3, 10, label="M")),
              Grid("board", "n", "m", ".#ORB", weights={".": 3, "#": 1}),
              where=walled, arrange=wall_in)


def board(case: Case, at: State) -> tuple[list[str], dict[tuple[int, int], tuple[str, str]]]:
    """The map, and each ball not fallen in its colour."""
    rows = [row.replace("R", ".").replace("B", ".") for row in case["board"]]
    balls = (((at[0], at[1]), "R", "red"), ((at[2], at[3]), "B", "blue"))
    return rows, {cell: (ch, role) for cell, ch, role in balls if cell != hole_of(case)}


VIEW = View(board, roles={".": "empty", "#": "wall", "O": "hole"}, labels={"O": "O"})


def restart(case: Case, at: State) -> Case | None:
    """The board with the balls where ``at`` holds them (``None``: one has fallen)."""
    rows = [list(row.replace("R", ".").replace("B", ".")) for row in case["board"]]
    if rows[at[0]][at[1]] == "O" or rows[at[2]][at[3]] == "O":
        return None
    rows[at[0]][at[1]], rows[at[2]][at[3]] = "R", "B"
    return {**case, "board": ["".join(row) for row in rows]}


def board_text(*rows: str) -> str:
    return f"{len(rows)} {len(rows[0])}\n" + "".join(row + "\n" for row in rows)


PROBLEM = Problem(
    site="baekjoon", number="15653", title_ko="구슬 탈출 4", title_en="Marble Escape 4",
    source="https://velog.io/@j_user0719/구슬탈출2-python",
    input=BOARD,
    start=start,
    moves=lambda c, at: [(name, nxt, 1) for name, nxt in tilts(c, at)],
    goal=lambda c, at: at[:2] == hole_of(c),
    unit="tilts", unit_ko="번",
    time_limit=2.0, memory_mb=512,
    samples=(
        ("5 5\n#####\n#..B#\n#.#.#\n#RO.#\n#####\n", "1"),
        ("7 7\n#######\n#...RB#\n#.#####\n#.....#\n#####.#\n#O....#\n#######\n", "5"),
        ("7 7\n#######\n#..R#B#\n#.#####\n#.....#\n#####.#\n#O....#\n#######\n", "5"),
        ("10 10\n##########\n#R#...##B#\n#...#.##.#\n#####.##.#\n#......#.#\n#.######.#\n"
         "#.#....#.#\n#.#.#.#..#\n#...#.O#.#\n##########\n", "-1"),
        ("3 7\n#######\n#R.O.B#\n#######\n", "1"),
        ("10 10\n##########\n#R#...##B#\n#...#.##.#\n#####.##.#\n#......#.#\n#.######.#\n"
         "#.#....#.#\n#.#.##...#\n#O..#....#\n##########\n", "7"),
        ("3 10\n##########\n#.O....RB#\n##########\n", "-1"),
    ),
    specials=(
        board_text("#####", "#ROB#", "#####"),                 # blue stops, red drops: 1
        board_text("#####", "#RBO#", "#####"),                 # blue always ahead: -1
        board_text("#####", "#R.##", "##.O#", "#B###", "#####"),
        board_text("##########", "#R.......#", "########.#", "#O.......#", "##########",
                   "#B.......#", "##########"),
        board_text("########", "#OB#...#", "#...#..#", "#.#...R#", "########"),  # 11 tilts
        board_text("#########", "#..#..#B#", "#...#...#", "#..#O...#", "##..#...#",
                   "#.#R...##", "#########"),                 # 20 tilts
        board_text("##########", "#R......B#", *["#........#"] * 6, "#.......O#",
                   "##########"),
    ),
    view=VIEW,
    restart=restart,
    words=lambda m: WORDS.get(str(m), str(m)),
    about=Said("fewest tilts, with no limit, that drop the red ball into the hole while the blue "
               "one stays in",
               "횟수 제한 없이 파란 구슬은 남기고 빨간 구슬만 구멍에 빠뜨리는 최소 기울임 횟수"),
)
FAMILY = family_of(PROBLEM)
