"""Programmers 43163 단어 변환 (Word conversion): from ``begin``, change one letter at
a time, every word on the way taken from ``words``; the fewest changes that reach
``target``, or 0.

Statement read from https://hy-ung.tistory.com/m/77 (official page
https://school.programmers.co.kr/learn/courses/30/lessons/43163): lowercase
words of 3..10 letters, all of one length; 3..50 distinct ``words``;
``begin != target``; 0 when no conversion exists.

Decided: a move goes from the current word to any word of ``words`` that
differs in exactly one position (``begin`` need not be in ``words``; a word equal
to the current one is no move).  ``begin = target`` is the statement's promise:
refused as input.

>>> from fewest.puzzles import get_family
>>> inst = get_family("programmers-43163").parse(
...     '{"begin": "hit", "target": "cog", "words": ["hot","dot","dog","lot","log","cog"]}')
>>> inst.judge_output(inst.solve(), "judge")
'4'
"""

from __future__ import annotations

import json
from string import ascii_lowercase
from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import Input, List, Problem, Word, count, family_of

Case = dict[str, Any]


def _same_length(c: Case) -> int:
    return len(c["begin"])


def _one_apart(a: str, b: str) -> bool:
    return sum(x != y for x, y in zip(a, b, strict=True)) == 1


def _case(begin: str, target: str, words: list[str]) -> str:
    return json.dumps({"begin": begin, "target": target, "words": words}) + "\n"


#: the longest chain: (a,a), (b,a), (b,b), (c,b), ... (z,z) on two letters of ten,
#: each word one apart from its neighbours only: 50 conversions
_STAIRS = [ascii_lowercase[(i + 1) // 2] + ascii_lowercase[i // 2] + "q" * 8
           for i in range(51)]

PROBLEM = Problem(
    site="programmers", number="43163", title_ko="단어 변환", title_en="Word conversion",
    source="https://hy-ung.tistory.com/m/77",
    input=Input(
        Word("begin", ascii_lowercase, 3, 10, draws="ab"),
        Word("target", ascii_lowercase, _same_length, _same_length, draws="ab"),
        List("words", Word("word", ascii_lowercase, _same_length, _same_length, draws="ab"),
             (3, 50), distinct=True),
        where=lambda c: Said("begin and target must differ", "begin과 target은 서로 달라야 합니다")
        if c["begin"] == c["target"] else None,
        json=True),
    start=lambda c: c["begin"],
    moves=lambda c, w: [(v, v, 1) for v in c["words"] if _one_apart(w, v)],
    goal=lambda c, w: w == c["target"],
    answer=count(impossible=0),
    call="solution(begin, target, words)",
    unit="steps", unit_ko="단계",
    time_limit=10.0, memory_mb=256,
    samples=((_case("hit", "cog", ["hot", "dot", "dog", "lot", "log", "cog"]), "4"),
             (_case("hit", "cog", ["hot", "dot", "dog", "lot", "log"]), "0")),
    specials=(
        _case("abc", "abd", ["abd", "xyz", "aaa"]),          # one step
        _case("aaa", "zzz", ["zzz", "aab", "abb"]),          # target in words, no way
        _case("hit", "cog", ["hit", "hot", "dot", "dog", "cog"]),  # begin in words
        _case("aab", "abb", ["abb", "bba", "baa"]),          # same letters, other places
        _case(_STAIRS[0], _STAIRS[-1], _STAIRS[1:]),         # 50 conversions, 10 letters
        _case("aaaaaaaaaa", "zzzzzzzzzz", ["z" * 10, "a" * 9 + "z", "z" * 9 + "a"]),
    ),
    aim=lambda c, w: {**c, "target": w} if w != c["begin"] else None,
    about=Said("fewest one-letter changes from begin to target, every word on the way from words, "
               "or 0",
               "한 번에 한 글자씩 바꾸며 words의 단어만 거쳐 begin을 target으로 바꾸는 최소 단계 "
               "(불가능하면 0)"),
)
FAMILY = family_of(PROBLEM)
