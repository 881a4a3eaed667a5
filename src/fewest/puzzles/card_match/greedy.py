"""``--mode fast`` for card matching: a greedy pair order, **not shortest**.

An optimal play is a sequence of pair removals, each "walk to card A,
Enter, walk to its partner B, Enter" (see :mod:`~fewest.puzzles.card_match.fast`),
and within one removal the walks are shortest paths for the cards still on
the board.  This method keeps that shape and only gives up on the order:
at each step it takes the removal with the fewest key presses, counting the
walk to the nearest cards and on to their partners exactly (breadth-first
search over the cursor's cells with Ctrl moves), plus the cheapest removal
that would follow it.  Each step costs a few searches over the board,
so it answers at once for any number of pairs, where the exact DP's table
of ``2^pairs`` entries does not fit.

>>> from fewest.puzzles.card_match.model import parse_board
>>> sol = solve_greedy(parse_board("1 0 0 3 / 2 0 0 0 / 0 0 0 2 / 3 0 1 0", cursor=(1, 0)))
>>> sol.optimal, sol.length >= 14, sol.states[-1][1]
(False, True, 0)
"""

from __future__ import annotations

import time

from fewest.problem import Budget, Limits, SearchStats, Solution
from fewest.puzzles.card_match.model import CardBoard
from fewest.puzzles.card_match.rules import State
from fewest.puzzles.card_match.walks import (
    Targets,
    distances,
    move_targets,
    replay_states,
    shortest_walk,
)

#: the method's registry name (``methods.py`` lists it under the same name)
ALGORITHM = "greedy"
LABEL = "greedy (pair order, not optimal)"
#: Nearest first cards weighed at each step.
CANDIDATES = 6
#: Cheapest removals looked one removal beyond.
AHEAD = 3

def _options(board: CardBoard, mask: int, cursor: int,
             targets: Targets, stats: SearchStats) -> list[tuple[int, int, int]]:
    """``(presses, first card cell, partner cell)`` of the removals from ``cursor``,
    for the :data:`CANDIDATES` nearest first cards, cheapest first."""
    near = distances(targets, cursor)
    stats.expanded += 1
    cards = [cell for pair in range(board.pairs) if mask >> pair & 1
             for cell in board.card_cells[2 * pair:2 * pair + 2]]
    cards.sort(key=lambda cell: near[cell])
    out = []
    for a in cards[:CANDIDATES]:
        pair = board.cell_pair[a]
        b = board.card_cells[2 * pair] + board.card_cells[2 * pair + 1] - a
        out.append((near[a] + 1 + distances(targets, a)[b] + 1, a, b))
        stats.expanded += 1
    out.sort()
    return out


def solve_greedy(board: CardBoard, *, limits: Limits | None = None) -> Solution[State]:
    """Clear ``board`` removing the cheapest pair next (one removal of lookahead);
    labelled not optimal.  ``limits`` (time, expansions: searches run) are
    checked between removals."""
    started = time.perf_counter()
    stats = SearchStats()
    budget = Budget(limits, stats)
    mask, cursor = board.full_mask, board.start
    moves: list[str] = []
    while mask:
        budget.check(stats.expanded, 0)
        targets = move_targets(board, mask)
        best: tuple[int, int, int] | None = None
        for cost, a, b in _options(board, mask, cursor, targets, stats)[:AHEAD]:
            rest = mask & ~(1 << board.cell_pair[a])
            ahead = 0
            if rest:
                ahead = _options(board, rest, b, move_targets(board, rest), stats)[0][0]
            if best is None or cost + ahead < best[0]:
                best = (cost + ahead, a, b)
        assert best is not None
        _, a, b = best
        moves += [*shortest_walk(targets, cursor, a), "Enter"]
        moves += [*shortest_walk(targets, a, b), "Enter"]
        mask &= ~(1 << board.cell_pair[a])
        cursor = b
    states = replay_states(board, moves)
    if states[-1][1] != 0:  # pragma: no cover - self check
        raise AssertionError(f"greedy card play did not clear {board.grid!r}")
    stats.seconds = time.perf_counter() - started
    return Solution(moves=moves, states=states, cost=len(moves), optimal=False,
                    algorithm=LABEL, stats=stats)
