"""Bus Routes' own method: breadth-first search over buses (each route's stops
scanned once), the ride-by-ride path rebuilt from where each bus was boarded.

>>> [m.name for m in METHODS]
['route-bfs']
>>> from fewest.puzzles.lc_815.formats import parse_network
>>> sol = route_bfs(parse_network({"routes": [[1, 2, 7], [3, 6, 7]], "source": 1,
...                                "target": 6}), None)
>>> sol.moves, sol.states
([(0, 7), (1, 6)], [1, 7, 6])
"""

from __future__ import annotations

import time
from typing import Any

from fewest.errors import NoSolutionError
from fewest.problem import Budget, Limits, SearchStats, Solution
from fewest.puzzles.methods import LIMIT_NAMES, Method


def route_bfs(net: Any, limits: Limits | None) -> Solution[Any]:
    """Fewest buses from ``net.source`` to ``net.target``."""
    started = time.perf_counter()
    stats = SearchStats()
    budget = Budget(limits, stats)
    source, target = net.source, net.target
    if source == target:
        return Solution([], [source], 0.0, True, "route-bfs", stats)
    at_stop = net.at_stop
    routes = net.routes
    boarded: dict[int, tuple[int, int]] = {}  # bus -> (previous bus or -1, boarding stop)
    seen_stop = {source}
    frontier = []
    for bus in at_stop.get(source, ()):
        boarded[bus] = (-1, source)
        frontier.append(bus)
    last = -1
    expanded = 0
    while frontier and last < 0:
        layer = []
        for bus in frontier:
            if expanded >= budget.next_at:
                budget.check(expanded, len(boarded))
            expanded += 1
            stops = routes[bus]
            if target in stops:
                last = bus
                break
            for stop in stops:
                if stop in seen_stop:
                    continue
                seen_stop.add(stop)
                for other in at_stop[stop]:
                    if other not in boarded:
                        boarded[other] = (bus, stop)
                        layer.append(other)
        frontier = layer
    stats.expanded = expanded
    stats.peak_stored = len(boarded) + len(seen_stop)
    stats.seconds = time.perf_counter() - started
    if last < 0:
        raise NoSolutionError(f"no buses lead from stop {source} to stop {target} "
                              f"({len(boarded)} buses searched)", stats)
    rides = []  # (bus, where it was boarded), last bus first
    bus = last
    while bus >= 0:
        prev, stop = boarded[bus]
        rides.append((bus, stop))
        bus = prev
    rides.reverse()
    states = [source]
    moves = []
    for i, (bus, _stop) in enumerate(rides):
        to = rides[i + 1][1] if i + 1 < len(rides) else target
        moves.append((bus, to))
        states.append(to)
    return Solution(moves, states, float(len(moves)), True, "route-bfs", stats)


def _bfs(instance: Any, limits: Limits | None) -> Solution[Any]:
    return route_bfs(instance.net, limits)


METHODS = (
    Method("route-bfs", optimal=True, aliases=("bus-bfs",),
           summary="breadth-first search over buses, every route's stops scanned once",
           honours=frozenset(LIMIT_NAMES), run=_bfs),
)
