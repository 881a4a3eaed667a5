"""``fewest analyze pocket-cube [--metric qtm]``: the distance of every position.

The complete distance table (:mod:`~fewest.puzzles.pocket_cube.tables`) gives
the count at each distance, the largest distance (God's number of the
metric: 11 in HTM, 14 in QTM) and positions that need it.

>>> rep = analyze_metric("htm")
>>> rep.data["reachable"], rep.data["max_distance"], rep.data["histogram"][:4]
(3674160, 11, [1, 9, 54, 321])
"""

from __future__ import annotations

import time
from typing import Any

from fewest.progress import ProgressFn
from fewest.puzzles.base import Report
from fewest.puzzles.pocket_cube.model import POSITIONS, from_index

EXAMPLES = 3


def analyze_metric(metric: str, progress: ProgressFn | None = None) -> Report:
    """Histogram of optimal distances over all positions in ``metric``."""
    import numpy as np

    from fewest.puzzles.pocket_cube import tables
    from fewest.puzzles.pocket_cube.kernels import UNSEEN

    started = time.perf_counter()
    table = tables.table(metric, progress)
    counts = np.bincount(table, minlength=256)
    top = int(np.flatnonzero(counts[:UNSEEN]).max())
    hist = [int(c) for c in counts[: top + 1]]
    where = np.flatnonzero(table == top)[:EXAMPLES]
    data: dict[str, Any] = {
        "metric": metric, "positions": POSITIONS, "reachable": sum(hist),
        "unreachable": int(counts[UNSEEN]), "histogram": hist, "max_distance": top,
        "mean_distance": round(sum(d * c for d, c in enumerate(hist)) / sum(hist), 4),
        "examples_at_max": [from_index(int(i)).to_text() for i in where],
        "seconds": round(time.perf_counter() - started, 3),
    }
    return Report(data, _text(data))


def _text(data: dict[str, Any]) -> str:
    metric = data["metric"].upper()
    lines = [f"pocket cube ({metric}): {data['positions']:,} positions up to whole-cube "
             f"rotation, {data['reachable']:,} reached from solved", "",
             f"{'moves':>5}  {'positions':>10}  {'share':>8}"]
    for d, count in enumerate(data["histogram"]):
        lines.append(f"{d:>5}  {count:>10,}  {count / data['reachable']:>8.3%}")
    lines += ["", f"max distance (God's number, {metric}): {data['max_distance']}; "
                  f"mean {data['mean_distance']}",
              "positions at max distance: " + "; ".join(data["examples_at_max"]),
              f"seconds: {data['seconds']}"]
    return "\n".join(lines)
