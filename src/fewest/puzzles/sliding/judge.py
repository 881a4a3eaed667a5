"""Baekjoon 1525 (퍼즐): the 8-puzzle as the judge gives it.

A case is ``{"board": rows}``: three rows of three numbers, ``0`` the
blank, goal ``1 2 3 / 4 5 6 / 7 8 0``.  The accepted output is the fewest
moves, or ``-1`` when the goal cannot be reached.

Shrink steps move a board closer to the goal: any board along one optimal
solution (nearest the goal first), any neighbour that is nearer, and any
board nearer the goal by three tiles turned around (a 3-cycle).  An
unreachable board stays unreachable with fewer tiles out of place (the
blank's neighbours), or becomes reachable by swapping two tiles.

>>> JUDGE.read_input("1 0 3\\n4 2 5\\n7 8 6\\n")
[{'board': [[1, 0, 3], [4, 2, 5], [7, 8, 6]]}]
>>> JUDGE.size({"board": [[1, 0, 3], [4, 2, 5], [7, 8, 6]]})
(0, 3, 3)
>>> [c["board"][2] for c in JUDGE.shrinks({"board": [[1, 2, 3], [4, 5, 6], [7, 0, 8]]})][:1]
[[7, 8, 0]]
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator
from functools import lru_cache
from typing import Any

from fewest.errors import InvalidPuzzleError
from fewest.puzzles.judge import JudgeSpec

GOAL: tuple[int, ...] = (1, 2, 3, 4, 5, 6, 7, 8, 0)
#: Longest random walk from the goal in the stream.
WALK = 40

SAMPLES = [
    [[1, 0, 3], [4, 2, 5], [7, 8, 6]],
    [[3, 6, 0], [8, 1, 2], [7, 4, 5]],
    [[1, 2, 3], [4, 5, 6], [7, 8, 0]],
    [[1, 2, 3], [4, 5, 6], [7, 0, 8]],
    [[1, 2, 3], [4, 5, 0], [7, 8, 6]],
    [[2, 1, 3], [4, 5, 6], [7, 8, 0]],
    [[1, 2, 3], [4, 5, 6], [8, 7, 0]],
    [[8, 6, 7], [2, 5, 4], [3, 0, 1]],
    [[6, 4, 7], [8, 5, 0], [3, 2, 1]],
]


def read_input(text: str) -> list[Any]:
    """Three lines of three numbers (0..8, each once)."""
    tokens = text.split()
    if len(tokens) != 9:
        raise InvalidPuzzleError(f"Baekjoon 1525 reads 3 rows of 3 numbers, got {len(tokens)} "
                                 f"numbers: {text.strip()[:60]!r}")
    try:
        flat = [int(t) for t in tokens]
    except ValueError:
        raise InvalidPuzzleError(f"not a number in {text.strip()[:60]!r}") from None
    if sorted(flat) != list(range(9)):
        raise InvalidPuzzleError(f"the board must hold 0..8 once each, got {flat}")
    return [{"board": _rows(flat)}]


def write_input(case: Any) -> str:
    """The three rows."""
    return "".join(" ".join(map(str, row)) + "\n" for row in case["board"])


def _rows(flat: Any) -> list[list[int]]:
    flat = list(flat)
    return [flat[r:r + 3] for r in range(0, 9, 3)]


def _flat(case: Any) -> tuple[int, ...]:
    return tuple(v for row in case["board"] for v in row)


@lru_cache(maxsize=1)
def _table() -> dict[tuple[int, ...], int]:
    """Every reachable board's fewest moves (181,440 boards, one breadth-first search
    from the goal, once per process): the shrinker measures many boards."""
    dist: dict[tuple[int, ...], int] = {GOAL: 0}
    frontier: list[tuple[int, ...]] = [GOAL]
    while frontier:
        later = []
        for board in frontier:
            d = dist[board] + 1
            for nxt in _neighbours(board):
                if nxt not in dist:
                    dist[nxt] = d
                    later.append(nxt)
        frontier = later
    return dist


def _solved(flat: tuple[int, ...]) -> tuple[int, tuple[tuple[int, ...], ...]]:
    """``(fewest moves or -1, the boards along one optimal solution)``."""
    table = _table()
    if flat not in table:
        return -1, ()
    states = [flat]
    while table[states[-1]]:
        here = table[states[-1]]
        states.append(next(n for n in _neighbours(states[-1]) if table.get(n) == here - 1))
    return len(states) - 1, tuple(states)


def _misplaced(flat: tuple[int, ...]) -> int:
    return sum(1 for a, b in zip(flat, GOAL, strict=True) if a and a != b)


def size(case: Any) -> tuple[int, ...]:
    """``(unreachable, fewest moves, tiles out of place)``."""
    flat = _flat(case)
    n, _ = _solved(flat)
    return (1, 0, _misplaced(flat)) if n < 0 else (0, n, _misplaced(flat))


def _neighbours(flat: tuple[int, ...]) -> Iterator[tuple[int, ...]]:
    z = flat.index(0)
    r, c = divmod(z, 3)
    for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        if 0 <= r + dr < 3 and 0 <= c + dc < 3:
            t = list(flat)
            n = (r + dr) * 3 + c + dc
            t[z], t[n] = t[n], t[z]
            yield tuple(t)


def shrinks(case: Any) -> Iterator[Any]:
    """Boards strictly smaller by :func:`size` (see the module docstring)."""
    flat = _flat(case)
    here = size(case)
    n, states = _solved(flat)
    out: list[tuple[int, ...]] = []
    if n >= 0:
        out += list(reversed(states[1:]))
        out += list(_neighbours(flat))
        tiles = [i for i, t in enumerate(flat) if t]
        for a, b, c in itertools.combinations(tiles, 3):  # a 3-cycle keeps the parity
            for x, y, z in ((a, b, c), (a, c, b)):
                t = list(flat)
                t[x], t[y], t[z] = flat[y], flat[z], flat[x]
                out.append(tuple(t))
    else:
        tiles = [i for i, t in enumerate(flat) if t]
        for a, b in itertools.combinations(tiles, 2):
            t = list(flat)
            t[a], t[b] = t[b], t[a]
            out.append(tuple(t))
    out += list(_neighbours(flat))
    seen = set()
    for board in out:
        cand = {"board": _rows(board)}
        if board not in seen and size(cand) < here:
            seen.add(board)
            yield cand


def stream(rng: random.Random) -> Iterator[Any]:
    """The samples and edge cases, then :func:`draw`'s random boards."""
    for rows in SAMPLES:
        yield {"board": [list(r) for r in rows]}
    while True:
        yield draw(rng)


def draw(rng: random.Random) -> dict[str, Any]:
    """A random case: half the time the goal after 1..40 random slides (shallow boards
    are common), half the time a uniform permutation (half of those have no way).

    >>> sorted(v for row in draw(random.Random(3))["board"] for v in row)
    [0, 1, 2, 3, 4, 5, 6, 7, 8]
    """
    if rng.random() < 0.5:
        flat = list(GOAL)
        z = 8
        prev = -1
        for _ in range(rng.randint(1, WALK)):
            options = [n for n in _adjacent(z) if n != prev]
            n = rng.choice(options)
            flat[z], flat[n] = flat[n], flat[z]
            prev, z = z, n
        return {"board": _rows(flat)}
    tiles = list(range(9))
    rng.shuffle(tiles)
    return {"board": _rows(tiles)}


def _adjacent(z: int) -> list[int]:
    r, c = divmod(z, 3)
    return [(r + dr) * 3 + c + dc for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1))
            if 0 <= r + dr < 3 and 0 <= c + dc < 3]


def describe(case: Any) -> str:
    """``'3 moves from the goal'`` or ``'unreachable, 2 tiles out of place'``."""
    unreachable, n, misplaced = size(case)
    if unreachable:
        return f"unreachable, {misplaced} tiles out of place"
    return f"{n} move{'s' * (n != 1)} from the goal"


def describe_ko(case: Any) -> str:
    """The same in Korean."""
    unreachable, n, misplaced = size(case)
    return f"도달 불가, 제자리가 아닌 타일 {misplaced}개" if unreachable else f"목표까지 {n}번 이동"


JUDGE = JudgeSpec(
    name="boj-1525", aliases=("boj1525",), site="baekjoon", number="1525",
    title_ko="퍼즐", title_en="Puzzle", source="https://www.acmicpc.net/problem/1525",
    read_input=read_input, write_input=write_input, stream=stream, shrinks=shrinks, size=size,
    params=("board",), unit="moves", default_cases=100, time_limit=1.0, memory_mb=32,
    describe=describe, describe_ko=describe_ko)
