"""Baekjoon 12869 뮤탈리스크 (Mutalisk): one attack takes 9, 3 and 1 HP off three
different SCVs; the fewest attacks that destroy all N SCVs.

Statement read from https://weeeeey.tistory.com/230 (official page
https://www.acmicpc.net/problem/12869): ``1 <= N <= 3``, each HP ``1..60``; 2 s,
512 MB.

Decided: a state is the SCVs' HP in input order, each clamped at 0; with fewer
than three SCVs the extra hits miss, and hits on a destroyed SCV are wasted.  The
strongest SCV loses at most 9 per attack, all of them at most 13: a lower bound
(A*).

>>> from fewest.puzzles import get_family
>>> inst = get_family("boj-12869").parse("3\\n12 10 4\\n")
>>> inst.judge_output(inst.solve(), "judge")
'2'
"""

from __future__ import annotations

from functools import cache
from itertools import permutations
from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import Input, Int, List, Problem, family_of

DAMAGE = (9, 3, 1)


@cache
def attacks(n: int) -> list[tuple[int, ...]]:
    """Every way to give the hits 9, 3, 1 to ``n`` SCVs (distinct SCVs per hit).

    >>> attacks(3)[:2], attacks(1)
    ([(9, 3, 1), (9, 1, 3)], [(9,), (3,), (1,)])
    """
    return list(dict.fromkeys(p[:n] for p in permutations(DAMAGE)))


def hit(case: dict[str, Any], hp: tuple[int, ...]) -> list[tuple[Any, Any, int]]:
    return [(d, tuple(max(0, h - x) for h, x in zip(hp, d, strict=True)), 1)
            for d in attacks(len(hp))]


def lower_bound(case: dict[str, Any], hp: tuple[int, ...]) -> int:
    """Attacks still needed at least (admissible and consistent).

    >>> lower_bound({}, (60, 60, 60))
    14
    """
    return max((max(hp) + 8) // 9, (sum(hp) + 12) // 13)


PROBLEM = Problem(
    site="baekjoon", number="12869", title_ko="뮤탈리스크", title_en="Mutalisk",
    source="https://weeeeey.tistory.com/230",
    input=Input(Int("N", 1, 3), List("hp", Int("HP", 1, 60), "N", inline=True)),
    start=lambda c: tuple(c["hp"]),
    moves=hit,
    goal=lambda c, hp: not any(hp),
    heuristic=lower_bound,
    unit="attacks", unit_ko="번", time_limit=2.0, memory_mb=512,
    samples=(("3\n12 10 4\n", "2"), ("3\n54 18 6\n", "6"), ("1\n60\n", "7")),
    # one and two SCVs (padding and reading), where hitting the strongest hardest is not
    # best, and the largest input
    specials=tuple(f"{len(hp)}\n{' '.join(map(str, hp))}\n" for hp in (
        (1, 1, 1), (60, 40), (9, 3), (10, 10), (1,), (20, 20, 20), (60, 60, 60), (13, 13, 13),
        (30, 1))),
    restart=lambda c, hp: {**c, "hp": list(hp)} if any(hp) else None,
    words=lambda m: "attack: " + ", ".join(f"SCV{i} -{d}" for i, d in enumerate(m, start=1))
    if isinstance(m, (tuple, list)) else str(m),
    show=lambda c, hp: " ".join(map(str, hp)),
    about=Said("fewest attacks (9, 3 and 1 damage to three different SCVs) that destroy all N SCVs",
               "서로 다른 SCV 세 개에 9, 3, 1의 피해를 주는 공격으로 SCV N개를 모두 파괴하는 "
               "최소 횟수"),
)
FAMILY = family_of(PROBLEM)
