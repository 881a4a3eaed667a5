"""The judge's input and output for the coin game (Baekjoon 9079).

Input: ``T``, then per case three lines of three coins (``H`` or ``T``) separated by
spaces.  Output per case: the fewest flips, or ``-1``.

>>> read_input("1\\nH T T\\nH T T\\nT H H\\n")
[{'coins': ['HTT', 'HTT', 'THH']}]
>>> write_input({"coins": ["HTT", "HTT", "THH"]})
'H T T\\nH T T\\nT H H\\n'
"""

from __future__ import annotations

from typing import Any

from fewest.puzzles.boj_9079.model import bad, make_case

#: tokens in one case (nine coins)
CASE_TOKENS = 9


def read_input(text: str, shown: str | None = None) -> list[dict[str, Any]]:
    """Every case of the judge's whole input (``T`` first), validated; errors quote
    ``shown`` (default: ``text``)."""
    toks = text.split()
    text = text if shown is None else shown
    if not toks:
        raise bad("the input is empty (expected T, then three lines of H/T per case)", text)
    try:
        t = int(toks[0])
    except ValueError:
        raise bad(f"T must be an integer, got {toks[0]!r}", text) from None
    if t < 1:
        raise bad(f"T must be at least 1, got {t}", text)
    if len(toks) != 1 + CASE_TOKENS * t:
        raise bad(f"T = {t} needs {CASE_TOKENS * t} coins after it, got {len(toks) - 1}", text)
    cases = []
    for i in range(t):
        coins = toks[1 + CASE_TOKENS * i: 1 + CASE_TOKENS * (i + 1)]
        case = {"coins": ["".join(coins[3 * r: 3 * r + 3]) for r in range(3)]}
        if any(len(c) != 1 for c in coins):
            raise bad("coins are single letters H or T separated by spaces", text)
        make_case(case, text)
        cases.append(case)
    return cases


def write_input(case: dict[str, Any]) -> str:
    """One case's three lines (the ``T`` line is the spec's)."""
    return "".join(" ".join(row) + "\n" for row in case["coins"])
