"""The algorithm registry, ``solve(puzzle, algorithm=...)`` and ``compare``."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from fewest.errors import FewestError, InvalidPuzzleError
from fewest.problem import Limits, Solution
from fewest.search._common import check_puzzle, puzzle_heuristic
from fewest.search.astar import astar, greedy, weighted_astar
from fewest.search.bfs import bfs
from fewest.search.bidirectional import bidirectional_bfs
from fewest.search.checks import check_limits, has_backward, short
from fewest.search.deepening import idastar, iddfs
from fewest.search.dfs import dfs
from fewest.search.dijkstra import dijkstra


@dataclass(frozen=True)
class AlgorithmInfo:
    """What the registry knows about one algorithm."""

    name: str
    func: Callable[..., Solution[Any]]
    optimal: bool
    summary: str
    options: tuple[str, ...] = ()


ALGORITHMS: dict[str, AlgorithmInfo] = {
    info.name: info
    for info in [
        AlgorithmInfo("bfs", bfs, True, "breadth-first search (unit costs)"),
        AlgorithmInfo(
            "bidirectional",
            bidirectional_bfs,
            True,
            "breadth-first from both ends (needs goal + predecessors)",
        ),
        AlgorithmInfo("iddfs", iddfs, True, "iterative-deepening DFS (unit costs, little memory)"),
        AlgorithmInfo("dijkstra", dijkstra, True, "uniform-cost search, 0-1 BFS fast path"),
        AlgorithmInfo(
            "astar", astar, True, "A* (optimal with an admissible heuristic)", ("heuristic",)
        ),
        AlgorithmInfo("idastar", idastar, True, "IDA* (A* bound, DFS memory)", ("heuristic",)),
        AlgorithmInfo(
            "dfs",
            dfs,
            False,
            "depth-first search with a visited set (NOT shortest)",
            ("depth_limit",),
        ),
        AlgorithmInfo(
            "greedy", greedy, False, "greedy best-first on h (NOT shortest)", ("heuristic",)
        ),
        AlgorithmInfo(
            "weighted_astar",
            weighted_astar,
            False,
            "weighted A*: cost <= weight x optimal",
            ("heuristic", "weight"),
        ),
    ]
}
ALIASES = {
    "bidirectional_bfs": "bidirectional",
    "bibfs": "bidirectional",
    "a*": "astar",
    "ida*": "idastar",
    "ucs": "dijkstra",
    "wastar": "weighted_astar",
    "wa*": "weighted_astar",
}


def resolve_algorithm(name: str) -> AlgorithmInfo:
    """Look an algorithm up by name or alias, with a clear error."""
    if not isinstance(name, str):
        raise InvalidPuzzleError(f"algorithm must be a name such as 'astar', got {short(name)}")
    key = name.strip().lower().replace("-", "_")
    key = ALIASES.get(key, key)
    if key not in ALGORITHMS:
        known = ", ".join(["auto", *ALGORITHMS])
        raise InvalidPuzzleError(f"unknown algorithm {name!r}; choose one of: {known}")
    return ALGORITHMS[key]


def choose_algorithm(puzzle: Any, heuristic: Any = None) -> str:
    """The algorithm ``"auto"`` picks for ``puzzle``.

    Bidirectional BFS when a goal state and predecessors exist and moves cost 1;
    A* with an admissible heuristic; Dijkstra when costs vary or are unknown;
    BFS otherwise.
    """
    unit = getattr(puzzle, "unit_cost", None)
    h = puzzle_heuristic(puzzle, heuristic)
    if unit is True and has_backward(puzzle):
        return "bidirectional"
    if h is not None and h.admissible:
        return "astar"
    if unit is not True:
        return "dijkstra"
    return "bfs"


def solve(
    puzzle: Any,
    algorithm: str = "auto",
    *,
    heuristic: Callable[[Any], float] | None = None,
    limits: Limits | None = None,
    max_seconds: float | None = None,
    max_expansions: int | None = None,
    max_states: int | None = None,
    **options: Any,
) -> Solution[Any]:
    """Solve ``puzzle`` with the named algorithm (``"auto"`` chooses one).

    Limits come either as a :class:`Limits` or as the ``max_*`` keywords.
    Extra options (``weight``, ``depth_limit``) go to the algorithm.

    >>> from fewest import search
    >>> search(3, neighbors=lambda n: [n - 1, n + 1], goal=0, reversible=True).algorithm
    'bidirectional'
    """
    limits = _limits(limits, max_seconds, max_expansions, max_states)
    if getattr(puzzle, "_fewest_compiled", False):  # a CompiledPuzzle: its own kernels
        return _own_solver()(puzzle, algorithm, heuristic=heuristic, limits=limits, **options)
    puzzle = check_puzzle(puzzle)
    if algorithm == "auto":
        algorithm = choose_algorithm(puzzle, heuristic)
    info = resolve_algorithm(algorithm)
    kwargs: dict[str, Any] = {"limits": limits}
    if "heuristic" in info.options:
        kwargs["heuristic"] = heuristic
    for key, value in options.items():
        if key not in info.options:
            raise InvalidPuzzleError(f"algorithm {info.name!r} takes no option {key!r}")
        kwargs[key] = value
    solution: Solution[Any] = info.func(puzzle, **kwargs)
    if solution.view is None and callable(getattr(puzzle, "view", None)):
        solution.view = puzzle.view()  # a user puzzle's viewer: every renderer draws it
    return solution


def _limits(
    limits: Limits | None,
    max_seconds: float | None,
    max_expansions: int | None,
    max_states: int | None,
) -> Limits | None:
    if limits is not None and not isinstance(limits, Limits):
        raise InvalidPuzzleError(f"limits must be a fewest.Limits, got {short(limits)}")
    check_limits(max_seconds, max_expansions, max_states)
    if max_seconds is None and max_expansions is None and max_states is None:
        return limits
    if limits is not None:
        raise InvalidPuzzleError("give either limits=Limits(...) or max_* keywords, not both")
    return Limits(max_seconds=max_seconds, max_expansions=max_expansions, max_states=max_states)


@dataclass
class Attempt:
    """One row of :func:`compare`: a solution or the error that stopped it."""

    algorithm: str
    solution: Solution[Any] | None
    error: FewestError | None


def compare(
    puzzle: Any,
    algorithms: Iterable[str],
    *,
    heuristic: Callable[[Any], float] | None = None,
    limits: Limits | None = None,
) -> list[Attempt]:
    """Run several algorithms on one puzzle, collecting solutions or errors.

    >>> from fewest import compare
    >>> rows = compare(_Walk(), ["bfs", "dfs"])
    >>> [(r.algorithm, r.solution.length, r.solution.optimal) for r in rows]
    [('bfs', 2, True), ('dfs', 8, False)]
    """
    rows = []
    for name in algorithms:
        info = resolve_algorithm(name)
        try:
            kwargs: dict[str, Any] = {"limits": limits}
            if "heuristic" in info.options:
                kwargs["heuristic"] = heuristic
            if getattr(puzzle, "_fewest_compiled", False):  # a CompiledPuzzle: its kernels
                kwargs["algorithm"] = info.name
            rows.append(Attempt(info.name, _runner(puzzle, info)(puzzle, **kwargs), None))
        except InvalidPuzzleError:
            raise
        except FewestError as exc:
            rows.append(Attempt(info.name, None, exc))
    return rows


def _runner(puzzle: Any, info: AlgorithmInfo) -> Callable[..., Solution[Any]]:
    """What runs ``info`` on ``puzzle``: a CompiledPuzzle's kernels, else the engine."""
    if getattr(puzzle, "_fewest_compiled", False):
        return _own_solver()
    return info.func


#: The solver of puzzles that bring their own kernels (``fewest.compiled`` registers
#: it when imported, which building a ``CompiledPuzzle`` does), so that the engine
#: never imports the compiled package.
_OWN_SOLVER: list[Callable[..., Solution[Any]]] = []


def register_own_solver(solver: Callable[..., Solution[Any]]) -> None:
    """Route puzzles marked ``_fewest_compiled`` to ``solver`` (called by ``fewest.compiled``)."""
    _OWN_SOLVER[:] = [solver]


def _own_solver() -> Callable[..., Solution[Any]]:
    if not _OWN_SOLVER:
        raise InvalidPuzzleError("a compiled puzzle needs fewest.compiled, which is not loaded")
    return _OWN_SOLVER[0]


class _Walk:
    """Doctest helper: a ring of 10 states, goal 8 (two moves back, eight forward)."""

    start = 0
    unit_cost = True

    def is_goal(self, s: int) -> bool:
        return s == 8

    def successors(self, s: int) -> Iterable[tuple[str, int, int]]:
        yield ("+", (s + 1) % 10, 1)
        yield ("-", (s - 1) % 10, 1)
