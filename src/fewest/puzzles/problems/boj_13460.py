"""Baekjoon 13460 구슬 탈출 2 (Marble Escape 2): tilt a walled board (up, down, left,
right) so that both balls roll until they stop; the fewest tilts that drop the red
ball through the hole, the blue one staying in, or -1 when that needs more than 10.

Statement read from a BaekjoonHub README copy of the official page
https://www.acmicpc.net/problem/13460 and a stored copy of its seven official
samples (the copy 13459 and 15653 read is https://velog.io/@j_user0719/구슬탈출2-python):
``3 <= N, M <= 10``, the edge all walls, one hole ``O``, one red ``R`` and one blue
``B`` ball; 2 s, 512 MB.

Decided (the rules are :mod:`.boj_15653`'s, which 13459 shares too): the ball
further along the tilt rolls first; a fallen ball is no obstacle, so the other one
rolling the same line falls too; a tilt that drops blue (alone or with red) loses
and is never offered, nor is a tilt that moves neither ball.  A state is
``(rr, rc, br, bc, tilts)``: the tilt count is part of it, so the 10-tilt limit is a
rule of the puzzle, every engine search ends, and a board needing 11 is proven
unreachable (-1).  A* uses 0 (red in), 1 (red in the hole's row or column) or 2.

>>> from fewest.puzzles import get_family
>>> inst = get_family("boj-13460").parse("3 7\\n#######\\n#R.O.B#\\n#######\\n")
>>> sol = inst.solve()
>>> inst.judge_output(sol, "judge"), inst.judge_output(None, "judge"), sol.states
('1', '-1', [(1, 1, 1, 5, 0), (1, 3, 1, 5, 1)])
"""

from __future__ import annotations

import random
from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import Input, Problem, View, family_of
from fewest.puzzles.problems import boj_15653 as marbles  # the board, tilts and picture

Case = dict[str, Any]
#: the most tilts the statement allows
LIMIT = 10
#: mazes whose fewest tilts (no limit) are exactly 10 and 11, found by random search
DEEP = {
    10: [maze.split() for maze in (
         "########## #.##..#.## #.#....#.# ##.......# #.....O..# ##.B#.#..# #....##..# "
         "#...##.R.# ##########",
         "######### #R#..#.## #.#.#...# #....#O.# #..#..#.# ##...##.# ##......# ##...B.## "
         "#.#..#### #########",
         "######## ###.#### #.O##..# #B##..## #......# ##.#...# ###...R# ########",
         "########## #.##.#...# #.#....#.# ##.......# #..#O....# #.R.#....# #.B##.#..# "
         "##..#.#..# ##########")],
    11: [maze.split() for maze in (
         "######### ##......# #R.##..## ##.##...# #..#.O..# #.##.B#.# #.....#.# #########",
         "###### #B#.## #...## #..#.# ##.O.# #R...# ######",
         "########## ##......## #...B.#### #..#.....# #..#..O### ###..R..## ##########",
         "######### ##O#.#.## ##.#....# ##....### ###B...## ##.##.#.# #.##R...# #########")],
}


def moves(case: Case, at: tuple[int, ...]) -> list[tuple[str, tuple[int, ...], int]]:
    """Every tilt of :func:`~.boj_15653.tilts` while tilts are left."""
    if at[4] >= LIMIT:
        return []
    return [(way, (*nxt, at[4] + 1), 1) for way, nxt in marbles.tilts(case, at)]


def heuristic(case: Case, at: tuple[int, ...]) -> int:
    """A ball rolls along one line a tilt: 2 tilts at least from another row and column."""
    hr, hc = marbles.hole_of(case)
    return 0 if (at[0], at[1]) == (hr, hc) else 1 if hr == at[0] or hc == at[1] else 2


def fallen(case: Case, at: tuple[int, ...]) -> str:
    """The ball in the hole: ``"red"``, ``"blue"`` or ``""``."""
    hole = marbles.hole_of(case)
    return "blue" if at[2:4] == hole else "red" if at[:2] == hole else ""


def show(case: Case, at: tuple[int, ...]) -> str:
    """The board with the balls not fallen, then the tilts used."""
    rows, balls = marbles.board(case, at)
    cells = [list(row) for row in rows]
    for (r, c), (ch, _role) in balls.items():
        cells[r][c] = ch
    ball = fallen(case, at)
    return "\n".join(["".join(row) for row in cells] +
                     [f"tilts: {at[4]}" + (f"; {ball} in the hole" if ball else "")])


def caption(case: Case, move: Any, before: Any, after: Any) -> str:
    """A tilt's words with the tilts used of the 10 allowed.

    >>> caption({"board": ["#####", "#ROB#", "#####"]}, "R", (1, 1, 1, 3, 0), (1, 2, 1, 3, 1))
    'right (tilts: 1 of 10; the red ball fell in)'
    """
    ball = fallen(case, after)
    tail = f"; the {ball} ball fell in" if ball else ""
    return f"{marbles.WORDS.get(str(move), str(move))} (tilts: {after[4]} of {LIMIT}{tail})"


def arrange(case: Case, rng: random.Random) -> Case:
    """Where uniform boards rarely go, the drawn shape kept: half of the boards of a
    stored maze's shape (turned) that maze, mirrored at random; a quarter of the rest a
    corridor (one open row or column: the rolling order decides); the others walled
    inside at a density of 0 to 0.4."""
    n, m = case["n"], case["m"]
    turned = [["".join(col) for col in zip(*maze, strict=True)] for maze in DEEP[10] + DEEP[11]]
    mazes = [rows for rows in DEEP[10] + DEEP[11] + turned if (len(rows), len(rows[0])) == (n, m)]
    roll = rng.random()
    if mazes and roll < 0.5:
        rows = rng.choice(mazes)
        return {**case, "board": [row[::-1] for row in rows] if rng.random() < 0.5 else rows}
    if roll > 0.75:
        across = rng.random() < 0.5
        k = rng.randrange(1, (n if across else m) - 1)
        line = [(k, j) if across else (j, k) for j in range(1, (m if across else n) - 1)]
        cells = [["#"] * m for _ in range(n)]
        for (r, c), ch in zip(rng.sample(line, len(line)), "ORB" + "." * len(line), strict=False):
            cells[r][c] = ch
        return {**case, "board": ["".join(row) for row in cells]}
    p = rng.choice((0.0, 0.1, 0.2, 0.3, 0.4))
    inner = ["".join("#" if rng.random() < p else "." for _ in range(m)) for _ in range(n)]
    return marbles.wall_in({**case, "board": inner}, rng)


#: the stored mazes as judge input (tried early in the case stream of 13459 and 13460)
MAZES = tuple(marbles.board_text(*rows) for rows in DEEP[10] + DEEP[11])

PROBLEM = Problem(
    site="baekjoon", number="13460", title_ko="구슬 탈출 2", title_en="Marble Escape 2",
    source="https://www.acmicpc.net/problem/13460",
    input=Input(*marbles.BOARD.items, where=marbles.walled, arrange=arrange),
    start=lambda c: (*marbles.start(c), 0),
    moves=moves,
    goal=lambda c, at: at[:2] == marbles.hole_of(c),
    heuristic=heuristic,
    unsupported={"bidirectional": Said("every position with the red ball in the hole is a goal",
                                        "빨간 구슬이 구멍에 들어간 모든 상태가 목표입니다")},
    unit="tilts", unit_ko="번", time_limit=2.0, memory_mb=512,
    samples=marbles.PROBLEM.samples,
    specials=(
        marbles.board_text("#####", "#ROB#", "#####"),  # blue stops, red drops: 1
        marbles.board_text("#####", "#BOR#", "#####"),  # the mirror image: 1
        marbles.board_text("##########", "#RB....O.#", "##########"),  # blue leads in: -1
        *MAZES,                                         # exactly 10 tilts, then 11: -1
    ),
    view=View(marbles.VIEW.board, marbles.VIEW.roles, marbles.VIEW.labels, caption=caption),
    show=show,
    words=lambda m: marbles.WORDS.get(str(m), str(m)),
    summary="Baekjoon 13460 구슬 탈출 2: fewest tilts (at most 10) that drop the red ball "
            "and not the blue one",
    about=Said("fewest tilts (at most 10) that drop the red ball into the hole while the blue one "
               "stays in",
               "파란 구슬은 남기고 빨간 구슬만 구멍에 빠뜨리는 최소 기울임 횟수 (10번 이하)"),
)
FAMILY = family_of(PROBLEM)
