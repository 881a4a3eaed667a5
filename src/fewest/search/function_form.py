"""``fewest.search(start, ...)``: solve without writing a class.

Every function the user gives is checked as it runs (:mod:`fewest.search.checks`):
a ``successors`` item that is not a ``(move, next_state, cost)`` triple, an
unhashable state, a cost that is not a finite number >= 0, a heuristic
value that is not one, all raise :class:`~fewest.errors.InvalidPuzzleError`
naming the function and quoting the value, whatever the algorithm.

>>> search(0, successors=lambda n: [n + 1], goal=3)
Traceback (most recent call last):
fewest.errors.InvalidPuzzleError: successors(0) yielded 1, not a (move, next_state, cost) \
triple (neighbors= takes plain states)
>>> search(5, neighbors=lambda n: [n + 1], goal=17, is_goal=lambda n: n == 18)
Traceback (most recent call last):
fewest.errors.InvalidPuzzleError: give goal= or is_goal=, not both (goal=17 would be ignored)
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from typing import Any

from fewest.errors import InvalidPuzzleError
from fewest.heuristics import Heuristic, as_heuristic
from fewest.problem import Limits, Solution
from fewest.search.checks import (
    check_flag,
    checked_heuristic,
    checked_states,
    checked_triples,
    short,
)

_MISSING = object()


class FunctionPuzzle:
    """A puzzle assembled from plain functions (see :func:`search`), each checked as it runs."""

    checked = True

    def __init__(
        self,
        start: Hashable,
        *,
        successors: Callable[[Any], Iterable[tuple[Any, Any, float]]] | None,
        neighbors: Callable[[Any], Iterable[Any]] | None,
        goal: Any,
        is_goal: Callable[[Any], bool] | None,
        predecessors: Callable[[Any], Iterable[Any]] | None,
        reversible: bool,
    ) -> None:
        if (successors is None) == (neighbors is None):
            raise InvalidPuzzleError("give exactly one of successors= or neighbors=")
        if goal is _MISSING and is_goal is None:
            raise InvalidPuzzleError("give goal= (a state) or is_goal= (a function)")
        if goal is not _MISSING and is_goal is not None:
            raise InvalidPuzzleError(
                f"give goal= or is_goal=, not both (goal={short(goal)} would be ignored)")
        for name, fn in (
            ("successors", successors),
            ("neighbors", neighbors),
            ("is_goal", is_goal),
            ("predecessors", predecessors),
        ):
            if fn is not None and not callable(fn):
                raise InvalidPuzzleError(f"{name} must be callable, got {fn!r}")
        self.start = start
        self.goal = None if goal is _MISSING else goal
        self.reversible = check_flag(reversible, "reversible")
        self.predecessors: Callable[[Any], Iterable[tuple[Any, Any, float]]] | None
        self.unit_cost: bool | None = True if neighbors is not None else None
        #: how messages name the moves function the user gave
        self.moves_name = "successors" if neighbors is None else "neighbors"
        if neighbors is not None:
            nb = checked_states(neighbors, "neighbors")

            def succ(state: Any) -> Iterable[tuple[Any, Any, float]]:
                return [(t, t, 1) for t in nb(state)]

            self.successors = succ
        else:
            assert successors is not None
            self.successors = checked_triples(successors, "successors")  # type: ignore[assignment]
        if is_goal is not None:
            self.is_goal = is_goal
        else:
            target = self.goal
            self.is_goal = lambda s: s == target
        if predecessors is not None and neighbors is not None:
            pred = checked_states(predecessors, "predecessors")

            def plain_pred(state: Any) -> Iterable[tuple[Any, Any, float]]:
                # beside neighbors=, predecessors yields plain states; the move
                # from p to state is labelled by state, as neighbors labels it
                return [(state, p, 1) for p in pred(state)]

            self.predecessors = plain_pred
        elif predecessors is not None:
            self.predecessors = checked_triples(predecessors, "predecessors")
        else:
            self.predecessors = None


def search(
    start: Hashable,
    *,
    successors: Callable[[Any], Iterable[tuple[Any, Any, float]]] | None = None,
    neighbors: Callable[[Any], Iterable[Any]] | None = None,
    goal: Any = _MISSING,
    is_goal: Callable[[Any], bool] | None = None,
    heuristic: Callable[[Any], float] | None = None,
    admissible: bool = False,
    consistent: bool = False,
    predecessors: Callable[[Any], Iterable[Any]] | None = None,
    reversible: bool = False,
    algorithm: str = "auto",
    limits: Limits | None = None,
    max_seconds: float | None = None,
    max_expansions: int | None = None,
    max_states: int | None = None,
    **options: Any,
) -> Solution[Any]:
    """Find a path from ``start`` in the spirit of ``networkx.shortest_path``.

    ``successors(state)`` yields ``(move, next_state, cost)``; ``neighbors(state)``
    yields next states only (unit cost, and each move is labelled by its
    next state).  ``predecessors(state)`` yields what leads to ``state``: in
    the same form as the moves (plain states beside ``neighbors``, triples
    ``(move, previous_state, cost)`` beside ``successors``).  ``heuristic``
    with ``admissible=True`` lets A* and IDA* prove optimality.

    >>> sol = search(2, neighbors=lambda n: [n + 1, n * 3], goal=19)
    >>> sol.states, sol.optimal
    ([2, 6, 18, 19], True)
    >>> back = lambda n: [n - 1] + ([n // 3] if n % 3 == 0 else [])
    >>> search(2, neighbors=lambda n: [n + 1, n * 3], goal=19, predecessors=back).states
    [2, 6, 18, 19]
    """
    from fewest.search.registry import solve

    puzzle = FunctionPuzzle(
        start,
        successors=successors,
        neighbors=neighbors,
        goal=goal,
        is_goal=is_goal,
        predecessors=predecessors,
        reversible=reversible,
    )
    h = as_heuristic(heuristic, admissible=check_flag(admissible, "admissible"),
                     consistent=check_flag(consistent, "consistent"))
    if h is not None:
        h = Heuristic(checked_heuristic(h.fn), admissible=h.admissible,
                      consistent=h.consistent, name=h.name)
    return solve(
        puzzle,
        algorithm,
        heuristic=h,
        limits=limits,
        max_seconds=max_seconds,
        max_expansions=max_expansions,
        max_states=max_states,
        **options,
    )
