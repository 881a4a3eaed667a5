"""``fewest analyze pancake N [--burnt]``: the distance of every stack of ``N``.

A breadth-first search from the sorted stack over all ``N!`` stacks
(``N! 2^N`` burnt), each ranked to a dense index
(:func:`~fewest.puzzles.pancake.kernels.stack_rank`), labels every stack
with its fewest flips; flips undo themselves, so distances *from* the
sorted stack are distances *to* it.  The largest is the pancake number
(OEIS A058986; burnt: A078941), printed beside the published value.

>>> rep = analyze_stacks(4)
>>> rep.data["histogram"], rep.data["max_distance"], rep.data["published"]
([1, 3, 6, 11, 3], 4, 4)
>>> analyze_stacks(2, burnt=True).data["max_distance"]
4
"""

from __future__ import annotations

import math
import time
from typing import Any

import numpy as np

from fewest.errors import InvalidPuzzleError
from fewest.progress import ProgressFn
from fewest.puzzles.base import Report
from fewest.puzzles.pancake.kernels import UNSEEN, bfs_layer, stack_unrank
from fewest.puzzles.pancake.model import Stack

#: Most stacks one analysis labels (one byte each): 10 pancakes, or 8 burnt.
MAX_STACKS = 1 << 24
#: Pancake numbers as published: OEIS A058986 (unburnt) and A078941 (burnt), n = 1, 2, ...
PUBLISHED = {
    False: (0, 1, 3, 4, 5, 7, 8, 9, 10, 11, 13),
    True: (1, 4, 6, 8, 10, 12, 14, 15, 17, 18, 19, 21),
}
EXAMPLES = 3


def count_stacks(n: int, burnt: bool) -> int:
    """How many stacks of ``n`` pancakes there are.

    >>> count_stacks(10, False), count_stacks(8, True)
    (3628800, 10321920)
    """
    return math.factorial(n) << (n if burnt else 0)


def parse_count(target: str) -> int:
    """The ``N`` of ``fewest analyze pancake N``.

    >>> parse_count(" 7 ")
    7
    """
    try:
        n = int(target.strip())
    except ValueError:
        raise InvalidPuzzleError(
            f"pancake analysis takes a stack size N (e.g. 8), got {target!r}") from None
    if n < 1:
        raise InvalidPuzzleError(f"a stack holds at least 1 pancake, got {target!r}")
    return n


def analyze_stacks(n: int, burnt: bool = False, *,
                   progress: ProgressFn | None = None) -> Report:
    """The histogram of fewest flips over every stack of ``n`` pancakes."""
    total = count_stacks(n, burnt)
    if total > MAX_STACKS:
        raise InvalidPuzzleError(
            f"{n} {'burnt ' if burnt else ''}pancakes make {total:,} stacks; whole-space "
            f"analysis is limited to {MAX_STACKS:,} (10 pancakes, or 8 burnt); "
            "try --sample N")
    started = time.perf_counter()
    dist = np.full(total, UNSEEN, dtype=np.uint8)
    dist[0] = 0
    counts = [1]
    while True:
        if progress is not None:
            progress("labelling stacks", float(sum(counts)), float(total))
        found = int(bfs_layer(dist, len(counts) - 1, n, burnt))
        if not found:
            break
        counts.append(found)
    top = len(counts) - 1
    p = np.empty(n, dtype=np.int64)
    examples = []
    for r in np.flatnonzero(dist == top)[:EXAMPLES]:
        stack_unrank(int(r), n, burnt, p)
        examples.append(Stack(tuple(int(v) for v in p), burnt).to_text())
    published = PUBLISHED[burnt]
    data: dict[str, Any] = {
        "pancakes": n, "burnt": burnt, "stacks": total, "reachable": sum(counts),
        "histogram": counts, "max_distance": top,
        "mean_distance": round(sum(d * c for d, c in enumerate(counts)) / total, 4),
        "examples_at_max": examples,
        "published": published[n - 1] if n <= len(published) else None,
        "published_source": "OEIS A078941" if burnt else "OEIS A058986",
        "seconds": round(time.perf_counter() - started, 3),
    }
    return Report(data, _text(data))


def _text(data: dict[str, Any]) -> str:
    kind = "burnt pancakes" if data["burnt"] else "pancakes"
    lines = [f"{data['pancakes']} {kind}: {data['stacks']:,} stacks, every one sortable", "",
             f"{'flips':>5}  {'stacks':>12}  {'share':>8}"]
    for d, count in enumerate(data["histogram"]):
        lines.append(f"{d:>5}  {count:>12,}  {count / data['stacks']:>8.3%}")
    lines.append("")
    known = data["published"]
    verdict = ("not published" if known is None
               else f"published {known} ({data['published_source']}): "
               + ("agrees" if known == data["max_distance"] else "DISAGREES"))
    lines.append(f"pancake number (max flips): {data['max_distance']}; {verdict}")
    lines.append(f"mean {data['mean_distance']} flips; stacks at the max: "
                 + "; ".join(data["examples_at_max"]))
    lines.append(f"seconds: {data['seconds']}")
    return "\n".join(lines)
