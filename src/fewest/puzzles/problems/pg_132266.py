"""Programmers 132266 부대복귀 (Return to base): in an undirected graph of regions 1..n
(every road takes 1), each soldier's fewest roads back to ``destination``, in the
order of ``sources``; -1 for a soldier who cannot return.

Statement read from https://school.programmers.co.kr/learn/courses/30/lessons/132266
(a stored copy of the official page): 3 <= n <= 100,000; 2..500,000 roads
``[a, b]``, a != b, no road given twice (in either order); 1..500 distinct
``sources``; 1 <= destination <= n.

Decided: one breadth-first flood from ``destination`` (roads go both ways) gives
every soldier's distance: the answer is a list, not one path, so ``solve`` reads
it off the kit's ``distances``.  A soldier already at the base answers 0.

>>> from fewest.puzzles import get_family
>>> inst = get_family("programmers-132266").parse('{"n": 5, "roads": [[1, 2], [1, 4], '
...     '[2, 4], [2, 5], [4, 5]], "sources": [1, 3, 5], "destination": 5}')
>>> inst.judge_output(inst.solve(), "judge")
'[2, -1, 0]'
"""

from __future__ import annotations

import json
import random
from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import Input, Int, List, Problem, Record, distances, family_of

Case = dict[str, Any]
N = 100_000
ROADS = 500_000
#: the most roads a random case holds: a case is one line of JSON, and fewest reads
#: lines of at most 4,100,000 characters (about 240,000 roads of six-digit regions);
#: 100,000 keeps the shrinking of the largest random cases within seconds
DRAWN_ROADS = 100_000


def _returns(c: Case) -> list[int]:
    near: dict[int, list[int]] = {v: [] for v in range(1, c["n"] + 1)}
    for a, b in c["roads"]:
        near[a].append(b)
        near[b].append(a)
    dist = distances([c["destination"]], lambda v: ((w, 1) for w in near[v]))
    return [int(dist[s]) if s in dist else -1 for s in c["sources"]]


def _rules(c: Case) -> str | None:
    pairs = [(min(a, b), max(a, b)) for a, b in c["roads"]]
    if any(a == b for a, b in pairs):
        return Said("a road joins two different regions", "길은 서로 다른 두 지역을 이어야 합니다")
    if len(set(pairs)) < len(pairs):
        return Said("no road is given twice", "같은 길이 두 번 주어지면 안 됩니다")
    return None


def _mend(c: Case, rng: random.Random) -> Case:
    """Loops and repeated roads dropped; every other case joined into one piece (so
    that most soldiers can return), the rest left in pieces."""
    n = c["n"]
    seen, roads = set(), []
    for a, b in c["roads"][:DRAWN_ROADS]:
        key = (min(a, b), max(a, b))
        if a != b and key not in seen:
            seen.add(key)
            roads.append([a, b])
    if rng.random() < 0.5 and len(roads) + n <= DRAWN_ROADS:
        order = list(range(1, n + 1))
        rng.shuffle(order)
        for i in range(1, n):
            a, b = order[i], order[rng.randrange(max(0, i - 3), i)]
            key = (min(a, b), max(a, b))
            if key not in seen and len(roads) < DRAWN_ROADS:
                seen.add(key)
                roads.append([a, b])
    while len(roads) < 2:
        a, b = rng.sample(range(1, n + 1), 2)
        if (min(a, b), max(a, b)) not in seen:
            seen.add((min(a, b), max(a, b)))
            roads.append([a, b])
    rng.shuffle(roads)
    return {**c, "roads": roads}


def _case(n: int, roads: list[tuple[int, int]], sources: list[int], destination: int) -> str:
    return json.dumps({"n": n, "roads": [list(r) for r in roads], "sources": sources,
                       "destination": destination}) + "\n"


PROBLEM = Problem(
    site="programmers", number="132266", title_ko="부대복귀", title_en="Return to base",
    source="https://school.programmers.co.kr/learn/courses/30/lessons/132266",
    input=Input(Int("n", 3, N),
                List("roads", Record("road", (Int("a", 1, "n"), Int("b", 1, "n"))),
                     (2, ROADS)),
                List("sources", Int("source", 1, "n"), (1, 500), distinct=True),
                Int("destination", 1, "n"),
                where=_rules, arrange=_mend, json=True),
    solve=_returns,
    why=Said("every soldier's distance to the base: one breadth-first flood from the "
             "destination (the kit's distances), read off for each source; a list, not one path",
             "답이 경로 하나가 아니라 목록입니다: 부대원마다 부대까지의 거리이며, destination에서 "
             "너비 우선으로 한 번 퍼뜨려 sources마다 읽습니다"),
    call="solution(n, roads, sources, destination)",
    unit="roads", unit_ko="개",
    time_limit=10.0, memory_mb=256,
    reach=0.7,
    samples=((_case(3, [(1, 2), (2, 3)], [2, 3], 1), "[1, 2]"),
             (_case(5, [(1, 2), (1, 4), (2, 4), (2, 5), (4, 5)], [1, 3, 5], 5),
              "[2, -1, 0]")),
    specials=(
        _case(3, [(1, 2), (2, 3)], [1], 1),                     # at the base: 0
        _case(3, [(1, 2), (1, 3)], [2, 3, 1], 1),               # the order of sources kept
        _case(4, [(1, 2), (3, 4)], [3, 4, 2], 1),               # two pieces: -1, -1, 1
        _case(N, [(i, i + 1) for i in range(1, N)],
              list(range(1, N + 1, 200)), N),                   # a path: 500 far soldiers
        _case(N, [(1, 2), (2, 3)], list(range(N - 499, N + 1)), 1),  # 500 cut off
    ),
    about=Said("each soldier's fewest roads back to destination, in the order of sources, -1 for "
               "one who cannot return",
               "sources 순서대로 각 부대원이 destination으로 돌아오는 최단시간 (돌아올 수 없으면 "
               "-1)"),
)
FAMILY = family_of(PROBLEM)
