"""The lock of LeetCode 752: four wheels of digits, dead ends, a target.

A state is the 4-character string the lock shows; a move turns one wheel one
slot, up (``9`` wraps to ``0``) or down (``0`` wraps to ``9``), and is the
pair ``(wheel, step)`` with wheel ``0..3`` from the left and step ``+1`` or
``-1``.  The lock starts at ``"0000"``; a move may never land on a dead end,
and a lock that *starts* on a dead end cannot turn at all.

>>> lock = Lock(frozenset({"0201", "0101", "0102", "1212", "2002"}), "0202")
>>> sorted(lock.neighbours("0000"))[:2]
[((0, -1), '9000'), ((0, 1), '1000')]
>>> lock.distance_bound("0000")
4
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

START = "0000"
WHEELS = 4
UP = {str(d): str((d + 1) % 10) for d in range(10)}
DOWN = {str(d): str((d - 1) % 10) for d in range(10)}


def turn(state: str, wheel: int, step: int) -> str:
    """``state`` with one wheel turned one slot (wrapping).

    >>> turn("0900", 1, 1), turn("0000", 3, -1)
    ('0000', '0009')
    """
    digit = (int(state[wheel]) + step) % 10
    return state[:wheel] + str(digit) + state[wheel + 1:]


def move_text(move: tuple[int, int]) -> str:
    """The move in words.

    >>> move_text((0, 1)), move_text((3, -1))
    ('wheel 1 up', 'wheel 4 down')
    """
    wheel, step = move
    return f"wheel {wheel + 1} {'up' if step > 0 else 'down'}"


@dataclass(frozen=True)
class Lock:
    """A validated case: the dead ends and the target."""

    dead: frozenset[str]
    target: str

    def neighbours(self, state: str) -> Iterator[tuple[tuple[int, int], str]]:
        """Legal moves from ``state``: none from a dead end, none onto one."""
        dead = self.dead
        if state in dead:
            return
        for wheel in range(WHEELS):
            head, digit, tail = state[:wheel], state[wheel], state[wheel + 1:]
            for step, moved in ((1, UP[digit]), (-1, DOWN[digit])):
                nxt = head + moved + tail
                if nxt not in dead:
                    yield (wheel, step), nxt

    def distance_bound(self, state: str) -> int:
        """Turns needed ignoring dead ends: each wheel's shorter way round (a lower bound)."""
        total = 0
        for a, b in zip(state, self.target, strict=True):
            d = abs(int(a) - int(b))
            total += min(d, 10 - d)
        return total
