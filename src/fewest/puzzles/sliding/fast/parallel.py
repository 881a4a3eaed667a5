"""Subtree-parallel IDA*: one hard board over several worker processes.

Each iteration (bound ``B``) starts in this process with a *capped* pass of
the same compiled search: nodes accepted at depth ``cap`` are recorded
instead of expanded (:mod:`~fewest.puzzles.sliding.fast.kernel`).  The cap
grows until there are enough subtrees to keep ``jobs`` workers busy, and each
recorded path becomes one task: the workers search below it with bound
``B``, in chunks, and stop early once any task finds the goal or a limit is
passed.  Node counts of the capped pass plus those of every task equal the
serial counts of that iteration, so exhausted iterations are recorded with
the serial figures; the last one depends on which subtrees ran before the
goal was found.  Any path found at bound ``B`` is optimal: every smaller
bound was exhausted.

Iterations expected to generate fewer than :data:`MIN_PARALLEL_NODES` nodes
(the previous one times the last growth factor) run serially here, where a
pool costs more than it saves.

Workers are forked where the platform allows (Linux): they inherit the
pattern databases already in memory, pages shared with this process, never
copied.  Elsewhere they are spawned and load the cached databases.

>>> from fewest.puzzles.sliding.fast.idastar import pdb_solve
>>> pdb_solve((1, 2, 3, 4, 5, 6, 0, 7, 8), 3, 3, tuple(range(1, 9)) + (0,), jobs=2).moves
['R', 'R']
"""

from __future__ import annotations

import multiprocessing as mp
import time
from dataclasses import replace
from typing import Any

from fewest.errors import SearchLimitError
from fewest.puzzles.sliding.fast.kernel import (
    CHUNK,
    FOUND,
    FRONTIER_DEPTH,
    FULL,
    MAX_DEPTH,
    Kernel,
    Spec,
)

#: Iterations expected to generate fewer nodes than this run serially.
MIN_PARALLEL_NODES = 2_000_000
#: Subtrees per worker that an iteration aims for (load balance).
TASKS_PER_JOB = 48
#: Nodes a worker searches between looks at the stop flag and the clock.
WORKER_CHUNK = 1_000_000

_SPEC: Spec | None = None
_STOP: Any = None
_EXPANDED: Any = None


def _init(spec: Spec | None, stop: Any, expanded: Any) -> None:
    """Worker set-up: a forked worker already has ``_SPEC``; a spawned one loads the tables."""
    global _SPEC, _STOP, _EXPANDED
    if spec is not None:
        from fewest.puzzles.sliding.fast.pdb import build_pdb

        dbs = [db for part in spec.partitions
               for db in build_pdb(spec.rows, spec.cols, [list(g) for g in part], spec.goal)]
        _SPEC = replace(spec, dbs=tuple(dbs))
    _STOP, _EXPANDED = stop, expanded


Task = tuple[int, tuple[int, ...], float | None, int]


def _task(args: Task) -> tuple[int, int, int, int, list[str]]:
    """Search below one frontier path: (status, nodes, expanded, next bound, moves)."""
    bound, prefix, deadline, exp_limit = args
    assert _SPEC is not None
    k = Kernel(_SPEC, prefix)
    k.start(bound)
    done_exp = 0
    total = 0
    while True:
        if (_STOP.is_set() or total >= exp_limit
                or (deadline is not None and time.time() > deadline)):
            return -1, k.nodes, k.expanded, k.next_bound, []
        status = k.step(WORKER_CHUNK)
        with _EXPANDED.get_lock():
            _EXPANDED.value += k.expanded - done_exp
            total = _EXPANDED.value
        done_exp = k.expanded
        if status:
            return status, k.nodes, k.expanded, k.next_bound, k.moves() if status == FOUND else []


def _frontier(k: Kernel, bound: int, want: int, cap: int) -> tuple[int, list[tuple[int, ...]]]:
    """Capped passes from the root until at least ``want`` paths (or the cap limit).

    Returns the status of the pass kept (``FOUND`` leaves ``k`` at the goal)
    and its paths; node counters reflect that pass only.
    """
    nodes0, exp0 = k.nodes, k.expanded
    kept: tuple[int, int, int, list[tuple[int, ...]]] | None = None
    cap = max(1, min(cap, bound, FRONTIER_DEPTH))
    while True:
        k.set_counts(nodes0, exp0)
        k.start(bound, cap)
        status = k.step(1 << 62)
        if status == FULL:
            k.rewind()
            break
        kept = (status, k.nodes, k.expanded, k.frontier_paths())
        if status == FOUND or len(kept[3]) >= want or cap >= min(bound, FRONTIER_DEPTH):
            return status, kept[3]
        cap += 1
    if kept is None:  # pragma: no cover - a full buffer at depth 1 is impossible
        raise RuntimeError("frontier buffer full at the first cap")
    # The buffer overflowed: redo the last pass that fit, to restore its counts.
    k.set_counts(nodes0, exp0)
    k.start(bound, cap - 1)
    return k.step(1 << 62), k.frontier_paths()


def _past(control: Any, expanded: int) -> bool:
    """Whether the search is past its time or expansion limit."""
    deadline = control.deadline
    return expanded >= control.exp_limit or (
        deadline is not None and time.perf_counter() > deadline)


def _context() -> Any:
    methods = mp.get_all_start_methods()
    return mp.get_context("fork" if "fork" in methods else "spawn")


def parallel_search(spec: Spec, control: Any, jobs: int,
                    min_nodes: int | None = None) -> tuple[list[str], int, int]:
    """IDA* with each large iteration split over ``jobs`` processes: (moves, nodes, expanded).

    ``control`` is the serial driver's :class:`~fewest.puzzles.sliding.fast.idastar.Control`;
    ``min_nodes`` (default :data:`MIN_PARALLEL_NODES`) is the size of iteration worth splitting.
    """
    global _SPEC
    if min_nodes is None:
        min_nodes = MIN_PARALLEL_NODES
    ctx = _context()
    stop, shared_exp = ctx.Event(), ctx.Value("q", 0)
    forked = ctx.get_start_method() == "fork"
    _SPEC = spec
    with ctx.Pool(jobs, initializer=_init,
                  initargs=(None if forked else replace(spec, dbs=()), stop, shared_exp)) as pool:
        return _iterate(spec, control, jobs, min_nodes, pool, stop, shared_exp)


def _iterate(spec: Spec, control: Any, jobs: int, min_nodes: int, pool: Any, stop: Any,
             shared_exp: Any) -> tuple[list[str], int, int]:

    k = Kernel(spec, frontier=True)
    if k.h == 0:
        return [], 0, 0
    bound, last, growth, cap = spec.bound_at_least(k.h), 0, 1.0, 1
    nodes = expanded = 0
    while True:
        if bound >= MAX_DEPTH:  # pragma: no cover - beyond every reachable board here
            raise SearchLimitError(f"bound {bound} over {MAX_DEPTH}", reason="max_states",
                                   stats=control.stats(nodes, expanded), bound=bound)
        control.enter(bound, nodes, expanded)
        since = time.perf_counter()
        if last * growth < min_nodes:
            k.set_counts(nodes, expanded)
            k.start(bound)
            while not (status := k.step(CHUNK, control.exp_limit)):
                control.check(bound, k.nodes, k.expanded, nodes)
            found, it_nodes, it_exp, nb = (k.moves() if status == FOUND else None,
                                           k.nodes - nodes, k.expanded - expanded, k.next_bound)
        else:
            found, it_nodes, it_exp, nb, cap = _split(k, spec, control, jobs, bound, cap, nodes,
                                                      expanded, pool, stop, shared_exp)
        growth = max(2.0, it_nodes / last) if last else 1.0
        nodes, expanded, last = nodes + it_nodes, expanded + it_exp, it_nodes
        control.record(bound, it_nodes, it_exp, since)
        if found is not None:
            return found, nodes, expanded
        bound = spec.bound_at_least(nb)


def _split(k: Kernel, spec: Spec, control: Any, jobs: int, bound: int, cap: int, nodes: int,
           expanded: int, pool: Any, stop: Any, shared_exp: Any
           ) -> tuple[list[str] | None, int, int, int, int]:
    """One iteration over the pool: (moves or None, nodes, expanded, next bound, cap used)."""
    k.set_counts(nodes, expanded)
    status, paths = _frontier(k, bound, jobs * TASKS_PER_JOB, cap)
    it_nodes, it_exp, nb = k.nodes - nodes, k.expanded - expanded, k.next_bound
    if status == FOUND:
        return k.moves(), it_nodes, it_exp, nb, cap
    cap = len(paths[0]) if paths else cap
    deadline = None if control.deadline is None else time.time() + (
        control.deadline - time.perf_counter())
    shared_exp.value = expanded + it_exp
    tasks = [(bound, p, deadline, control.exp_limit) for p in paths]
    found: list[str] | None = None
    limited = False
    for status, t_nodes, t_exp, t_nb, moves in pool.imap_unordered(_task, tasks):
        it_nodes, it_exp, nb = it_nodes + t_nodes, it_exp + t_exp, min(nb, t_nb)
        if status == FOUND and found is None:
            found = moves
            stop.set()
        elif found is None and not limited and (status == -1 or _past(
                control, expanded + it_exp)):
            limited = True
            stop.set()
        if found is None and not limited and control.progress:
            control.progress(f"IDA* bound {bound}", float(it_nodes), None)
    stop.clear()
    if found is None and limited:
        control.check(bound, nodes + it_nodes, expanded + it_exp, nodes)
        # A worker's clock ran out a moment before this one's.
        control.fail("max_seconds", bound, nodes + it_nodes, expanded + it_exp)
    return found, it_nodes, it_exp, nb, cap
