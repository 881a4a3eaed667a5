"""Shared puzzles for the compiled tests (numba compiles their functions once a session)."""

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
def lengths(boards) -> dict[tuple[int, ...], int]:  # type: ignore[no-untyped-def]
    """Each board's optimal length, by the interpreted engine's BFS (computed once)."""
    import fewest

    return {b: fewest.bfs(PyEight(b)).length for b in boards}


@pytest.fixture(scope="session")
def make8():  # type: ignore[no-untyped-def]
    """``make8(board)``: the user-written compiled 8-puzzle (its functions compile once
    per process, since every board shares them)."""
    from fewest.compiled.examples import eight_puzzle

    eight_puzzle(GOAL8).compiled()
    return eight_puzzle


def both(monkeypatch, fn):  # type: ignore[no-untyped-def]
    """``fn()`` over the rank array, then over the hash table."""
    from fewest.compiled import ranked

    monkeypatch.setattr(ranked, "ENABLED", True)
    a = fn()
    monkeypatch.setattr(ranked, "ENABLED", False)
    b = fn()
    monkeypatch.setattr(ranked, "ENABLED", True)
    return a, b
