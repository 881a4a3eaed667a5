"""Whole-space facts about a sliding board size, from its complete distance table.

Entry point: ``analyze(rows, cols, goal, *, progress=None) -> Report`` with
``data`` = ``{rows, cols, goal, reachable, histogram, max_distance, examples,
seconds}`` (``histogram[d]`` counts the boards at distance ``d``; ``examples``
lists up to three boards at the largest distance, in the goal's labels) and a
plain-text rendering.  Boards of at most 12 cells are covered.

>>> rep = analyze(2, 3, (1, 2, 3, 4, 5, 0))
>>> rep.data["reachable"], rep.data["max_distance"], rep.data["examples"][0]
(360, 21, [4, 5, 0, 1, 2, 3])
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence

import numpy as np

from fewest.figures import histogram_plot
from fewest.progress import ProgressFn
from fewest.puzzles.base import Report
from fewest.puzzles.sliding.fast.tables import distance_table, parities, relabel, unrank_board
from fewest.puzzles.sliding.model import check_goal
from fewest.words import plural

EXAMPLES = 3


def _examples(
    table: np.ndarray, rows: int, cols: int, goal: tuple[int, ...], d: int
) -> list[list[int]]:
    n = rows * cols
    half = math.factorial(n - 1) // 2
    par = parities(rows, cols, goal.index(0))
    back = {v: k for k, v in relabel(goal).items()}
    out = []
    board = np.empty(n, dtype=np.int64)
    for rank in np.flatnonzero(table == d)[:EXAMPLES]:
        unrank_board(int(rank), n, half, par, board)
        out.append([back[int(t)] for t in board])
    return out


def _text(data: dict, rows: int, cols: int) -> str:
    hist = data["histogram"]
    width = max(len(f"{c:,}") for c in hist)
    lines = [
        f"{rows}x{cols} sliding puzzle, goal {' '.join(map(str, data['goal']))}",
        f"boards that reach the goal: {data['reachable']:,}",
        f"largest distance: {data['max_distance']} ({plural(hist[-1], 'board')})",
        "",
        "distance  boards",
    ]
    lines += [f"{d:>8}  {c:>{width},}" for d, c in enumerate(hist)]
    lines.append("")
    lines.append("boards at the largest distance:")
    lines += ["  " + " ".join(map(str, b)) for b in data["examples"]]
    lines.append(f"({data['seconds']:.2f} s)")
    return "\n".join(lines)


def analyze(
    rows: int, cols: int, goal: Sequence[int], *, progress: ProgressFn | None = None
) -> Report:
    """Distance histogram, diameter and farthest boards of ``rows x cols`` for ``goal``."""
    started = time.perf_counter()
    table = distance_table(rows, cols, goal, progress=progress)
    goal = check_goal(goal, rows, cols)
    hist = np.bincount(table).tolist()
    max_d = len(hist) - 1
    data = {
        "rows": rows, "cols": cols, "goal": list(goal),
        "reachable": int(sum(hist)), "histogram": hist, "max_distance": max_d,
        "examples": _examples(table, rows, cols, goal, max_d),
        "seconds": round(time.perf_counter() - started, 3),
    }
    return Report(data=data, text=_text(data, rows, cols), plot=histogram_plot(
        list(enumerate(hist)), title=f"{rows}x{cols} sliding puzzle: every board",
        xlabel="distance to the goal (moves)"))
