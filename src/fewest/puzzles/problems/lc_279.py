"""LeetCode 279 Perfect Squares: the fewest perfect squares (1, 4, 9, ...) that sum to
``n``.

Statement read from https://codearena.co/problems/perfect-squares (official page
https://leetcode.com/problems/perfect-squares/): ``1 <= n <= 10^4``.

Decided: a search from ``n`` down to 0, a move taking away one square no larger
than what is left, largest first; squares may repeat (12 = 4 + 4 + 4).  By
Lagrange's four-square theorem the answer is at most 4, so the search is never
deeper than 4 and never fails.

>>> from fewest.puzzles import get_family
>>> inst = get_family("leetcode-279").parse('{"n": 12}')
>>> inst.judge_output(inst.solve(), "judge"), inst.solve().moves
('3', [4, 4, 4])
"""

from __future__ import annotations

from math import isqrt
from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import Input, Int, Problem, family_of


def take(case: dict[str, Any], left: int) -> list[tuple[int, int, int]]:
    """Every square that fits in ``left``, largest first."""
    return [(k * k, left - k * k, 1) for k in range(isqrt(left), 0, -1)]


def _case(n: int) -> str:
    return f'{{"n": {n}}}\n'


PROBLEM = Problem(
    site="leetcode", number="279", title_ko="완전제곱수", title_en="Perfect Squares",
    source="https://codearena.co/problems/perfect-squares",
    input=Input(Int("n", 1, 10**4), json=True),
    start=lambda c: c["n"],
    moves=take,
    goal=lambda c, left: left == 0,
    call="Solution().numSquares(n)",
    unit="squares", unit_ko="개",
    samples=((_case(12), "3"), (_case(13), "2")),
    specials=(_case(1), _case(2), _case(3), _case(4), _case(7), _case(18), _case(28),
              _case(9999), _case(10**4), _case(9975), _case(9983), _case(43), _case(48)),
    words=lambda sq: f"take {sq}",
    about=Said("the fewest square numbers (1, 4, 9, 16, ...) that sum to n",
               "합이 n이 되는 완전제곱수(1, 4, 9, 16, …)의 최소 개수"),
)
FAMILY = family_of(PROBLEM)
