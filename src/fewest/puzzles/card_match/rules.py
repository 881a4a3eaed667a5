"""The exact game rules as an engine puzzle over the full game state.

A state is ``(cursor, mask, up)``: the cursor cell, a bit mask with bit ``p``
set while pair ``p`` is still on the board, and the cell of the face-up first
card (``-1`` when none is face up).  Every key press costs 1 and every key is
offered in every state; a press that changes nothing (an arrow at the edge,
Enter on an empty cell or on the face-up card) is a self-loop.

>>> from fewest import solve
>>> from fewest.puzzles.card_match.board import parse_board
>>> p = CardPuzzle(parse_board("1 0 0 3 / 2 0 0 0 / 0 0 0 2 / 3 0 1 0", cursor=(1, 0)))
>>> solve(p, "bfs").length
14
"""

from __future__ import annotations

from collections.abc import Iterator

from fewest.problem import Puzzle
from fewest.puzzles.card_match.board import CardBoard

State = tuple[int, int, int]

# (name, row step, col step, ctrl)
DIRECTIONS: tuple[tuple[str, int, int], ...] = (
    ("Up", -1, 0), ("Down", 1, 0), ("Left", 0, -1), ("Right", 0, 1),
)
MOVE_KEYS: tuple[str, ...] = tuple(
    [name for name, _, _ in DIRECTIONS] + ["Ctrl+" + name for name, _, _ in DIRECTIONS]
)
KEYS: tuple[str, ...] = (*MOVE_KEYS, "Enter")


def move_targets(board: CardBoard, mask: int) -> tuple[tuple[int, ...], ...]:
    """For every cell, where each of the 8 movement keys (``MOVE_KEYS`` order) lands.

    A cell "holds a card" while its pair's bit is set in ``mask`` (a face-up
    first card still holds its card, so it stops Ctrl moves).

    >>> from fewest.puzzles.card_match.board import parse_board
    >>> b = parse_board([[1, 0, 0, 1]])
    >>> move_targets(b, 1)[1]   # Up, Down, Left, Right, Ctrl+Up, Ctrl+Down, Ctrl+Left, Ctrl+Right
    (1, 1, 0, 2, 1, 1, 0, 3)
    >>> move_targets(b, 0)[1][6:]  # no cards left: Ctrl runs to the last cell
    (0, 3)
    """
    rows, cols, pair = board.rows, board.cols, board.cell_pair
    out = []
    for cell in range(rows * cols):
        r, c = divmod(cell, cols)
        arrows = []
        ctrls = []
        for _, dr, dc in DIRECTIONS:
            nr, nc = r + dr, c + dc
            if not (0 <= nr < rows and 0 <= nc < cols):
                arrows.append(cell)
                ctrls.append(cell)
                continue
            arrows.append(nr * cols + nc)
            while True:
                here = nr * cols + nc
                p = pair[here]
                if p >= 0 and mask >> p & 1:
                    break
                if not (0 <= nr + dr < rows and 0 <= nc + dc < cols):
                    break
                nr, nc = nr + dr, nc + dc
            ctrls.append(nr * cols + nc)
        out.append(tuple(arrows + ctrls))
    return tuple(out)


def press(board: CardBoard, state: State, key: str) -> State:
    """The state after pressing ``key`` (one of :data:`KEYS`).

    >>> from fewest.puzzles.card_match.board import parse_board
    >>> b = parse_board([[1, 2, 2, 1]])
    >>> s = press(b, (0, 3, -1), "Enter")        # turn card 1 face up
    >>> s
    (0, 3, 0)
    >>> press(b, press(b, s, "Right"), "Enter")  # 2 does not match: both face down
    (1, 3, -1)
    >>> press(b, press(b, s, "Ctrl+Right"), "Enter")  # Ctrl stops at 2; same
    (1, 3, -1)
    """
    cursor, mask, up = state
    if key == "Enter":
        return _enter(board, cursor, mask, up)
    return (move_targets(board, mask)[cursor][MOVE_KEYS.index(key)], mask, up)


def _enter(board: CardBoard, cursor: int, mask: int, up: int) -> State:
    p = board.cell_pair[cursor]
    if p < 0 or not mask >> p & 1 or cursor == up:
        return (cursor, mask, up)
    if up < 0:
        return (cursor, mask, cursor)
    if board.cell_pair[up] == p:
        return (cursor, mask & ~(1 << p), -1)
    return (cursor, mask, -1)


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
        yield "Enter", _enter(self.board, cursor, mask, up), 1
