"""Exact fast solver: dynamic programming over (pairs left, cursor cell).

**The reduction.**  Take any key sequence that clears the board.  Call an
Enter *effective* when it changes the state.  Effective Enters alternate:
one turns a first card face up (no card was up), the next either removes the
pair (match) or turns both cards face down again (mismatch).  Now delete
every ineffective Enter, and every effective pair "flip X ... mismatch on Y":
none of them changes the set of cards on the board, and movement keys depend
only on the cursor and on that set (a face-up card still stops Ctrl moves,
exactly like a face-down one).  So every remaining key lands exactly where it
did before, the shortened sequence still clears the board, and it is
strictly shorter.  Hence an optimal play has no mismatches and no wasted
Enters: it is a sequence of *pair removals*, each one "walk to card A, Enter,
walk to its partner B, Enter", and while A is face up the cards on the board
do not change.  Nothing else can be interleaved: the only other effective
Enter between the two would be a mismatch.  Within a removal, the walks are
shortest paths in the movement graph of the current card set, and the cost
of the rest depends only on the cards left and the cursor (now on B).
Therefore

    f(M, c) = min over pairs p in M and the two orders (A, B) of p of
              d_M(c, A) + 1 + d_M(A, B) + 1 + f(M - p, B),    f(0, c) = 0,

where ``d_M`` is the fewest movement presses with card set ``M``, is the
exact optimum, and the answer is ``f(all pairs, start)``.

**The cost.**  ``2^P`` masks, filled in increasing order by
:func:`~fewest.puzzles.card_match.kernels.fill_masks`.  Per mask: the Ctrl
targets by one sweep per direction, then one reverse BFS per card still on
the board, stopped as soon as every cell the cursor can be on (cells of
removed cards, the partner card) is labelled; boards of at most 63 cells run
it on 64-bit cell sets.  Then 2 x (pairs left) transitions per cursor card.
The table ``f`` has ``2^P x 2P`` int32 entries (18 pairs: 38 MB).
``stats.expanded`` counts ``(mask, cursor)`` states, ``stats.generated``
their transitions.

>>> from fewest.puzzles.card_match.model import parse_board
>>> sol = solve_pairs(parse_board("3 0 0 2 / 0 0 1 0 / 0 1 0 0 / 2 0 0 3", cursor=(0, 1)))
>>> sol.length, sol.optimal, sol.moves[:3]
(16, True, ['Left', 'Enter', 'Ctrl+Down'])
"""

from __future__ import annotations

import time

import numpy as np

from fewest.errors import InvalidPuzzleError, SearchLimitError
from fewest.problem import Budget, Limits, SearchStats, Solution
from fewest.puzzles.card_match.kernels import arrow_table, best_move, fill_masks
from fewest.puzzles.card_match.model import CardBoard
from fewest.puzzles.card_match.rules import State, move_targets
from fewest.puzzles.card_match.walks import replay_states, shortest_walk
from fewest.words import number, plural

#: the method's registry name (``methods.py`` lists it under the same name)
ALGORITHM = "pair-dp"

__all__ = ["ALGORITHM", "check_size", "shortest_walk", "solve_pairs", "table_entries"]
DEFAULT_MAX_ENTRIES = (1 << 20) * 40  # 20 pairs: 168 MB of int32
BLOCK = 1 << 12


def table_entries(pairs: int) -> int:
    """Entries of the DP table for ``pairs`` pairs.

    >>> table_entries(18)
    9437184
    """
    return (1 << pairs) * 2 * pairs


def check_size(pairs: int, limits: Limits | None) -> None:
    """Refuse, before any work, a table too large: past ``limits.max_states`` a
    :class:`~fewest.errors.SearchLimitError`; past :data:`DEFAULT_MAX_ENTRIES`
    with no such limit a one-line :class:`~fewest.errors.InvalidPuzzleError`
    that points to ``--mode fast``.

    >>> check_size(32, None)
    Traceback (most recent call last):
    fewest.errors.InvalidPuzzleError: 32 pairs are too many for the exact pair DP: its table \
would hold 274,877,906,944 states (more than 41,943,040; --max-states raises that); \
use --mode fast for a quick answer (not shortest)
    """
    entries = table_entries(pairs)
    cap = limits.max_states if limits is not None and limits.max_states else None
    table = f"its table would hold {plural(entries, 'state')}"
    fast = "use --mode fast for a quick answer (not shortest)"
    if cap is not None and entries > cap:
        raise SearchLimitError(
            f"{plural(pairs, 'pair')} need a table of {plural(entries, 'state')}, more than the "
            f"limit {number(cap)}; {fast}", reason="max_states", stats=SearchStats())
    if cap is None and entries > DEFAULT_MAX_ENTRIES:
        raise InvalidPuzzleError(
            f"{plural(pairs, 'pair')} are too many for the exact pair DP: {table} (more than "
            f"{number(DEFAULT_MAX_ENTRIES)}; --max-states raises that); {fast}")


def solve_pairs(board: CardBoard, *, limits: Limits | None = None) -> Solution[State]:
    """The optimal key presses for ``board``, proved by the pair-removal DP.

    ``moves`` are real key names and ``states`` the full game states
    ``(cursor, mask, face_up_cell)``, so the path replays under
    :class:`~fewest.puzzles.card_match.puzzle.CardPuzzle`.  ``stats.expanded``
    counts the ``(mask, cursor)`` states evaluated.  Raises
    :class:`~fewest.errors.SearchLimitError` when the table would exceed
    ``limits.max_states`` or time runs out, and
    :class:`~fewest.errors.InvalidPuzzleError` when, with no ``max_states``,
    it would exceed :data:`DEFAULT_MAX_ENTRIES` (20 pairs' worth; see
    :func:`check_size`).
    """
    started = time.perf_counter()
    stats = SearchStats()
    budget = Budget(limits, stats)
    pairs = board.pairs
    entries = table_entries(pairs)
    check_size(pairs, limits)
    rows, cols = board.rows, board.cols
    cells = np.array(board.card_cells, dtype=np.int64)
    cell_card = np.full(rows * cols, -1, dtype=np.int64)
    cell_card[cells] = np.arange(len(cells))
    arrows = arrow_table(rows, cols)
    full = board.full_mask
    f = np.zeros((full + 1, 2 * pairs), dtype=np.int32)
    left = _popcounts(pairs)  # pairs left in each mask
    cursors = 2 * (pairs - left)  # cursor cards of each mask
    expanded = generated = 0
    lo = 0
    while lo < full:
        budget.check(expanded, entries)
        hi = _block_end(lo, full, cursors, None if limits is None else limits.max_expansions,
                        expanded)
        fill_masks(f, lo, hi, rows, cols, cells, cell_card, arrows)
        expanded += int(cursors[lo:hi].sum())
        generated += int((cursors[lo:hi] * 2 * left[lo:hi]).sum())
        lo = hi
    moves, total = _walk(board, f, cells, cell_card, arrows)
    stats.expanded = expanded + 1  # and the start
    stats.generated = generated + 2 * pairs
    stats.peak_stored = entries
    states = replay_states(board, moves)
    if len(moves) != total or states[-1][1] != 0:
        raise RuntimeError(f"card-match DP path check failed: {board.grid!r}")  # pragma: no cover
    stats.seconds = time.perf_counter() - started
    return Solution(moves=moves, states=states, cost=len(moves), optimal=True,
                    algorithm=ALGORITHM, stats=stats)


def _block_end(lo: int, full: int, cursors: np.ndarray, max_expansions: int | None,
               expanded: int) -> int:
    """End of the next block of masks: :data:`BLOCK` masks, fewer when that would
    pass ``max_expansions`` (so the limit is checked before it is exceeded).

    >>> _block_end(0, 10, np.array([2] * 10), 7, 0), _block_end(0, 10, np.array([2] * 10), None, 0)
    (3, 10)
    """
    hi = min(lo + BLOCK, full)
    if max_expansions is not None:
        spend = np.cumsum(cursors[lo:hi])
        hi = lo + max(1, int(np.searchsorted(spend, max_expansions - expanded, side="right")))
    return hi


def _popcounts(bits: int) -> np.ndarray:
    """``out[m]`` = number of set bits of ``m``, for ``m < 2**bits``.

    >>> _popcounts(3).tolist()
    [0, 1, 1, 2, 1, 2, 2, 3]
    """
    out = np.zeros(1 << bits, dtype=np.int64)
    for b in range(bits):
        out[1 << b : 2 << b] = out[: 1 << b] + 1
    return out


def _walk(board: CardBoard, f: np.ndarray, cells: np.ndarray, cell_card: np.ndarray,
          arrows: np.ndarray) -> tuple[list[str], int]:
    """Follow the optimal choices from the start and spell out the key presses."""
    mask, cell = board.full_mask, board.start
    moves: list[str] = []
    total = -1
    while mask:
        cost, p, first = best_move(mask, cell, f, board.rows, board.cols, cells, cell_card, arrows)
        if total < 0:
            total = int(cost)
        a = board.card_cells[first]
        b = board.card_cells[first ^ 1]
        targets = move_targets(board, mask)
        moves += [*shortest_walk(targets, cell, a), "Enter"]
        moves += [*shortest_walk(targets, a, b), "Enter"]
        mask &= ~(1 << p)
        cell = b
    return moves, max(total, 0)
