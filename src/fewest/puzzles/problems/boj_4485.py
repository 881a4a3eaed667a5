"""Baekjoon 4485 녹색 옷 입은 애가 젤다지? (Link in a cave of thief rupees): an
N x N cave, each cell a thief rupee of 0..9; from [0][0] to [N-1][N-1], up, down,
left or right, losing each cell's rupees on passing it (the first cell's too);
the least loss, printed as ``Problem K: loss`` for the K-th cave.

Statement read from https://velog.io/@pss407/백준4485-녹색-옷-입은-애가-젤다지
(official page https://www.acmicpc.net/problem/4485): ``2 <= N <= 125``, caves
one after another until a line ``0``; 1 s, 256 MB.

A start -> goal search with weighted moves (Dijkstra): entering a cell costs its
rupees; the answer adds the first cell's.

>>> from fewest.puzzles import get_family
>>> inst = get_family("boj-4485").parse("2\\n1 2\\n3 4\\n0\\n")
>>> inst.judge_output(inst.solve(), "judge")
'Problem 1: 7'
"""

from __future__ import annotations

from typing import Any

from fewest.lang import Said
from fewest.problem import Solution
from fewest.puzzles.kit import Grid, Input, Int, Problem, family_of

STEPS = (("up", -1, 0), ("down", 1, 0), ("left", 0, -1), ("right", 0, 1))


def _moves(case: dict[str, Any], at: tuple[int, int]) -> list[tuple[str, tuple[int, int], int]]:
    cave, n = case["cave"], case["N"]
    r, c = at
    return [(word, (r + dr, c + dc), cave[r + dr][c + dc])
            for word, dr, dc in STEPS if 0 <= r + dr < n and 0 <= c + dc < n]


def _loss(case: dict[str, Any], solution: Solution[Any] | None) -> str:
    """``Problem 1: loss``: a case is one cave, so it is always the first."""
    if solution is None:  # pragma: no cover - every cave can be crossed
        raise ValueError("every cave can be crossed")
    return f"Problem 1: {int(solution.cost) + case['cave'][0][0]}"


def _cave(rows: list[list[int]]) -> str:
    return f"{len(rows)}\n" + "".join(" ".join(map(str, r)) + "\n" for r in rows) + "0\n"


def _detour(n: int) -> list[list[int]]:
    """9s everywhere but a free lane that snakes down the columns and back up."""
    rows = [[9] * n for _ in range(n)]
    for c in range(0, n, 2):
        for r in range(n):
            rows[r][c] = 0
        rows[n - 1 if c % 4 == 0 else 0][c + 1 if c + 1 < n else c] = 0
    return rows



PROBLEM = Problem(
    site="baekjoon", number="4485", title_ko="녹색 옷 입은 애가 젤다지?",
    title_en="Link in a cave of thief rupees",
    source="https://velog.io/@pss407/백준4485-녹색-옷-입은-애가-젤다지",
    input=Input(Int("N", 2, 125), Grid("cave", "N", "N", (0, 9)), end="0"),
    start=lambda c: (0, 0),
    moves=_moves,
    goal=lambda c, at: at == (c["N"] - 1, c["N"] - 1),
    costs="weighted",
    answer=_loss,
    unit="rupees", unit_ko="루피",
    time_limit=1.0, memory_mb=256,
    # the official sample holds three caves; fewest solves one case at a time, so
    # each is a sample of its own (and is the first cave of its input)
    samples=tuple((f"{block}0\n", f"Problem 1: {out}") for block, out in zip(
        ("3\n5 5 4\n3 9 1\n3 2 7\n",
         "5\n3 7 2 0 1\n2 8 0 9 1\n1 2 1 8 1\n9 8 9 2 0\n3 6 5 1 5\n",
         "7\n9 0 5 1 1 5 3\n4 1 2 1 6 5 3\n0 7 6 1 6 8 5\n1 1 7 8 3 2 3\n9 4 0 7 6 4 1\n"
         "5 8 3 2 4 8 3\n7 4 8 4 8 3 4\n"), (20, 19, 36), strict=True)),
    specials=(
        "2\n0 0\n0 0\n0\n",                  # nothing to lose: 0
        "2\n9 1\n1 9\n0\n",                  # both ends count: 19
        "2\n9 9\n9 9\n0\n",
        _cave([[9] * 125 for _ in range(125)]),  # the largest loss: 9 x 249
        _cave([[0] * 125 for _ in range(125)]),
        _cave(_detour(9)),                   # the cheap way winds back up
        _cave(_detour(125)),
    ),
    words=lambda m: str(m),
    about=Said("the least rupees Link loses from [0][0] to [N-1][N-1], losing each cell's thief "
               "rupee, the first too",
               "[0][0]에서 [N-1][N-1]까지 지나는 칸의 도둑루피(첫 칸 포함)로 잃는 최소 금액"),
)
FAMILY = family_of(PROBLEM)
