"""The judge's input and output for knight moves (Baekjoon 7562).

Input: ``T``, then per case three lines: ``l``, the knight's ``x y``, the target's
``x y``.  Output per case: the fewest jumps.

>>> read_input("1\\n8\\n0 0\\n7 0\\n")
[{'l': 8, 'start': [0, 0], 'target': [7, 0]}]
>>> write_input({"l": 8, "start": [0, 0], "target": [7, 0]})
'8\\n0 0\\n7 0\\n'
"""

from __future__ import annotations

from typing import Any

from fewest.puzzles.boj_7562.model import bad, make_case

#: tokens in one case: l, x y, x y
CASE_TOKENS = 5


def read_input(text: str, shown: str | None = None) -> list[dict[str, Any]]:
    """Every case of the judge's whole input (``T`` first), validated; errors quote
    ``shown`` (default: ``text``)."""
    toks = text.split()
    text = text if shown is None else shown
    if not toks:
        raise bad("the input is empty (expected T, then l and two cells per case)", text)
    try:
        nums = [int(t) for t in toks]
    except ValueError:
        word = next(t for t in toks if not t.lstrip("+-").isdigit())
        raise bad(f"expected integers, got {word!r}", text) from None
    t = nums[0]
    if t < 1:
        raise bad(f"T must be at least 1, got {t}", text)
    if len(nums) != 1 + CASE_TOKENS * t:
        raise bad(f"T = {t} needs {CASE_TOKENS * t} numbers after it (l, x y, x y per case), "
                  f"got {len(nums) - 1}", text)
    cases = []
    for i in range(t):
        side, x1, y1, x2, y2 = nums[1 + CASE_TOKENS * i: 1 + CASE_TOKENS * (i + 1)]
        case = {"l": side, "start": [x1, y1], "target": [x2, y2]}
        make_case(case, text)
        cases.append(case)
    return cases


def write_input(case: dict[str, Any]) -> str:
    """One case's three lines (the ``T`` line is the spec's)."""
    (x1, y1), (x2, y2) = case["start"], case["target"]
    return f"{case['l']}\n{x1} {y1}\n{x2} {y2}\n"
