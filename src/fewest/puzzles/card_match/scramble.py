"""Random card-matching boards for ``Family.scramble``.

``size`` is ``"RxC"`` (sides 1..8, at least 2 cells), optionally with a pair
count: ``"4x4:6"``.  Without one, the board holds ``min(cells // 2, 8)``
pairs (8 faces, the real 4x4 game's deck of 16 cards; smaller boards are
filled).  Faces ``1 .. pairs`` each appear twice, on distinct random cells;
the text does not carry the cursor (it starts at 0,0 unless ``--cursor``
says otherwise).

``moves=None`` is a uniform random placement.  ``moves=k`` returns a board
that can be cleared in at most ``k`` key presses from the cursor at 0,0:
random boards are drawn (fewer pairs after repeated misses) and checked
with the exact pair DP; one pair on two neighbouring cells (3 presses:
Enter, a step, Enter) is the last resort, so ``k`` must be at least 3.

>>> import random
>>> text = scramble("2x3", None, random.Random(4))
>>> sorted(text.replace("/", " ").split())
['1', '1', '2', '2', '3', '3']
>>> from fewest.puzzles import get_family
>>> get_family("card-match").parse(scramble("4x4", 12, random.Random(1))).solve().length <= 12
True
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from fewest.errors import InvalidPuzzleError
from fewest.puzzles.boardtext import parse_shape, quote
from fewest.words import article, plural

if TYPE_CHECKING:
    from fewest.puzzles.base import InputOptions, SamplePlan

MAX_SIDE = 8
#: Pairs when the size names none (the 4x4 game's 8 faces).
DEFAULT_PAIRS = 8
#: Most pairs a scramble may ask for (the exact DP's default table limit).
MAX_PAIRS = 20
#: Random boards tried per pair count before fewer pairs are tried (``moves=k``).
TRIES = 20


def parse_size(size: str) -> tuple[int, int, int]:
    """``(rows, cols, pairs)`` from ``"RxC"`` or ``"RxC:P"``.

    >>> parse_size("4x4"), parse_size("6x6:18"), parse_size("3x1")
    ((4, 4, 8), (6, 6, 18), (3, 1, 1))
    """
    shape, _, count = str(size).partition(":")
    rows, cols = parse_shape(shape)
    cells = rows * cols
    if not (1 <= rows <= MAX_SIDE and 1 <= cols <= MAX_SIDE) or cells < 2:
        raise InvalidPuzzleError(
            f"card-match size must be RxC with sides 1..{MAX_SIDE} and at least 2 cells, "
            f"got {quote(size)}")
    pairs = min(cells // 2, DEFAULT_PAIRS)
    if count:
        try:
            pairs = int(count)
        except ValueError:
            raise InvalidPuzzleError(
                f"card-match pairs must be a number, got {quote(size)}") from None
        if not 1 <= pairs <= min(cells // 2, MAX_PAIRS):
            raise InvalidPuzzleError(
                f"{article(f'{rows}x{cols}')} board takes 1..{min(cells // 2, MAX_PAIRS)} pairs, "
                f"got {pairs}: {quote(size)}")
    return rows, cols, pairs


def random_grid(rows: int, cols: int, pairs: int, rng: random.Random) -> list[list[int]]:
    """Faces ``1..pairs`` twice each on random cells, the rest empty (0)."""
    cards = [face for face in range(1, pairs + 1) for _ in range(2)]
    cells = cards + [0] * (rows * cols - len(cards))
    rng.shuffle(cells)
    return [cells[r * cols:(r + 1) * cols] for r in range(rows)]


def grid_text(grid: list[list[int]]) -> str:
    """Rows of faces, separated by ``/``.

    >>> grid_text([[1, 0], [0, 1]])
    '1 0 / 0 1'
    """
    return " / ".join(" ".join(map(str, row)) for row in grid)


def scramble(size: str, moves: int | None, rng: random.Random) -> str:
    """A random board as text (see the module docstring)."""
    rows, cols, pairs = parse_size(size)
    if moves is None:
        return grid_text(random_grid(rows, cols, pairs, rng))
    if isinstance(moves, bool) or not isinstance(moves, int) or moves < 3:
        raise InvalidPuzzleError(
            f"card-match scramble moves must be at least 3 (Enter, a step, Enter), got {moves!r}")
    from fewest.puzzles.card_match.fast import solve_pairs
    from fewest.puzzles.card_match.model import parse_board

    for count in range(min(pairs, moves // 2), 0, -1):
        for _ in range(TRIES):
            grid = random_grid(rows, cols, count, rng)
            if solve_pairs(parse_board(grid)).length <= moves:
                return grid_text(grid)
    grid = [[0] * cols for _ in range(rows)]  # one pair, side by side: 3 presses
    grid[0][0] = 1
    if cols > 1:
        grid[0][1] = 1
    else:
        grid[1][0] = 1
    return grid_text(grid)


def sample_plan(size: str, options: InputOptions, pairs: int | None) -> SamplePlan:
    """``fewest analyze card-match RxC [--pairs P] --sample N``: optimal key presses
    over random boards and random starting cursors (a ``--cursor`` fixes it)."""
    from fewest.puzzles.base import InputOptions as Options
    from fewest.puzzles.base import SamplePlan

    if pairs is not None:
        if ":" in size:
            raise InvalidPuzzleError(f"give the pairs once: {quote(size)} and --pairs {pairs}")
        size = f"{size}:{pairs}"
    rows, cols, count = parse_size(size)
    full = f"{rows}x{cols}:{count}"

    def draw(rng: random.Random) -> tuple[str, InputOptions]:
        board = scramble(full, None, rng)
        cursor = options.cursor or (rng.randrange(rows), rng.randrange(cols))
        return board, Options(cursor=cursor, shape=options.shape)

    def notes(data: dict[str, Any]) -> list[str]:
        where = "the given cursor" if options.cursor else "a random starting cursor"
        return [f"{plural(count, 'pair')} on {article(f'{rows}x{cols}')} board, {where}; a key "
                "press is an "
                "arrow, a Ctrl+arrow or Enter (Programmers 72415 rules)"]

    return SamplePlan(full, draw=draw, notes=notes, unit="key presses")
