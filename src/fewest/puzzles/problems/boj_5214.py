"""Baekjoon 5214 환승 (Transfer): M hypertubes, each linking K stations; the fewest
stations visited on the way from station 1 to station N (both counted), or -1.

Statement read from https://sorjfkrh5078.tistory.com/293 (the input section; the
whole statement with both samples in stored copies of solution READMEs; official
page https://www.acmicpc.net/problem/5214): ``1 <= N <= 100,000``,
``1 <= K, M <= 1000``; each of the M lines holds the K stations of one tube;
2 s, 256 MB.

Decided: a tube is a node of its own (linking every pair of its K stations would
be M·K² edges).  Boarding a tube costs 0 and getting off at a station costs 1, so
the least cost is the stations visited after station 1; the kit runs the 0-1
search and the answer adds 1.  N = 1 answers 1 (station 1 is visited).  The
statement does not say a tube's stations differ, or that K <= N: a station listed
twice in a tube is one stop, and such input is accepted.

>>> from fewest.puzzles import get_family
>>> inst = get_family("boj-5214").parse(PROBLEM.samples[0][0])
>>> inst.judge_output(inst.solve(), "judge")
'4'
>>> [words(m) for m in inst.solve().moves[:2]]
['board tube 2', 'get off at 5']
"""

from __future__ import annotations

import random
from typing import Any

import numpy as np

from fewest.lang import Said
from fewest.puzzles.kit import Input, Int, Line, List, Problem, count, family_of, per_case

Case = dict[str, Any]


@per_case
def network(case: Case) -> tuple[list[int], list[int], list[list[int]]]:
    """The tubes (0-based) sorted by the stations they stop at, where each station's
    run of them starts, and each tube's stops (a station listed twice is one stop).
    A million stops are grouped with one stable sort (numpy), not a million appends."""
    stops = [list(dict.fromkeys(tube)) for tube in case["tubes"]]
    flat = np.fromiter((s for tube in stops for s in tube), dtype=np.int64)
    tube_of = np.repeat(np.arange(len(stops)), [len(t) for t in stops])
    order = np.argsort(flat, kind="stable")
    cuts = np.searchsorted(flat[order], np.arange(case["N"] + 2))
    return tube_of[order].tolist(), cuts.tolist(), stops


def ride(case: Case, node: int) -> list[tuple[int, int, int]]:
    """Stations are 1..N; tube ``j`` is node ``N + 1 + j``.  A move is the station
    got off at, or minus the tube boarded (1-based): see :func:`words`."""
    n = case["N"]
    tubes, starts, stops = network(case)
    if node <= n:
        return [(-1 - j, n + 1 + j, 0) for j in tubes[starts[node]:starts[node + 1]]]
    return [(s, s, 1) for s in stops[node - n - 1]]


def words(move: int) -> str:
    """A move in words.

    >>> words(-2), words(5)
    ('board tube 2', 'get off at 5')
    """
    return f"board tube {-move}" if move < 0 else f"get off at {move}"


def _tubes(rng: random.Random, case: Case, _scale: float) -> list[list[int]]:
    """Tubes over a few hubs now and then (so that 1 reaches N often), else over all
    stations; a tube's stations differ where there are enough of them."""
    n, k = case["N"], case["K"]
    pool = list(range(1, n + 1))
    if n > 2 * k and rng.random() < 0.6:
        pool = sorted({1, n, *rng.sample(pool, min(n, rng.randint(k, 3 * k)))})
    return [rng.sample(pool, k) if len(pool) >= k else rng.choices(pool, k=k)
            for _ in range(case["M"])]


def _chain(n: int) -> str:
    return f"{n} 2 {n - 1}\n" + "".join(f"{i} {i + 1}\n" for i in range(1, n))


def _largest() -> str:
    rng = random.Random(5214)
    lines = ["100000 1000 1000"]
    for j in range(1000):
        lines.append(" ".join(map(str, [*rng.sample(range(1, 100001), 999), 1 + j * 99])))
    return "\n".join(lines) + "\n"


PROBLEM = Problem(
    site="baekjoon", number="5214", title_ko="환승", title_en="Transfer",
    source="https://sorjfkrh5078.tistory.com/293",
    input=Input(Line(Int("N", 1, 100_000), Int("K", 1, 1000), Int("M", 1, 1000)),
                List("tubes", List("tube", Int("station", 1, "N"), "K", inline=True), "M",
                     make=_tubes)),
    start=lambda c: 1,
    moves=ride,
    goal=lambda c, node: node == c["N"],
    costs="01",
    answer=count(plus=1),
    unit="stations", unit_ko="개 역",
    time_limit=2.0, memory_mb=256,
    samples=(
        ("9 3 5\n1 2 3\n1 4 5\n3 6 7\n5 6 7\n6 8 9\n", "4"),
        ("15 8 4\n11 12 8 14 13 6 10 7\n1 5 8 12 13 6 2 4\n10 15 4 5 9 8 14 12\n"
         "11 12 14 3 5 6 1 13\n", "3"),
    ),
    specials=(
        "1 1 1\n1\n",                   # N = 1: station 1 is visited, 1
        "2 1 1\n1\n",                   # N in no tube: -1
        "2 2 1\n2 1\n",                 # one tube, listed backwards: 2
        "3 3 1\n1 1 3\n",               # a station twice in a tube: 2
        "2 5 1\n1 2 1 2 1\n",           # K > N: 2
        "4 2 2\n1 2\n3 4\n",            # two separate tubes: -1
        "4 2 3\n3 4\n2 3\n1 2\n",       # tubes listed from the far end: 4
        _chain(1001),                   # a line of 1000 tubes: 1001
    ),
    largest=(_largest(),),
    words=words,
    about=Said("fewest stations visited from station 1 to N, both counted, riding hypertubes that "
               "each link K stations",
               "역 K개씩 잇는 하이퍼튜브로 1번 역에서 N번 역까지 가며 방문하는 최소 역 수 (양 끝 "
               "포함)"),
)
FAMILY = family_of(PROBLEM)
