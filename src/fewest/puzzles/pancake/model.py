"""A stack of pancakes: validation, the flip, the gap count, text forms.

A stack is written from the top down: ``"3 1 2 5 4"`` has pancake 3 on top
and 4 at the bottom, on the plate.  The goal is ``1 2 ... n`` (smallest on
top).  In the burnt variant every pancake has a burnt side: a negative
number is a pancake lying burnt side up, and the goal is ``1 2 ... n`` with
every pancake burnt side down (all positive).

A move ``flip k`` slides the spatula under the ``k``-th pancake from the top
and turns the top ``k`` over as one block: their order reverses and, when
burnt, each one's side too.  Moves are the integers ``k``; ``flip 1``
changes nothing unless the pancakes are burnt, so it only exists there.

>>> s = Stack.from_text("3 1 2 5 4")
>>> s.flip(3).cakes, s.flip(3).flip(5).flip(4).is_sorted()
((2, 1, 3, 5, 4), False)
>>> Stack.from_text("-2 1", burnt=True).flip(2).cakes
(-1, 2)
>>> s.gaps()
3
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from fewest.errors import InvalidPuzzleError
from fewest.puzzles.boardtext import parse_grid, quote

#: The largest stack accepted (the compiled search keeps small fixed arrays).
MAX_CAKES = 255


def flip(cakes: tuple[int, ...], k: int, burnt: bool) -> tuple[int, ...]:
    """``cakes`` with the top ``k`` turned over (negated too when ``burnt``).

    >>> flip((3, 1, 2), 2, False), flip((3, -1, 2), 2, True)
    ((1, 3, 2), (1, -3, 2))
    """
    top = cakes[k - 1 :: -1] if k else ()
    if burnt:
        top = tuple(-c for c in top)
    return top + cakes[k:]


def is_gap(above: int, below: int, burnt: bool) -> bool:
    """Whether two neighbours in the stack (``above`` on ``below``) form a *gap*.

    Unburnt, neighbours fit when their sizes differ by one.  Burnt, they fit
    only when ``below - above == 1``: ``2`` on ``3`` (both burnt side down) or
    ``-3`` on ``-2`` (both up, a block that one flip sets right); ``3`` on
    ``2`` is a gap, since turning that pair over gives ``-2`` on ``-3``.

    >>> is_gap(2, 3, False), is_gap(3, 2, False), is_gap(3, 2, True), is_gap(-3, -2, True)
    (False, False, True, False)
    """
    if burnt:
        return below - above != 1
    return abs(below - above) != 1


def count_gaps(cakes: tuple[int, ...], burnt: bool) -> int:
    """The gap count: neighbouring pairs that are gaps, the plate (``n + 1``) included.

    >>> count_gaps((1, 2, 3), False), count_gaps((3, 2, 1), False), count_gaps((-1, 2), True)
    (0, 1, 1)
    """
    below = (*cakes[1:], len(cakes) + 1)
    return sum(is_gap(a, b, burnt) for a, b in zip(cakes, below, strict=True))


def move_text(k: int) -> str:
    """The move in words.

    >>> move_text(3)
    'flip 3'
    """
    return f"flip {k}"


@dataclass(frozen=True)
class Stack:
    """A validated stack, top first; ``burnt`` selects the burnt variant."""

    cakes: tuple[int, ...]
    burnt: bool = False

    @property
    def size(self) -> int:
        """The number of pancakes."""
        return len(self.cakes)

    @property
    def first_flip(self) -> int:
        """The smallest useful flip: 1 when burnt (it turns the top pancake over), else 2."""
        return 1 if self.burnt else 2

    @classmethod
    def from_text(cls, board: Any, burnt: bool = False) -> Stack:
        """Read a stack (``"3 1 2"``, ``"3,1,2"`` or a JSON list) and validate it.

        >>> Stack.from_text("[2, 1]").cakes
        (2, 1)
        >>> Stack.from_text("1 2 2")
        Traceback (most recent call last):
        ...
        fewest.errors.InvalidPuzzleError: a stack of 3 pancakes must hold 1..3 once each \
(2 appears twice, 3 is missing): '1 2 2'
        """
        grid = parse_grid(board)
        if len(grid) != 1:
            raise InvalidPuzzleError(
                f"a stack is one line of numbers, top first, got {len(grid)} rows: {quote(board)}")
        cakes = tuple(grid[0])
        n = len(cakes)
        if n > MAX_CAKES:
            raise InvalidPuzzleError(f"a stack holds at most {MAX_CAKES} pancakes, got {n}: "
                                     f"{quote(board)}")
        if not burnt and any(c < 0 for c in cakes):
            raise InvalidPuzzleError(
                f"negative numbers (burnt side up) need --burnt: {quote(board)}")
        sizes = [abs(c) for c in cakes]
        if sorted(sizes) != list(range(1, n + 1)):
            raise InvalidPuzzleError(
                f"a stack of {n} pancakes must hold 1..{n} once each ({_why(sizes)}): "
                f"{quote(board)}")
        return cls(cakes, burnt)

    @classmethod
    def sorted_stack(cls, n: int, burnt: bool = False) -> Stack:
        """The goal stack of ``n`` pancakes."""
        return cls(tuple(range(1, n + 1)), burnt)

    def flip(self, k: int) -> Stack:
        """The stack after ``flip k`` (``first_flip <= k <= size``)."""
        if not self.first_flip <= k <= self.size:
            raise InvalidPuzzleError(
                f"flip {k} is not a move on a stack of {self.size} (flip "
                f"{self.first_flip}..{self.size})")
        return Stack(flip(self.cakes, k, self.burnt), self.burnt)

    def is_sorted(self) -> bool:
        """Whether this is the goal: ``1..n`` top to bottom, every burnt side down."""
        return self.cakes == tuple(range(1, self.size + 1))

    def gaps(self) -> int:
        """The gap heuristic of this stack (see :func:`count_gaps`)."""
        return count_gaps(self.cakes, self.burnt)

    def to_text(self) -> str:
        """The stack as one line, top first (``+`` marks nothing: burnt down is positive).

        >>> Stack((2, -1), True).to_text()
        '2 -1'
        """
        return " ".join(str(c) for c in self.cakes)


def _why(sizes: list[int]) -> str:
    """What is wrong with a would-be permutation, in words.

    >>> _why([0, 1]), _why([1, 1, 5])
    ('0 is not a pancake size', '1 appears twice, 2 is missing')
    """
    n = len(sizes)
    if 0 in sizes:
        return "0 is not a pancake size"
    seen: set[int] = set()
    for s in sizes:
        if s in seen:
            missing = min(set(range(1, n + 1)) - set(sizes))
            return f"{s} appears twice, {missing} is missing"
        seen.add(s)
    big = max(sizes)
    return f"{big} is larger than {n}"
