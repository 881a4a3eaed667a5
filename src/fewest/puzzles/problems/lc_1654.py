"""LeetCode 1654 Minimum Jumps to Reach Home: from 0, jump ``a`` forward or ``b``
backward (never backward twice in a row, never below 0, never onto a forbidden
position); the fewest jumps to ``x``, or -1.

Statement read from https://algocliff.com/problems/1654-minimum-jumps-to-reach-home
(official page https://leetcode.com/problems/minimum-jumps-to-reach-home/):
``1 <= forbidden.length <= 1000``, ``1 <= a, b, forbidden[i] <= 2000``,
``0 <= x <= 2000``, forbidden positions distinct, ``x`` not forbidden.

Decided: a state is the position and whether the last jump went backward.  The
bug may jump past home; no shortest way goes beyond ``max(x, max(forbidden)) + a +
b`` (the known bound: past every obstacle, a detour further out only repeats
itself), so forward jumps stop there and the search is finite and exact.

>>> from fewest.puzzles import get_family
>>> inst = get_family("leetcode-1654").parse(
...     '{"forbidden": [1,6,2,14,5,17,4], "a": 16, "b": 9, "x": 7}')
>>> inst.judge_output(inst.solve(), "judge")
'2'
"""

from __future__ import annotations

import json
from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import Input, Int, List, Problem, family_of

State = tuple[int, bool]


def jumps(case: dict[str, Any], state: State) -> list[tuple[str, State, int]]:
    pos, back = state
    a, b, banned = case["a"], case["b"], set(case["forbidden"])
    limit = max(case["x"], max(banned)) + a + b
    out = []
    if pos + a <= limit and pos + a not in banned:
        out.append((f"+{a}", (pos + a, False), 1))
    if not back and pos - b >= 0 and pos - b not in banned:
        out.append((f"-{b}", (pos - b, True), 1))
    return out


def _case(forbidden: list[int], a: int, b: int, x: int) -> str:
    return json.dumps({"forbidden": forbidden, "a": a, "b": b, "x": x}) + "\n"


PROBLEM = Problem(
    site="leetcode", number="1654", title_ko="집에 가는 최소 점프",
    title_en="Minimum Jumps to Reach Home",
    source="https://algocliff.com/problems/1654-minimum-jumps-to-reach-home",
    input=Input(List("forbidden", Int("position", 1, 2000), (1, 1000), distinct=True),
                Int("a", 1, 2000), Int("b", 1, 2000), Int("x", 0, 2000),
                where=lambda c: Said("x must not be forbidden", "x는 forbidden에 없어야 합니다")
                if c["x"] in c["forbidden"] else None,
                json=True),
    start=lambda c: (0, False),
    moves=jumps,
    goal=lambda c, state: state[0] == c["x"],
    show=lambda c, state: f"{state[0]}, after a jump back" if state[1] else str(state[0]),
    call="Solution().minimumJumps(forbidden, a, b, x)",
    unit="jumps", unit_ko="번",
    samples=((_case([14, 4, 18, 1, 15], 3, 15, 9), "3"),
             (_case([8, 3, 16, 6, 12, 20], 15, 13, 11), "-1"),
             (_case([1, 6, 2, 14, 5, 17, 4], 16, 9, 7), "2")),
    specials=(_case([1], 1, 1, 0), _case([2000], 2000, 2000, 0), _case([5], 2000, 1, 1999),
              _case([1999], 2000, 2000, 2000), _case([1], 1, 1, 2000),
              _case([2], 1, 1, 3), _case([3], 2, 1, 1),
              _case([162, 118, 178, 152, 167, 100, 40, 74, 199, 186, 26, 73, 200, 127, 30,
                     124, 193, 84, 184, 36, 103, 149, 153, 9, 54, 154, 133, 95, 45, 198, 79,
                     157, 64, 122, 59, 71, 48, 177, 82, 35, 14, 176, 16, 108, 111, 6, 168,
                     31, 134, 164, 136, 72, 98], 29, 98, 80),
              _case(list(range(2, 2001, 2)), 1, 2, 1999),
              _case(list(range(1001, 2001)), 1999, 2000, 1000),
              _case([1000], 1999, 2000, 1998),
              _case([1731, 828, 38, 1125, 1614, 858, 750, 771, 1185, 1723, 19, 928], 47, 1945,
                    1535),
              _case([505, 780, 1114, 209, 1176, 511, 27, 1498, 444, 836, 573, 373, 1877, 1777,
                     1569, 798, 327, 1561, 1633, 148, 285, 1266, 1265, 912, 260, 271, 4, 1992],
                    232, 762, 960)),
    aim=lambda c, state: ({**c, "x": state[0]} if state[0] <= 2000 and
                          state[0] not in c["forbidden"] else None),
    about=Said("fewest jumps from 0 to x, a forward or b backward, never back twice in a row or "
               "onto a forbidden spot",
               "앞으로 a, 뒤로 b씩 뛰어(뒤로 연속 두 번, 금지 위치는 안 됨) 0에서 x까지 가는 "
               "최소 점프 수"),
)
FAMILY = family_of(PROBLEM)
