"""Programmers 72413 합승 택시 요금 (Shared taxi fare): A and B leave point ``s`` in one
taxi, may split at any point ``k`` and ride on alone to ``a`` and ``b``; the least
total fare.

Statement read from https://velog.io/@yoon_s_whan/21-%EC%B9%B4%EC%B9%B4%EC%98%A4%ED%95%A9%EC%8A%B9-%ED%83%9D%EC%8B%9C-%EC%9A%94%EA%B8%88
(official page https://school.programmers.co.kr/learn/courses/30/lessons/72413):
3 <= n <= 200; ``s``, ``a``, ``b`` distinct; 2 <= len(fares) <= n(n-1)/2; a fare
``[c, d, f]`` joins distinct points both ways, 1 <= f <= 100,000, one fare per
pair; ``s`` reaches ``a`` and ``b``.

Decided: the answer is min over k of d(s, k) + d(k, a) + d(k, b) (k = s: no shared
ride; k = a or b: one rides along).  That is three shortest-distance floods
(Dijkstra, the kit's ``distances``) and a minimum, not one path: ``solve``.

>>> from fewest.puzzles import get_family
>>> inst = get_family("programmers-72413").parse('{"n": 7, "s": 3, "a": 4, "b": 1, '
...     '"fares": [[5, 7, 9], [4, 6, 4], [3, 6, 1], [3, 2, 3], [2, 1, 6]]}')
>>> inst.judge_output(inst.solve(), "judge")
'14'
"""

from __future__ import annotations

import json
import random
from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import Input, Int, List, Problem, Record, distances, family_of

Case = dict[str, Any]
FARE = 100_000


def _roads(c: Case) -> dict[int, list[tuple[int, int]]]:
    roads: dict[int, list[tuple[int, int]]] = {v: [] for v in range(1, c["n"] + 1)}
    for p, q, f in c["fares"]:
        roads[p].append((q, f))
        roads[q].append((p, f))
    return roads


def _fare(c: Case) -> int:
    roads = _roads(c)
    far = [distances([c[k]], lambda v: roads[v]) for k in ("s", "a", "b")]
    return int(min(far[0][k] + far[1][k] + far[2][k] for k in far[0]
                   if k in far[1] and k in far[2]))


def _rules(c: Case) -> str | None:
    if len({c["s"], c["a"], c["b"]}) < 3:
        return Said("s, a and b must differ", "s, a, b는 모두 달라야 합니다")
    pairs = [(min(p, q), max(p, q)) for p, q, _f in c["fares"]]
    if any(p == q for p, q in pairs):
        return Said("a fare joins two different points",
                    "요금은 서로 다른 두 지점 사이에 매겨져야 합니다")
    if len(set(pairs)) < len(pairs):
        return Said("one fare per pair of points", "두 지점 사이의 요금은 하나만 주어져야 합니다")
    roads = _roads(c)
    reach = distances([c["s"]], lambda v: roads[v])
    if c["a"] not in reach or c["b"] not in reach:
        return Said("s must reach a and b", "s에서 a와 b에 갈 수 있어야 합니다")
    return None


def _mend(c: Case, rng: random.Random) -> Case:
    """A drawn case made valid: s, a, b made distinct, loops and repeated pairs
    dropped, and the parts holding s, a and b joined by new fares."""
    n = c["n"]
    s, a, b = rng.sample(range(1, n + 1), 3) if len({c["s"], c["a"], c["b"]}) < 3 \
        else (c["s"], c["a"], c["b"])
    seen, fares = set(), []
    for p, q, f in c["fares"]:
        key = (min(p, q), max(p, q))
        if p != q and key not in seen:
            seen.add(key)
            fares.append([p, q, f])
    part = list(range(n + 1))

    def root(v: int) -> int:
        while part[v] != v:
            part[v] = part[part[v]]
            v = part[v]
        return v

    for p, q, _f in fares:
        part[root(p)] = root(q)
    for t in (a, b):
        if root(t) != root(s):
            ins = [v for v in range(1, n + 1) if root(v) == root(s)]
            outs = [v for v in range(1, n + 1) if root(v) == root(t)]
            p, q = rng.choice(ins), rng.choice(outs)
            fares.append([p, q, rng.randint(1, FARE)])
            part[root(q)] = root(p)
    while len(fares) < 2:
        p, q = rng.sample(range(1, n + 1), 2)
        if (min(p, q), max(p, q)) not in {(min(x, y), max(x, y)) for x, y, _ in fares}:
            fares.append([p, q, rng.randint(1, FARE)])
    rng.shuffle(fares)
    return {**c, "s": s, "a": a, "b": b, "fares": fares}


def _case(n: int, s: int, a: int, b: int, fares: list[tuple[int, int, int]]) -> str:
    return json.dumps({"n": n, "s": s, "a": a, "b": b, "fares": [list(f) for f in fares]}) + "\n"


_PATH = [(i, i + 1, FARE) for i in range(1, 200)]
_FULL = [(i, j, FARE) for i in range(1, 201) for j in range(i + 1, 201)]

PROBLEM = Problem(
    site="programmers", number="72413", title_ko="합승 택시 요금", title_en="Shared taxi fare",
    source="https://velog.io/@yoon_s_whan/21-%EC%B9%B4%EC%B9%B4%EC%98%A4%ED%95%A9%EC%8A%B9-"
           "%ED%83%9D%EC%8B%9C-%EC%9A%94%EA%B8%88",
    input=Input(Int("n", 3, 200), Int("s", 1, "n"), Int("a", 1, "n"), Int("b", 1, "n"),
                List("fares", Record("fare", (Int("c", 1, "n"), Int("d", 1, "n"),
                                              Int("f", 1, FARE))),
                     (2, lambda c: c["n"] * (c["n"] - 1) // 2)),
                where=_rules, arrange=_mend, json=True),
    solve=_fare,
    why=Said("the fare is min over the split point k of d(s,k) + d(k,a) + d(k,b): three "
             "shortest-distance floods (the kit's distances, Dijkstra) and a minimum, not "
             "one path",
             "답이 경로 하나가 아니라 갈라지는 지점 k에 대한 d(s,k) + d(k,a) + d(k,b)의 "
             "최솟값입니다: 최단 거리를 세 번 구하고(다익스트라) 최솟값을 고릅니다"),
    call="solution(n, s, a, b, fares)",
    unit="won", unit_ko="원",
    time_limit=10.0, memory_mb=256,
    samples=(
        (_case(6, 4, 6, 2, [(4, 1, 10), (3, 5, 24), (5, 6, 2), (3, 1, 41), (5, 1, 24),
                            (4, 6, 50), (2, 4, 66), (2, 3, 22), (1, 6, 25)]), "82"),
        (_case(7, 3, 4, 1, [(5, 7, 9), (4, 6, 4), (3, 6, 1), (3, 2, 3), (2, 1, 6)]), "14"),
        (_case(6, 4, 5, 6, [(2, 6, 6), (6, 3, 7), (4, 6, 7), (6, 5, 11), (2, 5, 12),
                            (5, 3, 20), (2, 4, 8), (4, 3, 9)]), "18"),
    ),
    specials=(
        _case(3, 1, 2, 3, [(1, 2, 1), (2, 3, 1)]),             # A rides along: 2
        _case(3, 1, 2, 3, [(1, 2, FARE), (1, 3, FARE)]),       # no shared ride
        _case(4, 1, 3, 4, [(1, 2, 5), (2, 3, 1), (2, 4, 1)]),  # split at a fourth point
        _case(200, 100, 1, 200, _PATH),                        # 19,900,000 won, the most
        _case(200, 1, 199, 200, _PATH),                        # one shared ride to 199
        _case(200, 1, 2, 3, _FULL),                            # all 19,900 fares
        _case(200, 1, 2, 3, [(1, 2, 7), (1, 3, 9)]),           # 197 points unreached
    ),
    about=Said("the least total taxi fare for A and B leaving s together, splitting anywhere, and "
               "riding on to a and b",
               "A와 B가 s에서 택시를 함께 타고 가다 아무 지점에서나 갈라져 a, b로 갈 때의 최저 "
               "요금 합"),
)
FAMILY = family_of(PROBLEM)
