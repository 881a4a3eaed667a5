"""LeetCode 854 K-Similar Strings: the fewest swaps of two letters that turn ``s1``
into its anagram ``s2``.

Statement read from https://git.only4.work/coder-xiaomo/leetcode-problemset/raw/branch/master/leetcode/problem/k-similar-strings.html
(official page https://leetcode.com/problems/k-similar-strings/):
``1 <= s1.length <= 20``, ``s2.length == s1.length``, letters ``a..f``, ``s2`` an
anagram of ``s1``.

Decided: a BFS over strings whose moves are only the swaps that fix the first
wrong position ``i`` with a letter ``j > i`` that is itself wrong and is the letter
``i`` needs.  Some shortest sequence always fixes position ``i`` next with such a
swap (the usual exchange argument), so the pruned search is exact and far smaller.
``s1 = s2`` is 0.

>>> from fewest.puzzles import get_family
>>> inst = get_family("leetcode-854").parse('{"s1": "abc", "s2": "bca"}')
>>> inst.judge_output(inst.solve(), "judge")
'2'
"""

from __future__ import annotations

import json
from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import Input, Problem, Word, family_of

LETTERS = "abcdef"


def swaps(case: dict[str, Any], s: str) -> list[tuple[str, str, int]]:
    """The swaps that put the letter the first wrong position needs there, taken from a
    later position that is wrong too."""
    goal = case["s2"]
    i = next((k for k, (a, b) in enumerate(zip(s, goal, strict=True)) if a != b), None)
    if i is None:
        return []
    out = []
    for j in range(i + 1, len(s)):
        if s[j] == goal[i] and s[j] != goal[j]:
            t = s[:i] + s[j] + s[i + 1:j] + s[i] + s[j + 1:]
            out.append((f"swap {i} {j}", t, 1))
    return out


def _anagram(c: dict[str, Any]) -> str | None:
    return None if sorted(c["s1"]) == sorted(c["s2"]) else Said(
        "s2 must be an anagram of s1", "s2는 s1의 애너그램이어야 합니다")


def _case(s1: str, s2: str) -> str:
    return json.dumps({"s1": s1, "s2": s2}) + "\n"


PROBLEM = Problem(
    site="leetcode", number="854", title_ko="K-유사 문자열", title_en="K-Similar Strings",
    source="https://git.only4.work/coder-xiaomo/leetcode-problemset/raw/branch/master/"
           "leetcode/problem/k-similar-strings.html",
    input=Input(Word("s1", LETTERS, 1, 20),
                Word("s2", LETTERS, lambda c: len(c["s1"]), lambda c: len(c["s1"]),
                     anagram="s1"),
                where=_anagram, json=True),
    start=lambda c: c["s1"],
    moves=swaps,
    goal=lambda c, s: s == c["s2"],
    call="Solution().kSimilarity(s1, s2)",
    unit="swaps", unit_ko="번",
    samples=((_case("ab", "ba"), "1"), (_case("abc", "bca"), "2")),
    specials=(_case("abac", "baca"), _case("aabc", "abca"), _case("a", "a"),
              _case("abcdef", "abcdef"), _case("abcdefabcdefabcdefab", "bafedcbafedcbafedcba"),
              _case("abcdefabcdefabcdefab", "bcdefabcdefabcdefaba"),
              _case("aaaaaaaaaabbbbbbbbbb", "bbbbbbbbbbaaaaaaaaaa"),
              _case("abcabcabcabcabcabcab", "bcabcabcabcabcabcaba"),
              _case("abccaacceecdeea", "bcaacceeccdeaae"),
              _case("aabbccddeeffaabbccdd", "ddccbbaaffeeddccbbaa"),
              _case("abcdefedcbafabcdefed", "defedcbafabcdefedcba")),
    aim=lambda c, s: {**c, "s2": s},
    about=Said("fewest swaps of two letters that turn s1 into its anagram s2",
               "s1의 두 글자를 맞바꾸어 애너그램 s2로 만드는 최소 교환 횟수"),
)
FAMILY = family_of(PROBLEM)
