"""Random word lists: for ``fewest scramble`` and the judge's case stream.

>>> import random
>>> case = json.loads(scramble("3", 2, random.Random(1)))
>>> case["beginWord"] != case["endWord"], case["endWord"] in case["wordList"]
(True, True)
>>> [sorted(c) for _, c in zip(range(1), stream(random.Random(0)))]
[['beginWord', 'endWord', 'wordList']]
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

from fewest.errors import InvalidPuzzleError


def _word(rng: random.Random, length: int, letters: str) -> str:
    return "".join(rng.choice(letters) for _ in range(length))


def _step(rng: random.Random, word: str, letters: str) -> str:
    i = rng.randrange(len(word))
    other = [ch for ch in letters if ch != word[i]]
    return word[:i] + rng.choice(other) + word[i + 1:]


def random_case(rng: random.Random, length: int, count: int, letters: str,
                end_listed: float = 0.85) -> dict[str, Any]:
    """``count`` random words over ``letters``; the end word is in the list with
    probability ``end_listed``; the begin word is in it now and then."""
    begin = _word(rng, length, letters)
    end = _word(rng, length, letters)
    while end == begin:
        end = _word(rng, length, letters)
    words = {_word(rng, length, letters) for _ in range(count)}
    if rng.random() < end_listed:
        words.add(end)
    else:
        words.discard(end)
        if rng.random() < 0.7:  # a listed word one letter from the end word
            words.add(_step(rng, end, letters))
    if rng.random() < 0.2:
        words.add(begin)
    listed = sorted(words) or [_step(rng, begin, letters)]
    rng.shuffle(listed)
    return {"beginWord": begin, "endWord": end, "wordList": listed}


def scramble(size: str, moves: int | None, rng: random.Random) -> str:
    """A case as JSON arguments, words of ``size`` letters (default 3).  With
    ``moves``: a chain of that many one-letter changes from the begin word to the end
    word, plus random words (the ladder has at most ``moves + 1`` words).  ``None``:
    a random case."""
    length = int(size) if size.strip().isdigit() and 1 <= int(size) <= 10 else 3
    letters = "abcdefgh"[: max(2, min(8, 2 + length))]
    if moves is None:
        return json.dumps(random_case(rng, length, 40, letters))
    if isinstance(moves, bool) or not isinstance(moves, int) or not 1 <= moves <= 1000:
        raise InvalidPuzzleError(f"scramble moves must be 1..1000, got {moves!r}")
    begin = _word(rng, length, letters)
    chain = [begin]
    for _ in range(moves):
        chain.append(_step(rng, chain[-1], letters))
    if chain[-1] == begin:
        chain[-1] = _step(rng, begin, letters)
    words = set(chain[1:]) | {_word(rng, length, letters) for _ in range(10)}
    words.discard(begin)
    listed = sorted(words)
    rng.shuffle(listed)
    return json.dumps({"beginWord": begin, "endWord": chain[-1], "wordList": listed})


def stream(rng: random.Random) -> Iterator[dict[str, Any]]:
    """Cases for the checker, small first: the two samples, one-letter words, then short
    words over few letters (many ladders, end words off the list one letter from a
    listed word), later longer words and lists up to 5,000."""
    yield {"beginWord": "hit", "endWord": "cog",
           "wordList": ["hot", "dot", "dog", "lot", "log", "cog"]}
    yield {"beginWord": "hit", "endWord": "cog", "wordList": ["hot", "dot", "dog", "lot", "log"]}
    yield {"beginWord": "a", "endWord": "c", "wordList": ["a", "b", "c"]}
    i = 0
    while True:
        i += 1
        if i < 30:
            length = rng.randint(1, 3)
            yield random_case(rng, length, rng.randint(1, 4 + i), "abcd"[: 2 + length % 3])
        else:
            length = rng.randint(2, 10)
            count = min(5000, rng.randint(5, 5 * i if i < 100 else 50 * i))
            yield random_case(rng, length, count, "abcdef"[: rng.randint(2, 6)])
