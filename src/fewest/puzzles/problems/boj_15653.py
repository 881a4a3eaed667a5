"""Baekjoon 15653 구슬 탈출 4 (Marble Escape 4): the board of 구슬 탈출 2 (13460)
with no limit on the tilts: the fewest tilts that drop the red ball through the
hole, the blue one staying in, or -1 when no sequence of tilts does.

Statement read from https://velog.io/@j_user0719/구슬탈출2-python (a copy of 13460,
whose board, tilts and rules 15653 shares; official page
https://www.acmicpc.net/problem/15653): ``3 <= N, M <= 10``, the edge all walls,
one hole ``O``, one red ``R`` and one blue ``B`` ball; 2 s, 512 MB.

Decided: the state is both balls' cells (no tilt count: without a limit the
count only lengthens the search); a tilt rolls them as in 13460
(:class:`~fewest.puzzles.boj_13460.model.Marbles`, the ball ahead first, a fallen
ball no obstacle).  A tilt that drops the blue ball, alone or with the red one,
is never taken (it loses); a tilt that moves neither ball is no move.

>>> from fewest.puzzles import get_family
>>> inst = get_family("boj-15653").parse(PROBLEM.samples[1][0])
>>> inst.judge_output(inst.solve(), "judge")
'5'
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Any

from fewest.puzzles.boj_13460.model import MOVES, Marbles
from fewest.puzzles.kit import Grid, Input, Int, Line, Problem, View, family_of

Case = dict[str, Any]
State = tuple[int, int, int, int]
WORDS = {"U": "up", "D": "down", "L": "left", "R": "right"}


@lru_cache(maxsize=64)
def _rules(rows: tuple[str, ...]) -> Marbles:
    return Marbles({"n": len(rows), "m": len(rows[0]), "board": list(rows)})


def rules_of(case: Case) -> Marbles:
    return _rules(tuple(case["board"]))


def start(case: Case) -> State:
    r, c, br, bc, _tilts = rules_of(case).start
    return (r, c, br, bc)


def moves(case: Case, at: State) -> list[tuple[str, State, int]]:
    game = rules_of(case)
    out: list[tuple[str, State, int]] = []
    if game.red_in((*at, 0)):
        return out
    for name, dr, dc in MOVES:
        r, c, br, bc, _t = game.tilt((*at, 0), dr, dc)
        nxt = (r, c, br, bc)
        if nxt != at and not game.blue_in((*nxt, 0)):
            out.append((name, nxt, 1))
    return out


def walled(case: Case) -> str | None:
    rows = case["board"]
    edge = rows[0] + rows[-1] + "".join(row[0] + row[-1] for row in rows)
    return None if set(edge) == {"#"} else "every edge cell of the board is a wall '#'"


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


def board(case: Case, at: State) -> tuple[list[str], dict[tuple[int, int], tuple[str, str]]]:
    rows = [row.replace("R", ".").replace("B", ".") for row in case["board"]]
    pieces: dict[tuple[int, int], tuple[str, str]] = {}
    if (at[2], at[3]) != (at[0], at[1]) or case["board"][at[0]][at[1]] != "O":
        pieces[at[2], at[3]] = ("B", "piece")
    pieces[at[0], at[1]] = ("R", "piece")
    return rows, pieces


def restart(case: Case, at: State) -> Case | None:
    rows = [list(row.replace("R", ".").replace("B", ".")) for row in case["board"]]
    if rows[at[0]][at[1]] == "O" or rows[at[2]][at[3]] == "O":
        return None
    rows[at[0]][at[1]], rows[at[2]][at[3]] = "R", "B"
    return {**case, "board": ["".join(row) for row in rows]}


def _board(*rows: str) -> str:
    return f"{len(rows)} {len(rows[0])}\n" + "".join(row + "\n" for row in rows)


PROBLEM = Problem(
    site="baekjoon", number="15653", title_ko="구슬 탈출 4", title_en="Marble Escape 4",
    source="https://velog.io/@j_user0719/구슬탈출2-python",
    input=Input(Line(Int("n", 3, 10), Int("m", 3, 10)),
                Grid("board", "n", "m", ".#ORB", weights={".": 3, "#": 1},
                     exactly={"O": 1, "R": 1, "B": 1}),
                where=walled, arrange=wall_in),
    start=start,
    moves=moves,
    goal=lambda c, at: rules_of(c).red_in((*at, 0)),
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
        _board("#####", "#ROB#", "#####"),                 # blue stops, red drops: 1
        _board("#####", "#RBO#", "#####"),                 # blue always ahead: -1
        _board("#####", "#R.##", "##.O#", "#B###", "#####"),
        _board("##########", "#R.......#", "########.#", "#O.......#", "##########",
               "#B.......#", "##########"),
        _board("########", "#OB#...#", "#...#..#", "#.#...R#", "########"),  # 11 tilts
        _board("#########", "#..#..#B#", "#...#...#", "#..#O...#", "##..#...#", "#.#R...##",
               "#########"),                                # 20 tilts
        _board("##########", "#R......B#", "#........#", "#........#",
                             "#........#", "#........#", "#........#", "#........#",
                             "#.......O#", "##########"),
    ),
    view=View(board, roles={".": "empty", "#": "wall", "O": "finish"}, labels={"O": "O"}),
    restart=restart,
    words=lambda m: WORDS.get(str(m), str(m)),
)
FAMILY = family_of(PROBLEM)
