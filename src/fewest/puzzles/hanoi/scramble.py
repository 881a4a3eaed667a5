"""Random Hanoi positions for ``Family.scramble`` and ``analyze --sample``.

``size`` is ``PxN``: ``P`` pegs and ``N`` discs (``4x8``), or just ``N``
for three pegs.  ``moves=None`` puts every disc on a uniformly random peg
(each such choice is exactly one legal position, so the draw is uniform);
``moves=k`` makes ``k`` random moves from the default goal (every disc on
the last peg), never undoing the previous move, so the position is at most
``k`` moves from it.

>>> import random
>>> scramble("4x5", None, random.Random(1)).count("[")
5
>>> scramble("3", 0, random.Random(1))
'[[],[],[3,2,1]]'
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from fewest.errors import InvalidPuzzleError
from fewest.puzzles.boardtext import quote
from fewest.puzzles.hanoi.model import MAX_DISCS, MAX_PEGS, MIN_PEGS, Position, apply_move, moves

if TYPE_CHECKING:
    from fewest.puzzles.base import SamplePlan
    from fewest.puzzles.options import InputOptions

MAX_SCRAMBLE = 1_000_000


def parse_size(size: str) -> tuple[int, int]:
    """``"4x8"`` -> ``(4, 8)``; ``"5"`` -> ``(3, 5)``.

    >>> parse_size("4x8"), parse_size("5")
    ((4, 8), (3, 5))
    """
    parts = size.strip().lower().split("x")
    try:
        pegs, discs = (3, int(parts[0])) if len(parts) == 1 else (int(parts[0]), int(parts[1]))
    except ValueError:
        raise InvalidPuzzleError(
            f"a Hanoi size is PEGSxDISCS like 4x8 (or DISCS for 3 pegs), got {quote(size)}"
        ) from None
    if len(parts) > 2 or not MIN_PEGS <= pegs <= MAX_PEGS or not 1 <= discs <= MAX_DISCS:
        raise InvalidPuzzleError(
            f"a Hanoi size needs {MIN_PEGS}..{MAX_PEGS} pegs and 1..{MAX_DISCS} discs, got "
            f"{quote(size)}")
    return pegs, discs


def scramble(size: str, count: int | None, rng: random.Random) -> str:
    """A random position as text (see the module docstring)."""
    pegs, discs = parse_size(size)
    if count is None:
        return Position(pegs, tuple(rng.randrange(pegs) for _ in range(discs))).to_text()
    if isinstance(count, bool) or not isinstance(count, int) or not 0 <= count <= MAX_SCRAMBLE:
        raise InvalidPuzzleError(f"scramble moves must be 0..{MAX_SCRAMBLE}, got {count!r}")
    state = Position.tower(pegs, discs, pegs - 1).state
    last = None
    for _ in range(count):
        choices = [m for m in moves(state, pegs) if last is None or m != (last[1], last[0])]
        last = rng.choice(choices)
        state = apply_move(state, pegs, last)
    return Position(pegs, state).to_text()


def sample_plan(size: str, options: InputOptions, pairs: int | None) -> SamplePlan:
    """``fewest analyze hanoi PxN --sample K``: optimal lengths of random positions."""
    from fewest.puzzles.base import SamplePlan

    if pairs is not None:
        raise InvalidPuzzleError("--pairs does not apply to hanoi")
    pegs, discs = parse_size(size)
    return SamplePlan(f"{pegs}x{discs}")
