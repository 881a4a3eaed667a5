"""LeetCode 743 Network Delay Time: a signal leaves node ``k`` along directed edges
with travel times; the time until every node has it, or -1 if one never does.

Statement read from https://hashl.com/algo/problem/network-delay-time (official page
https://leetcode.com/problems/network-delay-time/): ``1 <= k <= n <= 100``,
``1 <= times.length <= 6000``, ``times[i] = [u, v, w]`` with ``1 <= u, v <= n``,
``u != v``, ``0 <= w <= 100``, every pair ``(u, v)`` once.

Decided: not one search but the farthest node's least time (Dijkstra from ``k`` to
every node: the kit's ``distances``); times may be 0.  A node that no edge reaches
(other than ``k``) makes it -1; ``n = 1`` is 0.  ``n`` comes after ``times`` in the
function's arguments, so its range starts at the largest node an edge names.

>>> from fewest.puzzles import get_family
>>> inst = get_family("leetcode-743").parse(
...     '{"times": [[2,1,1],[2,3,1],[3,4,1]], "n": 4, "k": 2}')
>>> inst.judge_output(inst.solve(), "judge")
'2'
"""

from __future__ import annotations

import json
from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import Input, Int, List, Problem, Record, distances, family_of


def delay(case: dict[str, Any]) -> int:
    """The time until all ``n`` nodes have the signal, or -1."""
    out: dict[int, list[tuple[int, int]]] = {}
    for u, v, w in case["times"]:
        out.setdefault(u, []).append((v, w))
    dist = distances([case["k"]], lambda u: out.get(u, []))
    if len(dist) < case["n"]:
        return -1
    return int(max(dist.values()))


def _case(times: list[list[int]], n: int, k: int) -> str:
    return json.dumps({"times": times, "n": n, "k": k}) + "\n"


_NODE = (Int("ui", 1, 100), Int("vi", 1, 100), Int("wi", 0, 100))

PROBLEM = Problem(
    site="leetcode", number="743", title_ko="네트워크 지연 시간", title_en="Network Delay Time",
    source="https://hashl.com/algo/problem/network-delay-time",
    input=Input(List("times", Record("time", _NODE, rule=lambda t: None if t[0] != t[1] else
                                     Said("ui must differ from vi",
                                          "ui와 vi는 서로 달라야 합니다")),
                     (1, 6000), distinct=lambda t: t[:2]),
                Int("n", lambda c: max(max(t[0], t[1]) for t in c["times"]), 100),
                Int("k", 1, "n"), json=True),
    solve=delay,
    why=Said("the answer is the farthest node's least time from k: every node's distance "
             "(one Dijkstra over the whole graph), not one start and goal",
             "답이 시작과 목표 하나가 아니라 k에서 가장 먼 노드까지의 최소 시간입니다: "
             "모든 노드의 거리를 구합니다 (그래프 전체에 다익스트라 한 번)"),
    call="Solution().networkDelayTime(times, n, k)",
    unit="time", unit_ko="시간",
    samples=((_case([[2, 1, 1], [2, 3, 1], [3, 4, 1]], 4, 2), "2"),
             (_case([[1, 2, 1]], 2, 1), "1"), (_case([[1, 2, 1]], 2, 2), "-1")),
    specials=(_case([[1, 2, 0]], 2, 1), _case([[1, 2, 100]], 100, 1),
              _case([[1, 2, 1], [2, 3, 1], [1, 3, 5]], 3, 1),
              _case([[1, 2, 5], [1, 3, 1], [3, 2, 1]], 3, 1),
              _case([[1, 2, 1], [2, 1, 1]], 2, 2),
              _case([[1, 2, 0], [2, 3, 0], [3, 1, 0]], 3, 3),
              _case([[i, i + 1, 100] for i in range(1, 100)], 100, 1),
              _case([[i, i + 1, 100] for i in range(1, 100)], 100, 100),
              _case([[u, v, (u * 31 + v * 17) % 101] for u in range(1, 101)
                     for v in range(1, 101) if u != v][:6000], 100, 50),
              _case([[1, i, 100] for i in range(3, 101)] + [[i, i + 1, 1] for i in range(1, 100)],
                    100, 1)),
    about=Said("the time until a signal sent from node k along directed, timed edges reaches "
               "every node, or -1",
               "노드 k에서 보낸 신호가 방향 간선을 따라 모든 노드에 닿는 시간 (닿지 않는 노드가 "
               "있으면 -1)"),
)
FAMILY = family_of(PROBLEM)
