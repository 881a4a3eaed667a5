"""The bus network of LeetCode 815 and its engine puzzle.

A state is the stop we stand at.  A move ``(bus, stop)`` rides bus ``bus``
(an index into ``routes``) from here to another stop of its route; every
move is one bus taken, which is what the judge counts.  Riding the same bus
twice in a row is never shorter than staying on it, so counting rides
counts buses.  Standing at the target already needs no bus.

>>> net = Network(((1, 2, 7), (3, 6, 7)), 1, 6)
>>> sorted(net.rides(1))
[((0, 2), 2), ((0, 7), 7)]
>>> from fewest import solve
>>> solve(BusPuzzle(net), "bfs").moves
[(0, 7), (1, 6)]
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from fewest.problem import Puzzle


@dataclass(frozen=True)
class Network:
    """A validated case: the routes (each a tuple of stops), the source and target."""

    routes: tuple[tuple[int, ...], ...]
    source: int
    target: int

    @cached_property
    def at_stop(self) -> dict[int, list[int]]:
        """The buses that call at each stop."""
        out: defaultdict[int, list[int]] = defaultdict(list)
        for bus, route in enumerate(self.routes):
            for stop in route:
                out[stop].append(bus)
        return dict(out)

    def rides(self, stop: int) -> Iterator[tuple[tuple[int, int], int]]:
        """Every ``((bus, to), to)``: a bus calling here, to another of its stops."""
        for bus in self.at_stop.get(stop, ()):
            for to in self.routes[bus]:
                if to != stop:
                    yield (bus, to), to


class BusPuzzle(Puzzle[int]):
    """The network as an engine puzzle (every ride can be ridden back).  The
    heuristic is 1 away from the target, 0 on it (admissible, consistent)."""

    unit_cost = True
    reversible = True
    heuristic_admissible = True
    heuristic_consistent = True

    def __init__(self, net: Network) -> None:
        self.net = net
        self.start = net.source
        self.goal = net.target
        target = net.target
        self.heuristic = lambda s: 0 if s == target else 1

    def is_goal(self, state: int) -> bool:
        return state == self.net.target

    def successors(self, state: int) -> Iterator[tuple[Any, int, float]]:
        for move, to in self.net.rides(state):
            yield move, to, 1


def move_text(move: Any) -> str:
    """The move in words.

    >>> move_text((0, 7))
    'bus 0 to stop 7'
    """
    bus, stop = move
    return f"bus {bus} to stop {stop}"
