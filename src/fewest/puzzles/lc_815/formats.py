"""LeetCode 815's arguments read into a :class:`~fewest.puzzles.lc_815.model.Network`.

>>> parse_network({"routes": [[1, 2, 7], [3, 6, 7]], "source": 1, "target": 6}).target
6
>>> parse_network({"routes": [[1, 1]], "source": 1, "target": 6})
Traceback (most recent call last):
fewest.errors.InvalidPuzzleError: leetcode-815: routes[0] calls at stop 1 twice (the stops \
of a route are unique) in '{"routes": [[1, 1]], "source": 1, "target": 6}'
"""

from __future__ import annotations

from typing import Any

from fewest.puzzles.common.function_case import is_int, read_case, refuse
from fewest.puzzles.lc_815.model import Network

NAME = "leetcode-815"
PARAMS = ("routes", "source", "target")
MAX_ROUTES = 500
MAX_STOPS = 100_000
STOP_LIMIT = 1_000_000


def parse_network(board: Any) -> Network:
    """Validate: 1..500 routes, each 1.. stops, at most 100,000 stops in all, stop
    numbers ``0 <= s < 10**6``, unique within a route; source and target in range
    (they need not be on any route)."""
    case = read_case(board, PARAMS, NAME)
    routes, source, target = case["routes"], case["source"], case["target"]
    if not isinstance(routes, list) or not 1 <= len(routes) <= MAX_ROUTES:
        raise refuse(NAME, f"routes must hold 1..{MAX_ROUTES} routes", board)
    total = 0
    for i, route in enumerate(routes):
        if not isinstance(route, list) or not route or not set(map(type, route)) <= {int}:
            raise refuse(NAME, f"routes[{i}] must be a non-empty list of stops", board)
        total += len(route)
        if total > MAX_STOPS:
            raise refuse(NAME, f"the routes hold more than {MAX_STOPS:,} stops in all", board)
        if min(route) < 0 or max(route) >= STOP_LIMIT:
            stop = next(s for s in route if not 0 <= s < STOP_LIMIT)
            raise refuse(NAME, f"stop {stop} in routes[{i}] is not in 0..{STOP_LIMIT - 1}",
                         board)
        if len(set(route)) != len(route):
            twice = next(s for j, s in enumerate(route) if s in route[:j])
            raise refuse(NAME, f"routes[{i}] calls at stop {twice} twice (the stops of a "
                         "route are unique)", board)
    for label, value in (("source", source), ("target", target)):
        if not is_int(value) or not 0 <= value < STOP_LIMIT:
            raise refuse(NAME, f"{label} must be a stop 0..{STOP_LIMIT - 1}, got {value!r}",
                         board)
    return Network(tuple(tuple(r) for r in routes), source, target)


def answer(buses: int | None) -> str:
    """``numBusesToDestination``'s return value: the fewest buses, or -1."""
    return "-1" if buses is None else str(buses)
