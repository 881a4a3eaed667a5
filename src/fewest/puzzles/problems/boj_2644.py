"""Baekjoon 2644 촌수계산 (Degree of kinship): people 1..n, parent-child relations
``x y`` (x is y's parent); a parent and a child are 1촌 apart; the kinship of two
given people is the fewest relations linking them, or -1 when none do.

Statement read from https://velog.io/@a87380/2644번-촌수계산-파이썬 (official page
https://www.acmicpc.net/problem/2644): ``1 <= n <= 100``, the two people differ,
each person's parent is given at most once; 1 s, 128 MB.

A start -> goal search: from the first person, each move follows one relation
(to the parent or to a child), goal the second person.

>>> from fewest.puzzles import get_family
>>> inst = get_family("boj-2644").parse("3\\n2 3\\n2\\n1 2\\n1 3\\n")
>>> inst.judge_output(inst.solve(), "judge")
'2'
"""

from __future__ import annotations

import random
from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import Input, Int, Line, List, Problem, Record, count, family_of


def _forest(rng: random.Random, case: dict[str, Any], scale: float) -> list[list[int]]:
    """``m`` relations that make a family forest: people in a random order, each
    later one a child of someone earlier (so no one has two parents or is their
    own ancestor); half the forests take parents among the latest few, which makes
    long lines of descent."""
    people = list(range(1, case["n"] + 1))
    rng.shuffle(people)
    near = rng.random() < 0.5
    edges = [[people[rng.randrange(max(0, k - 3) if near else 0, k)], people[k]]
             for k in range(1, case["m"] + 1)]
    rng.shuffle(edges)
    return edges


def _family(case: dict[str, Any]) -> str | None:
    if case["a"] == case["b"]:
        return Said("the two people must differ", "촌수를 계산할 두 사람은 서로 달라야 합니다")
    parent: dict[int, int] = {}
    for x, y in case["edges"]:
        if x == y:
            return Said(f"{x} cannot be their own parent",
                        f"{x}은(는) 자기 자신의 부모일 수 없습니다")
        if y in parent:
            return Said(f"{y} is given two parents", f"{y}에게 부모가 둘 주어졌습니다")
        parent[y] = x
    for y in parent:  # no one is their own ancestor
        seen = {y}
        while y in parent:
            y = parent[y]
            if y in seen:
                return Said("the relations form a cycle", "부모 자식 관계가 순환합니다")
            seen.add(y)
    return None


def _kin(case: dict[str, Any], x: int) -> list[tuple[str, int, int]]:
    return [(f"{x}->{y}", y, 1) for e in case["edges"] if x in e for y in e if y != x]


def _chain(n: int) -> str:
    return f"{n}\n1 {n}\n{n - 1}\n" + "".join(f"{i} {i + 1}\n" for i in range(1, n))


PROBLEM = Problem(
    site="baekjoon", number="2644", title_ko="촌수계산", title_en="Degree of kinship",
    source="https://velog.io/@a87380/2644번-촌수계산-파이썬",
    input=Input(Int("n", 1, 100), Line(Int("a", 1, "n"), Int("b", 1, "n")),
                Int("m", 0, lambda c: c["n"] - 1),
                List("edges", Record("relation", (Int("x", 1, "n"), Int("y", 1, "n"))), "m",
                     make=_forest),
                where=_family),
    start=lambda c: c["a"],
    moves=_kin,
    goal=lambda c, x: x == c["b"],
    answer=count(),
    unit="촌 (degrees)", unit_ko="촌",
    time_limit=1.0, memory_mb=128,
    samples=(
        ("9\n7 3\n7\n1 2\n1 3\n2 7\n2 8\n2 9\n4 5\n4 6\n", "3"),
        ("9\n8 6\n7\n1 2\n1 3\n2 7\n2 8\n2 9\n4 5\n4 6\n", "-1"),
    ),
    specials=(
        "2\n1 2\n0\n",               # no relations at all: -1
        "2\n2 1\n1\n1 2\n",          # child to parent: 1
        "3\n2 3\n2\n1 2\n1 3\n",     # siblings: 2
        "4\n3 4\n2\n1 3\n2 4\n",     # two separate families: -1
        "5\n5 4\n4\n2 1\n3 2\n4 3\n5 4\n",  # the relations listed from the bottom up
        _chain(100),                 # n at its top, the longest answer: 99
        "100\n100 99\n0\n",          # n at its top, nobody related
    ),
    aim=lambda c, x: {**c, "b": x} if x != c["a"] else None,
    words=lambda m: str(m),
    about=Said("the kinship of two people: the fewest parent-child relations linking them, or -1",
               "두 사람을 잇는 부모-자식 관계의 최소 수(촌수), 친척이 아니면 -1"),
)
FAMILY = family_of(PROBLEM)
