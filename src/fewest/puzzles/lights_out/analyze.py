"""``fewest analyze lights-out RxC``: how many boards go dark, and in how many presses.

The solvable count is ``2^(R C - k)`` for nullity ``k``
(:func:`~fewest.puzzles.lights_out.gf2.system`), for any size.  For boards
of at most :data:`ENUM_MAX_CELLS` lights the lightest press set of every
solvable board is enumerated (:func:`~fewest.puzzles.lights_out.kernels.coset_weights`),
giving the histogram of optimal press counts and the largest.

>>> rep = analyze_shape("3x3")
>>> rep.data["solvable"], rep.data["nullity"], rep.data["max_distance"]
(512, 0, 9)
>>> analyze_shape("2x2").data["histogram"]
[1, 4, 6, 4, 1]
"""

from __future__ import annotations

import time
from typing import Any

from fewest.errors import InvalidPuzzleError
from fewest.progress import ProgressFn
from fewest.puzzles.base import Report
from fewest.puzzles.boardtext import parse_shape, quote
from fewest.puzzles.lights_out.gf2 import system, toggled
from fewest.puzzles.lights_out.model import MAX_CELLS, Board

#: Largest board (lights) whose every solvable board is enumerated: ``2^28`` popcounts.
ENUM_MAX_CELLS = 28


def reduced_quiet(quiet: tuple[int, ...]) -> tuple[list[int], list[int]]:
    """The quiet basis reduced so that each vector owns a pivot cell no other touches;
    returns ``(vectors, pivots)``.

    >>> reduced_quiet((0b011, 0b110))
    ([5, 6], [0, 1])
    """
    vecs = list(quiet)
    pivots: list[int] = []
    for i in range(len(vecs)):
        low = vecs[i] & -vecs[i]
        for j in range(len(vecs)):
            if j != i and vecs[j] & low:
                vecs[j] ^= vecs[i]
        pivots.append(low.bit_length() - 1)
    return vecs, pivots


def analyze_shape(target: str, *, progress: ProgressFn | None = None) -> Report:
    """The solvable count of ``RxC`` boards and, when small enough, the optimal histogram."""
    rows, cols = parse_shape(target)
    if rows * cols > MAX_CELLS:
        raise InvalidPuzzleError(f"a board holds at most {MAX_CELLS} lights, got {quote(target)}")
    started = time.perf_counter()
    sys_ = system(rows, cols)
    n, k = rows * cols, sys_.nullity
    data: dict[str, Any] = {
        "rows": rows, "cols": cols, "boards": 1 << n, "nullity": k,
        "solvable": 1 << (n - k), "reachable": 1 << (n - k),
        "quiet_patterns": [Board(rows, cols, q).to_text() for q in sys_.quiet[:4]],
        "histogram": None, "max_distance": None, "example_at_max": None,
    }
    if n <= ENUM_MAX_CELLS:
        import numpy as np

        from fewest.puzzles.lights_out.kernels import coset_weights

        if progress is not None:
            progress(f"enumerating {1 << n:,} press sets", 0.0, None)
        vecs, pivots = reduced_quiet(sys_.quiet)
        combos = np.zeros(1 << k, dtype=np.uint64)
        for i in range(1, 1 << k):
            low = (i & -i).bit_length() - 1
            combos[i] = combos[i ^ (1 << low)] ^ np.uint64(vecs[low])
        free = np.array([c for c in range(n) if c not in set(pivots)], dtype=np.int64)
        hist = np.zeros(n + 1, dtype=np.int64)
        rep = int(coset_weights(free, combos, hist))
        top = int(np.flatnonzero(hist)[-1])
        counts = [int(c) for c in hist[: top + 1]]
        data.update({
            "histogram": counts, "max_distance": top,
            "mean_distance": round(sum(d * c for d, c in enumerate(counts)) / sum(counts), 4),
            "example_at_max": Board(rows, cols, toggled(rows, cols, rep)).to_text(),
        })
    data["seconds"] = round(time.perf_counter() - started, 3)
    return Report(data, _text(data))


def _text(data: dict[str, Any]) -> str:
    r, c, k = data["rows"], data["cols"], data["nullity"]
    lines = [f"Lights Out {r}x{c}: {data['boards']:,} boards; nullity {k}, so "
             f"{data['solvable']:,} can go dark (1 in {1 << k})"]
    if k:
        lines.append("quiet patterns (pressing all of one changes nothing): "
                     + "; ".join(data["quiet_patterns"]) + (" ..." if k > 4 else ""))
    if data["histogram"] is None:
        lines.append(f"histogram: not enumerated (more than {ENUM_MAX_CELLS} lights)")
    else:
        lines += ["", f"{'presses':>7}  {'boards':>12}  {'share':>8}"]
        for d, count in enumerate(data["histogram"]):
            lines.append(f"{d:>7}  {count:>12,}  {count / data['solvable']:>8.3%}")
        lines += ["", f"max presses: {data['max_distance']} (e.g. {data['example_at_max']}); "
                  f"mean {data['mean_distance']}"]
    lines.append(f"seconds: {data['seconds']}")
    return "\n".join(lines)
