"""The judge declaration of LeetCode 815 (Bus Routes).

>>> JUDGE.size({"routes": [[1, 2, 7], [3, 6, 7]], "source": 1, "target": 6})
(2, 6)
>>> len(list(JUDGE.shrinks({"routes": [[1, 2], [2, 3]], "source": 1, "target": 3})))
6
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from fewest.puzzles.judge import function_judge
from fewest.puzzles.lc_815.scramble import stream


def size(case: dict[str, Any]) -> tuple[int, ...]:
    """Routes, then stops in all."""
    return (len(case["routes"]), sum(map(len, case["routes"])))


def shrinks(case: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """Drop a route (one stays), or drop one stop of a route (one stays on it)."""
    routes = case["routes"]
    if len(routes) > 1:
        for i in range(len(routes)):
            yield {**case, "routes": routes[:i] + routes[i + 1:]}
    for i, route in enumerate(routes):
        if len(route) > 1:
            for j in range(len(route)):
                yield {**case, "routes": [*routes[:i], route[:j] + route[j + 1:],
                                          *routes[i + 1:]]}


JUDGE = function_judge(
    name="leetcode-815", aliases=("lc-815", "lc815"), site="leetcode", number="815",
    title_ko="버스 노선", title_en="Bus Routes",
    source="https://github.com/LeetCode-in-Java/LeetCode-in-Java.github.io/blob/main/src/main/"
           "java/g0801_0900/s0815_bus_routes/readme.md",
    call="Solution().numBusesToDestination(routes, source, target)",
    params=("routes", "source", "target"),
    stream=stream, shrinks=shrinks, size=size, unit="buses", time_limit=1.0)
