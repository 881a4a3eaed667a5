"""Pattern databases for a user's permutation-style puzzle.

A :class:`PatternDatabase` names *groups* of values to keep; every other
value becomes one "don't care" token (the smallest value kept by nobody).
Optional ``track`` values (a sliding puzzle's blank) are kept in every
abstract state, so moves stay legal, but never counted.  For each group,
fewest runs a compiled backward breadth-first search over the abstract
states, from the goal's abstraction over the predecessors (the successors
of a reversible puzzle), indexed by the partial-permutation rank of the
cells of the kept values (group first, then tracked), and stores, per
placement of the group's values, the least distance over the tracked
values' cells: one ``uint8`` per placement, ``n!/(n-k)!`` bytes.

**The cost rule.**  Without ``additive``, every abstract move costs 1 and the
databases combine by ``max``.  With ``additive=True`` an abstract move costs
1 when it changes the cell of at least one of the group's values, else 0
(a 0-1 BFS): so for a sliding puzzle, the moved tile counts and the blank is
free.  The sum over the groups is then admissible when no real move changes
the cells of values of two groups; fewest checks that on a random walk
before it builds, and refuses a partition that breaks it.

Databases are cached with :mod:`fewest.cache` under a hash of the
successors' (and predecessors') code and closure values, the goal, the
value range and the pattern.  The successors must treat the don't-care
token like any other value (move tokens by cell, never by value).

>>> from fewest.compiled.examples import eight_puzzle
>>> spec = PatternDatabase([(1, 2, 3, 4), (5, 6, 7, 8)], track=(0,), additive=True)
>>> p = eight_puzzle((8, 6, 7, 2, 5, 4, 3, 0, 1), patterns=spec)
>>> [len(t) for t in spec.tables(p)]
[3024, 3024]
>>> import fewest
>>> fewest.solve(p, "idastar").length
31
"""

from __future__ import annotations

import functools
import hashlib
import inspect
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import numpy as np
from numba import njit

from fewest import cache
from fewest.compiled import common
from fewest.compiled.common import check_rows, fill_flat, keep_fault, rank_cells
from fewest.compiled.functions import kernel, python_function
from fewest.compiled.nrt import without_refcount
from fewest.compiled.path import call_kernel
from fewest.errors import InvalidPuzzleError
from fewest.kernels.ranking import count_partial, partial_rank, select_free

if TYPE_CHECKING:
    from fewest.compiled.puzzle import CompiledPuzzle

VERSION = 1
#: the most abstract states one database's search may index
MAX_ABSTRACT = 1 << 32
UNSEEN = 0x7F
DONE_BIT = 0x80
#: the ctr slot of the states a layer lowered to the next depth
FRESH = common.EXTRA
#: ranks scanned per kernel call (progress and Ctrl-C between calls)
CHUNK = 1 << 22


#: how far apart two ranks of a layer may lie for the digits of the second to be
#: counted up from the first's (past it, they are found by division)
STRIDE = 32


@njit(cache=True, inline="always")
def rank_digits(r, at, k, n, digits):
    """Set ``digits`` to the mixed-radix digits of rank ``r`` (digit ``i`` in ``0 ..
    n-i-1``), given that they hold those of ``at`` (``at < 0``: nothing): counted up
    from ``at`` when it lies at most :data:`STRIDE` below (the gap added to the last
    digit and carried up by subtraction, as an odometer turns), else by division (a
    64-bit division costs tens of cycles, a digit each)."""
    if 0 <= at < r <= at + STRIDE:
        carry = r - at  # added to the last digit, carried up by subtraction (no division)
        i = k - 1
        while carry:
            v = digits[i] + carry
            radix = n - i
            carry = 0
            while v >= radix:
                v -= radix
                carry += 1
            digits[i] = v
            i -= 1
        return
    for i in range(k - 1, -1, -1):
        digits[i] = r % (n - i)
        r //= n - i


@njit(cache=True, inline="always")
def cells_of_digits(digits, k, n, cells):
    """The cells of the partial permutation whose digits are ``digits`` (the inverse of
    :func:`~fewest.compiled.common.rank_cells`): digit ``d`` picks the ``d``-th free
    cell.  Up to 16 cells, without a branch: the free cells are the nibbles of one
    word, and a pick closes the list over it; past 16, the ``d``-th zero bit."""
    if n <= 16:
        free = np.uint64(0xFEDCBA9876543210)
        for i in range(k):
            s = np.uint64(4 * digits[i])
            low = (np.uint64(1) << s) - np.uint64(1)
            cells[i] = np.int64((free >> s) & np.uint64(15))
            free = (free & low) | ((free >> np.uint64(4)) & ~low)
        return
    used = 0
    for i in range(k):
        c = select_free(used, digits[i])
        cells[i] = c
        used |= 1 << c


@njit(cache=True, inline="always")
def holds_byte(word, pattern):
    """False when no byte of ``word`` equals the byte repeated in ``pattern`` (True may
    be a false alarm above a matching byte: the caller then reads the bytes)."""
    x = word ^ pattern
    return ((x - np.uint64(0x0101010101010101)) & ~x & np.uint64(0x8080808080808080)) != 0


@without_refcount
def layer_kernel(pred, cfg, ctr, err, dist, words, kept, index_of, k, dont_care, depth,
                 additive, lo, hi, state, out, moves, costs, cells, child, digits, flat):
    """Expand the unexpanded ranks of ``dist == depth`` in ``[lo, hi)``.

    Returns how many states it lowered to ``depth`` at a rank it had passed
    (so another pass is due), or an error status; ``ctr[FRESH]`` counts up the states
    it lowered to ``depth + 1`` (none: the search is done).  ``state`` must hold
    ``dont_care`` in every cell on entry (it does again on return);
    ``index_of`` maps each of the 256 byte values to its index in ``kept``, to
    ``len(kept) + 1`` for a value out of range (``values`` and up: a row holding one is
    checked, so its fault is reported), or to ``len(kept)`` for the rest (two spare slots
    end ``child``).
    ``digits`` is scratch: a rank's cells come from its digits, counted up from the
    previous rank's (:func:`rank_digits`); ``flat`` is ``out`` as a 1-D view (poisoned by
    one ``memset``); ``words`` is ``dist``'s first whole 8-byte words as ``uint64``: a
    word holding no byte equal to ``depth`` is skipped at once (:func:`holds_byte`).

    The checks of the rows that the predecessors write (poisoned rows, value
    range, move ids and costs) run in the same branch-free pass that finds the
    kept values' cells; on any doubt the rows go to
    :func:`~fewest.compiled.common.check_rows`, which reports the fault exactly
    as :func:`~fewest.compiled.common.expand` would.
    """
    n = cfg[common.N]
    names, top = cfg[common.MOVES], cfg[common.MAXSUCC]
    big = kept.shape[0]
    full = (1 << big) - 1
    outside = 1 << (big + 1)  # index_of's slot of the values out of range
    kk = k[0]
    behind = 0
    fresh = 0  # states lowered to depth + 1
    at = -1
    pattern = np.uint64(depth) * np.uint64(0x0101010101010101)
    whole = words.shape[0] * 8
    r = lo - 1
    while True:
        r += 1
        if r & 7 == 0:  # a word's first byte: skip words without the layer's depth
            while r + 8 <= hi and r < whole and not holds_byte(words[r >> 3], pattern):
                r += 8
        if r >= hi:
            break
        if dist[r] != depth:
            continue
        dist[r] = depth | DONE_BIT
        rank_digits(r, at, big, n, digits)
        at = r
        cells_of_digits(digits, big, n, cells)
        for j in range(big):
            state[cells[j]] = kept[j]
        if cfg[common.POISON]:
            fill_flat(flat, moves, costs, common.POISON_VALUE)
        count = pred(state, out, moves, costs)
        if count < 0 or count > top:
            return check_rows(count, state, out, moves, costs, cfg, ctr, err)
        for row in range(count):
            m = moves[row]
            if m < 0 or m >= names or costs[row] != 1:
                bad = check_rows(count, state, out, moves, costs, cfg, ctr, err)
                if bad < 0:
                    return bad
            mask = 0
            dup = 0
            for i in range(n):  # no branch per cell: a kept value's cell lands in child
                j = index_of[out[row, i]]
                child[j] = i
                bit = 1 << j
                dup |= mask & bit
                mask |= bit
            if mask & outside:  # a value out of range
                return check_rows(count, state, out, moves, costs, cfg, ctr, err)
            if (dup & full) != 0 or (mask & full) != full:
                return _abstract(state, out, moves, costs, cfg, ctr, err, count, row,
                                 kept, index_of, child)
            step = 1
            if additive:
                step = 0
                for j in range(kk):
                    if child[j] != cells[j]:
                        step = 1
            rr = rank_cells(child, big, n)
            nd = depth + step
            if (dist[rr] & UNSEEN) > nd:
                dist[rr] = nd
                fresh += step
                if step == 0 and rr < r:
                    behind += 1
        for j in range(big):
            state[cells[j]] = dont_care
    ctr[FRESH] += fresh
    return behind


@njit(cache=True)
def _abstract(state, out, moves, costs, cfg, ctr, err, count, row, kept, index_of, where):
    """The fault of ``row``, where a kept value appears twice (-10) or not at all
    (-11), unless an earlier check of the rows fails (that fault is reported, as
    the checks run first); ``where`` is scratch (the kernel allocates nothing)."""
    bad = check_rows(count, state, out, moves, costs, cfg, ctr, err)
    if bad < 0:
        return bad
    big = kept.shape[0]
    for j in range(big):
        where[j] = -1
    for i in range(out.shape[1]):
        j = index_of[out[row, i]]
        if j < big:
            if where[j] >= 0:
                ctr[common.ERR_A] = out[row, i]
                return keep_fault(-10, err, state, out, row)
            where[j] = i
    for j in range(big):
        if where[j] < 0:
            ctr[common.ERR_A] = kept[j]
            return keep_fault(-11, err, state, out, row)
    return 0


def compact_kernel(dist, block, table):
    """``table[i] = min(dist[i*block:(i+1)*block])`` without the expanded flag."""
    for i in range(table.shape[0]):
        best = UNSEEN
        for j in range(i * block, (i + 1) * block):
            v = dist[j] & UNSEEN
            if v < best:
                best = v
        table[i] = best


@dataclass(frozen=True)
class PatternDatabase:
    """Groups of values whose pattern databases form a heuristic (see the module notes)."""

    groups: tuple[tuple[int, ...], ...]
    track: tuple[int, ...] = ()
    additive: bool = False
    _built: dict[Any, Any] = field(default_factory=dict, compare=False, repr=False)

    def __init__(self, groups: Sequence[Sequence[int]], *, track: Sequence[int] = (),
                 additive: bool = False) -> None:
        try:
            gs = tuple(tuple(int(v) for v in g) for g in groups)
            tr = tuple(int(v) for v in track)
        except (TypeError, ValueError):
            raise InvalidPuzzleError(
                f"pattern groups must be sequences of ints, got {groups!r}") from None
        flat = [v for g in gs for v in g]
        overlap = len(set(flat)) != len(flat) and additive
        if (not gs or any(not g or len(set(g)) != len(g) for g in gs) or overlap
                or set(flat) & set(tr)):
            raise InvalidPuzzleError(
                f"pattern groups must be non-empty, no value may be in track and a group, and "
                f"additive groups may share no value; got groups={groups!r}, "
                f"track={tuple(track)!r}")
        object.__setattr__(self, "groups", gs)
        object.__setattr__(self, "track", tr)
        object.__setattr__(self, "additive", bool(additive))
        object.__setattr__(self, "_built", {})

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled without the databases built in this process (a worker loads its own)."""
        return (_pattern_database, (self.groups, self.track, self.additive))

    def tables(self, puzzle: CompiledPuzzle) -> list[np.ndarray]:
        """One database per group (built, or loaded from the cache; kept in memory
        for every puzzle with the same functions, goal and shape)."""
        key = same_databases(puzzle)
        found = self._built.get(key)
        if found is None:
            check(puzzle, self)
            if self.additive:
                check_additive(puzzle, self)
            found = [load_or_build(puzzle, g, self.track, self.additive) for g in self.groups]
            self._built[key] = found
        else:
            check(puzzle, self)
        return list(found)


def same_databases(puzzle: CompiledPuzzle) -> tuple[Any, ...]:
    """What decides a puzzle's databases in this process (its functions, goal and shape)."""
    user = puzzle._user
    return (user["successors"], user["predecessors"], puzzle.reversible, puzzle.layout,
            puzzle.goal, puzzle.max_successors)


def _pattern_database(groups: Any, track: Any, additive: bool) -> PatternDatabase:
    return PatternDatabase(groups, track=track, additive=additive)


def check(puzzle: CompiledPuzzle, spec: PatternDatabase) -> None:
    """Refuse puzzles and patterns the databases cannot serve, quoting the problem."""
    if puzzle.goal is None:
        raise InvalidPuzzleError("pattern databases need a goal state")
    if puzzle.has_goal_function:
        raise InvalidPuzzleError(
            "pattern databases measure the distance to the one goal state, and this puzzle "
            "has is_goal= (other goals, nearer): they would overestimate; drop is_goal= or "
            "patterns=")
    if not puzzle.unit_cost:
        raise InvalidPuzzleError("pattern databases need unit costs")
    if not puzzle.has_predecessors:
        raise InvalidPuzzleError("pattern databases need reversible=True or predecessors=")
    for v in [*[v for g in spec.groups for v in g], *spec.track]:
        for name, state in (("goal", puzzle.goal), ("start", puzzle.start)):
            if state.count(v) != 1:
                raise InvalidPuzzleError(
                    f"pattern value {v} appears {state.count(v)} times in the {name} "
                    f"{state}; pattern values must appear exactly once")


def check_additive(puzzle: CompiledPuzzle, spec: PatternDatabase, steps: int = 2000) -> None:
    """Refuse an ``additive`` partition when a move on a random walk from the goal
    changes the cells of values of two groups."""
    rng = random.Random(0)
    owner = {v: i for i, g in enumerate(spec.groups) for v in g}
    state = puzzle.goal
    assert state is not None
    for _ in range(steps):
        options = list(puzzle.successors(state))
        if not options:
            return
        for move, nxt, _cost in options:
            moved = {owner[v] for i, v in enumerate(state) if v in owner and nxt[i] != v}
            if len(moved) > 1:
                raise InvalidPuzzleError(
                    f"the groups are not additive: move {move!r} from {state} changes "
                    f"values of groups {sorted(moved)}; use additive=False (max)")
        state = rng.choice(options)[1]


def cache_name(puzzle: CompiledPuzzle, group: tuple[int, ...], track: tuple[int, ...],
               additive: bool) -> str:
    """The cache file name: a hash of the puzzle's code and the pattern."""
    h = hashlib.sha256()
    for role in ("successors", "predecessors"):
        fn = puzzle._user[role]
        h.update(role.encode())
        if fn is not None:
            h.update(_code_text(python_function(fn)).encode())
    lay = puzzle.layout
    h.update(repr((lay.n, lay.values, puzzle.goal, puzzle.reversible, puzzle.max_successors,
                   group, track, additive)).encode())
    return f"compiled-pdb-{h.hexdigest()[:24]}"


def _code_text(fn: Any) -> str:
    """What decides ``fn``'s code: its source and the functions and values it reads
    (:func:`~fewest.compiled.special.source_text`, so a changed helper makes new
    databases too), else its bytecode and the values of its closure cells."""
    from fewest.compiled.special import source_text

    whole = source_text(fn)
    if whole is not None:
        return whole
    try:
        text = inspect.getsource(fn)
    except (OSError, TypeError):
        text = repr(fn.__code__.co_code) + repr(fn.__code__.co_consts)
    for cell in getattr(fn, "__closure__", None) or ():
        value = cell.cell_contents
        inner = getattr(value, "py_func", value)
        text += _code_text(inner) if inspect.isfunction(inner) else repr(value)
    return text


def load_or_build(puzzle: CompiledPuzzle, group: tuple[int, ...], track: tuple[int, ...],
                  additive: bool) -> np.ndarray:
    """The database of one group (cached on disk)."""
    name = cache_name(puzzle, group, track, additive)
    return cache.load_or_build(name, lambda: build(puzzle, group, track, additive),
                               version=VERSION)


def build(puzzle: CompiledPuzzle, group: tuple[int, ...], track: tuple[int, ...],
          additive: bool) -> np.ndarray:
    """Run the backward search for one group and compact it (see the module notes)."""
    from fewest.compiled.run import Driver
    from fewest.progress import current

    lay = puzzle.layout
    n, kept = lay.n, (*group, *track)
    size = count_partial(n, len(kept))
    if size >= MAX_ABSTRACT:
        raise InvalidPuzzleError(
            f"a pattern of {len(kept)} kept values over {n} cells has {size:,} abstract states; "
            f"at most {MAX_ABSTRACT - 1:,}")
    free = [v for v in range(lay.values) if v not in kept]
    dont_care = free[0] if free else 0
    index_of = np.full(256, len(kept), np.uint8)
    index_of[lay.values:] = len(kept) + 1  # out of range (see layer_kernel)
    for j, v in enumerate(kept):
        index_of[v] = j
    drv = Driver(puzzle, None)
    drv.room(size + count_partial(n, len(group)), 0)
    dist = np.full(size, UNSEEN, np.uint8)
    words = dist[: size - size % 8].view(np.uint64)  # numpy aligns an array's start
    assert puzzle.goal is not None
    goal_cells = np.array([puzzle.goal.index(v) for v in kept], np.int64)
    dist[partial_rank(goal_cells, len(kept), n)] = 0
    kept_arr = np.array(kept, np.uint8)
    sizes = np.array([len(group)], np.int64)
    rows = drv.rows()
    rows[0][:] = dont_care
    cells, child = np.zeros(len(kept), np.int64), np.zeros(len(kept) + 2, np.int64)
    digits = np.zeros(len(kept), np.int64)
    progress = current()
    what = f"pattern database {group}"
    for depth in range(UNSEEN - 1):
        if depth and not drv.ctr[FRESH]:
            break  # no state reached depth (what a scan of dist for it would find)
        drv.ctr[FRESH] = 0
        behind = 1
        while behind:
            behind = 0
            for lo in range(0, size, CHUNK):
                args = (drv.funcs.pred, drv.cfg, drv.ctr, drv.err, dist, words, kept_arr,
                        index_of,
                        sizes, np.uint8(dont_care), np.uint8(depth), additive, lo,
                        min(size, lo + CHUNK), *rows, cells, child, digits,
                        rows[1].reshape(-1))
                call = call_kernel(layer_kernel, args, drv.funcs.kernel)
                got = drv.call(functools.partial(_kept, call, drv, puzzle), "predecessors")
                behind += got
                if progress is not None:
                    progress(f"{what}, depth {depth}", lo + CHUNK, size)
    table = np.zeros(count_partial(n, len(group)), np.uint8)
    block = size // table.shape[0]
    kernel(compact_kernel, dist, block, table)(dist, block, table)
    return table


def _kept(call: Any, drv: Any, puzzle: CompiledPuzzle) -> int:
    """``call()``'s status, unless it says a move lost or doubled a kept value: then
    that error is raised (the driver knows only the faults of any kernel)."""
    status = int(call())
    if status in (-10, -11):
        raise _abstract_fault(status, drv, puzzle)
    return status


def _abstract_fault(status: int, drv: Any, puzzle: CompiledPuzzle) -> InvalidPuzzleError:
    n = puzzle.layout.n
    state = tuple(int(v) for v in drv.err[:n])
    row = tuple(int(v) for v in drv.err[n:])
    v = int(drv.ctr[common.ERR_A])
    what = "twice" if status == -10 else "not at all"
    return InvalidPuzzleError(
        f"a move from the abstract state {state} gives {row}, where pattern value {v} "
        f"appears {what}; pattern databases need moves that move values between cells")
