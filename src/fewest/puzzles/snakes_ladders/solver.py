"""Fewest rolls: the compiled BFS fast path (the family's ``solve_board`` is in ``family.py``).

``algorithm="auto"`` runs the plain engine BFS (the reference) on small boards,
where it takes well under a millisecond, and the numba BFS over the jump
array on large ones; both are exact and both honour every limit while they
run.  Any engine algorithm name runs that algorithm on the engine puzzle.

>>> from fewest.puzzles.snakes_ladders.model import parse_board
>>> board = parse_board("[[-1,-1,-1],[-1,9,8],[-1,8,9]]")
>>> fewest_rolls(board)
1
>>> fast_solve(board).moves
[(2, 3, 9)]
>>> fast_solve(parse_board("classic", start=0)).length
7
"""

from __future__ import annotations

import time

from fewest.errors import NoSolutionError, SearchLimitError
from fewest.problem import Limits, SearchStats, Solution
from fewest.puzzles.snakes_ladders import bfs_kernels as kernels
from fewest.puzzles.snakes_ladders.model import SnakesBoard
from fewest.puzzles.snakes_ladders.puzzle import RollMove
from fewest.words import number, plural

#: Expansions per compiled chunk; the clock is read between chunks.
CHUNK = 1 << 16


def fewest_rolls(board: SnakesBoard) -> int:
    """The fewest rolls from the start to ``n*n``, or ``-1`` when unreachable (judge answer).

    Uses the compiled BFS.

    >>> from fewest.puzzles.snakes_ladders.model import parse_board
    >>> fewest_rolls(parse_board("[[1,1,-1],[1,1,1],[-1,1,1]]"))
    -1
    """
    try:
        return fast_solve(board).length
    except NoSolutionError:
        return -1


def fast_solve(board: SnakesBoard, *, limits: Limits | None = None) -> Solution[int]:
    """An optimal :class:`Solution` from the compiled BFS (algorithm ``"numba-bfs"``).

    ``max_expansions`` and ``max_states`` are enforced inside the kernel;
    ``max_seconds`` between chunks of :data:`CHUNK` expansions.
    """
    started = time.perf_counter()
    lim = limits or Limits()
    stats = SearchStats()
    dist, parent, via, nxt, queue, counters = kernels.new_search(board.squares, board.start)
    while True:
        status = kernels.bfs_chunk(
            board.jumps, board.die, dist, parent, via, nxt, queue, counters,
            -1 if lim.max_expansions is None else lim.max_expansions,
            -1 if lim.max_states is None else lim.max_states, CHUNK,
        )
        stats.expanded = int(counters[kernels.EXPANDED])
        stats.generated = int(counters[kernels.GENERATED])
        stats.peak_stored = int(counters[kernels.TAIL])
        stats.peak_frontier = stats.peak_stored - stats.expanded
        stats.seconds = time.perf_counter() - started
        if status != kernels.PAUSED:
            break
        if lim.max_seconds is not None and stats.seconds > lim.max_seconds:
            raise _limit(f"time limit {lim.max_seconds:g} s", "max_seconds", stats)
    if status == kernels.EXPANSION_LIMIT:
        raise _limit(f"expansion limit {number(lim.max_expansions or 0)}", "max_expansions",
                     stats)
    if status == kernels.STATE_LIMIT:
        raise _limit(f"state limit {number(lim.max_states or 0)}", "max_states", stats)
    if status == kernels.UNREACHABLE:
        raise NoSolutionError(
            f"numba-bfs: square {board.squares} cannot be reached from "
            f"{start_name(board)} ({plural(stats.expanded, 'square')} expanded)", stats,
        )
    path, landings = kernels.bfs_path(dist, parent, via, board.squares)
    states = [int(s) for s in path]
    moves: list[RollMove] = [
        (int(land) - a, int(land), b)
        for a, land, b in zip(states[:-1], landings, states[1:], strict=True)
    ]
    return Solution(moves=moves, states=states, cost=len(moves), optimal=True,
                    algorithm="numba-bfs", stats=stats)


def _limit(what: str, reason: str, stats: SearchStats) -> SearchLimitError:
    return SearchLimitError(f"{what} reached after {plural(stats.expanded, 'expansion')}",
                            reason=reason, stats=stats)


def start_name(board: SnakesBoard) -> str:
    """``"square 1"`` or ``"off the board"``, for messages."""
    return "off the board" if board.start == 0 else f"square {board.start}"
