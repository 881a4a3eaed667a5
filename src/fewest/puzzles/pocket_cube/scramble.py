"""Random pocket cubes for ``Family.scramble`` and ``analyze --sample``.

``size`` is ``2x2x2`` (or empty).  ``moves=None`` draws a position uniformly
among the 3,674,160 (a uniform table index), written as its sticker net;
``moves=k`` is a scramble of ``k`` random turns of all six faces, never the
same face twice in a row, written in Singmaster notation (so the board is at
most ``k`` moves from solved).

>>> import random
>>> scramble("2x2x2", 4, random.Random(3)).count(" ")
3
>>> from fewest.puzzles.pocket_cube.model import Cube
>>> Cube.from_text(scramble("2x2x2", None, random.Random(3))).reachable()
True
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from fewest.errors import InvalidPuzzleError
from fewest.puzzles.boardtext import quote
from fewest.puzzles.pocket_cube.geometry import FACES
from fewest.puzzles.pocket_cube.model import POSITIONS, from_index

if TYPE_CHECKING:
    from fewest.puzzles.base import SamplePlan
    from fewest.puzzles.options import InputOptions

MAX_MOVES = 10_000
SIZES = ("", "2x2x2", "2x2", "2")
#: God's numbers (HTM, QTM), from complete enumeration by others
GODS_NUMBERS = {"htm": 11, "qtm": 14}


def check_size(size: str) -> None:
    """Refuse any size but the one there is."""
    if size.strip().lower() not in SIZES:
        raise InvalidPuzzleError(f"the pocket cube has one size, 2x2x2; got {quote(size)}")


def scramble(size: str, moves: int | None, rng: random.Random) -> str:
    """A random board as text (see the module docstring)."""
    check_size(size)
    if moves is None:
        return from_index(rng.randrange(POSITIONS)).to_text()
    if isinstance(moves, bool) or not isinstance(moves, int) or not 0 <= moves <= MAX_MOVES:
        raise InvalidPuzzleError(f"scramble moves must be 0..{MAX_MOVES}, got {moves!r}")
    if moves == 0:
        return from_index(0).to_text()
    out: list[str] = []
    for _ in range(moves):
        face = rng.choice([f for f in FACES if not out or out[-1][0] != f])
        out.append(face + rng.choice(("", "2", "'")))
    return " ".join(out)


def sample_plan(size: str, options: InputOptions, pairs: int | None) -> SamplePlan:
    """``fewest analyze pocket-cube --sample N``: optimal lengths of random cubes,
    checked against God's number of the metric."""
    from fewest.puzzles.base import SamplePlan

    check_size(size)
    if pairs is not None:
        raise InvalidPuzzleError("--pairs does not apply to pocket-cube")
    metric = str(options.metric or "htm").lower()
    gods = GODS_NUMBERS.get(metric)

    def notes(data: dict[str, Any]) -> list[str]:
        if gods is None:
            return []
        verdict = ("no sampled cube exceeds it" if data["max"] <= gods
                   else f"A SAMPLED CUBE NEEDS {data['max']}: this contradicts it")
        return [f"God's number in {metric.upper()} is {gods}: {verdict}"]

    return SamplePlan("2x2x2", notes=notes)
