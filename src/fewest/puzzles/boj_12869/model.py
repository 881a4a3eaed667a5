"""Mutalisk (Baekjoon 12869): one attack takes 9, 3 and 1 HP off three different SCVs.

A state is the tuple of the SCVs' remaining HP (``N`` of them, ``1 <= N <= 3``),
each clamped at 0: an SCV at 0 or below is destroyed.  An attack gives the hits
9, 3, 1 to different SCVs; with fewer than three SCVs the extra hits miss.  A
move is the damage each SCV takes, e.g. ``(3, 9, 1)``; hits may land on SCVs
already destroyed (they are wasted).  The goal is every SCV destroyed.

>>> attacks(3)[:2], attacks(1)
([(9, 3, 1), (9, 1, 3)], [(9,), (3,), (1,)])
>>> hit((12, 10, 4), (9, 1, 3)), hit((3, 9, 1), (3, 9, 1))
((3, 9, 1), (0, 0, 0))
>>> lower_bound((60, 60, 60))
14
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from itertools import permutations
from typing import Any

from fewest.errors import InvalidPuzzleError
from fewest.problem import Puzzle
from fewest.puzzles.boardtext import quote

NAME = "boj-12869"
MAX_N, MAX_HP = 3, 60
DAMAGE = (9, 3, 1)
State = tuple[int, ...]


@cache
def attacks(n: int) -> list[tuple[int, ...]]:
    """Every way to give the hits 9, 3, 1 to ``n`` SCVs (distinct SCVs per hit)."""
    return list(dict.fromkeys(p[:n] for p in permutations(DAMAGE)))


def hit(state: State, damage: tuple[int, ...]) -> State:
    return tuple(max(0, hp - d) for hp, d in zip(state, damage, strict=True))


def lower_bound(state: State) -> int:
    """Attacks still needed at least: the strongest SCV loses at most 9 per attack, all of
    them together at most 13 (admissible and consistent)."""
    return max((max(state) + 8) // 9, (sum(state) + 12) // 13)


@dataclass(frozen=True)
class Case:
    """One input: the HP of each of the ``N`` SCVs."""

    hp: tuple[int, ...]

    def to_json(self) -> dict[str, Any]:
        return {"hp": list(self.hp)}


def bad(message: str, shown: Any) -> InvalidPuzzleError:
    """The one-line error for this problem, quoting the input."""
    return InvalidPuzzleError(f"{NAME} (뮤탈리스크, Mutalisk): {message}: {quote(shown)}")


def make_case(value: Any, shown: Any = None) -> Case:
    """A validated case from ``{"hp": [12, 10, 4]}`` (1 to 3 SCVs, HP 1..60 each).

    >>> make_case({"hp": [60]})
    Case(hp=(60,))
    >>> make_case({"hp": [61, 1]})
    Traceback (most recent call last):
    fewest.errors.InvalidPuzzleError: boj-12869 (뮤탈리스크, Mutalisk): every HP is 1..60, got \
61: '{"hp": [61, 1]}'
    """
    shown = value if shown is None else shown
    if not isinstance(value, dict) or set(value) != {"hp"} or not isinstance(value["hp"], list):
        raise bad('a case is {"hp": [HP of each SCV]}', shown)
    hp = value["hp"]
    if not 1 <= len(hp) <= MAX_N:
        raise bad(f"there are 1..3 SCVs, got {len(hp)}", shown)
    for v in hp:
        if isinstance(v, bool) or not isinstance(v, int) or not 1 <= v <= MAX_HP:
            raise bad(f"every HP is 1..{MAX_HP}, got {v!r}", shown)
    return Case(tuple(hp))


class MutaliskPuzzle(Puzzle[State]):
    """Engine view: states are HP tuples, moves the damage tuples.

    >>> from fewest import solve
    >>> solve(MutaliskPuzzle(Case((12, 10, 4))), "bfs").length
    2
    """

    unit_cost = True
    heuristic_admissible = True
    heuristic_consistent = True

    def __init__(self, case: Case) -> None:
        self.case = case
        self.start = case.hp
        self.goal = (0,) * len(case.hp)
        self.heuristic = lower_bound
        self._attacks = attacks(len(case.hp))

    def is_goal(self, state: State) -> bool:
        return not any(state)

    def successors(self, state: State) -> Iterator[tuple[tuple[int, ...], State, int]]:
        for damage in self._attacks:
            yield damage, hit(state, damage), 1
