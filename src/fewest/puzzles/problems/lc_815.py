"""LeetCode 815 Bus Routes: ``routes[i]`` lists the stops bus ``i`` calls at, over and
over; from stop ``source`` (not on a bus), travelling only by bus, the fewest buses taken
to reach stop ``target``, or -1.

Statement read from https://github.com/LeetCode-in-Java/LeetCode-in-Java.github.io/blob/main/src/main/java/g0801_0900/s0815_bus_routes/readme.md
(official page https://leetcode.com/problems/bus-routes/): ``1 <= routes.length <= 500``,
``1 <= routes[i].length <= 10^5`` with at most ``10^5`` stops in all, the stops of a
route unique, stops, ``source`` and ``target`` in ``0..10^6 - 1``.

Decided: ``source == target`` answers 0, even on no route; a source or target on no
route (and different) answers -1.  A state is a stop; a move ``(bus, stop)`` rides one
bus from here to another of its stops, so moves count buses (riding the same bus twice
in a row is never shorter).  Only the stops worth getting off at are offered: where
another bus calls, or the target; and no ride at all where no bus calls at the target.

>>> from fewest.puzzles import get_family
>>> inst = get_family("leetcode-815").parse(
...     '{"routes": [[1, 2, 7], [3, 6, 7]], "source": 1, "target": 6}')
>>> sol = inst.solve()
>>> inst.judge_output(sol, "judge"), sol.moves
('2', [(0, 7), (1, 6)])
"""

from __future__ import annotations

import json
import random
from collections import defaultdict
from collections.abc import Iterator
from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import Input, Int, List, Problem, View, family_of, per_case
from fewest.puzzles.kit.fields import scaled

Case = dict[str, Any]
LAST_STOP = 10**6 - 1
MAX_STOPS = 10**5
MAX_ROUTES = 500
SHOWN = 8  # buses drawn at a stop, then "+k"


@per_case
def _net(case: Case) -> tuple[dict[int, list[int]], list[list[int]]]:
    """The buses at each stop, and each bus's stops worth getting off at."""
    at: defaultdict[int, list[int]] = defaultdict(list)
    for bus, route in enumerate(case["routes"]):
        for stop in route:
            at[stop].append(bus)
    target = case["target"]
    return at, [[s for s in r if len(at[s]) > 1 or s == target] for r in case["routes"]]


def rides(case: Case, stop: int) -> Iterator[tuple[tuple[int, int], int, int]]:
    """Every ride from ``stop``: a bus calling here, to another of its stops."""
    at, hops = _net(case)
    if case["target"] not in at:  # no bus calls at the target: no ride leads there
        return
    for bus in at.get(stop, ()):
        for to in hops[bus]:
            if to != stop:
                yield (bus, to), to, 1


def _routes(rng: random.Random, buses: int, span: int, longest: int) -> list[list[int]]:
    return [rng.sample(range(span), rng.randint(1, min(longest, span))) for _ in range(buses)]


def _ends(case: Case, rng: random.Random) -> Case:
    """The source and target drawn from the stops (now and then off every route, or
    the same stop)."""
    stops = sorted({s for r in case["routes"] for s in r})
    source, target = rng.choice(stops), rng.choice(stops)
    off = (stops[-1] + 1 + rng.randrange(5)) % (LAST_STOP + 1)
    roll = rng.random()
    if roll < 0.08:
        target = source
    elif roll < 0.14:
        target = off
    elif roll < 0.18:
        source = off
    return {**case, "source": source, "target": target}


def random_case(rng: random.Random, buses: int, span: int, longest: int) -> Case:
    """``buses`` routes of 1..``longest`` distinct stops of ``0..span-1``, the ends drawn
    from the stops (see :func:`_ends`)."""
    return _ends({"routes": _routes(rng, buses, span, longest)}, rng)


def _drawn(rng: random.Random, case: Case, scale: float) -> list[list[int]]:
    """Random routes within the statement (at most 10^5 stops in all), denser at small
    scales: the stops drawn from a range that grows with the scale."""
    buses = scaled(rng, 1, MAX_ROUTES, scale)
    return _routes(rng, buses, scaled(rng, 2, LAST_STOP + 1, scale),
                   scaled(rng, 1, MAX_STOPS // buses, scale))


def _board(case: Case, stop: int) -> tuple[list[str], dict[tuple[int, int], tuple[str, str]]]:
    """The stop, the buses that call there, then the target."""
    at = _net(case)[0]
    slots = min(max(map(len, at.values()), default=0), SHOWN + 1)
    buses, target = at.get(stop, []), case["target"]
    shown = [f"bus {b}" for b in buses[:SHOWN]] + [f"+{len(buses) - SHOWN}"] * (
        len(buses) > SHOWN)
    pieces = {(0, 1 + i): (label, "tile") for i, label in enumerate(shown)}
    pieces[(0, 0)] = (str(stop), "finish" if stop == target else "piece")
    pieces[(0, slots + 1)] = (">", "empty")
    pieces[(0, slots + 2)] = (str(target), "goal")
    return [" " * (slots + 3)], pieces


def _case(routes: list[list[int]], source: int, target: int) -> str:
    return json.dumps({"routes": routes, "source": source, "target": target}) + "\n"


def _stop(name: str) -> Int:
    return Int(name, 0, LAST_STOP, strings=False)


PROBLEM = Problem(
    site="leetcode", number="815", title_ko="버스 노선", title_en="Bus Routes",
    source="https://github.com/LeetCode-in-Java/LeetCode-in-Java.github.io/blob/main/src/main/"
           "java/g0801_0900/s0815_bus_routes/readme.md",
    input=Input(
        List("routes", List("route", _stop("stop"), (1, MAX_STOPS), distinct=True),
             (1, MAX_ROUTES), make=_drawn),
        _stop("source"), _stop("target"),
        where=lambda c: (Said(f"the routes hold more than {MAX_STOPS:,} stops in all",
                              f"routes의 정류장이 모두 합쳐 {MAX_STOPS:,}개보다 많습니다")
                         if sum(map(len, c["routes"])) > MAX_STOPS else None),
        arrange=_ends, json=True),
    start=lambda c: c["source"],
    moves=rides,
    goal=lambda c, stop: stop == c["target"],
    goal_state=lambda c: c["target"],
    words=lambda m: f"bus {m[0]} to stop {m[1]}",
    show=lambda c, stop: f"at stop {stop}",
    view=View(board=_board, roles={" ": "empty"}),
    call="Solution().numBusesToDestination(routes, source, target)",
    unit="buses", unit_ko="대 버스", time_limit=1.0,
    samples=((_case([[1, 2, 7], [3, 6, 7]], 1, 6), "2"),
             (_case([[7, 12], [4, 5, 15], [6], [15, 19], [9, 12, 13]], 15, 12), "-1")),
    specials=(
        _case([[1, 2, 7], [3, 6, 7]], 5, 5),      # source = target, on no route: 0
        _case([[1, 2, 3, 4, 5]], 1, 5),           # one bus, many stops apart
        _case([[1, 2, 7], [3, 6, 7]], 7, 7),      # source = target on two routes: 0
        _case([[0, 1], [1, 2], [2, 3], [3, 4], [4, 5]], 0, 5),  # a chain of five buses
    ),
    restart=lambda c, stop: {**c, "source": stop},
    aim=lambda c, stop: {**c, "target": stop},
    about=Said("fewest buses to take from stop source to stop target, travelling only by bus, or "
               "-1",
               "버스로만 이동해 정류장 source에서 target까지 가는 데 타야 하는 최소 버스 수 "
               "(없으면 -1)"),
)
FAMILY = family_of(PROBLEM)
