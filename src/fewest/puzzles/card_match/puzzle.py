"""Card matching as a plain engine puzzle over the full game state (the reference
for every fast path); the rules themselves are in ``rules.py``.

>>> from fewest import solve
>>> from fewest.puzzles.card_match.model import parse_board
>>> p = CardPuzzle(parse_board("1 0 0 3 / 2 0 0 0 / 0 0 0 2 / 3 0 1 0", cursor=(1, 0)))
>>> solve(p, "bfs").length
14
"""

from __future__ import annotations

from collections.abc import Iterator

from fewest.problem import Puzzle
from fewest.puzzles.card_match.model import CardBoard
from fewest.puzzles.card_match.rules import MOVE_KEYS, State, enter_key, move_targets


class CardPuzzle(Puzzle[State]):
    """Card matching as a plain engine puzzle (the reference for every fast path).

    The heuristic counts presses still needed: each card not yet face up
    needs an Enter, and the cursor must still visit every such card, one new
    cell per movement key, so ``h = 2 * waiting - (1 if the cursor is on a
    waiting card)``.  No press lowers it by more than 1, so it is consistent.
    """

    unit_cost = True
    heuristic_admissible = True
    heuristic_consistent = True

    def __init__(self, board: CardBoard) -> None:
        self.board = board
        self.start: State = (board.start, board.full_mask, -1)
        self.heuristic = self._presses_left
        self._targets: dict[int, tuple[tuple[int, ...], ...]] = {}

    def is_goal(self, state: State) -> bool:
        """Every card is gone."""
        return state[1] == 0

    def _presses_left(self, state: State) -> float:
        cursor, mask, up = state
        waiting = 2 * mask.bit_count() - (up >= 0)
        p = self.board.cell_pair[cursor]
        on_waiting = p >= 0 and mask >> p & 1 and cursor != up
        return 2 * waiting - (1 if on_waiting else 0)

    def _moves(self, mask: int) -> tuple[tuple[int, ...], ...]:
        table = self._targets.get(mask)
        if table is None:
            if len(self._targets) > 65536:
                self._targets.clear()
            table = self._targets[mask] = move_targets(self.board, mask)
        return table

    def successors(self, state: State) -> Iterator[tuple[str, State, float]]:
        """All nine key presses, each costing 1."""
        cursor, mask, up = state
        for key, target in zip(MOVE_KEYS, self._moves(mask)[cursor], strict=True):
            yield key, (target, mask, up), 1
        yield "Enter", enter_key(self.board, cursor, mask, up), 1
