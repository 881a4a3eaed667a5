"""``fewest.search(start, ...)``: solve without writing a class."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from typing import Any

from fewest.errors import InvalidPuzzleError
from fewest.heuristics import as_heuristic
from fewest.problem import Limits, Solution

_MISSING = object()


class FunctionPuzzle:
    """A puzzle assembled from plain functions (see :func:`search`)."""

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
        self.reversible = reversible
        self.predecessors: Callable[[Any], Iterable[tuple[Any, Any, float]]] | None
        self.unit_cost: bool | None = True if neighbors is not None else None
        if neighbors is not None:
            nb = neighbors

            def succ(state: Any) -> Iterable[tuple[Any, Any, float]]:
                for t in nb(state):
                    yield (t, t, 1)

            self.successors = succ
        else:
            self.successors = successors  # type: ignore[assignment]
        if is_goal is not None:
            self.is_goal = is_goal
        else:
            target = self.goal
            self.is_goal = lambda s: s == target
        if predecessors is not None and neighbors is not None:
            pred = predecessors

            def plain_pred(state: Any) -> Iterable[tuple[Any, Any, float]]:
                # beside neighbors=, predecessors yields plain states; the move
                # from p to state is labelled by state, as neighbors labels it
                for p in pred(state):
                    yield (state, p, 1)

            self.predecessors = plain_pred
        else:
            self.predecessors = predecessors


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
    h = as_heuristic(heuristic, admissible=admissible, consistent=consistent)
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
