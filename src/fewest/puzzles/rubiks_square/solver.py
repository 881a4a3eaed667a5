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

import time

import numpy as np

from fewest.errors import InvalidPuzzleError, NoSolutionError, SearchLimitError
from fewest.problem import IterationRecord, Limits, SearchStats, Solution
from fewest.progress import ProgressFn
from fewest.puzzles.rubiks_square import tables
from fewest.puzzles.rubiks_square.kernels import EXHAUSTED, FOUND, heuristic, ida_run
from fewest.puzzles.rubiks_square.model import Board, Move, all_moves, apply_move

MAX_DEPTH = 60
CHUNK_NODES = 1 << 20
ALGORITHM = "pdb-idastar"
STRENGTHS = ("auto", "small", "big")


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
         tiles: tuple[int, ...] | None = None) -> list[tuple[tables.Pattern | None, int]]:
    """``[(pattern or None to load later, last bound it is used for), ...]``."""
    if strength not in STRENGTHS:
        raise InvalidPuzzleError(f"strength must be one of {STRENGTHS}, got {strength!r}")
    r, c = board.rows, board.cols
    if tiles is not None:
        if len(set(tiles)) != len(tiles) or not all(0 <= t < r * c for t in tiles) or not tiles:
            raise InvalidPuzzleError(f"pattern tiles must be distinct cells 0..{r * c - 1}, "
                                     f"got {tiles!r}")
        return [(tables.pattern(r, c, tuple(tiles), progress), MAX_DEPTH)]
    exact = tables.exact_tiles(r, c)
    if exact is not None:
        return [(tables.pattern(r, c, exact, progress), MAX_DEPTH)]
    small = tables.pattern_tiles(r, c, tables.SMALL_ENTRIES)
    big = tables.pattern_tiles(r, c, tables.BIG_ENTRIES)
    if strength == "small" or small == big:
        return [(tables.pattern(r, c, small, progress), MAX_DEPTH)]
    if strength == "big" or tables.is_loaded(r, c, big):
        return [(tables.pattern(r, c, big, progress), MAX_DEPTH)]
    return [(tables.pattern(r, c, small, progress), switch_at(r, c)), (None, MAX_DEPTH)]


def switch_at(rows: int, cols: int) -> int:
    """The last IDA* bound tried with the small table before the big one."""
    return 9 if rows * cols <= 16 else 8


def solve_board(board: Board, *, limits: Limits | None = None, strength: str = "auto",
                progress: ProgressFn | None = None,
                tiles: tuple[int, ...] | None = None) -> Solution[tuple[int, ...]]:
    """An optimal move sequence for ``board`` (compiled IDA*).

    ``strength`` picks the pattern tables ("auto", "small" or "big");
    ``tiles`` forces one pattern over those (0-based) tiles instead.

    Raises :class:`NoSolutionError` for an unreachable board (odd
    arrangement on an odd x odd board, found by parity without search) and
    :class:`SearchLimitError` when ``limits`` stop the search.
    """
    started = time.perf_counter()
    stats = SearchStats()
    if not board.reachable():
        raise NoSolutionError(
            f"{board.to_text()} is an odd arrangement on a {board.rows}x{board.cols} board, "
            "where every move is even: it cannot be sorted")
    limits = limits or Limits()
    deadline = None if limits.max_seconds is None else started + limits.max_seconds
    geo = tables.Geometry(board.rows, board.cols)
    b, pos = _arrays(board)
    path = np.zeros(MAX_DEPTH + 1, dtype=np.int64)
    nextm = np.zeros(MAX_DEPTH + 2, dtype=np.int64)
    st = np.zeros(4, dtype=np.int64)
    found = board.is_solved()
    bound = length = 0
    stages = plan(board, strength, progress, tiles)
    for pat, last in stages:
        if found:
            break
        if pat is None:
            big = tables.pattern_tiles(board.rows, board.cols, tables.BIG_ENTRIES)
            pat = tables.pattern(board.rows, board.cols, big, progress)
        bound = max(bound, int(heuristic(b, pos, pat.table, pat.weights, pat.k, pat.lk_src,
                                         pat.lk_map, pat.lk_inv, 255)))
        while bound <= last and not found:
            _check(limits, deadline, stats, started, bound)  # table builds count too
            if bound > MAX_DEPTH:  # a fixed-size path buffer: reported as a state limit
                raise SearchLimitError(f"path buffer of {MAX_DEPTH} moves is full",
                                       reason="max_states", stats=stats, bound=bound)
            it_started, it_nodes = time.perf_counter(), int(st[3])
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
                        seconds=time.perf_counter() - it_started))
                    found = True
                    length = int(st[0])
                    break
                if status == EXHAUSTED:
                    stats.iterations.append(IterationRecord(
                        bound=bound, expanded=int(st[3]) - it_nodes,
                        generated=int(st[3]) - it_nodes,
                        seconds=time.perf_counter() - it_started))
                    bound = int(st[2])
                    break
                _check(limits, deadline, stats, started, bound)
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
        reason, message = "max_expansions", f"expansion limit {limits.max_expansions} reached"
    elif deadline is not None and now > deadline:
        reason, message = "max_seconds", f"time limit {limits.max_seconds}s reached"
    if reason is not None:
        stats.seconds = now - started
        raise SearchLimitError(
            f"{message}; the answer needs at least {bound} moves", reason=reason, stats=stats,
            bound=bound)
