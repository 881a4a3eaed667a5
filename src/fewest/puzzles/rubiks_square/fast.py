"""``--mode fast`` for the Rubik's square: a quick, valid, **not shortest** answer.

The tiles are placed one cell at a time, in reading order (column by column
when the rows are odd and the columns even, see below), and a placed tile is
never disturbed for good.  For each cell the solver takes the cheaper of:

* a short walk of the tile through *free* operations: single shifts, and
  shifts conjugated by one other shift (``S m S^-1``, three moves), that
  leave every placed tile where it is (a shortest walk over the tile's cell,
  by Dijkstra);
* a 3-cycle (:mod:`~fewest.puzzles.rubiks_square.cycles`: four to eight
  moves) of the tile's cell, its home and a third unplaced cell, chosen to
  place a second tile at once when it can.

**Parity.**  3-cycles are even permutations.  The last line (the bottom row,
or the right column) is still wholly unplaced when the solver reaches it;
if the rest of the board is then an odd permutation, one shift of that line
by one cell (odd, because the line has even length) makes it even, and from
then on only even operations are used, so the last tiles always close with
3-cycles.  On an odd x odd board every move is even, and boards of the odd
half are refused by parity before any work.  Finally runs of row shifts (or
of column shifts), which commute, are merged into one shift per line.

>>> from fewest.puzzles.rubiks_square.model import Board
>>> sol = solve_fast(Board.from_text("1 2 15 4 / 7 8 3 6 / 9 10 5 12 / 13 14 11 16"))
>>> sol.optimal, sol.states[-1] == Board.solved(4, 4).tiles
(False, True)
"""

from __future__ import annotations

import functools
import heapq
import time

import numpy as np

from fewest.problem import Budget, Limits, SearchStats, Solution
from fewest.puzzles.rubiks_square.cycles import destinations, lookup, three_cycle
from fewest.puzzles.rubiks_square.model import Board, Move, all_moves, apply_move, inverse_move

ALGORITHM = "fast"
LABEL = "fast (constructive, not optimal)"


class Macros:
    """The free operations of one board size: every shift, and every shift
    conjugated by a shift of another line; ``dest[k]`` is operation ``k``'s
    destination map, ``cost[k]`` its moves, ``odd[k]`` its parity."""

    def __init__(self, rows: int, cols: int) -> None:
        moves = all_moves(rows, cols)
        index = {m: k for k, m in enumerate(moves)}
        pairs = [(a, b) for a in range(len(moves)) for b in range(len(moves))
                 if moves[a][:2] != moves[b][:2]]
        undo = [index[inverse_move(moves[a], rows, cols)] for a, _ in pairs]
        self.seqs: list[tuple[Move, ...]] = [(m,) for m in moves]
        self.seqs += [(moves[a], moves[b], moves[u]) for (a, b), u in zip(pairs, undo,
                                                                          strict=True)]
        one = np.array([destinations(rows, cols, [m]) for m in moves], dtype=np.int64)
        first, then = (np.array(x, dtype=np.int64) for x in zip(*pairs, strict=True))
        # the tile on x goes to one[a][x], then to one[b][...], then to one[undo][...]
        conj = one[np.array(undo)[:, None], one[then[:, None], one[first]]]
        self.dest = np.concatenate([one, conj])
        self.cost = np.array([len(s) for s in self.seqs], dtype=np.int64)
        lengths = {1: cols, 2: rows}
        # a shift by k of a line of L cells is the L-cycle to the k-th power
        self.odd = np.array([(s[len(s) // 2][2] * (lengths[s[len(s) // 2][0]] - 1)) % 2 == 1
                             for s in self.seqs])


@functools.lru_cache(maxsize=16)
def macros_of(rows: int, cols: int) -> Macros:
    """The :class:`Macros` of a board size, built once."""
    return Macros(rows, cols)


def solve_fast(board: Board, *, limits: Limits | None = None) -> Solution[tuple[int, ...]]:
    """A valid move sequence that sorts ``board``; labelled not optimal.

    Raises :class:`~fewest.errors.NoSolutionError` for the unsortable half of
    an odd x odd board, and :class:`~fewest.errors.SearchLimitError` when
    ``limits`` (time, or expansions: cells visited by the walks) stop it
    between two cells.
    """
    started = time.perf_counter()
    board.require_reachable()
    rows, cols = board.rows, board.cols
    stats = SearchStats()
    budget = Budget(limits, stats)
    macros = macros_of(rows, cols)
    by_columns = cols % 2 == 1 and rows % 2 == 0
    order = sorted(range(rows * cols), key=lambda c: divmod(c, cols)[::-1] if by_columns
                   else divmod(c, cols))
    last_line = rows * cols - (rows if by_columns else cols)
    state = list(board.tiles)
    moves: list[Move] = []
    placed: list[int] = []
    even_only = False

    def play(seq: tuple[Move, ...] | list[Move]) -> None:
        nonlocal state
        now = tuple(state)
        for m in seq:
            now = apply_move(now, rows, cols, m)
        state = list(now)
        moves.extend(seq)

    for step, target in enumerate(order):
        budget.check(stats.expanded, len(placed))
        if step == last_line and not board.both_odd():
            even_only = True
            if _odd(state):
                line = (2, cols, 1) if by_columns else (1, rows, 1)
                play([line])
        if state[target] != target + 1:
            play(_place(state, target, placed, macros, even_only, rows, cols, stats))
        placed.append(target)
    final = _merge(moves, rows, cols)
    states = [board.tiles]
    for m in final:
        states.append(apply_move(states[-1], rows, cols, m))
    if states[-1] != Board.solved(rows, cols).tiles:  # pragma: no cover - self check
        raise AssertionError(f"fast mode did not sort {board.to_text()}")
    stats.seconds = time.perf_counter() - started
    stats.peak_stored = stats.peak_frontier = len(final)
    return Solution(moves=final, states=states, cost=len(final), optimal=False,
                    algorithm=LABEL, stats=stats)


def _odd(tiles: list[int]) -> bool:
    from fewest.puzzles.rubiks_square.model import permutation_parity

    return permutation_parity(tuple(tiles)) == 1


def _place(state: list[int], target: int, placed: list[int], macros: Macros, even_only: bool,
           rows: int, cols: int, stats: SearchStats) -> tuple[Move, ...]:
    """The cheaper of a free walk and a 3-cycle that brings tile ``target + 1`` home."""
    p = state.index(target + 1)
    free = [c for c in range(rows * cols) if c not in placed and c not in (p, target)]
    best: tuple[int, tuple[Move, ...]] | None = None
    for b in free:
        length = len(lookup(rows, cols, p, target, b).moves)
        # the tile on the target goes to b: placed too when b is its home
        score = length - (4 if state[target] == b + 1 else 0)
        if best is None or score < best[0]:
            best = (score, three_cycle(rows, cols, p=p, t=target, b=b))
    walk = _walk(p, target, placed, macros, even_only, stats,
                 None if best is None else len(best[1]))
    if walk is not None and (best is None or len(walk) <= best[0]):
        return walk
    assert best is not None, "no third cell: the parity argument says this cannot happen"
    return best[1]


def _walk(source: int, target: int, placed: list[int], macros: Macros, even_only: bool,
          stats: SearchStats, bound: int | None) -> tuple[Move, ...] | None:
    """The cheapest sequence of free operations taking a tile from ``source`` to
    ``target`` (costing at most ``bound`` moves), or ``None``."""
    keep = np.array(placed, dtype=np.int64)
    usable = (macros.dest[:, keep] == keep).all(axis=1) if placed else np.ones(
        len(macros.seqs), dtype=bool)
    if even_only:
        usable &= ~macros.odd
    index = np.flatnonzero(usable)
    if index.size == 0:
        return None
    dest, cost = macros.dest[index], macros.cost[index]
    dist = {source: 0}
    back: dict[int, tuple[int, int]] = {}
    heap = [(0, source)]
    while heap:
        d, x = heapq.heappop(heap)
        if d > dist.get(x, d):
            continue
        stats.expanded += 1
        if x == target:
            path: list[Move] = []
            while x != source:
                x, k = back[x]
                path[:0] = macros.seqs[k]
            return tuple(path)
        for c, (ys, ks) in _by_cost(dest[:, x], cost, index).items():
            nd = d + c
            if bound is not None and nd > bound:
                continue
            for y, k in zip(ys, ks, strict=True):
                if nd < dist.get(y, nd + 1):
                    dist[y] = nd
                    back[y] = (x, k)
                    heapq.heappush(heap, (nd, y))
    return None


def _by_cost(ys: np.ndarray, cost: np.ndarray,
             index: np.ndarray) -> dict[int, tuple[list[int], list[int]]]:
    """Per cost, the distinct cells reached and one operation reaching each."""
    out = {}
    for c in np.unique(cost).tolist():
        pick = cost == c
        cells, first = np.unique(ys[pick], return_index=True)
        out[c] = (cells.tolist(), index[pick][first].tolist())
    return out


def _merge(moves: list[Move], rows: int, cols: int) -> list[Move]:
    """Merge each run of row shifts (and of column shifts) into one shift per line:
    shifts of one kind commute, so the net shift of every line is all that matters.

    >>> _merge([(1, 1, 1), (1, 2, 3), (1, 1, 3), (2, 1, 1), (2, 1, 3)], 4, 4)
    [(1, 2, 3)]
    """
    out = list(moves)
    while True:
        merged: list[Move] = []
        i = 0
        while i < len(out):
            j = i
            net: dict[int, int] = {}
            while j < len(out) and out[j][0] == out[i][0]:
                t, line, k = out[j]
                net[line] = (net.get(line, 0) + k) % (cols if t == 1 else rows)
                j += 1
            merged += [(out[i][0], line, k) for line, k in net.items() if k]
            i = j
        if merged == out:
            return out
        out = merged
