"""Compiled IDA* over additive pattern databases.

Entry point: ``pdb_solve(tiles, rows, cols, goal, *, partition=None,
max_seconds=None, max_expansions=None, progress=None, reflect=True, jobs=1)
-> FastResult``.

The search itself is the resumable numba loop of
:mod:`~fewest.puzzles.sliding.fast.kernel`; this driver runs it in chunks of
nodes and between chunks honours ``max_seconds`` and ``max_expansions``
(the loop also stops exactly at the expansion limit) and reports
``progress("IDA* bound B", nodes, None)``.  Each iteration is recorded as an
:class:`~fewest.problem.IterationRecord` (bound, expanded, generated, seconds).
Bounds keep the parity of the solution length (the blank's distance to its
goal cell), so no iteration is spent on a bound no solution can equal.
With ``jobs > 1`` every large iteration is split into subtrees searched by
worker processes (:mod:`~fewest.puzzles.sliding.fast.parallel`); the length
is the same, and so are the counts of every iteration but the last.

``partition`` may name several partitions joined by ``+`` (e.g.
``"6-6-6-6+6-6-6-6b"``): the heuristic is then the largest of their sums.

``prune`` (default :data:`~fewest.puzzles.sliding.fast.dupes.DEFAULT_DEPTH`)
skips move strings up to that length that an earlier string does the same
as (:mod:`~fewest.puzzles.sliding.fast.dupes`); ``prune=2`` skips only the
move straight back, the search behind the published node counts.

Goals with the blank in the first cell (Korf's convention) are solved with
the databases of the blank-last goal through the half-turn symmetry of
:mod:`~fewest.puzzles.sliding.fast.symmetry`; moves are tried in the
mirrored order, so node counts are those of a search in the user's frame
with the order U, L, R, D.

Unreachable boards raise :class:`~fewest.errors.NoSolutionError` (by parity,
without searching); a limit raises :class:`~fewest.errors.SearchLimitError`
whose ``bound`` is a proven lower bound on the optimal length.

>>> r = pdb_solve((3, 1, 2, 0, 4, 5, 6, 7, 8), 3, 3, tuple(range(9)))
>>> r.moves, r.length
(['U'], 1)
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from fewest.errors import InvalidPuzzleError, NoSolutionError, SearchLimitError
from fewest.hugepages import resident
from fewest.problem import IterationRecord, SearchStats
from fewest.progress import ProgressFn, search_mark, search_since
from fewest.puzzles.sliding.fast.dupes import (
    DEFAULT_DEPTH,
    PLAIN,
    TURNED,
    automaton,
    check_depth,
)
from fewest.puzzles.sliding.fast.kernel import CHUNK, MAX_DEPTH, NO_LIMIT, Kernel, Spec
from fewest.puzzles.sliding.fast.pdb import build_pdb, pattern_groups, split_partition
from fewest.puzzles.sliding.fast.symmetry import serving, serving_goal, turn_board, turn_moves
from fewest.puzzles.sliding.model import check_board, check_goal, is_solvable

Partition = str | Sequence[Sequence[int]] | None


@dataclass
class FastResult:
    """What :func:`pdb_solve` found: an optimal path and the work it took."""

    moves: list[str]
    nodes: int
    expanded: int
    seconds: float
    iterations: list[IterationRecord] = field(default_factory=list)
    partition: str = ""

    @property
    def length(self) -> int:
        """Number of moves."""
        return len(self.moves)

    @property
    def nodes_per_second(self) -> float:
        """Generated nodes per second of search."""
        return self.nodes / self.seconds if self.seconds > 0 else 0.0

    def as_dict(self) -> dict[str, Any]:
        """Plain-JSON view."""
        return {
            "moves": "".join(self.moves), "length": self.length, "nodes": self.nodes,
            "expanded": self.expanded, "seconds": round(self.seconds, 6),
            "nodes_per_second": round(self.nodes_per_second),
            "iterations": [it.as_dict() for it in self.iterations],
            "partition": self.partition,
        }


class Control:
    """Limits, progress and per-iteration records shared by the serial and parallel drivers."""

    def __init__(self, max_seconds: float | None, max_expansions: int | None,
                 progress: ProgressFn | None, max_states: int | None = None,
                 max_cost: float | None = None) -> None:
        self.max_cost = max_cost
        self.max_seconds = max_seconds
        self.max_expansions = max_expansions
        self.max_states = max_states
        self.progress = progress
        self.started = time.perf_counter()
        self.iterations: list[IterationRecord] = []
        self.exp_limit = NO_LIMIT if max_expansions is None else max_expansions

    @property
    def deadline(self) -> float | None:
        """``time.perf_counter()`` value past which the search stops."""
        return None if self.max_seconds is None else self.started + self.max_seconds

    def stats(self, nodes: int, expanded: int, depth: int = 0) -> SearchStats:
        """Counts so far as :class:`~fewest.problem.SearchStats`."""
        return SearchStats(expanded=expanded, generated=nodes, peak_frontier=depth,
                           peak_stored=depth + 1, seconds=time.perf_counter() - self.started,
                           iterations=list(self.iterations))

    def above(self, bound: int, nodes: int, expanded: int) -> None:
        """Before an iteration: a bound over ``max_cost`` proves every solution costs
        more than the ceiling, and the search stops there."""
        if self.max_cost is not None and bound > self.max_cost:
            raise SearchLimitError(f"every solution costs more than {self.max_cost:g} "
                                   f"(bound {bound})", reason="max_cost",
                                   stats=self.stats(nodes, expanded), bound=bound)

    def enter(self, bound: int, nodes: int, expanded: int) -> None:
        """Before an iteration: IDA* stores only its path, at most ``bound + 1`` boards,
        so an iteration that could pass ``max_states`` does not start."""
        if self.max_states is not None and bound + 1 > self.max_states:
            self.fail("max_states", bound, nodes, expanded)

    def check(self, bound: int, nodes: int, expanded: int, it_nodes: int, depth: int = 0) -> None:
        """Report progress; raise :class:`SearchLimitError` when a limit is passed."""
        if self.progress:
            self.progress(f"IDA* bound {bound}", float(nodes - it_nodes), None)
        if expanded >= self.exp_limit:
            self.fail("max_expansions", bound, nodes, expanded, depth)
        if self.max_seconds is not None and time.perf_counter() - self.started > self.max_seconds:
            self.fail("max_seconds", bound, nodes, expanded, depth)

    def fail(self, reason: str, bound: int, nodes: int, expanded: int, depth: int = 0) -> None:
        """Raise the :class:`SearchLimitError` of ``reason``; ``bound`` is a proven lower bound."""
        what = {"max_expansions": f"expansion limit {self.max_expansions}",
                "max_states": f"state limit {self.max_states} (the path of this bound)",
                }.get(reason, f"time limit {self.max_seconds}s")
        raise SearchLimitError(f"{what} reached at bound {bound} after {nodes} nodes",
                               reason=reason, stats=self.stats(nodes, expanded, depth),
                               bound=bound)

    def record(self, bound: int, generated: int, expanded: int, since: float) -> None:
        """Append one finished (or successful) iteration."""
        self.iterations.append(IterationRecord(bound=bound, expanded=expanded,
                                               generated=generated,
                                               seconds=search_since(since)))


def _label(partition: Partition, groups: Sequence[tuple[int, ...]]) -> str:
    if isinstance(partition, str):
        return partition
    return "-".join(str(len(g)) for g in groups)


def _check_limits(max_seconds: float | None, max_expansions: int | None, jobs: int) -> None:
    if max_seconds is not None and (isinstance(max_seconds, bool) or not max_seconds > 0):
        raise InvalidPuzzleError(f"max_seconds must be a positive number, got {max_seconds!r}")
    if max_expansions is not None and (
        isinstance(max_expansions, bool) or not isinstance(max_expansions, int)
        or max_expansions <= 0
    ):
        raise InvalidPuzzleError(
            f"max_expansions must be a positive integer, got {max_expansions!r}")
    if isinstance(jobs, bool) or not isinstance(jobs, int) or jobs < 1:
        raise InvalidPuzzleError(f"jobs must be a positive integer, got {jobs!r}")


def search_spec(
    tiles: Sequence[int], rows: int, cols: int, goal: Sequence[int], partition: Partition,
    *, reflect: bool = True, progress: ProgressFn | None = None, prune: int = DEFAULT_DEPTH,
) -> tuple[Spec, bool, str]:
    """The search to run for a board (turned when the goal is served by its image).

    Large databases are searched in copies on huge pages where the system
    allows (:mod:`fewest.hugepages`).

    Returns the :class:`~fewest.puzzles.sliding.fast.kernel.Spec`, whether
    it is the turned image (moves found must then be turned back), and the
    partition's label.  Builds the databases when they are not cached.
    """
    check_depth(prune)
    parts = split_partition(partition)
    for part in parts:
        pattern_groups(rows, cols, part, goal)  # checks each partition as the user gave it
    serve, turned = serving_goal(goal)
    if turned:
        tiles = turn_board(tiles, rows, cols)
    partitions, dbs = [], []
    for part in parts:
        part = serving(goal, part)[1]
        partitions.append(tuple(pattern_groups(rows, cols, part, serve)))
        dbs.extend(build_pdb(rows, cols, part, serve, progress=progress))
    automaton(prune, progress)  # built once, with progress, before the kernel takes it
    order = TURNED if turned else PLAIN
    spec = Spec(rows, cols, tuple(tiles), serve, tuple(partitions), tuple(resident(dbs)),
                reflect, order, prune)
    groups = partitions[0]
    return spec, turned, _label(partition, groups)


def serial_search(spec: Spec, control: Control) -> tuple[list[str], int, int]:
    """IDA* in this process: (moves, nodes, expanded)."""
    k = Kernel(spec)
    if k.h == 0:
        return [], 0, 0
    bound = spec.bound_at_least(k.h)
    while True:
        if bound >= MAX_DEPTH:  # pragma: no cover - beyond every reachable board here
            raise SearchLimitError(f"bound {bound} over {MAX_DEPTH}", reason="max_states",
                                   stats=control.stats(k.nodes, k.expanded), bound=bound)
        control.above(bound, k.nodes, k.expanded)
        control.enter(bound, k.nodes, k.expanded)
        since, it_nodes, it_exp = search_mark(), k.nodes, k.expanded
        k.start(bound)
        while True:
            status = k.step(CHUNK, control.exp_limit)
            if status:
                break
            control.check(bound, k.nodes, k.expanded, it_nodes, len(k.moves()))
        control.record(bound, k.nodes - it_nodes, k.expanded - it_exp, since)
        if status == 1:
            return k.moves(), k.nodes, k.expanded
        bound = spec.bound_at_least(k.next_bound)


def pdb_solve(
    tiles: Sequence[int],
    rows: int,
    cols: int,
    goal: Sequence[int],
    *,
    partition: Partition = None,
    max_seconds: float | None = None,
    max_expansions: int | None = None,
    max_states: int | None = None,
    progress: ProgressFn | None = None,
    reflect: bool = True,
    jobs: int = 1,
    prune: int = DEFAULT_DEPTH,
    max_cost: float | None = None,
) -> FastResult:
    """An optimal solution by IDA* with the additive databases of ``partition``; with
    ``max_cost`` (one process) it stops once a bound passes it (reason ``"max_cost"``)."""
    tiles = check_board(tiles, rows, cols)
    goal = check_goal(goal, rows, cols)
    _check_limits(max_seconds, max_expansions, jobs)
    if not is_solvable(tiles, goal, cols):
        raise NoSolutionError(f"board {tiles!r} cannot reach goal {goal!r} (parity)")
    spec, turned, label = search_spec(tiles, rows, cols, goal, partition, reflect=reflect,
                                      progress=progress, prune=prune)
    control = Control(max_seconds, max_expansions, progress, max_states,
                      max_cost if jobs == 1 else None)
    if jobs > 1:
        from fewest.puzzles.sliding.fast.parallel import parallel_search

        moves, nodes, expanded = parallel_search(spec, control, jobs)
    else:
        moves, nodes, expanded = serial_search(spec, control)
    if turned:
        moves = turn_moves(moves)
    return FastResult(moves, nodes, expanded, time.perf_counter() - control.started,
                      control.iterations, label)
