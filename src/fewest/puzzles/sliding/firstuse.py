"""``auto`` on a board whose tables are not built yet: a cheap exact search first.

On a 15-puzzle ``auto`` searches with the default pattern databases and the
duplicate-pruning table; on a fresh machine both must be built first (about
18 s).  Most boards a person tries first are a few moves from solved, and
IDA* with Manhattan distance and linear conflict
(:func:`~fewest.puzzles.sliding.ida.idastar`, pure Python, no numba) proves
those optimal in a fraction of a second.  So :func:`quick_then_pdb` runs that
search first under a small budget (:data:`QUICK_EXPANSIONS`,
:data:`QUICK_SECONDS`, within the user's own limits) and builds the tables
only when it does not finish.  The build is announced through
:func:`fewest.progress.notice`, naming every table it builds.

Under ``max_seconds`` a build whose typical time does not fit in what is
left is never started, nor is one another process is running (waiting on
its lock could pass any limit): the limit is reported at once, with the
bound the quick search proved and the command that builds the tables ahead.
``max_expansions`` counts the quick search's expansions too.

>>> goal = (*range(1, 16), 0)
>>> sol = quick_then_pdb((*range(1, 15), 0, 15), goal, 4, 4)
>>> sol.moves, sol.optimal, sol.algorithm
(['R'], True, 'python-idastar')
"""

from __future__ import annotations

import time

from fewest.errors import SearchLimitError
from fewest.problem import Limits, Solution
from fewest.progress import ProgressFn, notice
from fewest.puzzles.sliding import compiled, needs
from fewest.puzzles.sliding.ida import idastar
from fewest.puzzles.sliding.model import Tiles

#: Expansions the quick search may take (about 1 s of pure Python on the
#: development machine); boards up to about 40 moves from the goal finish.
QUICK_EXPANSIONS = 200_000
#: Seconds the quick search may take, whatever the expansions.
QUICK_SECONDS = 1.0
#: The quick search's budget when the tables are cached already: loading them
#: (and numba) costs about half a second, so a board the quick search settles in
#: a few thousand expansions (up to about 25 moves) is answered without them.
CACHED_QUICK_EXPANSIONS = 4_000
CACHED_QUICK_SECONDS = 0.1


def _least(own: float, user: float | None) -> float:
    return own if user is None else min(own, user)


def _users(reason: str, limits: Limits) -> bool:
    """Whether the quick search stopped at the user's own limit (not at its budget)."""
    own = {"max_seconds": QUICK_SECONDS, "max_expansions": QUICK_EXPANSIONS}.get(reason)
    user = getattr(limits, reason)
    return own is None or (user is not None and user <= own)


def _being_built(rows: int, cols: int, goal: Tiles) -> bool:
    """Whether another process (``fewest serve``'s background build, say) is building
    the tables now."""
    from fewest import cache
    from fewest.puzzles.sliding.fast.catalog import database_names, dupes_name

    names = [*database_names(rows, cols, None, goal), dupes_name(), cache.BACKGROUND]
    return any(cache.building(name) for name in names)


def quick_first(start: Tiles, goal: Tiles, rows: int, cols: int,
                limits: Limits | None) -> tuple[Solution[Tiles] | None, Limits | None]:
    """``auto`` with the tables cached: the quick search under a small budget
    (:data:`CACHED_QUICK_EXPANSIONS`), so a near board needs no tables and no
    kernels.  Its answer, or ``None`` and the limits left for the real search;
    the user's own limit reached is raised as usual.

    >>> sol, _rest = quick_first((*range(1, 15), 0, 15), (*range(1, 16), 0), 4, 4, None)
    >>> sol.moves, sol.optimal
    (['R'], True)
    """
    lim = limits or Limits()
    started = time.perf_counter()
    quick = Limits(max_seconds=_least(CACHED_QUICK_SECONDS, lim.max_seconds),
                   max_expansions=int(_least(CACHED_QUICK_EXPANSIONS, lim.max_expansions)),
                   max_states=lim.max_states)
    try:
        return idastar(start, goal, rows, cols, limits=quick), None
    except SearchLimitError as exc:
        user = {"max_seconds": lim.max_seconds, "max_expansions": lim.max_expansions}
        own = {"max_seconds": CACHED_QUICK_SECONDS, "max_expansions": CACHED_QUICK_EXPANSIONS}
        mine = user.get(exc.reason)
        if exc.reason not in own or (mine is not None and mine <= own[exc.reason]):
            raise
        spent = time.perf_counter() - started
        if limits is None:
            return None, None
        return None, Limits(
            max_seconds=None if lim.max_seconds is None else max(lim.max_seconds - spent, 1e-3),
            max_expansions=None if lim.max_expansions is None
            else max(lim.max_expansions - exc.stats.expanded, 1),
            max_states=lim.max_states, max_cost=lim.max_cost)


def quick_then_pdb(
    start: Tiles, goal: Tiles, rows: int, cols: int, *, limits: Limits | None = None,
    progress: ProgressFn | None = None, jobs: int = 1,
) -> Solution[Tiles]:
    """Optimal: the quick search when it finishes, else the pattern-database search
    (building its tables first, when they fit in the time left)."""
    lim = limits or Limits()
    started = time.perf_counter()
    quick = Limits(max_seconds=_least(QUICK_SECONDS, lim.max_seconds),
                   max_expansions=int(_least(QUICK_EXPANSIONS, lim.max_expansions)),
                   max_states=lim.max_states)
    try:
        return idastar(start, goal, rows, cols, limits=quick)
    except SearchLimitError as exc:
        if _users(exc.reason, lim):
            raise
        stopped = exc
    spent = time.perf_counter() - started
    why = f"the quick search (IDA*, linear conflict) did not finish in {spent:.1f} s"
    need = needs.pdb_need(rows, cols, goal)
    left = None if lim.max_seconds is None else lim.max_seconds - spent
    if left is not None and need is not None and _being_built(rows, cols, goal):
        raise SearchLimitError(  # waiting on its lock could pass any limit
            f"{why}, and another process is building {need.what} now (`fewest serve` "
            "builds them at start-up): try again shortly", reason="max_seconds",
            stats=stopped.stats, bound=stopped.bound)
    if left is not None and (left <= 0 or (need is not None and need.build_seconds > left)):
        message = f"time limit {lim.max_seconds:g}s reached: {why}"
        if need is not None:
            message = (f"{why}, and {need.what} must be built first (about "
                       f"{needs.duration(need.build_seconds)}, more than the {max(left, 0):.1f} s "
                       f"left of the {lim.max_seconds:g} s limit); build them ahead with "
                       f"`{need.command}`")
        raise SearchLimitError(message, reason="max_seconds", stats=stopped.stats,
                               bound=stopped.bound)
    if need is not None:
        notice(needs.build_notice(need, why))
    rest = Limits(max_seconds=left, max_states=lim.max_states, max_expansions=None
                  if lim.max_expansions is None else lim.max_expansions - stopped.stats.expanded)
    return compiled.pdb(start, goal, rows, cols, limits=rest, progress=progress, jobs=jobs)
