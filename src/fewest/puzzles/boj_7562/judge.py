"""The judge declaration of Baekjoon 7562 (나이트의 이동): the count, token by token.

>>> JUDGE.judge({"l": 8, "start": [0, 0], "target": [7, 0]}, "5", "5") is None
True
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from fewest.puzzles.boj_7562.formats import read_input, write_input
from fewest.puzzles.boj_7562.scramble import random_case, walked_case
from fewest.puzzles.judge import JudgeSpec

SOURCE = "https://hyundoil.tistory.com/10"

#: the samples; corners and edges of the smallest boards (where bounds bugs show); the
#: far corner of the largest board
EDGES = [
    {"l": 8, "start": [0, 0], "target": [7, 0]}, {"l": 100, "start": [0, 0], "target": [30, 50]},
    {"l": 10, "start": [1, 1], "target": [1, 1]}, {"l": 4, "start": [0, 0], "target": [3, 3]},
    {"l": 4, "start": [0, 0], "target": [1, 1]}, {"l": 5, "start": [0, 0], "target": [4, 4]},
    {"l": 4, "start": [3, 3], "target": [0, 3]}, {"l": 6, "start": [5, 0], "target": [0, 5]},
    {"l": 4, "start": [0, 3], "target": [3, 0]}, {"l": 5, "start": [4, 4], "target": [3, 3]},
    {"l": 7, "start": [0, 6], "target": [6, 6]}, {"l": 300, "start": [0, 0], "target": [299, 299]},
]


def stream(rng: random.Random) -> Iterator[dict[str, Any]]:
    """The edge cases, then boards growing from 4 to 300, near and uniform targets."""
    yield from EDGES
    side = 4
    while True:
        yield walked_case(side, rng.randint(0, 6), rng)
        yield random_case(side, rng)
        side = min(300, side + rng.randint(1, 12))


def size(case: dict[str, Any]) -> tuple[int, ...]:
    (x1, y1), (x2, y2) = case["start"], case["target"]
    return (case["l"], abs(x1 - x2) + abs(y1 - y2), x1 + y1 + x2 + y2)


def shrinks(case: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """A smaller board (cells clipped onto it), or a cell one step toward the corner."""
    side = case["l"]
    (x1, y1), (x2, y2) = case["start"], case["target"]
    out = []
    for new_side in (max(4, side // 2), side - 1):
        if new_side >= 4:
            top = new_side - 1
            out.append({"l": new_side, "start": [min(x1, top), min(y1, top)],
                        "target": [min(x2, top), min(y2, top)]})
    for sx, sy, tx, ty in ((x1 - 1, y1, x2, y2), (x1, y1 - 1, x2, y2),
                           (x1, y1, x2 - 1, y2), (x1, y1, x2, y2 - 1)):
        if min(sx, sy, tx, ty) >= 0:
            out.append({"l": side, "start": [sx, sy], "target": [tx, ty]})
    for new in out:
        if size(new) < size(case):
            yield new


JUDGE = JudgeSpec(
    name="boj-7562", aliases=("boj7562",), site="baekjoon", number="7562",
    title_ko="나이트의 이동", title_en="Knight Moves", source=SOURCE,
    read_input=read_input, write_input=write_input, stream=stream, shrinks=shrinks,
    size=size, multi=True, unit="jumps", time_limit=1.0, memory_mb=256,
)
