"""The exact game rules over the full game state (the engine puzzle is in ``puzzle.py``).

A state is ``(cursor, mask, up)``: the cursor cell, a bit mask with bit ``p``
set while pair ``p`` is still on the board, and the cell of the face-up first
card (``-1`` when none is face up).  Every key press costs 1 and every key is
offered in every state; a press that changes nothing (an arrow at the edge,
Enter on an empty cell or on the face-up card) is a self-loop.

>>> from fewest.puzzles.card_match.model import parse_board
>>> board = parse_board("1 0 / 0 1")
>>> press(board, (board.start, board.full_mask, -1), "Enter")[2] == board.start
True
"""

from __future__ import annotations

from fewest.puzzles.card_match.model import CardBoard

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

    >>> from fewest.puzzles.card_match.model import parse_board
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

    >>> from fewest.puzzles.card_match.model import parse_board
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
        return enter_key(board, cursor, mask, up)
    return (move_targets(board, mask)[cursor][MOVE_KEYS.index(key)], mask, up)


def enter_key(board: CardBoard, cursor: int, mask: int, up: int) -> State:
    p = board.cell_pair[cursor]
    if p < 0 or not mask >> p & 1 or cursor == up:
        return (cursor, mask, up)
    if up < 0:
        return (cursor, mask, cursor)
    if board.cell_pair[up] == p:
        return (cursor, mask & ~(1 << p), -1)
    return (cursor, mask, -1)
