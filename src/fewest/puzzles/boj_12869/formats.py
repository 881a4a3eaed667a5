"""The judge's input and output for Mutalisk (Baekjoon 12869).

Input: ``N``, then the ``N`` HP values.  Output: the fewest attacks.

>>> read_input("3\\n12 10 4\\n"), write_input({"hp": [12, 10, 4]})
([{'hp': [12, 10, 4]}], '3\\n12 10 4\\n')
"""

from __future__ import annotations

from typing import Any

from fewest.puzzles.boj_12869.model import bad, make_case


def read_input(text: str) -> list[dict[str, Any]]:
    """The one case of the judge's input, validated."""
    toks = text.split()
    if not toks:
        raise bad("the input is empty (expected N, then N HP values)", text)
    try:
        nums = [int(t) for t in toks]
    except ValueError:
        word = next(t for t in toks if not t.lstrip("+-").isdigit())
        raise bad(f"expected integers, got {word!r}", text) from None
    n = nums[0]
    if not 1 <= n <= 3:
        raise bad(f"N must be 1..3, got {n}", text)
    if len(nums) != 1 + n:
        raise bad(f"N = {n} needs {n} HP values, got {len(nums) - 1}", text)
    case = {"hp": nums[1:]}
    make_case(case, text)
    return [case]


def write_input(case: dict[str, Any]) -> str:
    return f"{len(case['hp'])}\n{' '.join(map(str, case['hp']))}\n"
