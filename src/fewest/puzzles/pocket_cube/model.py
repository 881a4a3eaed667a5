"""The validated pocket cube: a scramble or 24 stickers, up to whole-cube rotation.

**Board forms.**

* A *scramble* from the solved cube in Singmaster notation: face letters
  ``U R F D L B``, each optionally followed by ``'`` (anticlockwise) or ``2``
  (half turn), separated by spaces: ``"R U2 F'"``.  A JSON list of such
  moves (``["R", "U2"]``) is read the same way.
* The *24 stickers* as face letters in the net order of
  :mod:`fewest.puzzles.pocket_cube.geometry` (faces ``U R F D L B``, each
  read row by row): ``"UUUU RRRR FFFF DDDD LLLL BBBB"`` is solved.  Spaces
  and ``/`` between letters are ignored (a text whose every space-separated
  token is a move is a scramble instead).  The letter of a sticker is the
  face it belongs on.

**Real positions.**  Every letter must appear four times, and every corner
must read, clockwise from outside, as one of the eight real corners (a
mirrored corner is a wrongly stickered cube); with the counts right, that
makes the eight corners distinct.  These are bad input.  A cube whose
corner twists do not sum to 0 (mod 3) is a real cube with a corner
twisted in place: no turns solve it, so it is *unreachable*
(:meth:`Cube.reachable`).  There is no permutation parity
rule on the 2x2x2: a quarter turn is a 4-cycle, so both parities occur.

**Whole-cube orientation.**  A 2x2x2 has no centres, so a cube turned as a
whole is the same position.  Every board is turned so that its D-B-L corner
sits at the back-left-bottom position with D down; turns of U, R and F never
move that corner, and a D, L or B turn equals the opposite face's turn (same
direction) followed by a whole-cube rotation.  So solutions use U, R and F
only, and there are 7! * 3^6 = 3,674,160 positions.

>>> cube = Cube.from_text("R U2 F'")
>>> cube.twist(), cube.is_solved()
(0, False)
>>> Cube.from_text("L").stickers == Cube.from_text("R").stickers   # same up to rotation
True
>>> Cube.from_text("UUUU RRRR FFFF DDDD LLLL BBBB").is_solved()
True
"""

from __future__ import annotations

import json
import math
import re
from collections import Counter
from dataclasses import dataclass
from typing import Any

from fewest.errors import InvalidPuzzleError
from fewest.puzzles.boardtext import quote
from fewest.puzzles.pocket_cube.geometry import CORNERS, FACES, ROTATIONS, TURNS, permute

SOLVED = "".join(f * 4 for f in FACES)
MOVE_RE = re.compile(r"^[URFDLB]['2]?$")
#: the turns a solve uses: the faces that never move the fixed D-B-L corner
SOLVE_FACES = "URF"
METRICS = ("htm", "qtm")
#: positions up to whole-cube rotation (corner ``CORNERS[-1]`` fixed)
POSITIONS = math.factorial(7) * 3**6


def solve_moves(metric: str) -> tuple[str, ...]:
    """The moves a solve may use in ``metric``.

    >>> solve_moves("qtm")
    ('U', "U'", 'R', "R'", 'F', "F'")
    """
    if metric not in METRICS:
        raise InvalidPuzzleError(f"metric must be htm or qtm, got {metric!r}")
    turns = ("", "2", "'") if metric == "htm" else ("", "'")
    return tuple(f + t for f in SOLVE_FACES for t in turns)


def _corner_names() -> dict[tuple[str, str, str], tuple[int, int]]:
    """Reading of a corner (colours clockwise from its U/D slot) -> (cubie, twist)."""
    out = {}
    for cubie, slots in enumerate(CORNERS):
        colours = [SOLVED[s] for s in slots]
        for twist in range(3):
            # twist t: the cubie's U/D colour lies t slots clockwise of the U/D slot
            reading = tuple(colours[(k - twist) % 3] for k in range(3))
            out[(reading[0], reading[1], reading[2])] = (cubie, twist)
    return out


READINGS = _corner_names()


def corner_name(position: int) -> str:
    """The corner position in words.

    >>> corner_name(0), corner_name(7)
    ('URF', 'DBL')
    """
    return "".join(SOLVED[s] for s in CORNERS[position])


@dataclass(frozen=True)
class Cube:
    """A position: 24 face letters in net order, turned so the D-B-L corner is home."""

    stickers: str

    @classmethod
    def solved(cls) -> Cube:
        return cls(SOLVED)

    @classmethod
    def from_text(cls, board: Any) -> Cube:
        """A scramble or a sticker net (see the module docstring); bad input raises
        :class:`~fewest.errors.InvalidPuzzleError` quoting it."""
        if isinstance(board, (list, tuple)):
            if not all(isinstance(m, str) for m in board):
                raise InvalidPuzzleError(f"a scramble list must hold moves like \"R\": "
                                         f"{quote(board)}")
            return cls.from_scramble(list(board), board)
        if not isinstance(board, str):
            raise InvalidPuzzleError(f"a pocket cube is a scramble or 24 stickers: {quote(board)}")
        text = board.strip()
        if text.startswith("["):
            try:
                value = json.loads(text)
            except json.JSONDecodeError:
                raise InvalidPuzzleError(f"board is not valid JSON: {quote(board)}") from None
            if not isinstance(value, list):
                raise InvalidPuzzleError(f"a JSON pocket cube is a list of moves: {quote(board)}")
            return cls.from_text(value)
        tokens = text.split()
        if not tokens:
            raise InvalidPuzzleError(f"empty board: {board!r}")
        if all(MOVE_RE.match(t) for t in tokens):
            return cls.from_scramble(tokens, board)
        letters = "".join(text.replace("/", " ").split())
        if len(letters) == 24 and set(letters) <= set(FACES):
            return cls.from_stickers(letters, board)
        if all(MOVE_RE.match(t[:1].upper() + t[1:]) for t in tokens):
            upper = " ".join(t[:1].upper() + t[1:] for t in tokens)
            raise InvalidPuzzleError(
                f"cube moves are upper-case face letters U R F D L B (lower-case ones mean "
                f"wide turns, which a 2x2x2 does not have): {quote(board)}; did you mean "
                f"{upper!r}?")
        moves = [t for t in tokens if MOVE_RE.match(t)]
        if moves:
            bad = next(t for t in tokens if not MOVE_RE.match(t))
            raise InvalidPuzzleError(
                f"unknown move {bad!r} in the scramble {quote(board)}: moves are U R F D L B, "
                "each optionally followed by ' or 2")
        raise InvalidPuzzleError(
            f"stickers must be 24 letters from U R F D L B in net order, got {len(letters)} "
            f"characters: {quote(board)}")

    @classmethod
    def from_scramble(cls, moves: list[str], original: Any) -> Cube:
        state = SOLVED
        for m in moves:
            if not MOVE_RE.match(m):
                raise InvalidPuzzleError(
                    f"unknown move {m!r} in the scramble {quote(original)}: moves are "
                    "U R F D L B, each optionally followed by ' or 2")
            state = permute(state, TURNS[m])
        return cls(oriented(state))

    @classmethod
    def from_stickers(cls, letters: str, original: Any) -> Cube:
        counts = Counter(letters)
        for face in FACES:
            if counts[face] != 4:
                raise InvalidPuzzleError(
                    f"colour {face} appears {counts[face]} times (each face colour appears "
                    f"4 times): {quote(original)}")
        for position, slots in enumerate(CORNERS):
            reading = (letters[slots[0]], letters[slots[1]], letters[slots[2]])
            if reading not in READINGS:
                mirror = (reading[0], reading[2], reading[1])
                why = ("a mirror image of a real corner (two stickers swapped)"
                       if mirror in READINGS else "not a corner of the cube")
                raise InvalidPuzzleError(
                    f"the corner at {corner_name(position)} reads {''.join(reading)}: {why}: "
                    f"{quote(original)}")
        # With the colour counts right, eight real corners are eight different ones: a
        # corner read twice would leave another's colours missing.
        return cls(oriented(letters))

    @classmethod
    def from_corners(cls, perm: list[int], twist: list[int]) -> Cube:
        """The cube with cubie ``perm[p]`` at position ``p`` twisted by ``twist[p]``
        (seven moving positions; D-B-L stays home).

        >>> Cube.from_corners([0, 1, 2, 3, 4, 5, 6], [0] * 7).is_solved()
        True
        """
        out = list(SOLVED)
        for p, (cubie, t) in enumerate(zip(perm, twist, strict=True)):
            for k in range(3):
                out[CORNERS[p][(k + t) % 3]] = SOLVED[CORNERS[cubie][k]]
        return cls("".join(out))

    def corners(self) -> tuple[list[int], list[int]]:
        """``(cubie at each position, its twist)`` for the eight corner positions."""
        perm, twist = [], []
        for slots in CORNERS:
            cubie, t = READINGS[(self.stickers[slots[0]], self.stickers[slots[1]],
                                 self.stickers[slots[2]])]
            perm.append(cubie)
            twist.append(t)
        return perm, twist

    def twist(self) -> int:
        """The corner twists summed mod 3: 0 for every position turns can reach."""
        return sum(self.corners()[1]) % 3

    def reachable(self) -> bool:
        return self.twist() == 0

    def is_solved(self) -> bool:
        return self.stickers == SOLVED

    def turn(self, move: str) -> Cube:
        """The cube after one turn (any of the 18), turned back to the fixed frame.

        >>> Cube.solved().turn("U").turn("U'").is_solved()
        True
        """
        turned = permute(self.stickers, TURNS[move])
        return Cube(turned if move[0] in SOLVE_FACES else oriented(turned))

    def to_text(self) -> str:
        """The sticker net in one line, faces separated by spaces.

        >>> Cube.solved().to_text()
        'UUUU RRRR FFFF DDDD LLLL BBBB'
        """
        s = self.stickers
        return " ".join(s[i:i + 4] for i in range(0, 24, 4))


def net_lines(s: str) -> str:
    """The sticker string drawn as the cross-shaped net.

    >>> net_lines(SOLVED).splitlines()[:3]
    ['      U U', '      U U', 'L L   F F   R R   B B']
    """
    def row(face: str, r: int) -> str:
        i = 4 * FACES.index(face) + 2 * r
        return f"{s[i]} {s[i + 1]}"

    pad = " " * 6
    lines = [pad + row("U", 0), pad + row("U", 1)]
    lines += ["   ".join(row(f, r) for f in "LFRB") for r in (0, 1)]
    lines += [pad + row("D", 0), pad + row("D", 1)]
    return "\n".join(lines)


_FIXED = CORNERS[-1]
_HOME = tuple(SOLVED[s] for s in _FIXED)


def oriented(stickers: str) -> str:
    """The sticker string turned as a whole so the D-B-L corner is home, D down.

    A string without a D-B-L corner reading home in some rotation (bad input)
    is returned unchanged; :meth:`Cube.from_stickers` has refused it already.
    """
    for rot in ROTATIONS:
        turned = permute(stickers, rot)
        if tuple(turned[s] for s in _FIXED) == _HOME:
            return turned
    return stickers  # pragma: no cover - a validated cube always has its D-B-L corner


def index(cube: Cube) -> int:
    """The table index of an oriented cube: ``rank(perm) * 729 + twists`` in base 3.

    ``perm`` lists the cubie at each of the seven moving positions, ranked
    lexicographically (Lehmer code); the twists of the first six positions are
    base-3 digits (the seventh follows from the sum rule).  The compiled
    tables in :mod:`~fewest.puzzles.pocket_cube.kernels` use the same order.

    >>> index(Cube.solved())
    0
    """
    perm, twist = cube.corners()
    rank = 0
    for i in range(7):
        smaller = sum(1 for j in range(i + 1, 7) if perm[j] < perm[i])
        rank = rank * (7 - i) + smaller
    digits = 0
    for t in twist[:6]:
        digits = digits * 3 + t
    return rank * 729 + digits


def from_index(i: int) -> Cube:
    """The oriented cube with table index ``i`` (the inverse of :func:`index`).

    >>> c = Cube.from_text("R U2 F'")
    >>> from_index(index(c)) == c
    True
    """
    if not 0 <= i < POSITIONS:
        raise InvalidPuzzleError(f"a pocket-cube index is 0..{POSITIONS - 1}, got {i}")
    rank, digits = divmod(i, 729)
    lehmer = []
    for radix in range(1, 8):
        rank, d = divmod(rank, radix)
        lehmer.append(d)
    free = list(range(7))
    perm = [free.pop(d) for d in reversed(lehmer)]
    twist = [0] * 7
    for p in range(5, -1, -1):
        digits, twist[p] = divmod(digits, 3)
    twist[6] = -sum(twist[:6]) % 3
    return Cube.from_corners(perm, twist)
