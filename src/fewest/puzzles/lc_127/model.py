"""The word ladder of LeetCode 127 and its engine puzzle.

A state is a word; a move changes one letter and must land on a word of the
list (the begin word need not be in it).  The move is the word landed on.
The judge counts the **words** of the ladder, the begin word included, so its
answer is the number of moves plus one, and ``0`` when the end word cannot be
reached (for one, when it is not in the list).

>>> lad = Ladder("hit", "cog", ("hot", "dot", "dog", "lot", "log", "cog"))
>>> sorted(lad.adjacent("hot"))
['dot', 'lot']
>>> from fewest import solve
>>> solve(LadderPuzzle(lad), "bfs").length + 1
5
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from fewest.problem import Puzzle


def patterns(word: str) -> Iterator[str]:
    """The word with each letter in turn replaced by ``*``.

    >>> list(patterns("hot"))
    ['*ot', 'h*t', 'ho*']
    """
    for i in range(len(word)):
        yield word[:i] + "*" + word[i + 1:]


@dataclass(frozen=True)
class Ladder:
    """A validated case: the begin and end words and the word list."""

    begin: str
    end: str
    words: tuple[str, ...]
    @cached_property
    def listed(self) -> frozenset[str]:
        """The list as a set."""
        return frozenset(self.words)

    @cached_property
    def buckets(self) -> dict[str, list[str]]:
        """Each ``*`` pattern's list words (built on first use)."""
        groups: defaultdict[str, list[str]] = defaultdict(list)
        for w in self.words:
            for i in range(len(w)):
                groups[w[:i] + "*" + w[i + 1:]].append(w)
        return groups

    def adjacent(self, word: str) -> Iterator[str]:
        """The list's words one letter away from ``word``."""
        for p in patterns(word):
            for w in self.buckets.get(p, ()):
                if w != word:
                    yield w


class LadderPuzzle(Puzzle[str]):
    """The ladder as an engine puzzle, with predecessors for bidirectional search
    (the begin word may be off the list: it is a predecessor, never a successor).
    The heuristic counts the letters that differ from the end word."""

    unit_cost = True
    heuristic_admissible = True
    heuristic_consistent = True

    def __init__(self, ladder: Ladder) -> None:
        self.ladder = ladder
        self.start = ladder.begin
        self.goal = ladder.end
        end = ladder.end
        self.heuristic = lambda w: sum(a != b for a, b in zip(w, end, strict=True))

    def is_goal(self, state: str) -> bool:
        return state == self.ladder.end

    def successors(self, state: str) -> Iterator[tuple[Any, str, float]]:
        for w in self.ladder.adjacent(state):
            yield w, w, 1

    def predecessors(self, state: str) -> Iterator[tuple[Any, str, float]]:
        """Moves land on list words only; they come from list words or the begin word."""
        lad = self.ladder
        if state not in lad.listed:
            return
        for w in lad.adjacent(state):
            yield state, w, 1
        begin = lad.begin
        if begin not in lad.listed and sum(a != b for a, b in zip(begin, state,
                                                                  strict=True)) == 1:
            yield state, begin, 1
