"""``fewest analyze rubiks-square RxC``: the distance of every board of a size.

The full distance table (breadth-first search from the sorted board over all
``(R*C)!`` arrangements) gives the histogram, the largest distance (God's
number for that size in this move metric) and boards that need it.

>>> rep = analyze_size("2x2")
>>> rep.data["histogram"], rep.data["max_distance"]
([1, 4, 10, 8, 1], 4)
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from typing import Any

import numpy as np

from fewest.errors import InvalidPuzzleError
from fewest.figures import histogram_plot
from fewest.kernels.ranking import partial_unrank_into
from fewest.puzzles.base import Report
from fewest.puzzles.boardtext import parse_shape
from fewest.puzzles.rubiks_square import tables
from fewest.puzzles.rubiks_square.kernels import UNSEEN
from fewest.puzzles.rubiks_square.model import MAX_SIDE, MIN_SIDE, Board
from fewest.words import article

EXAMPLES = 3


def board_at(rows: int, cols: int, index: int) -> Board:
    """The board whose tiles ``1 .. N-1`` sit at the cells of placement ``index``.

    >>> board_at(2, 2, 0).to_text()
    '1 2 / 3 4'
    """
    n = rows * cols
    cells = np.zeros(n - 1, dtype=np.int64)
    partial_unrank_into(index, n - 1, n, cells)
    out = [0] * n
    for t, p in enumerate(cells):
        out[int(p)] = t + 1
    out[out.index(0)] = n
    return Board(rows, cols, tuple(out))


def analyze_size(target: str, *,
                 progress: Callable[[str, float, float | None], None] | None = None) -> Report:
    """Histogram of optimal distances over all boards of the size ``target`` ("3x3")."""
    rows, cols = parse_shape(target)
    if not (MIN_SIDE <= rows <= MAX_SIDE and MIN_SIDE <= cols <= MAX_SIDE):
        raise InvalidPuzzleError(f"board sides must be {MIN_SIDE}..{MAX_SIDE}, got {target!r}")
    tiles = tables.exact_tiles(rows, cols)
    if tiles is None:
        size = article(f"{rows}x{cols}")
        raise InvalidPuzzleError(
            f"{size} board has {math.factorial(rows * cols):,} arrangements; full "
            f"analysis is limited to {tables.EXACT_MAX_CELLS} cells")
    started = time.perf_counter()
    table = tables.pattern(rows, cols, tiles, progress).table
    counts = np.bincount(table, minlength=256)
    reached = {d: int(counts[d]) for d in range(UNSEEN) if counts[d]}
    total = int(table.shape[0])
    unreachable = int(counts[UNSEEN])
    top = max(reached)
    where = np.flatnonzero(table == top)[:EXAMPLES]
    examples = [board_at(rows, cols, int(i)).to_text() for i in where]
    seconds = time.perf_counter() - started
    mean = sum(d * c for d, c in reached.items()) / (total - unreachable)
    data: dict[str, Any] = {
        "rows": rows, "cols": cols, "boards": total, "reachable": total - unreachable,
        "unreachable": unreachable, "histogram": [reached.get(d, 0) for d in range(top + 1)],
        "max_distance": top, "mean_distance": round(mean, 4), "examples_at_max": examples,
        "seconds": round(seconds, 3),
    }
    return Report(data, _text(data), plot=histogram_plot(
        list(enumerate(data["histogram"])), title=f"Rubik's square {rows}x{cols}: every board",
        xlabel="distance to sorted (moves)"))


def _text(data: dict[str, Any]) -> str:
    r, c, total = data["rows"], data["cols"], data["boards"]
    lines = [f"Rubik's square {r}x{c}: {total:,} boards (({r}*{c})! arrangements)"]
    if data["unreachable"]:
        lines.append(
            f"reachable: {data['reachable']:,} (the even half); unreachable: "
            f"{data['unreachable']:,} (the odd half: both sides are odd, so every move is even)")
    else:
        lines.append("every board is reachable")
    lines.append("")
    lines.append(f"{'moves':>5}  {'boards':>12}  {'share':>8}")
    for d, count in enumerate(data["histogram"]):
        lines.append(f"{d:>5}  {count:>12,}  {count / data['reachable']:>8.3%}")
    lines.append("")
    lines.append(f"max distance: {data['max_distance']} moves; mean {data['mean_distance']}")
    lines.append("boards at max distance: " + "; ".join(data["examples_at_max"]))
    lines.append(f"seconds: {data['seconds']}")
    return "\n".join(lines)
