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
from typing import TYPE_CHECKING

from fewest.errors import InvalidPuzzleError
from fewest.puzzles.boardtext import quote
from fewest.puzzles.pocket_cube.geometry import FACES
from fewest.puzzles.pocket_cube.model import POSITIONS, from_index

if TYPE_CHECKING:
    from fewest.analyze.spec import SampleSpec
    from fewest.progress import ProgressFn
    from fewest.puzzles.base import InputOptions, Report

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


def sampled(size: str, options: InputOptions, spec: SampleSpec,
            progress: ProgressFn | None = None) -> Report:
    """``fewest analyze pocket-cube --sample N``: optimal lengths of random cubes,
    checked against God's number of the metric."""
    from fewest.analyze import sample_report
    from fewest.puzzles.pocket_cube.family import FAMILY

    check_size(size)
    if spec.pairs is not None:
        raise InvalidPuzzleError("--pairs does not apply to pocket-cube")
    metric = options.metric or "htm"
    gods = GODS_NUMBERS.get(metric)

    def notes(data: dict[str, object]) -> list[str]:
        top = data["max"]
        assert isinstance(top, int)
        verdict = ("no sampled cube exceeds it" if gods is not None and top <= gods
                   else f"A SAMPLED CUBE NEEDS {top}: this contradicts it")
        return [f"God's number in {metric.upper()} is {gods}: {verdict}"]

    return sample_report(FAMILY, "2x2x2", spec, options, notes=notes, progress=progress)
