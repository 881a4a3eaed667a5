"""``fewest.solve`` for a :class:`~fewest.compiled.puzzle.CompiledPuzzle`: the entry
that picks a compiled algorithm and returns the usual :class:`~fewest.problem.Solution`.

Compiled: ``bfs``, ``bidirectional``, ``dijkstra``, ``astar``, ``idastar`` and
``iddfs`` (unit costs).  The engine's other algorithms (``dfs``, ``greedy``,
``weighted_astar``, and ``iddfs`` with costs) run interpreted on the
puzzle's Python view, so ``compare`` accepts every name.

``auto``: IDA* with an admissible heuristic or pattern databases (unit
costs; A* otherwise), else bidirectional BFS with unit costs, predecessors
and one goal state (no ``is_goal=``), else Dijkstra with costs, else BFS.

>>> from fewest import solve
>>> from fewest.compiled.examples import eight_puzzle
>>> p = eight_puzzle((4, 1, 3, 7, 2, 6, 0, 5, 8))
>>> [(s.algorithm, s.length, s.optimal) for s in (solve(p), solve(p, "ida*"))]
[('bidirectional', 6, True), ('idastar', 6, True)]
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from fewest.errors import InvalidPuzzleError
from fewest.problem import Limits, Solution

if TYPE_CHECKING:
    from fewest.compiled.puzzle import CompiledPuzzle


def _algorithms() -> dict[str, Callable[..., Solution[Any]]]:
    from fewest.compiled.bestfirst import astar, dijkstra
    from fewest.compiled.bfs import bfs
    from fewest.compiled.bidirectional import bidirectional_bfs
    from fewest.compiled.idastar import idastar

    def iddfs(puzzle: CompiledPuzzle, *, limits: Limits | None = None) -> Solution[Any]:
        return idastar(puzzle, limits=limits, informed=False, algorithm="iddfs")

    return {"bfs": bfs, "bidirectional": bidirectional_bfs, "dijkstra": dijkstra,
            "astar": astar, "idastar": idastar, "iddfs": iddfs}


def choose(puzzle: CompiledPuzzle) -> str:
    """What ``auto`` runs (see the module notes)."""
    from fewest.compiled.hvalues import has_heuristic

    if has_heuristic(puzzle):
        return "idastar" if puzzle.unit_cost else "astar"
    if puzzle.unit_cost and puzzle.has_predecessors and puzzle.single_goal:
        return "bidirectional"
    return "bfs" if puzzle.unit_cost else "dijkstra"


def solve_compiled(puzzle: CompiledPuzzle, algorithm: str = "auto", *,
                   heuristic: Any = None, limits: Limits | None = None,
                   **options: Any) -> Solution[Any]:
    """Solve with a compiled kernel (or, for the other algorithms, the engine)."""
    from fewest.search.registry import resolve_algorithm

    if heuristic is not None:
        raise InvalidPuzzleError(
            "a CompiledPuzzle takes its heuristic when it is built: "
            "CompiledPuzzle(..., heuristic=jitted_fn, admissible=True) or patterns=")
    name = choose(puzzle) if algorithm == "auto" else resolve_algorithm(algorithm).name
    table = _algorithms()
    if name in table and not (name == "iddfs" and not puzzle.unit_cost):
        if options:
            raise InvalidPuzzleError(f"algorithm {name!r} takes no option {next(iter(options))!r}")
        solution = table[name](puzzle, limits=limits)
    else:
        info = resolve_algorithm(name)
        for key in options:
            if key not in info.options:
                raise InvalidPuzzleError(f"algorithm {info.name!r} takes no option {key!r}")
        solution = info.func(puzzle, limits=limits, **options)
    if solution.view is None and callable(getattr(puzzle, "view", None)):
        solution.view = puzzle.view()  # type: ignore[attr-defined]  # as for engine puzzles
    return solution
