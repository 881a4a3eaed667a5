"""``fewest analyze hanoi PxN`` (or a board): the distance of every state from a position.

A compiled breadth-first search from the position (by default the tower on
peg 1) runs over all ``P**N`` states, each reachable, and counts each layer.
The largest distance is the position's eccentricity; from a tower on three
pegs it is ``2**N - 1``.

>>> rep = analyze_target("3x3")
>>> rep.data["histogram"], rep.data["max_distance"]
([1, 2, 2, 4, 2, 4, 4, 8], 7)
"""

from __future__ import annotations

import time
from typing import Any

from fewest.errors import InvalidPuzzleError
from fewest.puzzles.base import Report
from fewest.puzzles.hanoi.model import Position
from fewest.puzzles.hanoi.scramble import parse_size

#: most states a whole-space analysis covers (a few seconds)
MAX_STATES = 1 << 26


def start_of(target: str) -> Position:
    """The position a target names: a board, or ``PxN`` for the tower on peg 1."""
    text = target.strip()
    if text.startswith("["):
        return Position.from_text(text)
    pegs, discs = parse_size(text)
    return Position.tower(pegs, discs, 0)


def analyze_target(target: str) -> Report:
    """Histogram of distances from the target's position over every state."""
    from fewest.puzzles.hanoi.search import layer_counts

    start = start_of(target)
    states = start.pegs**start.discs
    if states > MAX_STATES:
        raise InvalidPuzzleError(
            f"{start.discs} discs on {start.pegs} pegs have {states:,} states; whole-space "
            f"analysis is limited to {MAX_STATES:,} (try --sample N)")
    started = time.perf_counter()
    counts, far = layer_counts(start.pegs, start.discs, start.state)
    data: dict[str, Any] = {
        "pegs": start.pegs, "discs": start.discs, "start": start.to_text(), "states": states,
        "reachable": sum(counts), "histogram": counts, "max_distance": len(counts) - 1,
        "mean_distance": round(sum(d * c for d, c in enumerate(counts)) / sum(counts), 4),
        "example_at_max": Position(start.pegs, far).to_text(),
        "seconds": round(time.perf_counter() - started, 3),
    }
    return Report(data, _text(data))


def _text(data: dict[str, Any]) -> str:
    lines = [f"Tower of Hanoi, {data['discs']} discs on {data['pegs']} pegs: {data['states']:,} "
             f"states, distances from {data['start']}", "",
             f"{'moves':>5}  {'states':>12}"]
    lines += [f"{d:>5}  {c:>12,}" for d, c in enumerate(data["histogram"])]
    lines += ["", f"max distance: {data['max_distance']} (e.g. {data['example_at_max']}); "
                  f"mean {data['mean_distance']}", f"seconds: {data['seconds']}"]
    return "\n".join(lines)
