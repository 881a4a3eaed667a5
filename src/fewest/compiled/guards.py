"""Guards against a user's mistakes that would otherwise give a wrong "optimal" answer.

* :func:`probe`: when a puzzle is built, its functions run (bounds-checked,
  rows poisoned) on the start, and :func:`check_links` runs when it has
  predecessors;
* :func:`check_ranks`: a puzzle's own ``rank``/``unrank`` (``states=N``), on
  random walks from the start and the goal: every state met must have a rank
  in ``0 .. N-1``, ``unrank`` must give it back, and no two states met may
  share a rank (the rank kernels then check every state they generate the
  same way, :mod:`fewest.compiled.rankkernels`); once a process per set of
  functions, ``states`` and goal, like :func:`check_links`;
* :func:`check_links`: on random walks from the goal (over the predecessors)
  and from the start (over the successors), every move ``s -> t`` must be
  listed by ``predecessors(t)`` and every predecessor ``p`` of ``s`` must
  have ``s`` among its successors, at the same cost (``reversible=True``: every
  move undone by one move).  Wrong predecessors would give a bidirectional
  search, a table from the goal or a pattern database wrong distances;
* :func:`check_admissible`: before an informed search trusts pattern
  databases (or a heuristic declared admissible), its values are compared
  with exact distances on the states nearest the goal (a compiled backward
  search of :data:`BALL` states);
* :class:`MemoryCap`: a search stops with a clean
  :class:`~fewest.errors.SearchLimitError` before its tables pass half the
  memory that was free when it started (``FEWEST_MEMORY_CAP`` sets another
  cap, in bytes or with a ``K``/``M``/``G`` suffix; ``0`` turns it off).

Each check runs once per process for a set of functions (and goal).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

import numpy as np

from fewest.compiled import common
from fewest.compiled.common import ALL, heuristic
from fewest.errors import InvalidPuzzleError

if TYPE_CHECKING:
    from fewest.compiled.hvalues import HeuristicArrays
    from fewest.compiled.puzzle import CompiledPuzzle

#: successor calls the link check may spend (the walks shorten for many moves)
LINK_CALLS = 2000
#: states the admissibility check's backward search stores at most
BALL = 20_000
#: states of that ball whose heuristic is compared with their distance
SAMPLES = 3000
#: the part of the free memory a search may take by default

_LINKS_DONE: set[Any] = set()
_ADMISSIBLE_DONE: set[Any] = set()
_RANKS_DONE: set[Any] = set()


def probe(puzzle: CompiledPuzzle) -> None:
    """Run the puzzle's functions on its start (a wrong state length, a stray index,
    an unwritten row or a negative heuristic fail now, in one line), and on a short
    random walk from it (:func:`check_walk`), then :func:`check_links`."""
    start = puzzle.start
    list(puzzle.successors(start))
    puzzle.is_goal(start)
    h = puzzle.heuristic
    if h is not None and h(start) < 0:
        raise InvalidPuzzleError(f"heuristic returned a negative value ({h(start)}) for the "
                                 f"start {start}")
    check_walk(puzzle)
    check_links(puzzle)
    check_ranks(puzzle)


#: states of the probe's random walk from the start
WALK = 64
_WALKS_DONE: set[Any] = set()


def check_walk(puzzle: CompiledPuzzle, steps: int = WALK) -> None:
    """On a random walk from the start (and the goal): successors, ``is_goal`` and the
    heuristic must leave the state they are given as it was (a successors that
    edits it makes searches call a reachable goal unreachable), and no value
    successors compute may wrap in the ``uint8`` row (``state + 100`` past 255):
    the user's successors, compiled once more over an ``int64`` ``out``
    (:func:`wide_successors`), must write the same rows, every value in
    ``0 .. values-1``."""
    user = puzzle._user
    key = (_links_key(puzzle), user["is_goal"], user["heuristic"])
    if key in _WALKS_DONE:
        return
    wide = wide_successors(puzzle)
    rng = random.Random(1)
    h = puzzle.compiled().heuristic if user["heuristic"] is not None else None
    goal = puzzle.compiled().goal if user["is_goal"] is not None else None
    for root in [puzzle.start] + ([puzzle.goal] if puzzle.goal is not None else []):
        state = root
        for _ in range(steps):
            succ = list(puzzle.successors(state))
            arr = puzzle.array(state)
            for fn, role in ((goal, "is_goal"), (h, "heuristic")):
                if fn is not None:
                    fn(arr)
                    if tuple(int(v) for v in arr) != state:
                        raise InvalidPuzzleError(
                            f"{role} changed the state it was given ({state} became "
                            f"{tuple(int(v) for v in arr)}); it must only read it")
            if wide is not None:
                _check_wide(puzzle, wide, state, succ)
            state = rng.choice(succ)[1] if succ else root
    _WALKS_DONE.add(key)


_WIDE: dict[Any, Any] = {}


def wide_successors(puzzle: CompiledPuzzle) -> Any:
    """The user's successors compiled for an ``int64`` ``out`` (once a process), or
    ``None`` when numba cannot compile it so."""
    from numba import njit

    from fewest.compiled.functions import python_function

    fn = puzzle._user["successors"]
    if fn in _WIDE:
        return _WIDE[fn]
    found = None
    try:
        found = njit(python_function(fn))
        ints = np.zeros(1, np.int64)
        rows = np.zeros((puzzle.max_successors, puzzle.layout.n), np.int64)
        found.compile(_types(puzzle, rows, ints))
    except Exception:  # numba cannot type it for int64 rows: no check
        found = None
    _WIDE[fn] = found
    return found


def _types(puzzle: CompiledPuzzle, rows: np.ndarray, ints: np.ndarray) -> tuple[Any, ...]:
    from numba import typeof

    return (typeof(puzzle.array(puzzle.start)), typeof(rows),
            *(typeof(ints) for _ in puzzle._extras))


def _check_wide(puzzle: CompiledPuzzle, wide: Any, state: tuple[int, ...],
                succ: list[tuple[str, tuple[int, ...], int]]) -> None:
    """Refuse a successor value that wraps in the ``uint8`` row (see :func:`check_walk`)."""
    m, n = puzzle.max_successors, puzzle.layout.n
    rows = np.full((m, n), -1, np.int64)
    extras = [np.ones(m, np.int64) for _ in puzzle._extras]
    try:
        count = int(wide(puzzle.array(state), rows, *extras))
    except Exception:  # the checked call already ran it: nothing more to say
        return
    limit = puzzle.layout.values
    for r in range(min(count, m, len(succ))):
        bad = [int(v) for v in rows[r] if not 0 <= v < limit]
        if bad:
            value = bad[0]
            raise InvalidPuzzleError(
                f"successors computed the value {value} in row {r} for state {state}, "
                f"which the uint8 row stored as {value & 0xFF}; values must lie in "
                f"0..{limit - 1} (take the value modulo {limit}, or declare a wider "
                f"values=, at most 256)")


#: successor calls the rank check's walks may spend
RANK_CALLS = 2000


def check_ranks(puzzle: CompiledPuzzle, calls: int = RANK_CALLS) -> None:
    """Refuse a ``rank`` out of range, two states of one rank, or an ``unrank`` that
    is not its inverse, on random walks from the start and the goal (see the
    module notes)."""
    ranking = puzzle.user_ranking()
    if ranking is None:
        return
    user = puzzle._user
    key = (_links_key(puzzle), user["rank"], user["unrank"], puzzle.states)
    if key in _RANKS_DONE:
        return
    rng = random.Random(0)
    seen: dict[int, tuple[int, ...]] = {}
    roots = [puzzle.start] + ([puzzle.goal] if puzzle.goal is not None else [])
    for root in roots:
        ranking.check(root, seen)
        state, spent = root, 0
        while spent < calls // len(roots):
            succ = list(puzzle.successors(state))
            spent += 1 + len(succ)
            for _, nxt, _ in succ:
                ranking.check(nxt, seen)
            state = rng.choice(succ)[1] if succ else root
    _RANKS_DONE.add(key)


def _links_key(puzzle: CompiledPuzzle) -> tuple[Any, ...]:
    user = puzzle._user
    return (user["successors"], user["predecessors"], puzzle.reversible, puzzle.layout,
            puzzle.goal, puzzle.max_successors)


def check_links(puzzle: CompiledPuzzle, calls: int = LINK_CALLS) -> None:
    """Refuse predecessors (or ``reversible=True``) that do not match the successors
    on random walks from the goal and the start (see the module notes)."""
    if not puzzle.has_predecessors:
        return
    key = _links_key(puzzle)
    if key in _LINKS_DONE:
        return
    goal = puzzle.goal
    assert goal is not None
    rng = random.Random(0)
    for root, forward in ((goal, False), (puzzle.start, True)):
        state, spent = root, 0
        for _ in range(calls):
            if spent > calls // 2:
                break
            succ = list(puzzle.successors(state))
            pred = succ if puzzle.reversible else list(puzzle.predecessors(state))
            spent += 2 + len(succ) + len(pred)
            for move, nxt, cost in succ:
                back = {(p, c) for _, p, c in puzzle.predecessors(nxt)}
                if (state, cost) not in back:
                    raise InvalidPuzzleError(_missing(puzzle, move, state, nxt, cost))
            if not puzzle.reversible:
                for move, prev, cost in pred:
                    ahead = {(t, c) for _, t, c in puzzle.successors(prev)}
                    if (state, cost) not in ahead:
                        raise InvalidPuzzleError(
                            f"predecessors do not match successors: predecessors({state}) "
                            f"lists {prev} (move {move!r}, cost {cost}), but no move of "
                            f"successors({prev}) gives {state} at that cost")
            options = succ if forward else pred
            state = rng.choice(options)[1] if options else root
    _LINKS_DONE.add(key)


def _missing(puzzle: CompiledPuzzle, move: str, state: Any, nxt: Any, cost: int) -> str:
    if puzzle.reversible:
        return (f"reversible=True, but move {move!r} takes {state} to {nxt} and no move of "
                f"{nxt} leads back at cost {cost}; give predecessors= instead")
    return (f"predecessors do not match successors: move {move!r} takes {state} to {nxt} "
            f"(cost {cost}), but predecessors({nxt}) does not list {state} at that cost")


def check_admissible(puzzle: CompiledPuzzle, arrays: HeuristicArrays, own: bool) -> None:
    """Compare the heuristic (the pattern databases in ``arrays``, with the user's
    own when ``own``) with exact distances on the states nearest the goal; refuse
    it at the first state where it overestimates."""
    if (not own and arrays.meta.shape[0] == 0) or not puzzle.has_predecessors or (
            not puzzle.unit_cost):
        return
    user = puzzle._user
    key = (_links_key(puzzle), id(arrays), user["heuristic"] if own else None)
    if key in _ADMISSIBLE_DONE:
        return
    check_links(puzzle)
    states, dists = _ball(puzzle)
    rng = np.random.default_rng(0)
    if len(dists) > SAMPLES:
        pick = rng.choice(len(dists), SAMPLES, replace=False)
        states, dists = states[pick], dists[pick]
    hs = heuristic_values(puzzle, arrays, own, states)
    for i in np.flatnonzero(hs > dists)[:1]:
        state, d, h = states[i], int(dists[i]), int(hs[i])
        if h > d:
            s = tuple(int(v) for v in state)
            dbs = arrays.meta.shape[0] > 0
            what = ("the pattern databases overestimate" if not own else
                    "the heuristic with the pattern databases overestimates" if dbs else
                    "the heuristic declared admissible overestimates")
            why = ("a pattern database overestimates when moves depend on which value sits in "
                   "a cell, not only on the cells" if dbs else
                   "fix it, or drop admissible=True (answers are then not called optimal)")
            raise InvalidPuzzleError(
                f"{what}: it gives {h} for {s}, which is "
                f"{d} move{'s' if d != 1 else ''} from the goal (spot-checked on "
                f"{len(dists):,} states near the goal); {why}")
    _ADMISSIBLE_DONE.add(key)


def _ball(puzzle: CompiledPuzzle) -> tuple[np.ndarray, np.ndarray]:
    """States within the first complete layers around the goal, and their distances."""
    from fewest.compiled.distances import DistanceTable
    from fewest.compiled.layer import Side
    from fewest.compiled.run import Driver

    drv = Driver(puzzle, None)
    assert puzzle.goal is not None
    side = Side(drv, puzzle.goal, 2, 0xFFFF)
    while side.table.count < BALL:
        side.layer(drv.funcs.pred, common.GOAL_NONE)
        if side.nxt_len == 0:
            break
        side.advance()
    return DistanceTable(puzzle, side.table, [], 0.0).arrays()


def heuristics_kernel(hfn, states, hdata, hmeta, scratch, cfg, out):
    """``out[i]`` = the search's heuristic of ``states[i]`` (the very function IDA* uses)."""
    for i in range(states.shape[0]):
        out[i] = heuristic(hfn, states[i], hdata, hmeta, scratch, cfg, ALL)
    return 0


def heuristic_values(puzzle: CompiledPuzzle, arrays: HeuristicArrays, own: bool,
                     states: np.ndarray) -> np.ndarray:
    """The heuristic the searches use (the databases, with the user's own when ``own``)
    for each row of ``states``."""
    from fewest.compiled.functions import zero_heuristic

    funcs = puzzle.compiled()
    hfn = funcs.heuristic if own else zero_heuristic
    cfg = funcs.cfg(puzzle)
    cfg[common.PARTS] = arrays.parts
    out = np.zeros(states.shape[0], np.int64)
    args = (hfn, np.ascontiguousarray(states), arrays.data, arrays.meta,
            arrays.scratch(puzzle.layout.values), cfg, out)
    funcs.kernel(heuristics_kernel, *args)(*args)
    return out
