"""An independent oracle for the Hanoi tests: the state graph from the rules, with networkx.

A state lists each disc's peg, smallest disc first (no fewest code).
"""

from __future__ import annotations

import itertools
import json
from functools import cache

import networkx as nx


@cache
def graph(pegs: int, discs: int) -> nx.Graph:
    """The state graph built from the rules alone (no fewest code)."""
    g = nx.Graph()
    for state in itertools.product(range(pegs), repeat=discs):
        top = [min((d for d in range(discs) if state[d] == p), default=discs)
               for p in range(pegs)]
        for f, t in itertools.permutations(range(pegs), 2):
            if top[f] < top[t]:
                nxt = list(state)
                nxt[top[f]] = t
                g.add_edge(state, tuple(nxt))
    return g


def state_of(board: str) -> tuple[int, ...]:
    """``[[3,2,1],[],[]]`` -> each disc's peg, smallest first: ``(0, 0, 0)``."""
    pegs = json.loads(board)
    where = {disc: p for p, stack in enumerate(pegs) for disc in stack}
    return tuple(where[d] for d in range(1, len(where) + 1))


@cache
def to_goal(pegs: int, discs: int, goal: tuple[int, ...]) -> dict[tuple[int, ...], int]:
    """Fewest moves from every state to ``goal``."""
    return dict(nx.single_source_shortest_path_length(graph(pegs, discs), goal))


def moves_to_goal(board: str, goal: str | None = None) -> int:
    """Fewest moves from ``board`` to ``goal`` (default: every disc on the last peg)."""
    pegs, state = len(json.loads(board)), state_of(board)
    target = (pegs - 1,) * len(state) if goal is None else state_of(goal)
    return to_goal(pegs, len(state), target)[state]
