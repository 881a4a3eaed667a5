"""The judge declaration of LeetCode 773 (Sliding Puzzle).

>>> JUDGE.size({"board": [[1, 2, 3], [4, 0, 5]]})
(2,)
>>> [c["board"] for c in JUDGE.shrinks({"board": [[1, 2, 3], [4, 0, 5]]})]
[[[1, 2, 3], [4, 5, 0]]]
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from fewest.puzzles.judge import function_judge
from fewest.puzzles.lc_773.model import GOAL, manhattan
from fewest.puzzles.lc_773.scramble import stream


def _cells(case: dict[str, Any]) -> tuple[int, ...]:
    return tuple(v for row in case["board"] for v in row)


def size(case: dict[str, Any]) -> tuple[int, ...]:
    """How far the tiles are from home: the Manhattan sum, plus misplaced tiles."""
    cells = _cells(case)
    return (manhattan(cells) + sum(1 for i, v in enumerate(cells) if v and GOAL[i] != v),)


def shrinks(case: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """Swap two cells (the empty one included) when that brings the board nearer home."""
    cells = list(_cells(case))
    here = size(case)
    for a in range(6):
        for b in range(a + 1, 6):
            other = cells[:]
            other[a], other[b] = other[b], other[a]
            smaller = {"board": [other[:3], other[3:]]}
            if size(smaller) < here:
                yield smaller


JUDGE = function_judge(
    name="leetcode-773", aliases=("lc-773", "lc773"), site="leetcode", number="773",
    title_ko="슬라이딩 퍼즐", title_en="Sliding Puzzle",
    source="https://github.com/LeetCode-in-Java/LeetCode-in-Java.github.io/blob/main/src/main/"
           "java/g0701_0800/s0773_sliding_puzzle/readme.md",
    call="Solution().slidingPuzzle(board)", params=("board",),
    stream=stream, shrinks=shrinks, size=size, unit="moves", time_limit=1.0)
