"""The validated Tower of Hanoi position: any number of pegs (at least 3).

**Board form.**  A JSON list of pegs, each listing its discs from bottom to
top, discs numbered by size from 1 (smallest): ``[[4,3,2,1],[],[],[]]`` is
four discs on the first of four pegs.  Discs ``1..n`` must each appear once,
and a disc may only lie on a larger one.

**Moves.**  A move takes the top disc of one peg to another peg whose top
disc is larger (or that is empty).  It is written ``1->3``: from peg 1 to
peg 3, pegs numbered from 1 in board order; in JSON, ``[1, 3]``.

**States.**  A state is a tuple holding the peg (0-based) of each disc,
smallest disc first; the order of discs on a peg is implied by their sizes.
The compiled searches read the same tuple as one integer whose base-``p``
digit ``i`` is the peg of disc ``i + 1`` (for 4 pegs, exactly two bits per
disc).

>>> pos = Position.from_text("[[3,2,1],[],[]]")
>>> pos.pegs, pos.discs, pos.state
(3, 3, (0, 0, 0))
>>> pos.to_text()
'[[3,2,1],[],[]]'
>>> moves(pos.state, 3)
[(1, 2), (1, 3)]
"""

from __future__ import annotations

import itertools
import json
from dataclasses import dataclass
from typing import Any

from fewest.errors import InvalidPuzzleError
from fewest.puzzles.boardtext import quote

MIN_PEGS = 3
#: most pegs and discs a board may have (a move list still fits on a screen)
MAX_PEGS = 16
MAX_DISCS = 64

State = tuple[int, ...]
Move = tuple[int, int]


@dataclass(frozen=True)
class Position:
    """A legal position: ``state[i]`` is the peg (0-based) of disc ``i + 1``."""

    pegs: int
    state: State

    @property
    def discs(self) -> int:
        return len(self.state)

    @classmethod
    def tower(cls, pegs: int, discs: int, peg: int) -> Position:
        """Every disc on ``peg`` (0-based).

        >>> Position.tower(4, 2, 3).to_text()
        '[[],[],[],[2,1]]'
        """
        return cls(pegs, (peg,) * discs)

    @classmethod
    def from_text(cls, board: Any) -> Position:
        """Parse the JSON form (text or a list); bad input raises
        :class:`~fewest.errors.InvalidPuzzleError` quoting it."""
        value = board
        if isinstance(board, str):
            text = board.strip()
            if not text:
                raise InvalidPuzzleError(f"empty board: {board!r}")
            try:
                value = json.loads(text)
            except json.JSONDecodeError:
                raise InvalidPuzzleError(
                    f"a Hanoi board is a JSON list of pegs, bottom to top, like "
                    f"[[3,2,1],[],[]]: {quote(board)}") from None
        if not isinstance(value, (list, tuple)) or not all(
                isinstance(p, (list, tuple)) for p in value):
            raise InvalidPuzzleError(
                f"a Hanoi board is a list of pegs, each a list of discs: {quote(board)}")
        if not MIN_PEGS <= len(value) <= MAX_PEGS:
            raise InvalidPuzzleError(
                f"a Hanoi board needs {MIN_PEGS}..{MAX_PEGS} pegs, got {len(value)}: "
                f"{quote(board)}")
        discs = [d for peg in value for d in peg]
        if not all(isinstance(d, int) and not isinstance(d, bool) for d in discs):
            raise InvalidPuzzleError(f"discs must be integers 1..n: {quote(board)}")
        n = len(discs)
        if n > MAX_DISCS:
            raise InvalidPuzzleError(f"at most {MAX_DISCS} discs, got {n}: {quote(board)}")
        if sorted(discs) != list(range(1, n + 1)):
            raise InvalidPuzzleError(
                f"discs must be 1..n, each once ({_disc_problem(discs)}): {quote(board)}")
        state = [0] * n
        for p, peg in enumerate(value):
            for below, above in itertools.pairwise(peg):
                if above > below:
                    raise InvalidPuzzleError(
                        f"disc {above} lies on the smaller disc {below} on peg {p + 1}; "
                        f"discs go from bottom to top, larger below: {quote(board)}")
            for d in peg:
                state[d - 1] = p
        return cls(len(value), tuple(state))

    def peg_lists(self) -> list[list[int]]:
        """The pegs as lists of discs, bottom to top."""
        out: list[list[int]] = [[] for _ in range(self.pegs)]
        for disc in range(self.discs, 0, -1):
            out[self.state[disc - 1]].append(disc)
        return out

    def to_text(self) -> str:
        """The board in its JSON form, without spaces."""
        return json.dumps(self.peg_lists(), separators=(",", ":"))


def _disc_problem(discs: list[int]) -> str:
    """What is wrong with a disc list that is not ``1..n`` once each.

    >>> _disc_problem([3, 1]), _disc_problem([2, 1, 1]), _disc_problem([1, 0])
    ('disc 2 is missing', 'disc 1 appears twice', 'disc 0 is out of range')
    """
    low = [d for d in discs if d < 1]
    if low:
        return f"disc {low[0]} is out of range"
    twice = [d for d in discs if discs.count(d) > 1]
    if twice:
        return f"disc {twice[0]} appears twice"
    missing = min(set(range(1, max(discs) + 1)) - set(discs))
    return f"disc {missing} is missing"


def tops(state: State, pegs: int) -> list[int]:
    """The top disc's index (0-based, smallest is 0) on each peg; ``-1`` when empty.

    >>> tops((1, 0, 0), 3)
    [1, 0, -1]
    """
    out = [-1] * pegs
    for disc in range(len(state) - 1, -1, -1):
        out[state[disc]] = disc
    return out


def moves(state: State, pegs: int) -> list[Move]:
    """The legal moves ``(from, to)`` (1-based pegs), in order of ``from`` then ``to``."""
    top = tops(state, pegs)
    return [(f + 1, t + 1) for f in range(pegs) if top[f] >= 0
            for t in range(pegs) if t != f and (top[t] < 0 or top[t] > top[f])]


def apply_move(state: State, pegs: int, move: Move) -> State:
    """The state after ``move``; raises when it is not legal.

    >>> apply_move((0, 0), 3, (1, 2))
    (1, 0)
    """
    f, t = move[0] - 1, move[1] - 1
    top = tops(state, pegs)
    if not (0 <= f < pegs and 0 <= t < pegs) or f == t or top[f] < 0 or (
            top[t] >= 0 and top[t] < top[f]):
        raise InvalidPuzzleError(f"move {move_text(move)} is not legal here")
    out = list(state)
    out[top[f]] = t
    return tuple(out)


def move_text(move: Move) -> str:
    """``(1, 3)`` -> ``"1->3"``.

    >>> move_text((1, 3))
    '1->3'
    """
    return f"{move[0]}->{move[1]}"


def move_between(before: State, after: State) -> Move:
    """The move that turns ``before`` into ``after`` (they differ in one disc)."""
    disc = next(i for i, (a, b) in enumerate(zip(before, after, strict=True)) if a != b)
    return before[disc] + 1, after[disc] + 1


def encode(state: State, pegs: int) -> int:
    """The integer whose base-``pegs`` digit ``i`` is the peg of disc ``i + 1``.

    >>> encode((1, 0, 3), 4)   # 1 + 0*4 + 3*16
    49
    """
    code = 0
    for peg in reversed(state):
        code = code * pegs + peg
    return code


def decode(code: int, pegs: int, discs: int) -> State:
    """The inverse of :func:`encode`.

    >>> decode(49, 4, 3)
    (1, 0, 3)
    """
    out = []
    for _ in range(discs):
        code, peg = divmod(code, pegs)
        out.append(peg)
    return tuple(out)
