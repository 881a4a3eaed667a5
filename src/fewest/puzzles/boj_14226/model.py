"""Emoticons (Baekjoon 14226): from one emoticon on the screen to ``S``, one second a step.

A state is ``(screen, clipboard)``, starting at ``(1, 0)`` (the clipboard empty).
``copy`` puts the whole screen on the clipboard (overwriting it), ``paste`` adds
the clipboard to the screen (not when the clipboard is empty), ``delete`` removes
one emoticon from the screen.  The goal is ``screen == S``, whatever the clipboard.

Deleting the last emoticon is left out: from ``(0, c)`` only a paste makes progress,
to ``(c, c)``, the state right after the copy that filled the clipboard, so a plan
through an empty screen repeats a state and is never shortest (and ``(0, 0)`` would
be a dead end).  The screen never needs to pass ``2S``: copying once and pasting ``S - 1`` times
takes ``S`` seconds, and from a screen ``x > S`` reached after ``d`` seconds at
least ``x - S`` deletes remain, so a shortest plan has ``d + x - S <= S``.  The
engine puzzle and the search both stop pasting there; that cuts nothing a
shortest plan uses.

>>> list(steps(1, 0, 2000))
[('copy', (1, 1))]
>>> list(steps(3, 2, 6))
[('copy', (3, 3)), ('paste', (5, 2)), ('delete', (2, 2))]
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from fewest.errors import InvalidPuzzleError
from fewest.problem import Puzzle
from fewest.puzzles.boardtext import quote

NAME = "boj-14226"
MIN_S, MAX_S = 2, 1000
State = tuple[int, int]


def steps(screen: int, clip: int, cap: int) -> Iterator[tuple[str, State]]:
    """Every ``(operation, next state)`` from ``(screen, clip)``; pastes stop at ``cap``."""
    yield "copy", (screen, screen)
    if clip > 0 and screen + clip <= cap:
        yield "paste", (screen + clip, clip)
    if screen > 1:
        yield "delete", (screen - 1, clip)


@dataclass(frozen=True)
class Case:
    """One input: the number ``S`` of emoticons wanted."""

    s: int

    def to_json(self) -> dict[str, int]:
        return {"s": self.s}


def bad(message: str, shown: Any) -> InvalidPuzzleError:
    """The one-line error for this problem, quoting the input."""
    return InvalidPuzzleError(f"{NAME} (이모티콘, emoticons): {message}: {quote(shown)}")


def make_case(value: Any, shown: Any = None) -> Case:
    """A validated case from ``{"s": S}`` with ``2 <= S <= 1000``.

    >>> make_case({"s": 18})
    Case(s=18)
    >>> make_case({"s": 1})
    Traceback (most recent call last):
    fewest.errors.InvalidPuzzleError: boj-14226 (이모티콘, emoticons): S must be 2..1000, got 1: \
'{"s": 1}'
    """
    shown = value if shown is None else shown
    if not isinstance(value, dict) or set(value) != {"s"}:
        raise bad('a case is {"s": S}', shown)
    s = value["s"]
    if isinstance(s, bool) or not isinstance(s, int) or not MIN_S <= s <= MAX_S:
        raise bad(f"S must be {MIN_S}..{MAX_S}, got {s!r}", shown)
    return Case(s)


class EmoticonPuzzle(Puzzle[State]):
    """Engine view: states ``(screen, clipboard)``, moves ``copy``/``paste``/``delete``.

    >>> from fewest import solve
    >>> solve(EmoticonPuzzle(Case(18)), "bfs").length
    8
    """

    unit_cost = True
    heuristic_admissible = True
    heuristic_consistent = True

    def __init__(self, case: Case) -> None:
        self.case = case
        self.start = (1, 0)
        self.cap = 2 * case.s
        self.heuristic = self._bound

    def _bound(self, state: State) -> int:
        """Deletes still needed above ``S``; one step at least below it."""
        screen = state[0]
        return screen - self.case.s if screen >= self.case.s else 1

    def is_goal(self, state: State) -> bool:
        return state[0] == self.case.s

    def successors(self, state: State) -> Iterator[tuple[str, State, int]]:
        for op, nxt in steps(state[0], state[1], self.cap):
            yield op, nxt, 1
