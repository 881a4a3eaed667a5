"""Optimal solving with the compiled IDA* and pattern databases.

Boards of at most 10 cells use their full distance table (exact heuristic,
so IDA* walks straight down).  Larger boards start with a small pattern
table, which settles short answers at once, and switch to the big one (built
and cached on first need) when the bound passes ``switch_at``.

>>> from fewest.puzzles.rubiks_square.model import Board
>>> b = Board.from_text("1 2 15 4 / 7 8 3 6 / 9 10 5 12 / 13 14 11 16")
>>> solve_board(b).length
2
"""

from __future__ import annotations

import math
import time

import numpy as np

from fewest.errors import InvalidPuzzleError, SearchLimitError
from fewest.problem import IterationRecord, Limits, SearchStats, Solution
from fewest.progress import ProgressFn, search_mark, search_since
from fewest.puzzles.methods import TableNeed
from fewest.puzzles.rubiks_square import tables
from fewest.puzzles.rubiks_square.kernels import EXHAUSTED, FOUND, heuristic, ida_run
from fewest.puzzles.rubiks_square.model import Board, Move, all_moves, apply_move
from fewest.words import number

#: the method's registry name (``methods.py`` lists it under the same name)
ALGORITHM = "pdb-idastar"
MAX_DEPTH = 60
CHUNK_NODES = 1 << 20
STRENGTHS = ("auto", "small", "big")
#: Node budget of the quick small-table search that decides whether the big
#: table is needed (about 0.1 s).
QUICK_NODES = 1_000_000


class BeyondBound(Exception):
    """:func:`solve_board` with ``max_bound``: the answer is longer than the bound."""


def _arrays(board: Board) -> tuple[np.ndarray, np.ndarray]:
    b = np.array([t - 1 for t in board.tiles], dtype=np.uint8)
    pos = np.empty_like(b)
    pos[b] = np.arange(b.shape[0], dtype=np.uint8)
    return b, pos


def lower_bound(board: Board, pat: tables.Pattern) -> int:
    """The heuristic value of ``board`` under ``pat`` (max over all lookups)."""
    b, pos = _arrays(board)
    return int(heuristic(b, pos, pat.table, pat.weights, pat.k, pat.lk_src, pat.lk_map,
                         pat.lk_inv, 255))


def plan(board: Board, strength: str = "auto", progress: ProgressFn | None = None,
         tiles: tuple[int, ...] | None = None,
         deadline: float | None = None) -> list[tuple[tables.Pattern | None, int]]:
    """``[(pattern or None to load later, last bound it is used for), ...]``.

    Table builds stop at ``deadline`` (:func:`~fewest.puzzles.rubiks_square.tables.pattern`).
    """
    if strength not in STRENGTHS:
        raise InvalidPuzzleError(f"strength must be one of {STRENGTHS}, got {strength!r}")
    r, c = board.rows, board.cols
    if tiles is not None:
        if len(set(tiles)) != len(tiles) or not all(0 <= t < r * c for t in tiles) or not tiles:
            raise InvalidPuzzleError(f"pattern tiles must be distinct cells 0..{r * c - 1}, "
                                     f"got {tiles!r}")
        return [(tables.pattern(r, c, tuple(tiles), progress, deadline), MAX_DEPTH)]
    exact = tables.exact_tiles(r, c)
    if exact is not None:
        return [(tables.pattern(r, c, exact, progress, deadline), MAX_DEPTH)]
    small = tables.pattern_tiles(r, c, tables.SMALL_ENTRIES)
    big = tables.pattern_tiles(r, c, tables.BIG_ENTRIES)
    if strength == "small" or small == big:
        return [(tables.pattern(r, c, small, progress, deadline), MAX_DEPTH)]
    if strength == "big" or tables.is_loaded(r, c, big):
        return [(tables.pattern(r, c, big, progress, deadline), MAX_DEPTH)]
    return [(tables.pattern(r, c, small, progress, deadline), switch_at(r, c)),
            (None, MAX_DEPTH)]


def first_use_need(board: Board, strength: str = "auto") -> TableNeed | None:
    """The big pattern table a solve of ``board`` would build first, or ``None``.

    With two stages (boards of more than 10 cells), the small table (under a
    second to build) is built here and a quick search with it (at most
    :data:`QUICK_NODES` nodes) settles boards of up to :func:`switch_at`
    moves: those never need the big table.  A build that starts mid-search
    anyway still stops at ``--max-seconds``.

    >>> first_use_need(Board.solved(4, 4)) is None
    True
    """
    r, c = board.rows, board.cols
    if board.is_solved() or not board.reachable():
        return None
    tile_sets = tables.plan_tiles(r, c)
    if len(tile_sets) == 1 or strength != "auto":
        tiles = tile_sets[-1] if strength != "small" else tile_sets[0]
        if tables.is_cached(r, c, tiles):
            return None
    else:
        tiles = tile_sets[1]
        if tables.is_cached(r, c, tiles):
            return None
        if quick_solution(board) is not None:
            return None  # short: the big table is never needed
    entries = math.perm(r * c, len(tiles))
    return TableNeed(
        what=f"the {r}x{c} pattern table ({len(tiles)} tiles, {entries:,} entries)",
        bytes=entries, build_seconds=tables.build_seconds(entries),
        command=tables.prebuild_command(r, c))


def quick_solution(board: Board) -> Solution[tuple[int, ...]] | None:
    """An optimal answer found at once, or ``None``: a search with the small table
    (under a second to build), of at most :data:`QUICK_NODES` nodes, settles
    boards of up to :func:`switch_at` moves.

    >>> quick_solution(Board.from_text("1 2 15 4 / 7 8 3 6 / 9 10 5 12 / 13 14 11 16")).length
    2
    """
    try:
        return solve_board(board, strength="small", max_bound=switch_at(board.rows, board.cols),
                           limits=Limits(max_expansions=QUICK_NODES))
    except (BeyondBound, SearchLimitError):
        return None


def switch_at(rows: int, cols: int) -> int:
    """The last IDA* bound tried with the small table before the big one."""
    return 9 if rows * cols <= 16 else 8


def solve_board(board: Board, *, limits: Limits | None = None, strength: str = "auto",
                progress: ProgressFn | None = None,
                tiles: tuple[int, ...] | None = None,
                max_bound: int = MAX_DEPTH) -> Solution[tuple[int, ...]]:
    """An optimal move sequence for ``board`` (compiled IDA*).

    ``strength`` picks the pattern tables ("auto", "small" or "big");
    ``tiles`` forces one pattern over those (0-based) tiles instead.
    With ``max_bound``, :class:`BeyondBound` is raised once the answer is
    known to need more moves.

    Raises :class:`NoSolutionError` for an unreachable board (odd
    arrangement on an odd x odd board, found by parity without search) and
    :class:`SearchLimitError` when ``limits`` stop the search.
    """
    started = time.perf_counter()
    stats = SearchStats()
    board.require_reachable()
    limits = limits or Limits()
    deadline = None if limits.max_seconds is None else started + limits.max_seconds
    geo = tables.Geometry(board.rows, board.cols)
    b, pos = _arrays(board)
    path = np.zeros(MAX_DEPTH + 1, dtype=np.int64)
    nextm = np.zeros(MAX_DEPTH + 2, dtype=np.int64)
    st = np.zeros(4, dtype=np.int64)
    found = board.is_solved()
    bound = length = 0
    stages = plan(board, strength, progress, tiles, deadline)
    for pat, last in stages:
        if found:
            break
        if pat is None:
            big = tables.pattern_tiles(board.rows, board.cols, tables.BIG_ENTRIES)
            pat = tables.pattern(board.rows, board.cols, big, progress, deadline)
        bound = max(bound, int(heuristic(b, pos, pat.table, pat.weights, pat.k, pat.lk_src,
                                         pat.lk_map, pat.lk_inv, 255)))
        while bound <= min(last, max_bound) and not found:
            _check(limits, deadline, stats, started, bound)  # table builds count too
            if bound > MAX_DEPTH:  # a fixed-size path buffer: reported as a state limit
                raise SearchLimitError(f"path buffer of {MAX_DEPTH} moves is full",
                                       reason="max_states", stats=stats, bound=bound)
            if limits.max_states is not None and bound + 1 > limits.max_states:
                # IDA* stores only its path: this iteration could hold bound + 1 boards
                raise SearchLimitError(f"state limit {number(limits.max_states)} reached at bound "
                                       f"{bound}",
                                       reason="max_states", stats=stats, bound=bound)
            it_started, it_nodes = search_mark(), int(st[3])
            st[0], st[1], st[2] = 0, bound, 1 << 30
            nextm[0] = 0
            while True:
                chunk = CHUNK_NODES
                if limits.max_expansions is not None:
                    chunk = min(chunk, max(1, limits.max_expansions - int(st[3])))
                status = ida_run(b, pos, geo.lcells, geo.llen, board.rows, geo.mline,
                                 geo.mshift, geo.minv, pat.table, pat.weights, pat.k,
                                 pat.lk_src, pat.lk_map, pat.lk_inv, path, nextm, st, chunk)
                stats.expanded = stats.generated = int(st[3])
                if status == FOUND:
                    stats.iterations.append(IterationRecord(
                        bound=bound, expanded=int(st[3]) - it_nodes,
                        generated=int(st[3]) - it_nodes,
                        seconds=search_since(it_started)))
                    found = True
                    length = int(st[0])
                    break
                if status == EXHAUSTED:
                    stats.iterations.append(IterationRecord(
                        bound=bound, expanded=int(st[3]) - it_nodes,
                        generated=int(st[3]) - it_nodes,
                        seconds=search_since(it_started)))
                    bound = int(st[2])
                    break
                _check(limits, deadline, stats, started, bound)
    if not found:
        raise BeyondBound(f"{board.to_text()} needs more than {max_bound} moves")
    moves_all = all_moves(board.rows, board.cols)
    moves: list[Move] = [moves_all[int(m)] for m in path[:length]]
    states = [board.tiles]
    for m in moves:
        states.append(apply_move(states[-1], board.rows, board.cols, m))
    if states[-1] != Board.solved(board.rows, board.cols).tiles:  # pragma: no cover
        raise AssertionError("compiled IDA* returned a path that does not sort the board")
    stats.seconds = time.perf_counter() - started
    stats.peak_frontier = stats.peak_stored = len(moves)
    return Solution(moves=moves, states=states, cost=len(moves), optimal=True,
                    algorithm=ALGORITHM, stats=stats)


def _check(limits: Limits, deadline: float | None, stats: SearchStats, started: float,
           bound: int) -> None:
    now = time.perf_counter()
    reason = None
    if limits.max_expansions is not None and stats.expanded >= limits.max_expansions:
        reason, message = ("max_expansions",
                           f"expansion limit {number(limits.max_expansions)} reached")
    elif deadline is not None and now > deadline:
        reason, message = "max_seconds", f"time limit {limits.max_seconds:g} s reached"
    if reason is not None:
        stats.seconds = now - started
        raise SearchLimitError(
            f"{message}; the answer needs at least {bound} moves", reason=reason, stats=stats,
            bound=bound)
