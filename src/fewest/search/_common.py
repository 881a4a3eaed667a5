"""Helpers shared by the search algorithms: validation and path rebuilding."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from fewest.errors import InvalidPuzzleError, NoSolutionError
from fewest.heuristics import Heuristic, as_heuristic
from fewest.problem import SearchStats, Solution


def check_puzzle(puzzle: Any) -> Any:
    """The puzzle to search: ``puzzle``, checked to follow the protocol, with its
    functions' return values checked as they run (:func:`~fewest.search.checks.checked_puzzle`).

    >>> from fewest.problem import Puzzle
    >>> class NoMoves(Puzzle):
    ...     start = 0
    ...     def is_goal(self, s): return s == 1
    >>> check_puzzle(NoMoves())
    Traceback (most recent call last):
    fewest.errors.InvalidPuzzleError: puzzle NoMoves has no successors(state) method: define \
one that yields (move, next_state, cost) triples
    """
    from fewest.problem import Puzzle
    from fewest.search.checks import checked_puzzle

    if not hasattr(puzzle, "start"):
        raise InvalidPuzzleError(f"puzzle {puzzle!r} has no 'start' state")
    label = type(puzzle).__name__
    for name, what in (("is_goal", "is_goal(state) method: define one that returns True at a "
                                   "goal"),
                       ("successors", "successors(state) method: define one that yields "
                                      "(move, next_state, cost) triples")):
        method = getattr(puzzle, name, None)
        if not callable(method) or getattr(method, "__func__", None) is getattr(Puzzle, name):
            raise InvalidPuzzleError(f"puzzle {label} has no {what}")
    try:
        hash(puzzle.start)
    except TypeError:
        raise InvalidPuzzleError(
            f"start state {puzzle.start!r} is not hashable; use ints or tuples"
        ) from None
    return checked_puzzle(puzzle)


def puzzle_heuristic(puzzle: Any, heuristic: Callable[[Any], float] | None) -> Heuristic | None:
    """The heuristic to use: the explicit one, else the puzzle's own."""
    if heuristic is not None:
        return as_heuristic(heuristic)
    own = getattr(puzzle, "heuristic", None)
    if own is None:
        return None
    return as_heuristic(
        own,
        admissible=bool(getattr(puzzle, "heuristic_admissible", False)),
        consistent=bool(getattr(puzzle, "heuristic_consistent", False)),
    )


def goal_state(puzzle: Any) -> Any:
    """The explicit goal state, or raise when bidirectional search cannot run."""
    goal = getattr(puzzle, "goal", None)
    if goal is None:
        raise InvalidPuzzleError("bidirectional search needs an explicit goal state")
    return goal


def predecessor_fn(puzzle: Any) -> Callable[[Any], Any]:
    """``predecessors`` of the puzzle, or its successors when it is reversible."""
    if getattr(puzzle, "reversible", False):
        return puzzle.successors
    pred = getattr(puzzle, "predecessors", None)
    if pred is None:
        raise InvalidPuzzleError("bidirectional search needs predecessors() or reversible=True")
    return pred


def walk_parents(parents: dict[Any, Any], state: Any) -> tuple[list[Any], list[Any]]:
    """Follow ``state -> (parent, move)`` links back to the root.

    Returns ``(states, moves)`` in root-to-``state`` order.
    """
    states = [state]
    moves = []
    link = parents[state]
    while link is not None:
        parent, move = link
        states.append(parent)
        moves.append(move)
        link = parents[parent]
    states.reverse()
    moves.reverse()
    return states, moves


def path_cost(puzzle: Any, states: list[Any], moves: list[Any]) -> float:
    """Sum the cost of the given path by looking each move up in ``successors``."""
    total: float = 0
    for state, move, nxt in zip(states, moves, states[1:], strict=False):
        total += min(c for m, t, c in puzzle.successors(state) if m == move and t == nxt)
    return total


def finish(
    stats: SearchStats,
    started: float,
    *,
    states: list[Any],
    moves: list[Any],
    cost: float,
    optimal: bool,
    algorithm: str,
    bound: float | None = None,
) -> Solution[Any]:
    """Stamp the time on ``stats`` and build the :class:`Solution`."""
    stats.seconds = time.perf_counter() - started
    return Solution(
        moves=moves,
        states=states,
        cost=cost,
        optimal=optimal,
        algorithm=algorithm,
        stats=stats,
        bound=bound,
    )


def no_path(stats: SearchStats, started: float, algorithm: str, puzzle: Any) -> NoSolutionError:
    """The error for an exhausted search."""
    stats.seconds = time.perf_counter() - started
    return NoSolutionError(
        f"{algorithm}: no path from {puzzle.start!r} reaches a goal "
        f"({stats.expanded} states expanded)",
        stats,
    )
