"""Fewest rolls: the compiled BFS fast path and the family's ``solve``.

``algorithm="auto"`` runs the plain engine BFS (the reference) on small boards,
where it takes well under a millisecond, and the numba BFS over the jump
array on large ones; both are exact.  Any engine algorithm name runs that
algorithm on the engine puzzle.

>>> from fewest.puzzles.snakes_ladders.board import parse_board
>>> board = parse_board("[[-1,-1,-1],[-1,9,8],[-1,8,9]]")
>>> fewest_rolls(board)
1
>>> solve_board(board).moves
[(2, 3, 9)]
>>> solve_board(board, "numba").moves
[(2, 3, 9)]
"""

from __future__ import annotations

import time

from fewest.errors import NoSolutionError, SearchLimitError
from fewest.problem import Limits, SearchStats, Solution
from fewest.puzzles.methods import Method
from fewest.puzzles.snakes_ladders import bfs_kernels as kernels
from fewest.puzzles.snakes_ladders.board import SnakesBoard
from fewest.puzzles.snakes_ladders.engine import RollMove, SnakesPuzzle

#: "auto" uses the engine BFS while squares x reachable rolls stay below this.
ENGINE_WORK_LIMIT = 20_000
#: The snakes-and-ladders methods as registry entries.
METHOD_TABLE = (
    Method("numba-bfs", optimal=True, aliases=("numba",),
           summary="compiled BFS over the jump array (any board size)"),
)


def fewest_rolls(board: SnakesBoard) -> int:
    """The fewest rolls from square 1 to ``n*n``, or ``-1`` when unreachable (judge answer).

    Uses the compiled BFS.

    >>> from fewest.puzzles.snakes_ladders.board import parse_board
    >>> fewest_rolls(parse_board("[[1,1,-1],[1,1,1],[-1,1,1]]"))
    -1
    """
    status, path, _landings, _e, _g, _s = kernels.bfs_rolls(board.jumps, board.die, -1, -1)
    return len(path) - 1 if status == kernels.FOUND else -1


def fast_solve(board: SnakesBoard, *, limits: Limits | None = None) -> Solution[int]:
    """An optimal :class:`Solution` from the compiled BFS (algorithm ``"numba-bfs"``).

    ``max_expansions`` and ``max_states`` are enforced inside the kernel;
    ``max_seconds`` is checked before it starts (the kernel is linear in the
    number of squares and cannot run away).
    """
    started = time.perf_counter()
    lim = limits or Limits()
    stats = SearchStats()
    if lim.max_seconds is not None and lim.max_seconds <= 0:  # pragma: no cover - Limits forbids
        raise SearchLimitError("time limit reached", reason="max_seconds", stats=stats)
    status, path, landings, expanded, generated, stored = kernels.bfs_rolls(
        board.jumps, board.die,
        -1 if lim.max_expansions is None else lim.max_expansions,
        -1 if lim.max_states is None else lim.max_states,
    )
    stats.expanded, stats.generated = int(expanded), int(generated)
    stats.peak_stored = int(stored)
    stats.peak_frontier = int(stored) - int(expanded)
    stats.seconds = time.perf_counter() - started
    if status == kernels.EXPANSION_LIMIT:
        raise SearchLimitError(f"expansion limit {lim.max_expansions} reached after "
                               f"{expanded} expansions", reason="max_expansions", stats=stats)
    if status == kernels.STATE_LIMIT:
        raise SearchLimitError(f"state limit {lim.max_states} reached after "
                               f"{expanded} expansions", reason="max_states", stats=stats)
    if status == kernels.UNREACHABLE:
        raise NoSolutionError(
            f"numba-bfs: square {board.squares} cannot be reached from square 1 "
            f"({expanded} squares expanded)", stats,
        )
    states = [int(s) for s in path]
    moves: list[RollMove] = [
        (int(land) - a, int(land), b)
        for a, land, b in zip(states[:-1], landings, states[1:], strict=True)
    ]
    return Solution(moves=moves, states=states, cost=len(moves), optimal=True,
                    algorithm="numba-bfs", stats=stats)


def solve_board(board: SnakesBoard, algorithm: str = "auto", *,
                limits: Limits | None = None) -> Solution[int]:
    """Fewest rolls as a :class:`Solution` whose moves are ``(roll, landing, final)``.

    ``"auto"``: engine BFS on small boards, the compiled BFS on large ones.
    ``"numba"`` (or ``"fast"``) forces the compiled BFS; any other name is an
    engine algorithm (``"bfs"``, ``"bidirectional"``, ``"dijkstra"``, ...).
    Raises :class:`~fewest.errors.NoSolutionError` when the last square is
    unreachable.
    """
    key = algorithm.strip().lower()
    if key == "auto":
        work = board.squares * min(board.die, board.squares)
        key = "bfs" if work <= ENGINE_WORK_LIMIT else "numba"
    if key in ("numba-bfs", "numba"):
        return fast_solve(board, limits=limits)
    from fewest.search import solve

    return solve(SnakesPuzzle(board), key, limits=limits)
