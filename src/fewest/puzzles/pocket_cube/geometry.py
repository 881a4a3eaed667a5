"""Where the 24 stickers of a 2x2x2 cube sit, and what turns do to them.

Everything is derived from coordinates, so no table is typed in by hand.  The
cube is centred at the origin with ``x`` to the right (R), ``y`` up (U) and
``z`` to the front (F); cubie centres are the points ``(±1, ±1, ±1)``.

**The net order.**  Slot ``4*f + 2*row + col`` is the sticker in ``row``,
``col`` of face ``f`` in the order ``U R F D L B`` (Kociemba's facelet order),
each face read row by row as it is seen in the usual net::

            U0 U1
            U2 U3
    L0 L1   F0 F1   R0 R1   B0 B1
    L2 L3   F2 F3   R2 R3   B2 B3
            D0 D1
            D2 D3

U is seen from above with B at its top edge, D from below with F at its top
edge, and R, F, L, B from outside with U at their top edge.

A face turn (``U``) is a quarter turn clockwise as seen looking at that face;
``U'`` is anticlockwise and ``U2`` a half turn.

>>> TURNS["U"][slot("F", 0, 0)] == slot("L", 0, 0)   # U takes the front top row to the left
True
>>> len(ROTATIONS)
24
"""

from __future__ import annotations

from itertools import product

Vec = tuple[int, int, int]

FACES = "URFDLB"

#: face -> (outward normal, the net's "right" direction, the net's "down" direction)
FRAMES: dict[str, tuple[Vec, Vec, Vec]] = {
    "U": ((0, 1, 0), (1, 0, 0), (0, 0, 1)),
    "R": ((1, 0, 0), (0, 0, -1), (0, -1, 0)),
    "F": ((0, 0, 1), (1, 0, 0), (0, -1, 0)),
    "D": ((0, -1, 0), (1, 0, 0), (0, 0, -1)),
    "L": ((-1, 0, 0), (0, 0, 1), (0, -1, 0)),
    "B": ((0, 0, -1), (-1, 0, 0), (0, -1, 0)),
}


def _add(*vs: Vec) -> Vec:
    return (sum(v[0] for v in vs), sum(v[1] for v in vs), sum(v[2] for v in vs))


def _scale(k: int, v: Vec) -> Vec:
    return (k * v[0], k * v[1], k * v[2])


def _dot(a: Vec, b: Vec) -> int:
    return a[0] * b[0] + a[1] * b[1] + a[2] * b[2]


def _cross(a: Vec, b: Vec) -> Vec:
    return (a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0])


def slot(face: str, row: int, col: int) -> int:
    """The net index of a sticker.

    >>> slot("U", 0, 0), slot("B", 1, 1)
    (0, 23)
    """
    return 4 * FACES.index(face) + 2 * row + col


def _sticker(index: int) -> tuple[Vec, Vec]:
    """``(cubie centre, outward normal)`` of slot ``index``."""
    face, rest = FACES[index // 4], index % 4
    normal, right, down = FRAMES[face]
    row, col = divmod(rest, 2)
    centre = _add(normal, _scale(2 * col - 1, right), _scale(2 * row - 1, down))
    return centre, normal


STICKERS = [_sticker(i) for i in range(24)]
_INDEX = {s: i for i, s in enumerate(STICKERS)}


def _clockwise(axis: Vec, v: Vec) -> Vec:
    """``v`` turned a quarter clockwise as seen from the tip of ``axis``."""
    return _add(_scale(_dot(axis, v), axis), _scale(-1, _cross(axis, v)))


def _rotation(axis: Vec, layer: bool) -> tuple[int, ...]:
    """Where each slot goes when the layer facing ``axis`` (or, ``layer=False``,
    the whole cube) turns a quarter clockwise: ``perm[i]`` is slot ``i``'s image."""
    out = []
    for centre, normal in STICKERS:
        if layer and _dot(centre, axis) <= 0:
            out.append(_INDEX[(centre, normal)])
        else:
            out.append(_INDEX[(_clockwise(axis, centre), _clockwise(axis, normal))])
    return tuple(out)


def compose(first: tuple[int, ...], then: tuple[int, ...]) -> tuple[int, ...]:
    """The slot permutation of ``first`` followed by ``then``."""
    return tuple(then[j] for j in first)


def permute(state: str, perm: tuple[int, ...]) -> str:
    """The sticker string after moving slot ``i``'s sticker to ``perm[i]``.

    >>> permute("abc", (1, 2, 0))
    'cab'
    """
    out = [""] * len(perm)
    for i, j in enumerate(perm):
        out[j] = state[i]
    return "".join(out)


def _turns() -> dict[str, tuple[int, ...]]:
    out = {}
    for face in FACES:
        quarter = _rotation(FRAMES[face][0], layer=True)
        half = compose(quarter, quarter)
        out[face] = quarter
        out[face + "2"] = half
        out[face + "'"] = compose(half, quarter)
    return out


#: every face turn in Singmaster notation -> its slot permutation
TURNS = _turns()


def _rotations() -> list[tuple[int, ...]]:
    """The 24 whole-cube rotations (closure of quarter turns about x and y)."""
    gens = [_rotation((1, 0, 0), layer=False), _rotation((0, 1, 0), layer=False)]
    found = {tuple(range(24))}
    todo = list(found)
    while todo:
        p = todo.pop()
        for g in gens:
            q = compose(p, g)
            if q not in found:
                found.add(q)
                todo.append(q)
    return sorted(found)


ROTATIONS = _rotations()

#: the corner positions, each as its three slots in clockwise order seen from
#: outside, starting with the U or D sticker; the last one (DBL) never moves
CORNERS: list[tuple[int, int, int]] = []


def _corners() -> list[tuple[int, int, int]]:
    out = []
    for sy, sz, sx in product((1, -1), (1, -1), (1, -1)):
        centre = (sx, sy, sz)
        slots = [i for i, (c, _n) in enumerate(STICKERS) if c == centre]
        first = next(i for i in slots if STICKERS[i][1][1] != 0)
        order = [first]
        while len(order) < 3:
            a = STICKERS[order[-1]][1]
            order.append(next(i for i in slots if i not in order
                              and _dot(_cross(a, STICKERS[i][1]), centre) < 0))
        out.append((order[0], order[1], order[2]))
    fixed = next(c for c in out if STICKERS[c[0]][0] == (-1, -1, -1))
    out.remove(fixed)
    return [*out, fixed]


CORNERS.extend(_corners())
