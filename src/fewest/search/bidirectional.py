"""Bidirectional breadth-first search from the start and from the goal state."""

from __future__ import annotations

import time
from itertools import pairwise
from typing import Any

from fewest.errors import InvalidPuzzleError
from fewest.problem import Budget, Limits, SearchStats, Solution
from fewest.search._common import check_puzzle, finish, goal_state, no_path, predecessor_fn


def _chain(visited: dict[Any, Any], state: Any) -> list[tuple[Any, Any]]:
    """``[(state, None), (parent, move), ...]`` up to the root of ``visited``."""
    out = []
    link = visited[state]
    while link[0] is not None:
        out.append((link[0], link[1]))
        link = visited[link[0]]
    return out


def bidirectional_bfs(puzzle: Any, *, limits: Limits | None = None) -> Solution[Any]:
    """Breadth-first layers from both ends; each step expands the smaller frontier.

    Needs ``puzzle.goal`` and either ``predecessors`` or ``reversible=True``.
    A whole layer is expanded before stopping, so the meeting point with the
    fewest total moves is kept: the answer is optimal for unit costs.

    >>> from fewest import search
    >>> search(0, neighbors=lambda n: [n - 1, n + 1], goal=7, reversible=True,
    ...        algorithm="bidirectional").length
    7
    """
    check_puzzle(puzzle)
    goal = goal_state(puzzle)
    pred = predecessor_fn(puzzle)
    reversible = bool(getattr(puzzle, "reversible", False))
    started = time.perf_counter()
    stats = SearchStats()
    budget = Budget(limits, stats)
    start = puzzle.start
    if start == goal or puzzle.is_goal(start):
        return finish(
            stats,
            started,
            states=[start],
            moves=[],
            cost=0,
            optimal=True,
            algorithm="bidirectional",
        )
    # visited maps state -> (neighbour toward the root, move label, depth)
    fwd: dict[Any, tuple[Any, Any, int]] = {start: (None, None, 0)}
    bwd: dict[Any, tuple[Any, Any, int]] = {goal: (None, None, 0)}
    f_layer, b_layer = [start], [goal]
    expanded = generated = next_at = 0
    non_unit = False
    meet = None
    while f_layer and b_layer:
        forward = len(f_layer) <= len(b_layer)
        layer = f_layer if forward else b_layer
        own, other = (fwd, bwd) if forward else (bwd, fwd)
        expand = puzzle.successors if forward else pred
        stats.peak_frontier = max(stats.peak_frontier, len(f_layer) + len(b_layer))
        new: list[Any] = []
        best = None
        for s in layer:
            if expanded >= next_at:
                budget.check(expanded, len(fwd) + len(bwd), generated)
                next_at = budget.next_at
            expanded += 1
            d = own[s][2] + 1
            for move, t, cost in expand(s):
                generated += 1
                if cost != 1:
                    non_unit = True
                if t in own:
                    continue
                own[t] = (s, move, d)
                new.append(t)
                hit = other.get(t)
                if hit is not None and (best is None or d + hit[2] < best[0]):
                    best = (d + hit[2], t)
        if best is not None:
            meet = best[1]
            break
        if forward:
            f_layer = new
        else:
            b_layer = new
    stats.expanded, stats.generated = expanded, generated
    stats.peak_stored = len(fwd) + len(bwd)
    if meet is None:
        raise no_path(stats, started, "bidirectional", puzzle)
    head = _chain(fwd, meet)
    head.reverse()
    states = [p for p, _ in head] + [meet]
    moves = [m for _, m in head]
    total: float = 0
    for a, b in pairwise(states):
        total += min(c for m, t, c in puzzle.successors(a) if t == b)
    state = meet
    link = bwd[meet]
    while link[0] is not None:
        nxt, move = link[0], link[1]
        options = [(m, c) for m, t, c in puzzle.successors(state)
                   if t == nxt and (reversible or m == move)]
        if not options:
            what = "reversible=True" if reversible else f"predecessors() names move {move!r}"
            raise InvalidPuzzleError(
                f"{what} from {state!r} to {nxt!r}, but successors({state!r}) has no such move"
            )
        move, c = min(options, key=lambda mc: mc[1])
        moves.append(move)
        states.append(nxt)
        total += c
        state = nxt
        link = bwd[nxt]
    return finish(
        stats,
        started,
        states=states,
        moves=moves,
        cost=total,
        optimal=not non_unit,
        algorithm="bidirectional",
    )
