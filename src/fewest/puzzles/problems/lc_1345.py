"""LeetCode 1345 Jump Game IV: from index 0, step to ``i + 1``, ``i - 1`` or any other
index holding the same value; the fewest steps to the last index.

Statement read from https://hashl.com/algo/problem/jump-game-iv (official page
https://leetcode.com/problems/jump-game-iv/): ``1 <= arr.length <= 5 * 10^4``,
``-10^8 <= arr[i] <= 10^8``.

Decided: a jump to an equal value goes through a node of its own, the value: index
to value costs 1, value to each of its indices 0 (a 0-1 BFS).  Each value is then
expanded once, so an array of 5 * 10^4 equal values is linear, not quadratic; a
path's cost still counts one per jump.  The last index is always reachable (steps
of one), so the answer is never -1; a single element answers 0.

>>> from fewest.puzzles import get_family
>>> inst = get_family("leetcode-1345").parse('{"arr": [100,-23,-23,404,100,23,23,23,3,404]}')
>>> inst.judge_output(inst.solve(), "judge")
'3'
"""

from __future__ import annotations

import json
from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import Input, Int, List, Problem, family_of, per_case


@per_case
def groups(case: dict[str, Any]) -> dict[int, list[int]]:
    """Every value of ``arr`` and the indices that hold it (once per case)."""
    found: dict[int, list[int]] = {}
    for i, v in enumerate(case["arr"]):
        found.setdefault(v, []).append(i)
    return found


def moves(case: dict[str, Any], at: Any) -> list[tuple[str, Any, int]]:
    """From an index: one step either way (1), or onto its value (1); from a value:
    onto any index that holds it (0)."""
    arr = case["arr"]
    if isinstance(at, tuple):
        return [(f"to {j}", j, 0) for j in groups(case)[at[1]]]
    out = [(f"{d:+d}", at + d, 1) for d in (-1, 1) if 0 <= at + d < len(arr)]
    if len(groups(case)[arr[at]]) > 1:
        out.append((f"jump on {arr[at]}", ("value", arr[at]), 1))
    return out


def _case(arr: list[int]) -> str:
    return json.dumps({"arr": arr}) + "\n"


N = 5 * 10**4

PROBLEM = Problem(
    site="leetcode", number="1345", title_ko="점프 게임 4", title_en="Jump Game IV",
    source="https://hashl.com/algo/problem/jump-game-iv",
    input=Input(List("arr", Int("value", -10**8, 10**8), (1, N)), json=True),
    start=lambda c: 0,
    moves=moves,
    goal=lambda c, at: at == len(c["arr"]) - 1,
    costs="01",
    call="Solution().minJumps(arr)",
    unit="steps", unit_ko="번",
    samples=((_case([100, -23, -23, 404, 100, 23, 23, 23, 3, 404]), "3"), (_case([7]), "0"),
             (_case([7, 6, 9, 6, 9, 6, 9, 7]), "1")),
    specials=(_case([6, 1, 9]), _case([11, 22, 7, 7, 7, 7, 7, 7, 7, 22, 13]),
              _case([-10**8, 10**8]), _case([10**8] * 2), _case([1, 2, 1, 3, 3]),
              _case(list(range(N))), _case([7] * N), _case([7] * (N - 1) + [8]),
              _case([5, 1, 2, 3, 5, 4, 5, 9]),
              _case([i % 1000 for i in range(N)]), _case([1, 2, 3, 4, 1, 9, 4, 8]),
              _case([1, 2, 3, 1, 8, 4, 5, 1, 6, 7, 8])),
    reach=0.8,
    about=Said("fewest steps from index 0 to the last, stepping to i + 1, i - 1 or any index "
               "holding the same value",
               "i + 1, i - 1 또는 같은 값을 가진 인덱스로 건너뛰어 0번에서 마지막 인덱스까지 "
               "가는 최소 걸음"),
)
FAMILY = family_of(PROBLEM)
