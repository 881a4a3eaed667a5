"""LeetCode 773 Sliding Puzzle: a 2x3 board of tiles 1..5 and a blank (0); a move
slides a tile next to the blank into it.  The fewest moves that reach
``[[1,2,3],[4,5,0]]``, or -1.

Statement read from https://github.com/LeetCode-in-Java/LeetCode-in-Java.github.io/blob/main/src/main/java/g0701_0800/s0773_sliding_puzzle/readme.md
(official page https://leetcode.com/problems/sliding-puzzle/): ``board.length == 2``,
``board[i].length == 3``, each of 0..5 once.

Decided: a state is the board's two rows (tuples); a move is the tile's number;
tiles never slide across the end of a row.  Half of the 720 boards cannot reach
the goal (the parity of the sliding puzzles): the search proves it by exhausting
the other 360.  A* runs on the tiles' Manhattan sum.

>>> from fewest.puzzles import get_family
>>> inst = get_family("leetcode-773").parse('{"board": [[4, 1, 2], [5, 0, 3]]}')
>>> inst.judge_output(inst.solve(), "judge")
'5'
>>> get_family("leetcode-773").parse('{"board": [[1, 2, 3], [4, 5, 5]]}')
Traceback (most recent call last):
fewest.puzzles.kit.text.BadInput: leetcode-773: the board must hold 0..5 once each: \
'{"board": [[1, 2, 3], [4, 5, 5]]}'
"""

from __future__ import annotations

import json
import random
from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import Grid, Input, Problem, View, each_once, family_of

Case = dict[str, Any]
State = tuple[tuple[int, ...], ...]
GOAL: State = ((1, 2, 3), (4, 5, 0))
STEPS = ((1, 0), (-1, 0), (0, 1), (0, -1))


def neighbours(state: State) -> list[tuple[int, State]]:
    """``(tile, next board)`` for each tile that can slide into the blank.

    >>> [t for t, _ in neighbours(((1, 2, 3), (4, 0, 5)))]
    [2, 5, 4]
    """
    r, c = next((r, row.index(0)) for r, row in enumerate(state) if 0 in row)
    out: list[tuple[int, State]] = []
    for dr, dc in STEPS:
        nr, nc = r + dr, c + dc
        if 0 <= nr < 2 and 0 <= nc < 3:
            rows = [list(row) for row in state]
            tile = rows[nr][nc]
            rows[r][c], rows[nr][nc] = tile, 0
            out.append((tile, (tuple(rows[0]), tuple(rows[1]))))
    return out


def manhattan(_case: Case, state: State) -> int:
    """The tiles' distances to their goal cells (admissible, consistent)."""
    total = 0
    for r, row in enumerate(state):
        for c, v in enumerate(row):
            if v:
                total += abs(r - (v - 1) // 3) + abs(c - (v - 1) % 3)
    return total


def walk(moves: int, rng: random.Random) -> State:
    """The goal after ``moves`` random slides (never straight back)."""
    state, last = GOAL, -1
    for _ in range(moves):
        last, state = rng.choice([(t, s) for t, s in neighbours(state) if t != last])
    return state


def _arrange(case: Case, rng: random.Random) -> Case:
    """A drawn board is rarely a permutation: a walk from the goal instead (0 to 40
    slides, so every depth up to the farthest boards is common)."""
    return {"board": [list(row) for row in walk(rng.randint(0, 40), rng)]}


def _board(case: Case, state: State) -> tuple[list[str], dict[tuple[int, int], tuple[str, str]]]:
    return ["...", "..."], {(r, c): (str(v), "tile") for r, row in enumerate(state)
                            for c, v in enumerate(row) if v}


def _case(*cells: int) -> str:
    return json.dumps({"board": [list(cells[:3]), list(cells[3:])]}) + "\n"


PROBLEM = Problem(
    site="leetcode", number="773", title_ko="슬라이딩 퍼즐", title_en="Sliding Puzzle",
    source="https://github.com/LeetCode-in-Java/LeetCode-in-Java.github.io/blob/main/src/"
           "main/java/g0701_0800/s0773_sliding_puzzle/readme.md",
    input=Input(Grid("board", 2, 3, (0, 5)), where=each_once("board", range(6)),
                arrange=_arrange, json=True),
    start=lambda c: tuple(tuple(row) for row in c["board"]),
    moves=lambda c, s: [(t, n, 1) for t, n in neighbours(s)],
    goal=lambda c, s: s == GOAL,
    heuristic=manhattan,
    words=lambda tile: f"slide {tile}",
    show=lambda c, s: " / ".join(" ".join(map(str, row)) for row in s),
    view=View(board=_board, roles={".": "blank"}),
    restart=lambda c, s: {"board": [list(row) for row in s]},
    call="Solution().slidingPuzzle(board)",
    unit="moves", unit_ko="번", time_limit=1.0,
    sizes={"2x3": 1.0, "6": 1.0},
    samples=((_case(1, 2, 3, 4, 0, 5), "1"), (_case(1, 2, 3, 5, 4, 0), "-1"),
             (_case(4, 1, 2, 5, 0, 3), "5")),
    specials=(
        _case(1, 2, 3, 4, 5, 0),   # solved: 0
        _case(0, 1, 2, 3, 4, 5),   # the blank first (a goal some programs use): 15
        _case(2, 1, 3, 4, 5, 0),   # two tiles swapped: no way
        _case(1, 2, 0, 4, 5, 3),   # one slide down the last column
        _case(1, 2, 3, 0, 4, 5),   # two slides along the bottom row
        _case(4, 5, 0, 1, 2, 3),   # the farthest board: 21
        _case(5, 4, 0, 1, 2, 3),   # its two first tiles swapped: no way
        _case(4, 1, 2, 0, 5, 3),   # 4: a row's end is not next to the next row's start
    ),
    about=Said("fewest slides that turn the 2x3 board into [[1,2,3],[4,5,0]], or -1",
               "빈칸(0)과 이웃 타일을 바꿔 2×3 판을 [[1,2,3],[4,5,0]]으로 만드는 최소 이동 횟수 "
               "(불가능하면 -1)"),
)
FAMILY = family_of(PROBLEM)
