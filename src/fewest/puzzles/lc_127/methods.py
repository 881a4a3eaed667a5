"""Word Ladder's own method: breadth-first search through the ``*`` patterns, each
pattern's words taken once (after that every one of them has been reached, so the
search is linear in the list's size).

>>> [m.name for m in METHODS]
['state-bfs']
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from fewest.problem import Limits, Solution
from fewest.puzzles.methods import LIMIT_NAMES, Method


def _bfs(instance: Any, limits: Limits | None) -> Solution[Any]:
    from fewest.puzzles.common.function_case import bfs_solution

    ladder = instance.ladder
    if ladder.end not in ladder.listed:  # no ladder can end there: nothing to search
        from fewest.errors import NoSolutionError

        raise NoSolutionError(f"the end word {ladder.end!r} is not in the word list")
    buckets = ladder.buckets
    used: set[str] = set()
    empty: list[str] = []

    def neighbours(word: str) -> Iterator[tuple[str, str]]:
        for i in range(len(word)):
            p = word[:i] + "*" + word[i + 1:]
            if p in used:
                continue
            used.add(p)
            for w in buckets.get(p, empty):
                if w != word:
                    yield w, w

    return bfs_solution([ladder.begin], neighbours, ladder.end.__eq__, limits, "state-bfs")


METHODS = (
    Method("state-bfs", optimal=True, aliases=("ladder-bfs",),
           summary="breadth-first search through one-letter patterns, each pattern once",
           honours=frozenset(LIMIT_NAMES), run=_bfs),
)
