"""The judge's input and output for 소수 경로 (Baekjoon 1963).

Input: ``T``, then ``T`` lines ``A B`` (two four-digit primes).  Output per case:
the fewest digit changes, or ``Impossible``.

>>> read_input("2\\n1033 8179\\n1033 1033\\n")
[{'a': 1033, 'b': 8179}, {'a': 1033, 'b': 1033}]
>>> write_input({"a": 1033, "b": 8179})
'1033 8179\\n'
"""

from __future__ import annotations

from typing import Any

from fewest.puzzles.boj_1963.model import bad, make_case


def _int(tok: str, text: str) -> int:
    try:
        return int(tok)
    except ValueError:
        raise bad(f"expected an integer, got {tok!r}", text) from None


def read_input(text: str, shown: str | None = None) -> list[dict[str, Any]]:
    """Every case of the judge's whole input (``T`` first), validated; errors quote
    ``shown`` (default: ``text``)."""
    toks = text.split()
    text = text if shown is None else shown
    if not toks:
        raise bad("the input is empty (expected T, then T lines 'A B')", text)
    t = _int(toks[0], text)
    if t < 1:
        raise bad(f"T must be at least 1, got {t}", text)
    if len(toks) != 1 + 2 * t:
        raise bad(f"T = {t} needs {2 * t} numbers after it, got {len(toks) - 1}", text)
    cases = []
    for i in range(t):
        case = {"a": _int(toks[1 + 2 * i], text), "b": _int(toks[2 + 2 * i], text)}
        make_case(case, text)
        cases.append(case)
    return cases


def write_input(case: dict[str, Any]) -> str:
    """One case's line (the ``T`` line is the spec's)."""
    return f"{case['a']} {case['b']}\n"
