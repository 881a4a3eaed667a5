"""Random locks: for ``fewest scramble`` and for the judge's case stream.

>>> import random, json
>>> case = json.loads(scramble("4", 3, random.Random(1)))
>>> sorted(case), len(case["target"])
(['deadends', 'target'], 4)
>>> cases = list(zip(range(40), stream(random.Random(0))))
>>> len(cases), cases[0][1]["deadends"] != []
(40, True)
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

from fewest.errors import InvalidPuzzleError
from fewest.puzzles.lc_752.model import START, turn

MAX_MOVES = 1000


def _code(rng: random.Random, near: str | None = None, spread: int = 9) -> str:
    if near is None:
        return "".join(str(rng.randrange(10)) for _ in range(4))
    return "".join(str((int(d) + rng.randint(-spread, spread)) % 10) for d in near)


def scramble(size: str, moves: int | None, rng: random.Random) -> str:
    """A lock as JSON arguments; ``moves`` turns from ``0000`` give the target
    (dead ends are drawn off that route), ``None`` a random solvable lock.
    The lock always has four wheels: ``size`` is ignored."""
    if moves is None:
        from fewest.errors import NoSolutionError
        from fewest.puzzles.common.function_case import bfs_solution
        from fewest.puzzles.lc_752.formats import parse_lock

        while True:
            case = random_case(rng, rng.randint(1, 60), 9)
            lock = parse_lock(case)
            try:
                bfs_solution([START], lock.neighbours, lock.target.__eq__, None, "bfs")
            except NoSolutionError:  # unreachable: draw again
                continue
            return json.dumps(case)
    if isinstance(moves, bool) or not isinstance(moves, int) or not 0 <= moves <= MAX_MOVES:
        raise InvalidPuzzleError(f"scramble moves must be 0..{MAX_MOVES}, got {moves!r}")
    route = [START]
    for _ in range(moves):
        route.append(turn(route[-1], rng.randrange(4), rng.choice((1, -1))))
    on_route = set(route)
    dead: list[str] = []
    while len(dead) < rng.randint(1, 8):
        code = _code(rng)
        if code not in on_route and code not in dead:
            dead.append(code)
    return json.dumps({"deadends": dead, "target": route[-1]})


def random_case(rng: random.Random, dead: int, spread: int) -> dict[str, Any]:
    """A random case: ``dead`` dead ends near the target or near ``0000`` (within
    ``spread`` of each digit), ``0000`` itself among them now and then."""
    target = _code(rng, START, spread)
    codes: set[str] = set()
    if rng.random() < 0.08:
        codes.add(START)
    while len(codes) < dead:
        codes.add(_code(rng, rng.choice((target, START)), min(spread, rng.randint(1, 3))))
    codes.discard(target)
    if not codes:
        codes.add("9999" if target != "9999" else "8888")
    listed = sorted(codes)
    rng.shuffle(listed)
    return {"deadends": listed, "target": target}


def stream(rng: random.Random) -> Iterator[dict[str, Any]]:
    """Cases for the checker, small first: targets near ``0000`` with few dead ends
    (wrap-around targets like ``0009`` early), then walls of dead ends around the
    target or the start, then up to 500 dead ends anywhere."""
    i = 0
    while True:
        i += 1
        if i % 7 == 3:  # the start is a dead end (the answer is -1 unless ... never)
            case = random_case(rng, rng.randint(1, 4), 2)
            case["deadends"] = [START, *[d for d in case["deadends"] if d != START]]
            if case["target"] == START:
                case["target"] = "0001"
                case["deadends"] = [d for d in case["deadends"] if d != "0001"] or [START]
            yield case
        elif i % 7 == 5:  # the eight neighbours of the target (or of 0000) all dead
            target = _code(rng, START, 3 if i < 30 else 9)
            ring = {turn(target, w, s) for w in range(4) for s in (1, -1)}
            if rng.random() < 0.5:
                ring = {turn(START, w, s) for w in range(4) for s in (1, -1)}
            ring.discard(target)
            yield {"deadends": sorted(ring), "target": target}
        elif i < 25:
            yield random_case(rng, rng.randint(1, 6), 1 + i // 6)
        else:
            yield random_case(rng, rng.randint(1, min(500, 10 * i)), 9)
