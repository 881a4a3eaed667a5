"""Bidirectional breadth-first search from the start and from the goal state.

The backward side trusts ``predecessors`` (or, with ``reversible=True``, that
every move can be undone at the same cost).  The goal's links, each link it
generates in its first :data:`CHECKED_BACKWARD` expansions, and every link
of the returned path are checked against ``successors``: a contradiction raises
:class:`~fewest.errors.InvalidPuzzleError` naming the move and both states.

>>> from fewest import search
>>> search(0, successors=lambda x: [("inc", x + 1, 1)], goal=5,
...        predecessors=lambda x: [("inc", x - 2, 1)], algorithm="bidirectional")
Traceback (most recent call last):
fewest.errors.InvalidPuzzleError: predecessors(5) names move 'inc' from 3 to 5 at cost 1, but \
successors(3) has no such move
"""

from __future__ import annotations

import time
from typing import Any

from fewest.errors import InvalidPuzzleError
from fewest.problem import Budget, Limits, SearchStats, Solution
from fewest.search._common import check_puzzle, finish, goal_state, no_path, predecessor_fn
from fewest.search.checks import built_in, short

#: Backward expansions whose every generated link is checked against ``successors``.
CHECKED_BACKWARD = 1000


def check_link(puzzle: Any, reversible: bool, state: Any, move: Any, other: Any,
               cost: Any) -> list[tuple[Any, Any]]:
    """The moves ``(label, cost)`` of ``successors(other)`` that make the backward link
    true (``other --move--> state`` at ``cost``; with ``reversible``, ``move`` went from
    ``state`` to ``other`` and some move must come back at the same cost); raises
    :class:`InvalidPuzzleError` when there is none."""
    found = [(m, c) for m, t, c in puzzle.successors(other)
             if t == state and c == cost and (reversible or m == move)]
    if found:
        return found
    moves = f"{getattr(puzzle, 'moves_name', 'successors')}({short(other)})"
    if reversible:
        raise InvalidPuzzleError(
            f"reversible=True, but move {short(move)} from {short(state)} to {short(other)} "
            f"cannot be undone: {moves} has no move back to {short(state)} at cost {short(cost)}")
    raise InvalidPuzzleError(
        f"predecessors({short(state)}) names move {short(move)} from {short(other)} to "
        f"{short(state)} at cost {short(cost)}, but {moves} has no such move")


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
    puzzle = check_puzzle(puzzle)
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
    # a built-in family's links are tested against oracles; anything else is checked
    links_checked = CHECKED_BACKWARD if not built_in(puzzle) else 0
    if links_checked:
        for move, t, cost in pred(goal):  # checked even if the search never goes backward
            check_link(puzzle, reversible, goal, move, t, cost)
    # visited maps state -> (neighbour toward the root, move label, depth, cost)
    fwd: dict[Any, tuple[Any, Any, int, Any]] = {start: (None, None, 0, 0)}
    bwd: dict[Any, tuple[Any, Any, int, Any]] = {goal: (None, None, 0, 0)}
    f_layer, b_layer = [start], [goal]
    expanded = generated = next_at = backward = 0
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
            verify = not forward and backward < links_checked
            backward += not forward
            for move, t, cost in expand(s):
                generated += 1
                if verify:
                    check_link(puzzle, reversible, s, move, t, cost)
                if cost != 1:
                    non_unit = True
                if t in own:
                    continue
                own[t] = (s, move, d, cost)
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
    total: float = sum(fwd[b][3] for b in states[1:])
    state = meet
    link = bwd[meet]
    while link[0] is not None:
        nxt, move, _depth, cost = link
        label, c = check_link(puzzle, reversible, nxt, move, state, cost)[0]
        moves.append(label)
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
