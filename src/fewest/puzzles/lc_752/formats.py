"""LeetCode 752's arguments read into a :class:`~fewest.puzzles.lc_752.model.Lock`,
and the return value an accepted ``openLock`` gives.

>>> parse_lock({"deadends": ["8888"], "target": "0009"}).target
'0009'
>>> parse_lock({"deadends": [], "target": "0009"})
Traceback (most recent call last):
fewest.errors.InvalidPuzzleError: leetcode-752: deadends must hold 1..500 codes, got 0 in \
'{"deadends": [], "target": "0009"}'
>>> answer(None), answer(6)
('-1', '6')
"""

from __future__ import annotations

import re
from typing import Any

from fewest.puzzles.common.function_case import read_case, refuse
from fewest.puzzles.lc_752.model import Lock

NAME = "leetcode-752"
PARAMS = ("deadends", "target")
MAX_DEADENDS = 500
CODE = re.compile(r"[0-9]{4}")


def parse_lock(board: Any) -> Lock:
    """Validate one case against every constraint of the statement."""
    case = read_case(board, PARAMS, NAME)
    dead, target = case["deadends"], case["target"]
    if not isinstance(dead, list) or not 1 <= len(dead) <= MAX_DEADENDS:
        got = len(dead) if isinstance(dead, list) else type(dead).__name__
        raise refuse(NAME, f"deadends must hold 1..{MAX_DEADENDS} codes, got {got}", board)
    for code in dead:
        if not isinstance(code, str) or not CODE.fullmatch(code):
            raise refuse(NAME, f"every dead end is 4 digits, got {code!r}", board)
    if not isinstance(target, str) or not CODE.fullmatch(target):
        raise refuse(NAME, f"target is 4 digits, got {target!r}", board)
    if target in dead:
        raise refuse(NAME, f"the target {target} may not be a dead end", board)
    return Lock(frozenset(dead), target)


def answer(turns: int | None) -> str:
    """``openLock``'s return value as JSON: the fewest turns, or -1."""
    return "-1" if turns is None else str(turns)
