"""LeetCode 787 Cheapest Flights Within K Stops: the cheapest price from ``src`` to
``dst`` over at most ``k`` stops (``k + 1`` flights), or -1.

Statement read from https://codetutor-demo.kschappell.com/questions/cheapest-flights-within-k-stops
(official page https://leetcode.com/problems/cheapest-flights-within-k-stops/):
``2 <= n <= 100``, ``0 <= flights.length <= n (n - 1) / 2``, ``flights[i] = [from,
to, price]`` with ``from != to`` in ``0..n-1`` and ``1 <= price <= 10^4``, one flight
per pair, ``0 <= src, dst, k < n``, ``src != dst``.

Decided: a state is the city and the flights taken so far (at most ``k + 1``); the
search is Dijkstra on price, so the first arrival at ``dst`` is the cheapest with
few enough stops.  A stop is a city between ``src`` and ``dst``: a direct flight
has 0.

>>> from fewest.puzzles import get_family
>>> inst = get_family("leetcode-787").parse('{"n": 3, "flights": [[0,1,100],[1,2,100],'
...     '[0,2,500]], "src": 0, "dst": 2, "k": 0}')
>>> inst.judge_output(inst.solve(), "judge")
'500'
"""

from __future__ import annotations

import json
from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import Input, Int, List, Problem, Record, family_of, per_case

State = tuple[int, int]


@per_case
def departures(case: dict[str, Any]) -> dict[int, list[tuple[int, int]]]:
    """Each city's flights out: (destination, price)."""
    out: dict[int, list[tuple[int, int]]] = {}
    for a, b, price in case["flights"]:
        out.setdefault(a, []).append((b, price))
    return out


def fly(case: dict[str, Any], state: State) -> list[tuple[str, State, int]]:
    city, used = state
    if used > case["k"]:
        return []
    return [(f"{city}->{b}", (b, used + 1), price) for b, price in departures(case).get(city, [])]


def _case(n: int, flights: list[list[int]], src: int, dst: int, k: int) -> str:
    return json.dumps({"n": n, "flights": flights, "src": src, "dst": dst, "k": k}) + "\n"


_CITY = (Int("from", 0, lambda c: c["n"] - 1), Int("to", 0, lambda c: c["n"] - 1),
         Int("price", 1, 10**4))
_CHAIN = [[i, i + 1, 1] for i in range(99)]

PROBLEM = Problem(
    site="leetcode", number="787", title_ko="K번 경유 이내의 가장 싼 항공편",
    title_en="Cheapest Flights Within K Stops",
    source="https://codetutor-demo.kschappell.com/questions/cheapest-flights-within-k-stops",
    input=Input(Int("n", 2, 100),
                List("flights", Record("flight", _CITY, rule=lambda f: None if f[0] != f[1] else
                                       Said("from must differ from to",
                                            "출발 도시와 도착 도시는 서로 달라야 합니다")),
                     (0, lambda c: c["n"] * (c["n"] - 1) // 2), distinct=lambda f: f[:2]),
                Int("src", 0, lambda c: c["n"] - 1), Int("dst", 0, lambda c: c["n"] - 1),
                Int("k", 0, lambda c: c["n"] - 1),
                where=lambda c: Said("src must differ from dst", "src와 dst는 서로 달라야 합니다")
                if c["src"] == c["dst"] else None,
                json=True),
    start=lambda c: (c["src"], 0),
    moves=fly,
    goal=lambda c, state: state[0] == c["dst"],
    costs="weighted",
    call="Solution().findCheapestPrice(n, flights, src, dst, k)",
    unit="price", unit_ko="원",
    samples=((_case(4, [[0, 1, 100], [1, 2, 100], [2, 0, 100], [1, 3, 600], [2, 3, 200]],
                    0, 3, 1), "700"),
             (_case(3, [[0, 1, 100], [1, 2, 100], [0, 2, 500]], 0, 2, 1), "200"),
             (_case(3, [[0, 1, 100], [1, 2, 100], [0, 2, 500]], 0, 2, 0), "500")),
    specials=(_case(2, [], 0, 1, 0), _case(2, [[0, 1, 10000]], 0, 1, 0),
              _case(2, [[1, 0, 5]], 0, 1, 1), _case(3, [[0, 1, 1], [1, 2, 1]], 0, 2, 0),
              _case(100, _CHAIN, 0, 99, 98), _case(100, _CHAIN, 0, 99, 97),
              _case(100, [*_CHAIN, [0, 99, 10000]], 0, 99, 97),
              _case(4, [[0, 1, 1], [1, 2, 1], [2, 3, 1], [0, 2, 5], [1, 3, 5]], 0, 3, 1),
              # the cheap way to 2 takes both flights: a city settled once at its cheapest
              # (the stops forgotten) never reaches 3, where 0->2->3 costs 6
              _case(4, [[0, 1, 1], [1, 2, 1], [0, 2, 5], [2, 3, 1]], 0, 3, 1),
              _case(5, [[0, 1, 5], [1, 2, 5], [0, 3, 2], [3, 1, 2], [1, 4, 1], [2, 4, 1]],
                    0, 2, 1),
              _case(100, [[a, b, (a * 37 + b * 11) % 10**4 + 1] for a in range(100)
                          for b in range(a + 1, 100)], 0, 99, 99)),
    aim=lambda c, state: {**c, "dst": state[0]} if state[0] != c["src"] else None,
    about=Said("the cheapest price from src to dst taking at most k stops (k + 1 flights), or -1",
               "경유 k번 이하(항공편 k + 1개 이하)로 src에서 dst까지 가는 가장 싼 가격 (없으면 "
               "-1)"),
)
FAMILY = family_of(PROBLEM)
