"""The judge's input and output for emoticons (Baekjoon 14226).

Input: one line ``S``.  Output: the fewest seconds.

>>> read_input("18\\n"), write_input({"s": 18})
([{'s': 18}], '18\\n')
"""

from __future__ import annotations

from typing import Any

from fewest.puzzles.boj_14226.model import bad, make_case


def read_input(text: str) -> list[dict[str, Any]]:
    """The one case of the judge's input, validated."""
    toks = text.split()
    if len(toks) != 1:
        raise bad(f"the input is one number S, got {len(toks)} tokens", text)
    try:
        s = int(toks[0])
    except ValueError:
        raise bad(f"S must be an integer, got {toks[0]!r}", text) from None
    case = {"s": s}
    make_case(case, text)
    return [case]


def write_input(case: dict[str, Any]) -> str:
    return f"{case['s']}\n"
