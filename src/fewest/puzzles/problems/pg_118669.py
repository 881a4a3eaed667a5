"""Programmers 118669 등산코스 정하기 (Choosing a hiking course): from a gate to one
summit and back to the same gate, the course whose longest stretch without rest
(its intensity) is least; the answer is ``[summit, intensity]``, the lowest summit
number on a tie.

Statement read from https://school.programmers.co.kr/learn/courses/30/lessons/118669
(a stored copy of the official page): 2 <= n <= 50,000; n - 1 <= len(paths) <=
200,000, a path ``[i, j, w]`` with 1 <= i < j <= n and 1 <= w <= 10,000,000, at
most one path per pair; 1..n distinct gates and summits, no point both; every
other point a shelter; every two points joined.

Decided: the way back may retrace the way up, so a course's intensity is the
largest weight on a gate-to-summit path that meets no other gate and no other
summit (a path through a second gate is a course from that gate).  The least
intensity is the smallest threshold t at which, keeping the paths of weight <= t,
a flood from the gates (the kit's ``distances``, not entering gates, not leaving
summits) reaches a summit; the summits it reaches at that t tie, the lowest wins.
Thresholds are bisected over the path weights: an answer, not one path, so
``solve``.

>>> from fewest.puzzles import get_family
>>> inst = get_family("programmers-118669").parse('{"n": 7, "paths": [[1, 4, 4], [1, 6, 1], '
...     '[1, 7, 3], [2, 5, 2], [3, 7, 4], [5, 6, 6]], "gates": [1], "summits": [2, 3, 4]}')
>>> inst.judge_output(inst.solve(), "judge")
'[3, 4]'
"""

from __future__ import annotations

import json
import random
from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import Input, Int, List, Problem, Record, distances, family_of

Case = dict[str, Any]
N = 50_000
PATHS = 200_000
W = 10_000_000
#: the most paths a random case holds: a case is one line of JSON, and fewest reads
#: lines of at most 4,100,000 characters (about 160,000 paths of eight-digit weights);
#: 60,000 keeps the shrinking of the largest random cases within seconds
DRAWN_PATHS = 60_000


def _reached(c: Case, near: dict[int, list[tuple[int, int]]], t: int) -> set[int]:
    """The summits a flood from the gates reaches on paths of weight <= t."""
    gates, summits = set(c["gates"]), set(c["summits"])

    def step(v: int) -> list[tuple[int, int]]:
        if v in summits:
            return []
        return [(u, 1) for u, w in near[v] if w <= t and u not in gates]

    return summits & set(distances(c["gates"], step))


def _course(c: Case) -> list[int]:
    near: dict[int, list[tuple[int, int]]] = {v: [] for v in range(1, c["n"] + 1)}
    for i, j, w in c["paths"]:
        near[i].append((j, w))
        near[j].append((i, w))
    weights = sorted({w for _i, _j, w in c["paths"]})
    lo, hi = 0, len(weights) - 1          # the graph is connected: the largest reaches
    while lo < hi:
        mid = (lo + hi) // 2
        if _reached(c, near, weights[mid]):
            hi = mid
        else:
            lo = mid + 1
    return [min(_reached(c, near, weights[lo])), weights[lo]]


def _rules(c: Case) -> str | None:
    if any(i >= j for i, j, _w in c["paths"]):
        return Said("a path [i, j, w] has i < j", "paths의 [i, j, w]는 i < j여야 합니다")
    if len({(i, j) for i, j, _w in c["paths"]}) < len(c["paths"]):
        return Said("at most one path joins two points",
                    "두 지점을 잇는 등산로는 하나뿐이어야 합니다")
    if set(c["gates"]) & set(c["summits"]):
        return Said("no point is both a gate and a summit",
                    "출입구이면서 산봉우리인 지점은 없어야 합니다")
    near: dict[int, list[int]] = {v: [] for v in range(1, c["n"] + 1)}
    for i, j, _w in c["paths"]:
        near[i].append(j)
        near[j].append(i)
    if len(distances([1], lambda v: ((u, 1) for u in near[v]))) < c["n"]:
        return Said("every two points must be joined", "모든 두 지점은 서로 이어져 있어야 합니다")
    return None


def _mend(c: Case, rng: random.Random) -> Case:
    """Paths made i < j, repeats and loops dropped, the points joined by new paths;
    summits that are gates dropped (a point made a summit when none is left)."""
    n = c["n"]
    seen, paths = set(), []
    for i, j, w in c["paths"]:
        i, j = min(i, j), max(i, j)
        if i != j and (i, j) not in seen:
            seen.add((i, j))
            paths.append([i, j, w])
    paths = paths[:max(0, DRAWN_PATHS - (n - 1))]  # room for the joining paths
    part = list(range(n + 1))

    def root(v: int) -> int:
        while part[v] != v:
            part[v] = part[part[v]]
            v = part[v]
        return v

    for i, j, _w in paths:
        part[root(i)] = root(j)
    order = list(range(1, n + 1))
    rng.shuffle(order)
    top = max((w for _i, _j, w in paths), default=10)
    for k in range(1, n):
        v, u = order[k], order[rng.randrange(k)]
        if root(v) != root(u):
            paths.append([min(u, v), max(u, v), rng.randint(1, top)])
            part[root(v)] = root(u)
    gates = list(dict.fromkeys(c["gates"]))
    gate_set = set(gates)
    summits = [s for s in dict.fromkeys(c["summits"]) if s not in gate_set]
    if not summits:
        free = [v for v in range(1, n + 1) if v not in gate_set]
        summits = [rng.choice(free)] if free else [gates.pop()]
    rng.shuffle(paths)
    return {**c, "paths": paths, "gates": gates, "summits": summits}


def _case(n: int, paths: list[tuple[int, int, int]], gates: list[int],
          summits: list[int]) -> str:
    return json.dumps({"n": n, "paths": [list(p) for p in paths], "gates": gates,
                       "summits": summits}) + "\n"


PROBLEM = Problem(
    site="programmers", number="118669", title_ko="등산코스 정하기",
    title_en="Choosing a hiking course",
    source="https://school.programmers.co.kr/learn/courses/30/lessons/118669",
    input=Input(Int("n", 2, N),
                List("paths", Record("path", (Int("i", 1, "n"), Int("j", 1, "n"),
                                              Int("w", 1, W))),
                     (lambda c: c["n"] - 1, PATHS)),
                List("gates", Int("gate", 1, "n"), (1, "n"), distinct=True),
                List("summits", Int("summit", 1, "n"), (1, "n"), distinct=True),
                where=_rules, arrange=_mend, json=True),
    solve=_course,
    why=Said("the least bottleneck over gate-summit paths, found by bisecting a weight "
             "threshold with floods from the gates (the kit's distances); a pair "
             "[summit, intensity], not one path",
             "답이 경로 하나가 아니라 [산봉우리, intensity] 쌍입니다: 출입구에서 산봉우리까지의 "
             "경로 중 가장 작은 intensity를, 출입구에서 퍼져 나가며 기준 가중치를 이분 탐색해 "
             "찾습니다"),
    call="solution(n, paths, gates, summits)",
    unit="[summit, intensity]", unit_ko="[산봉우리, intensity]",
    time_limit=10.0, memory_mb=256,
    reach=0.6,
    samples=(
        (_case(6, [(1, 2, 3), (2, 3, 5), (2, 4, 2), (2, 5, 4), (3, 4, 4), (4, 5, 3),
                   (4, 6, 1), (5, 6, 1)], [1, 3], [5]), "[5, 3]"),
        (_case(7, [(1, 4, 4), (1, 6, 1), (1, 7, 3), (2, 5, 2), (3, 7, 4), (5, 6, 6)],
               [1], [2, 3, 4]), "[3, 4]"),
        (_case(7, [(1, 2, 5), (1, 4, 1), (2, 3, 1), (2, 6, 7), (4, 5, 1), (5, 6, 1),
                   (6, 7, 1)], [3, 7], [1, 5]), "[5, 1]"),
        (_case(5, [(1, 3, 10), (1, 4, 20), (2, 3, 4), (2, 4, 6), (3, 5, 20), (4, 5, 6)],
               [1, 2], [5]), "[5, 6]"),
    ),
    specials=(
        _case(2, [(1, 2, W)], [1], [2]),                          # the smallest mountain
        _case(2, [(1, 2, 1)], [2], [1]),                          # the gate numbered higher
        _case(4, [(1, 2, 5), (1, 3, 5), (1, 4, 5)], [1], [4, 3, 2]),  # a tie: the lowest
        _case(3, [(1, 3, 1), (2, 3, 1), (1, 2, 9)], [1], [3, 2]),  # not through a summit
        _case(4, [(1, 2, 9), (2, 3, 1), (3, 4, 1)], [1, 3], [4, 2]),  # another gate's course
        _case(N, [(i, i + 1, W - i) for i in range(1, N)], [1], [N]),  # a long ridge
        _case(N, [(1, i, i) for i in range(2, N + 1)], list(range(2, N, 2)),
              list(range(3, N + 1, 2))),                          # 25,000 gates
    ),
    about=Said("the summit and least intensity (longest stretch without rest) of a course from a "
               "gate to one summit and back",
               "출입구에서 산봉우리 하나를 들렀다 같은 출입구로 돌아오는 코스 중 intensity가 "
               "최소인 [산봉우리, intensity]"),
)
FAMILY = family_of(PROBLEM)
