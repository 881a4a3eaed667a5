"""LeetCode 909 Snakes and Ladders (뱀과 사다리) as the judge calls it, solved as a
``snakes-ladders`` board.

Statement read from https://leetcode.ca/2018-05-27-909-Snakes-and-Ladders/ (a
stored copy of https://leetcode.com/problems/snakes-and-ladders/): ``board`` is
``n x n`` with ``2 <= n <= 20``, each cell ``-1`` or a square ``1..n²``, and
squares 1 and ``n²`` start no snake or ladder; return the fewest rolls, or -1.

The family name ``snakes-ladders`` keeps its general boards (any side, named
boards, options); this name refuses a 21x21 board.

>>> from fewest.puzzles import get_family
>>> inst = get_family("leetcode-909").parse('{"board": [[-1, -1], [-1, 3]]}')
>>> inst.judge_output(inst.solve(), "judge")
'1'
"""

from __future__ import annotations

import random
from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import Grid, Input, Problem, family_of
from fewest.puzzles.snakes_ladders.judge import JUDGE


def rule(case: dict[str, Any]) -> str | None:
    """A square board, jumps to squares on it, none from square 1 or ``n²``."""
    board = case["board"]
    n = len(board)
    if len(board[0]) != n:
        return Said(f"board must be square, got {n}x{len(board[0])}",
                    f"board는 정사각형이어야 합니다 (받은 값 {n}x{len(board[0])})")
    bad = next((v for row in board for v in row if v != -1 and not 1 <= v <= n * n), None)
    if bad is not None:
        return Said(f"board holds {bad}, not -1 or a square 1..{n * n}",
                    f"board에 -1도 칸 번호 1..{n * n}도 아닌 {bad}가 있습니다")
    if board[n - 1][0] != -1 or board[0][0 if n % 2 == 0 else n - 1] != -1:
        return Said(f"squares 1 and {n * n} start no snake or ladder",
                    f"1번 칸과 {n * n}번 칸에서는 뱀이나 사다리가 시작하면 안 됩니다")
    return None


def square(case: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """A drawn grid is rarely square with jumps on the board: an n x n board (n its row
    count) with a jump on about one square in six, squares 1 and n² left plain."""
    n = len(case["board"])
    board = [[-1 if rng.random() < 5 / 6 else rng.randint(1, n * n) for _ in range(n)]
             for _ in range(n)]
    board[n - 1][0] = board[0][0 if n % 2 == 0 else n - 1] = -1
    return {**case, "board": board}


PROBLEM = Problem(
    site="leetcode", number="909", title_ko="뱀과 사다리", title_en="Snakes and Ladders",
    source="https://leetcode.ca/2018-05-27-909-Snakes-and-Ladders/",
    input=Input(Grid("board", (2, 20), (2, 20), (-1, 400), plain=-1), where=rule, arrange=square,
                json=True),
    via=("snakes-ladders", lambda c: c["board"]),
    call="Solution().snakesAndLadders(board)", unit="rolls", unit_ko="번",
    time_limit=2.0, memory_mb=256,
    samples=(('{"board": [[-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], '
              '[-1, -1, -1, -1, -1, -1], [-1, 35, -1, -1, 13, -1], '
              '[-1, -1, -1, -1, -1, -1], [-1, 15, -1, -1, -1, -1]]}\n', "4"),
             ('{"board": [[-1, -1], [-1, 3]]}\n', "1")),
    checks_from=JUDGE,
    about=Said("fewest die rolls from square 1 to n² on a zigzag-numbered board, a snake or "
               "ladder moving you on, or -1",
               "지그재그로 번호 붙은 판에서 1번 칸부터 n²번 칸까지 가는 최소 주사위 횟수 "
               "(뱀·사다리를 타면 이동, 불가능하면 -1)"),
)
FAMILY = family_of(PROBLEM)
