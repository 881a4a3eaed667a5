"""LeetCode 854 K-Similar Strings on the judge kit, against an independent oracle: the
mismatched positions as a multigraph of letters (an edge s1[i] -> s2[i]); the
fewest swaps are the edges less the most cycles they split into, found by trying
every simple cycle of the six letters with memoisation."""

from __future__ import annotations

from functools import cache
from itertools import permutations
from pathlib import Path
from typing import Any

from tests.puzzles.problems.kit_suite import kit_tests

LETTERS = "abcdef"
#: every simple cycle of the letters, as its edges (each cycle once, smallest first)
CYCLES = [tuple(zip(p, p[1:] + p[:1], strict=True))
          for k in range(2, 7) for p in permutations(range(6), k) if p[0] == min(p)]


@cache
def most_cycles(counts: tuple[int, ...]) -> int:
    best = 0
    for cycle in CYCLES:
        if all(counts[a * 6 + b] for a, b in cycle):
            left = list(counts)
            for a, b in cycle:
                left[a * 6 + b] -= 1
            best = max(best, 1 + most_cycles(tuple(left)))
    return best


def oracle(case: Any) -> str:
    counts = [0] * 36
    wrong = 0
    for a, b in zip(case["s1"], case["s2"], strict=True):
        if a != b:
            counts[LETTERS.index(a) * 6 + LETTERS.index(b)] += 1
            wrong += 1
    return str(wrong - most_cycles(tuple(counts)))


globals().update(kit_tests("leetcode-854", oracle, Path(__file__).parent / "corpus"))
