"""Random stacks for ``Family.scramble`` and ``fewest analyze pancake N --sample``.

``size`` is the number of pancakes, ``"N"``, or ``"N:burnt"`` for a burnt
stack (signed; parse it with ``--burnt``).  ``moves=None`` draws a uniform
stack (burnt: each side up with probability 1/2); ``moves=k`` makes ``k``
random flips from the sorted stack, never the same flip twice in a row, so
the stack is at most ``k`` flips from sorted.

>>> import random
>>> scramble("5", None, random.Random(1))
'3 4 5 1 2'
>>> from fewest.puzzles.pancake.model import Stack
>>> Stack.from_text(scramble("6:burnt", 3, random.Random(2)), burnt=True).size
6
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from fewest.errors import InvalidPuzzleError
from fewest.puzzles.boardtext import quote
from fewest.puzzles.pancake.model import MAX_CAKES, Stack, flip

if TYPE_CHECKING:
    from fewest.puzzles.base import SamplePlan
    from fewest.puzzles.options import InputOptions

#: Most random flips in one scramble.
MAX_MOVES = 1_000_000


def parse_size(size: str) -> tuple[int, bool]:
    """``"30"`` -> ``(30, False)``; ``"30:burnt"`` -> ``(30, True)``.

    >>> parse_size("12:burnt")
    (12, True)
    """
    text, _, kind = size.strip().partition(":")
    if kind not in ("", "burnt"):
        raise InvalidPuzzleError(f"pancake size must be N or N:burnt, got {quote(size)}")
    try:
        n = int(text)
    except ValueError:
        raise InvalidPuzzleError(f"pancake size must be N or N:burnt, got {quote(size)}") from None
    if not 1 <= n <= MAX_CAKES:
        raise InvalidPuzzleError(f"a stack holds 1..{MAX_CAKES} pancakes, got {quote(size)}")
    return n, kind == "burnt"


def scramble(size: str, moves: int | None, rng: random.Random) -> str:
    """A random stack as text (see the module docstring)."""
    n, burnt = parse_size(size)
    if moves is None:
        cakes = list(range(1, n + 1))
        rng.shuffle(cakes)
        if burnt:
            cakes = [c if rng.random() < 0.5 else -c for c in cakes]
        return Stack(tuple(cakes), burnt).to_text()
    if isinstance(moves, bool) or not isinstance(moves, int) or not 0 <= moves <= MAX_MOVES:
        raise InvalidPuzzleError(f"scramble moves must be 0..{MAX_MOVES}, got {moves!r}")
    stack = Stack.sorted_stack(n, burnt)
    flips = list(range(stack.first_flip, n + 1))
    state, last = stack.cakes, 0
    for _ in range(moves):
        choices = [k for k in flips if k != last]
        if not choices:
            break
        last = rng.choice(choices)
        state = flip(state, last, burnt)
    return Stack(state, burnt).to_text()


def sample_plan(size: str, options: InputOptions, pairs: int | None) -> SamplePlan:
    """``fewest analyze pancake N [--burnt] --sample K``: optimal flips of random stacks
    (``N:burnt`` or ``--burnt`` draws burnt ones)."""
    from fewest.puzzles.base import SamplePlan

    if pairs is not None:
        raise InvalidPuzzleError("--pairs does not apply to pancake")
    n, burnt = parse_size(size)
    burnt = burnt or bool(options.burnt)
    full = f"{n}:burnt" if burnt else str(n)

    def draw(rng: random.Random) -> tuple[str, InputOptions]:
        return scramble(full, None, rng), options.replace(burnt=True if burnt else None)

    def notes(data: dict[str, Any]) -> list[str]:
        return [f"uniform random stacks of {n} {'burnt ' if burnt else ''}pancakes; "
                "a move flips the top k"]

    return SamplePlan(full, draw=draw, notes=notes, unit="flips")
