"""Programmers 72415 카드 짝 맞추기 (Card Matching) as the judge calls it, solved as a
``card-match`` board by that family's exact method.

Statement read from https://programmers.co.kr/learn/courses/30/lessons/72415 (a
stored copy): ``board`` is 4x4 of 0..6 (0 an empty cell), each face 1..6 on
exactly two cards or on none, and at least one card; ``r``, ``c`` (0..3) the
cursor; return the fewest key presses.

The family name ``card-match`` keeps its general boards (other sizes, more
faces); this name refuses card 7, a 2x2 board and a missing ``c``.

>>> from fewest.puzzles import get_family
>>> inst = get_family("programmers-72415").parse(
...     '{"board": [[1,0,0,3],[2,0,0,0],[0,0,0,2],[3,0,1,0]], "r": 1, "c": 0}')
>>> inst.judge_output(inst.solve(), "judge")
'14'
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from fewest.lang import Said
from fewest.puzzles.card_match.judge import JUDGE
from fewest.puzzles.kit import Grid, Input, Int, Problem, family_of


def rule(case: dict[str, Any]) -> str | None:
    """Each face on two cards or none, and at least one card."""
    faces = Counter(v for row in case["board"] for v in row if v)
    if not faces:
        return Said("the board must hold at least one pair of cards",
                    "board에는 카드 짝이 하나 이상 있어야 합니다")
    odd = next((f for f, n in sorted(faces.items()) if n != 2), None)
    return None if odd is None else Said(
        f"card {odd} must be on exactly 2 cells, got {faces[odd]}",
        f"{odd}번 카드는 정확히 두 칸에 있어야 합니다 (받은 값 {faces[odd]}칸)")


def pairs(case: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """A drawn board rarely holds each face twice: 1 to 6 faces, each on two random
    cells, instead."""
    faces = rng.sample(range(1, 7), rng.randint(1, 6))
    cells = rng.sample(range(16), 2 * len(faces))
    board = [[0] * 4 for _ in range(4)]
    for i, cell in enumerate(cells):
        board[cell // 4][cell % 4] = faces[i // 2]
    return {**case, "board": board}


PROBLEM = Problem(
    site="programmers", number="72415", title_ko="카드 짝 맞추기", title_en="Card Matching",
    source="https://programmers.co.kr/learn/courses/30/lessons/72415",
    input=Input(Grid("board", 4, 4, (0, 6)), Int("r", 0, 3), Int("c", 0, 3), where=rule,
                arrange=pairs, json=True),
    via=("card-match", lambda c: {"board": c["board"], "r": c["r"], "c": c["c"]}),
    call="solution(board, r, c)", unit="key presses", unit_ko="번",
    time_limit=10.0, memory_mb=256,
    samples=(('{"board": [[1,0,0,3],[2,0,0,0],[0,0,0,2],[3,0,1,0]], "r": 1, "c": 0}\n', "14"),
             ('{"board": [[3,0,0,2],[0,0,1,0],[0,1,0,0],[2,0,0,3]], "r": 0, "c": 1}\n', "16")),
    checks_from=JUDGE,
    about=Said("fewest key presses (arrows, Ctrl+arrows, Enter) that turn over and clear every "
               "pair of cards",
               "방향키, Ctrl+방향키, Enter로 4×4 판의 카드 짝을 모두 맞춰 없애는 최소 키 조작 "
               "횟수"),
)
FAMILY = family_of(PROBLEM)
