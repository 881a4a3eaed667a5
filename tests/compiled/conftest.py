"""Shared puzzles for the compiled tests: built once per session (numba compiles once)."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from fewest import Puzzle

GOAL8 = (1, 2, 3, 4, 5, 6, 7, 8, 0)


class PyEight(Puzzle[tuple[int, ...]]):
    """The 8-puzzle written for the interpreted engine, moves in the same order (U, L, R, D)."""

    goal = GOAL8
    reversible = True
    unit_cost = True

    def __init__(self, start: tuple[int, ...]) -> None:
        self.start = start

    def is_goal(self, s: tuple[int, ...]) -> bool:
        return s == GOAL8

    def successors(self, s: tuple[int, ...]) -> Iterator[tuple[str, tuple[int, ...], int]]:
        b = s.index(0)
        r, c = divmod(b, 3)
        for name, ok, t in (("U", r > 0, b - 3), ("L", c > 0, b - 1), ("R", c < 2, b + 1),
                            ("D", r < 2, b + 3)):
            if ok:
                x = list(s)
                x[b], x[t] = x[t], 0
                yield name, tuple(x), 1


def scramble(moves: int, rng: random.Random) -> tuple[int, ...]:
    """A board ``moves`` random moves from the goal."""
    state = GOAL8
    p = PyEight(state)
    for _ in range(moves):
        state = rng.choice(list(p.successors(state)))[1]
    return state


@pytest.fixture(scope="session")
def boards() -> list[tuple[int, ...]]:
    rng = random.Random(7)
    return [scramble(rng.randint(4, 22), rng) for _ in range(12)]


@pytest.fixture(scope="session")
def make8():  # type: ignore[no-untyped-def]
    """``make8(board)``: the user-written compiled 8-puzzle (functions compiled once)."""
    from fewest.compiled.examples import eight_puzzle

    base = eight_puzzle(GOAL8)
    base.compiled()

    def make(board: tuple[int, ...]):  # type: ignore[no-untyped-def]
        p = eight_puzzle(board)
        p._compiled = base._compiled
        return p

    return make
