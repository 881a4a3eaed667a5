"""The judge declaration of LeetCode 752 (Open the Lock).

>>> JUDGE.name, JUDGE.params, JUDGE.read_input('{"deadends": ["8888"], "target": "0009"}')
('leetcode-752', ('deadends', 'target'), [{'deadends': ['8888'], 'target': '0009'}])
>>> JUDGE.size({"deadends": ["8888", "0101"], "target": "0202"})
(2, 4)
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from fewest.puzzles.judge import function_judge
from fewest.puzzles.lc_752.model import turn
from fewest.puzzles.lc_752.scramble import stream


def _distance(code: str) -> int:
    return sum(min(int(d), 10 - int(d)) for d in code)


def size(case: dict[str, Any]) -> tuple[int, ...]:
    """Shrinks go down in the number of dead ends, then the target's plain distance."""
    return (len(case["deadends"]), _distance(case["target"]))


def shrinks(case: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """Drop one dead end (one stays: the statement needs at least one), or turn a
    wheel of the target one slot toward ``0000``."""
    dead, target = case["deadends"], case["target"]
    if len(dead) > 1:
        for i in range(len(dead)):
            yield {"deadends": dead[:i] + dead[i + 1:], "target": target}
    for w in range(4):
        d = int(target[w])
        if d:
            closer = turn(target, w, -1 if d <= 5 else 1)
            if closer not in dead:
                yield {"deadends": dead, "target": closer}


JUDGE = function_judge(
    name="leetcode-752", aliases=("lc-752", "lc752"), site="leetcode", number="752",
    title_ko="자물쇠 열기", title_en="Open the Lock",
    source="https://github.com/valery-judah/leetcode-python/blob/main/problems/"
           "0752-open-the-lock/readme.md",
    call="Solution().openLock(deadends, target)", params=("deadends", "target"),
    stream=stream, shrinks=shrinks, size=size, unit="turns", time_limit=1.0)
