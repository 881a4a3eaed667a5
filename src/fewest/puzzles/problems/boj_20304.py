"""Baekjoon 20304 비밀번호 제작 (Making a password): passwords are the integers
``0..N``; the safety distance of two is the number of binary digits in which they
differ; a password's safety is its least distance to any of the M tried passwords.
Print the greatest safety of a password in ``0..N``.

Statement read from https://velog.io/@zerokick/BOJ-20304-비밀번호-제작-Java
(official page https://www.acmicpc.net/problem/20304): ``0 <= N <= 1 000 000``,
``1 <= M <= 100 000``, each tried password ``0 <= P <= N``; 1 s, 1024 MB.

Not one search: the answer is the farthest value from the nearest tried password,
one multi-source BFS from every tried password, flipping one bit a step, a layer
at a time over arrays (:func:`~fewest.puzzles.kit.arrays.int_distances`), read at
every value of ``0..N``.  Decided: the BFS keeps to ``0..N``;
that is exact, since between two values ``x, y <= N`` the flips that clear bits
(down to ``x & y``) and then set bits (up to ``y``) never pass ``N``.

>>> from fewest.puzzles import get_family
>>> inst = get_family("boj-20304").parse("10\\n2\\n3 4\\n")
>>> inst.judge_output(inst.solve(), "judge")
'2'
"""

from __future__ import annotations

from typing import Any

import numpy as np

from fewest.lang import Said
from fewest.puzzles.kit import Input, Int, List, Problem, family_of
from fewest.puzzles.kit.arrays import int_distances


def safest(case: dict[str, Any]) -> int:
    """The greatest, over ``0..N``, of the least bit distance to a tried password."""
    n = case["N"]
    bits = np.array([1 << b for b in range(max(n.bit_length(), 1))], dtype=np.int64)
    dist = int_distances(case["P"], n + 1, lambda front: front[:, None] ^ bits)
    return int(dist.max())


PROBLEM = Problem(
    site="baekjoon", number="20304", title_ko="비밀번호 제작", title_en="Making a password",
    source="https://velog.io/@zerokick/BOJ-20304-비밀번호-제작-Java",
    input=Input(Int("N", 0, 1_000_000), Int("M", 1, 100_000),
                List("P", Int("p", 0, "N"), "M", inline=True)),
    solve=safest,
    why=Said("the answer is a maximum over every password 0..N of its distance to the "
             "nearest tried one (one BFS from all tried passwords, read everywhere), not one path",
             "답이 경로 하나가 아니라 모든 비밀번호 0..N에 대해 가장 가까운 시도한 비밀번호까지의 "
             "거리 중 최댓값입니다 (시도한 비밀번호 모두에서 BFS 한 번, 모든 곳에서 읽음)"),
    unit="differing bits", unit_ko="다른 비트 수",
    time_limit=1.0, memory_mb=1024,
    reach=0.05,
    samples=(("10\n2\n3 4\n", "2"),),
    specials=(
        "0\n1\n0\n",                     # the smallest: only 0, tried: 0
        "1\n2\n1 1\n",                   # a password tried twice; 0 is one bit away
        "3\n1\n0\n",                     # the best password is N itself (3 = 11b): 2
        "4\n1\n0\n",                     # 3 = 011b, not 7 above N: 2
        "7\n2\n0 7\n",                   # every password tried or between: 1
        "5\n6\n0 1 2 3 4 5\n",           # every password tried: 0
        "1000000\n1\n1000000\n",         # the largest N, tried at the top
        "1000000\n100000\n" + " ".join(str(10 * i + 7) for i in range(100000)) + "\n",
    ),
    about=Said("the greatest safety over passwords 0..N: its fewest differing bits to any of the "
               "M tried ones",
               "0..N 중 시도된 M개 비밀번호와 다른 비트 수의 최솟값(안전도)이 가장 큰 비밀번호의 "
               "안전도"),
)
FAMILY = family_of(PROBLEM)
