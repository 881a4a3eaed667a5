"""The judge declaration of LeetCode 864 (Shortest Path to Get All Keys).

>>> JUDGE.size({"grid": ["@a.A"]})
(4, 1, 0)
>>> [c["grid"] for c in JUDGE.shrinks({"grid": ["@a.A", "#..."]})][:2]
[['@a.A'], ['@aA', '#..']]
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from fewest.puzzles.judge import function_judge
from fewest.puzzles.lc_864.scramble import stream


def size(case: dict[str, Any]) -> tuple[int, ...]:
    """Cells, then keys, then walls."""
    grid = case["grid"]
    text = "".join(grid)
    return (len(text), sum(ch.islower() for ch in text), text.count("#"))


def _plain(line: str) -> bool:
    return all(ch in ".#" for ch in line)


def shrinks(case: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """Remove a row or a column of only floor and walls, drop the last key with its
    lock, or turn a wall into floor."""
    grid = case["grid"]
    for r in range(len(grid)):
        if len(grid) > 1 and _plain(grid[r]):
            yield {"grid": grid[:r] + grid[r + 1:]}
    width = len(grid[0])
    for c in range(width):
        if width > 1 and _plain("".join(row[c] for row in grid)):
            yield {"grid": [row[:c] + row[c + 1:] for row in grid]}
    keys = sum(ch.islower() for row in grid for ch in row)
    if keys > 1:
        key, lock = chr(96 + keys), chr(64 + keys)
        yield {"grid": [row.replace(key, ".").replace(lock, ".") for row in grid]}
    for r, row in enumerate(grid):
        for c, ch in enumerate(row):
            if ch == "#":
                yield {"grid": [*grid[:r], row[:c] + "." + row[c + 1:], *grid[r + 1:]]}


JUDGE = function_judge(
    name="leetcode-864", aliases=("lc-864", "lc864"), site="leetcode", number="864",
    title_ko="모든 열쇠를 얻는 최단 경로", title_en="Shortest Path to Get All Keys",
    source="https://github.com/javadev/LeetCode-in-Java/blob/main/src/main/java/g0801_0900/"
           "s0864_shortest_path_to_get_all_keys/readme.md",
    call="Solution().shortestPathAllKeys(grid)", params=("grid",),
    stream=stream, shrinks=shrinks, size=size, unit="moves", time_limit=1.0)
