"""LeetCode 127 Word Ladder: from ``beginWord``, change one letter at a time, every
word after the first taken from ``wordList``; the number of **words** of the shortest
ladder to ``endWord`` (the begin word counted), or 0.

Statement read from https://github.com/javadev/LeetCode-in-Java/blob/main/src/main/java/g0101_0200/s0127_word_ladder/readme.md
(official page https://leetcode.com/problems/word-ladder/): words of 1..10 lowercase
letters, all of one length; ``1 <= wordList.length <= 5000``, its words unique;
``beginWord != endWord``.

Decided: the end word must be in the list (else 0, even one letter from a listed
word); the begin word need not be (and may be).  A move is the list word landed on;
the engine counts moves, so ``-f judge`` prints moves + 1 (or 0) and ``-f number`` the
moves (or -1).  Bidirectional search runs: the begin word is a predecessor only.

>>> from fewest.puzzles import get_family
>>> inst = get_family("leetcode-127").parse({"beginWord": "hit", "endWord": "cog",
...     "wordList": ["hot", "dot", "dog", "lot", "log", "cog"]})
>>> sol = inst.solve()
>>> inst.judge_output(sol, "judge"), inst.judge_output(sol, "number")
('5', '4')
>>> inst.judge_output(None, "judge"), inst.judge_output(None, "number")
('0', '-1')
"""

from __future__ import annotations

import json
import random
from collections import defaultdict
from string import ascii_lowercase
from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import Input, List, Problem, View, Word, count, family_of, per_case
from fewest.puzzles.kit.fields import scaled

Case = dict[str, Any]
LETTERS = ascii_lowercase
MAX_WORDS = 5000


def patterns(word: str) -> list[str]:
    """The word with each letter in turn replaced by ``*`` (``*ot``, ``h*t``, ``ho*``)."""
    return [word[:i] + "*" + word[i + 1:] for i in range(len(word))]


@per_case
def _index(case: Case) -> tuple[dict[str, list[str]], frozenset[str]]:
    """Each ``*`` pattern's list words, and the list as a set."""
    groups: defaultdict[str, list[str]] = defaultdict(list)
    for w in case["wordList"]:
        for p in patterns(w):
            groups[p].append(w)
    return groups, frozenset(case["wordList"])


def adjacent(case: Case, word: str) -> list[str]:
    """The list's words one letter away from ``word``."""
    groups = _index(case)[0]
    return [w for p in patterns(word) for w in groups.get(p, ()) if w != word]


def before(case: Case, word: str) -> list[tuple[str, str, int]]:
    """Moves into ``word`` (a list word): from list words or from the begin word."""
    listed, begin = _index(case)[1], case["beginWord"]
    if word not in listed:
        return []
    off = begin not in listed and sum(a != b for a, b in zip(begin, word, strict=True)) == 1
    return [(word, w, 1) for w in adjacent(case, word) + [begin] * off]


def _word(rng: random.Random, length: int, letters: str) -> str:
    return "".join(rng.choice(letters) for _ in range(length))


def _step(rng: random.Random, word: str, letters: str) -> str:
    """``word`` with one letter changed."""
    i = rng.randrange(len(word))
    return word[:i] + rng.choice([ch for ch in letters if ch != word[i]]) + word[i + 1:]


def word_list(rng: random.Random, begin: str, end: str, size: int,
              letters: str = LETTERS) -> list[str]:
    """About ``size`` distinct words (at most 5000), most one letter from the begin or end
    word or an earlier one, so that ladders are common; the end word listed 85% of the
    time (else, often, a word one letter from it), the begin word now and then."""
    seen = [begin, end]
    for _ in range(size):
        seen.append(_step(rng, rng.choice(seen), letters) if rng.random() < 0.9
                    else _word(rng, len(begin), letters))
    words = [w for w in dict.fromkeys(seen[2:]) if w not in (begin, end)][:MAX_WORDS - 2]
    if rng.random() < 0.85:
        words.append(end)
    elif rng.random() < 0.7:
        words.append(_step(rng, end, letters))
    if rng.random() < 0.2:
        words.append(begin)
    words = list(dict.fromkeys(words)) or [_step(rng, begin, letters)]
    rng.shuffle(words)
    return words


def random_case(rng: random.Random, length: int, size: int, letters: str) -> Case:
    """A random case of words of ``length`` letters of ``letters`` (see :func:`word_list`)."""
    begin, end = _word(rng, length, letters), _word(rng, length, letters)
    end = end if end != begin else _step(rng, begin, letters)
    return {"beginWord": begin, "endWord": end,
            "wordList": word_list(rng, begin, end, size, letters)}


def _board(case: Case, word: str) -> tuple[list[str], dict[tuple[int, int], tuple[str, str]]]:
    """The word's letters (those that match the end word marked), then the end word."""
    end = case["endWord"]
    n = len(end)
    pieces = {(0, i): (a, "finish" if a == b else "tile")
              for i, (a, b) in enumerate(zip(word, end, strict=True))}
    pieces[(0, n)] = (">", "empty")
    pieces.update({(0, n + 1 + i): (b, "goal") for i, b in enumerate(end)})
    return [" " * (2 * n + 1)], pieces


def _length(case: Case) -> int:
    return len(case["beginWord"])


def _case(begin: str, end: str, words: list[str]) -> str:
    return json.dumps({"beginWord": begin, "endWord": end, "wordList": words}) + "\n"


PROBLEM = Problem(
    site="leetcode", number="127", title_ko="단어 사다리", title_en="Word Ladder",
    source="https://github.com/javadev/LeetCode-in-Java/blob/main/src/main/java/g0101_0200/"
           "s0127_word_ladder/readme.md",
    input=Input(
        Word("beginWord", LETTERS, 1, 10),
        Word("endWord", LETTERS, _length, _length),
        List("wordList", Word("word", LETTERS, _length, _length), (1, MAX_WORDS), distinct=True,
             make=lambda rng, c, s: word_list(rng, c["beginWord"], c["endWord"],
                                              scaled(rng, 1, MAX_WORDS, s))),
        where=lambda c: (Said("beginWord and endWord must differ",
                              "beginWord와 endWord는 서로 달라야 합니다")
                         if c["beginWord"] == c["endWord"] else None),
        json=True),
    start=lambda c: c["beginWord"],
    moves=lambda c, word: [(w, w, 1) for w in adjacent(c, word)],
    goal=lambda c, word: word == c["endWord"],
    goal_state=lambda c: c["endWord"], before=before,
    answer=count(impossible=0, plus=1),
    words=lambda w: f"change to {w}",
    view=View(board=_board, roles={" ": "empty"}),
    call="Solution().ladderLength(beginWord, endWord, wordList)",
    unit="words", unit_ko="개 단어", time_limit=1.0,
    samples=((_case("hit", "cog", ["hot", "dot", "dog", "lot", "log", "cog"]), "5"),
             (_case("hit", "cog", ["hot", "dot", "dog", "lot", "log"]), "0")),
    specials=(
        _case("a", "c", ["a", "b", "c"]),                 # one-letter words, begin listed
        _case("hot", "hog", ["dot", "dog"]),              # the end one letter away, unlisted
        _case("hit", "cog", ["hit", "hot", "dot", "dog", "cog"]),  # the begin word listed
    ),
    restart=lambda c, w: None if w == c["endWord"] else {**c, "beginWord": w},
    aim=lambda c, w: {**c, "endWord": w} if w != c["beginWord"] else None,
    about=Said("words in the shortest chain from beginWord to endWord, one letter changed at a "
               "time, or 0",
               "한 번에 한 글자씩 바꾸며 wordList의 단어로 beginWord에서 endWord까지 가는 가장 "
               "짧은 사다리의 단어 수 (없으면 0)"),
)
FAMILY = family_of(PROBLEM)
