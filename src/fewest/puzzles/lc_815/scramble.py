"""Random bus networks: for ``fewest scramble`` and the judge's case stream.

>>> import random
>>> case = json.loads(scramble("", 3, random.Random(1)))
>>> sorted(case), len(case["routes"]) >= 3
(['routes', 'source', 'target'], True)
>>> [c for _, c in zip(range(1), stream(random.Random(0)))]
[{'routes': [[1, 2, 7], [3, 6, 7]], 'source': 5, 'target': 5}]
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

from fewest.errors import InvalidPuzzleError


def random_case(rng: random.Random, buses: int, span: int, longest: int) -> dict[str, Any]:
    """``buses`` routes of 1..``longest`` distinct stops drawn from ``0..span-1``; the
    source and target drawn from the stops (now and then off every route, or equal)."""
    routes = [rng.sample(range(span), rng.randint(1, min(longest, span))) for _ in range(buses)]
    stops = sorted({s for r in routes for s in r})
    source, target = rng.choice(stops), rng.choice(stops)
    roll = rng.random()
    if roll < 0.08:
        target = source
    elif roll < 0.14:
        target = span + rng.randrange(5)
    elif roll < 0.18:
        source = span + rng.randrange(5)
    return {"routes": routes, "source": source, "target": target}


def scramble(size: str, moves: int | None, rng: random.Random) -> str:
    """A network as JSON arguments.  With ``moves``: a chain of ``moves`` buses, each
    sharing one stop with the next, from the source to the target, plus a few
    random routes (so at most ``moves`` buses are needed).  ``None``: a random case."""
    if moves is None:
        return json.dumps(random_case(rng, rng.randint(2, 12), 30, 6))
    if isinstance(moves, bool) or not isinstance(moves, int) or not 0 <= moves <= 500:
        raise InvalidPuzzleError(f"scramble moves must be 0..500, got {moves!r}")
    routes = [[2 * i, 2 * i + 1, 2 * i + 2] for i in range(moves)]
    routes += [rng.sample(range(2 * moves + 20), 3) for _ in range(3)]
    rng.shuffle(routes)
    return json.dumps({"routes": routes, "source": 0, "target": 2 * moves})


def stream(rng: random.Random) -> Iterator[dict[str, Any]]:
    """Cases for the checker, small first: the source equal to the target off every
    route (0), the two samples, then networks over few stops (where counting stops
    instead of buses, or transfers instead of buses, shows), later up to 500 routes."""
    yield {"routes": [[1, 2, 7], [3, 6, 7]], "source": 5, "target": 5}
    yield {"routes": [[1, 2, 7], [3, 6, 7]], "source": 1, "target": 6}
    yield {"routes": [[7, 12], [4, 5, 15], [6], [15, 19], [9, 12, 13]], "source": 15,
           "target": 12}
    yield {"routes": [[1, 2, 3, 4, 5]], "source": 1, "target": 5}
    i = 0
    while True:
        i += 1
        if i < 30:
            yield random_case(rng, rng.randint(1, 2 + i // 3), 6 + i, 2 + i // 6)
        else:
            buses = min(500, rng.randint(2, 4 * i))
            yield random_case(rng, buses, rng.randint(20, 20 * i), rng.randint(2, 5 + i))
