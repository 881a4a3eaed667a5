"""The judge declaration of LeetCode 127 (Word Ladder).

>>> JUDGE.size({"beginWord": "hit", "endWord": "cog", "wordList": ["hot", "cog"]})
(2, 3)
>>> [c["wordList"] for c in JUDGE.shrinks({"beginWord": "a", "endWord": "c",
...                                        "wordList": ["b", "c"]})]
[['c'], ['b']]
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from fewest.puzzles.judge import function_judge
from fewest.puzzles.lc_127.scramble import stream


def size(case: dict[str, Any]) -> tuple[int, ...]:
    """List words, then word length."""
    return (len(case["wordList"]), len(case["beginWord"]))


def shrinks(case: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """Drop one list word (one always stays)."""
    words = case["wordList"]
    if len(words) > 1:
        for i in range(len(words)):
            yield {**case, "wordList": words[:i] + words[i + 1:]}


JUDGE = function_judge(
    name="leetcode-127", aliases=("lc-127", "lc127"), site="leetcode", number="127",
    title_ko="단어 사다리", title_en="Word Ladder",
    source="https://github.com/javadev/LeetCode-in-Java/blob/main/src/main/java/g0101_0200/"
           "s0127_word_ladder/readme.md",
    call="Solution().ladderLength(beginWord, endWord, wordList)",
    params=("beginWord", "endWord", "wordList"),
    stream=stream, shrinks=shrinks, size=size, unit="words", time_limit=1.0)
