"""LeetCode 127's arguments read into a :class:`~fewest.puzzles.lc_127.model.Ladder`.

>>> parse_ladder({"beginWord": "hit", "endWord": "cog", "wordList": ["hot"]}).end
'cog'
>>> parse_ladder({"beginWord": "hit", "endWord": "hit", "wordList": ["hot"]})
Traceback (most recent call last):
fewest.errors.InvalidPuzzleError: leetcode-127: beginWord and endWord must differ in \
'{"beginWord": "hit", "endWord": "hit", "wordList": ["hot"]}'
>>> answer(4), answer(None)
('5', '0')
"""

from __future__ import annotations

import re
from typing import Any

from fewest.puzzles.common.function_case import read_case, refuse
from fewest.puzzles.lc_127.model import Ladder

NAME = "leetcode-127"
PARAMS = ("beginWord", "endWord", "wordList")
MAX_LENGTH = 10
MAX_WORDS = 5000
LOWER = re.compile(r"[a-z]+")


def parse_ladder(board: Any) -> Ladder:
    """Validate: words of 1..10 lowercase letters, all of one length; 1..5000 list
    words, no word twice; the begin and end words differ.  The end word need not be
    in the list (the answer is then 0)."""
    case = read_case(board, PARAMS, NAME)
    begin, end, words = case["beginWord"], case["endWord"], case["wordList"]
    if not isinstance(begin, str) or not LOWER.fullmatch(begin) or len(begin) > MAX_LENGTH:
        raise refuse(NAME, f"beginWord must be 1..{MAX_LENGTH} lowercase letters", board)
    if not isinstance(end, str) or not LOWER.fullmatch(end) or len(end) != len(begin):
        raise refuse(NAME, "endWord must be lowercase letters, as long as beginWord", board)
    if begin == end:
        raise refuse(NAME, "beginWord and endWord must differ", board)
    if not isinstance(words, list) or not 1 <= len(words) <= MAX_WORDS:
        raise refuse(NAME, f"wordList must hold 1..{MAX_WORDS} words", board)
    for w in words:
        if not isinstance(w, str) or not LOWER.fullmatch(w) or len(w) != len(begin):
            raise refuse(NAME, f"every word is {len(begin)} lowercase letters, got {w!r}",
                         board)
    if len(set(words)) != len(words):
        twice = next(w for i, w in enumerate(words) if w in words[:i])
        raise refuse(NAME, f"the words of wordList are unique, {twice!r} appears twice", board)
    return Ladder(begin, end, tuple(words))


def answer(moves: int | None) -> str:
    """``ladderLength``'s return value: the words of the ladder (moves + 1), or 0."""
    return "0" if moves is None else str(moves + 1)
