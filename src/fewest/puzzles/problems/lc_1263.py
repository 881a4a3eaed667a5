"""LeetCode 1263 Minimum Moves to Move a Box to Their Target Location (a one-box Sokoban):
an m x n grid of ``#`` wall, ``.`` floor, ``S`` the player, ``B`` the box and ``T`` the
target.  The player walks over floor, never through the box; walking into the box
pushes it one cell on, onto floor.  The fewest pushes that bring the box onto ``T``
(walking is free), or -1.

Statement read from https://blog.siwei.dev/leetcode/1263-minimum-moves-to-move-a-box-to-their-target-location/
(official page https://leetcode.com/problems/minimum-moves-to-move-a-box-to-their-target-location/):
``1 <= m, n <= 20``, only ``. # S T B``, exactly one ``S``, one ``B`` and one ``T``.

Decided: a state is ``(box row, box col, player row, player col)`` and a move is one
push, so the kit's BFS counts pushes only.  The free walk is no move of the search but
the push's condition: the cell behind the box is in the player's area of the floor,
the box a wall (each box cell's areas labelled once per case by the kit's
``distances``); the player ends on the box's old cell.  The grid may also be given as
its picture (``#S#/.B./.T.``).

>>> from fewest.puzzles import get_family
>>> inst = get_family("leetcode-1263").parse("######/#T.###/#..B.#/#.##.#/#...S#/######")
>>> sol = inst.solve()
>>> inst.judge_output(sol, "judge"), sol.moves, inst.judge_output(None, "judge")
('3', ['left', 'left', 'up'], '-1')
"""

from __future__ import annotations

import json
import random
from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import Grid, Input, Problem, View, distances, family_of, per_case

Case = dict[str, Any]
Cell = tuple[int, int]
State = tuple[int, int, int, int]
STEPS = (("up", -1, 0), ("down", 1, 0), ("left", 0, -1), ("right", 0, 1))
#: the ways in the order the usual programs try them (a shortcut's answer depends on it)
TRIED = (STEPS[1], STEPS[0], STEPS[3], STEPS[2])

#: where each character stands (``S``, ``B`` and ``T`` once each)
spot = per_case(lambda case: {x: (r, c) for r, row in enumerate(case["grid"])
                              for c, x in enumerate(row)})


def _floor(case: Case) -> dict[Cell, list[Cell]]:
    """Each floor cell and the floor cells beside it."""
    grid = case["grid"]
    cells = {(r, c) for r, row in enumerate(grid) for c, x in enumerate(row) if x != "#"}
    return {(r, c): [(r + dr, c + dc) for _w, dr, dc in STEPS if (r + dr, c + dc) in cells]
            for r, c in cells}


floor, _memo = per_case(_floor), per_case(lambda case: {})


def areas(case: Case, box: Cell | None) -> dict[Cell, Cell]:
    """Each floor cell's area (named by one of its cells) with the box on ``box``, a wall
    to the player (``None``: a player who walks through it), labelled once per case."""
    memo = _memo(case)
    if box not in memo:
        near, found = floor(case), dict[Cell, Cell]()
        for cell in near:
            if cell != box and cell not in found:
                found.update(dict.fromkeys(distances([cell], lambda p: [
                    (q, 1) for q in near[p] if q != box]), cell))
        memo[box] = found
    return memo[box]


def moves(case: Case, state: State, through: bool = False,
          ways: tuple[tuple[str, int, int], ...] = STEPS) -> list[tuple[str, State, int]]:
    """The pushes: the cell ahead of the box floor, the one behind it in the player's area."""
    br, bc, pr, pc = state
    near, area = floor(case), areas(case, None if through else (br, bc))
    return [(way, (br + dr, bc + dc, br, bc), 1) for way, dr, dc in ways
            if (br + dr, bc + dc) in near and (br - dr, bc - dc) in near
            and area.get((br - dr, bc - dc)) == area[pr, pc]]


def pushes(case: Case, *, through: bool = False, box_only: bool = False) -> int:
    """The fewest pushes by the kit's BFS, or by a search with one classic shortcut: the
    player walks ``through`` the box, or states are told apart by the box cell only."""
    target = spot(case)["T"]
    dist = distances([(*spot(case)["B"], *spot(case)["S"])],
                     lambda s: [(t, 1) for _w, t, _c in moves(case, s, through, TRIED)],
                     key=(lambda s: s[:2]) if box_only else None)
    return int(min((d for s, d in dist.items() if s[:2] == target), default=-1))


def random_grid(m: int, n: int, density: float, rng: random.Random) -> list[list[str]]:
    """Walls at ``density``, then S, B and T on three distinct cells."""
    grid = [["#" if rng.random() < density else "." for _ in range(n)] for _ in range(m)]
    for ch, (r, c) in zip("SBT", rng.sample([(r, c) for r in range(m) for c in range(n)], 3),
                          strict=True):
        grid[r][c] = ch
    return grid


def _arrange(case: Case, rng: random.Random) -> Case:
    """Walls at 10-35%.  About a third of the grids are redrawn (up to 60 times, fewer
    on grids of over 64 cells) until a search that remembers box cells only answers
    them wrong, a quarter (up to 30) until one that lets the player walk through the
    box does."""
    m, n = len(case["grid"]), len(case["grid"][0])
    density, roll = rng.choice((0.1, 0.2, 0.3, 0.35)), rng.random()
    grid = random_grid(m, n, density, rng)
    if roll < 0.6 and m * n >= 6:
        box_only = roll < 0.35
        for _ in range((60 if box_only else 30) * 64 // max(64, m * n)):
            drawn = {"grid": ["".join(row) for row in grid]}
            if pushes(drawn) != pushes(drawn, box_only=box_only, through=not box_only):
                break
            grid = random_grid(m, n, density, rng)
    return {"grid": grid}


def _board(case: Case, state: State) -> tuple[list[str], dict[Cell, tuple[str, str]]]:
    """Walls, the target ``T``, the player ``S`` and the box ``B``."""
    pieces = {spot(case)["T"]: ("T", "finish"), state[2:]: ("S", "piece-player"),
              state[:2]: ("B", "tile")}
    return ["".join("#" if x == "#" else "." for x in row) for row in case["grid"]], pieces


def _show(case: Case, state: State) -> str:
    rows, pieces = _board(case, state)
    return "\n".join("".join(pieces.get((r, c), ("", ""))[0] or x for c, x in enumerate(row))
                     for r, row in enumerate(rows))


def _case(*rows: str) -> str:
    return json.dumps({"grid": [list(row) for row in rows]}) + "\n"


PROBLEM = Problem(
    site="leetcode", number="1263", title_ko="상자를 목표 위치로 옮기는 최소 이동",
    title_en="Minimum Moves to Move a Box to Their Target Location",
    source="https://blog.siwei.dev/leetcode/"
           "1263-minimum-moves-to-move-a-box-to-their-target-location/",
    input=Input(Grid("grid", (1, 20), (1, 20), ".#STB", weights={".": 4, "#": 1},
                     exactly={"S": 1, "B": 1, "T": 1}, as_lists=True),
                arrange=_arrange, json=True),
    start=lambda c: (*spot(c)["B"], *spot(c)["S"]),
    moves=moves,
    goal=lambda c, s: s[:2] == spot(c)["T"],
    # the box's Manhattan distance to the target: a push moves it one cell
    heuristic=lambda c, s: sum(abs(a - b) for a, b in zip(s[:2], spot(c)["T"], strict=True)),
    unsupported={"bidirectional": Said("the goal is a box cell with the player anywhere: no "
                                       "single goal state",
                                       "목표는 상자가 목표 칸에 있고 사람은 어디에 있어도 되는 "
                                       "상태라서 목표 상태가 하나로 정해지지 않습니다")},
    call="Solution().minPushBox(grid)",
    unit="pushes", unit_ko="번", formats=("number",),
    time_limit=1.0,
    samples=((_case("######", "#T####", "#..B.#", "#.##.#", "#...S#", "######"), "3"),
             (_case("######", "#T####", "#..B.#", "####.#", "#...S#", "######"), "-1"),
             (_case("######", "#T..##", "#.#B.#", "#....#", "#...S#", "######"), "5")),
    specials=(
        _case("SBT"), _case("S", "B", "T"),                  # 1 x 3 and 3 x 1 strips: 1
        _case("STB"),                                        # the box is behind: -1
        _case("BS.", "T.."),                                 # a box in the corner: -1
        _case("TB.", ".S."),                                 # a walk is free: 1
        _case("S#.", "TB."),                                 # never through the box: -1
        _case("...#S", "..BT."),                             # the box back from the far side
        _case("S" + "." * 19, ".B" + "." * 18, *["." * 20] * 16, "." * 18 + "T.",
              "." * 20),                                     # an open 20 x 20 floor: 34
    ),
    view=View(_board, roles={"#": "wall", ".": "empty"}),
    show=_show,
    words=lambda move: f"push {move}",
    summary="LeetCode 1263 (one-box Sokoban): fewest pushes of the box onto the target",
    about=Said("fewest pushes that bring the box B onto the target T in one-box Sokoban (walking "
               "is free), or -1",
               "상자 하나짜리 소코반에서 상자 B를 목표 T로 옮기는 최소 밀기 횟수 (걷기는 세지 "
               "않음, 불가능하면 -1)"),
)
FAMILY = family_of(PROBLEM)
