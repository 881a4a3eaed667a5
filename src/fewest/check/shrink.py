"""Shrinking a counterexample: smaller inputs that still fail the same way.

After the first failure, :func:`shrink` asks the judge for smaller
neighbours of the current failing case (``smaller``), keeps only those whose
``size`` is strictly smaller, runs them (``evaluate``, a batch at a time so
``--jobs`` workers stay busy) and moves to the first, in the judge's order,
that fails with the same verdict kind.  It repeats from there until no
neighbour fails, the candidate budget is spent or the deadline passes.
Since the size strictly drops at every step, the result is never larger
than the first failure, and the search ends.  A case is run at most once.

The module knows nothing about puzzles: a case needs ``key()``, a failure
needs ``case`` and ``verdict.kind``.

>>> from types import SimpleNamespace as NS
>>> class N(int):
...     def key(self): return str(self)
>>> def fail(n): return NS(case=N(n), verdict=NS(kind="wrong-answer")) if n >= 7 else None
>>> out = shrink(fail(40), size=lambda n: (int(n),),
...              smaller=lambda f: (N(f.case // 2), N(f.case - 1)),
...              evaluate=lambda batch: [fail(n) for n in batch])
>>> int(out.failure.case), out.steps, out.tried
(7, 5, 9)
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import Any

#: Most candidates run while shrinking one counterexample.
BUDGET = 400


@dataclass
class Shrunk:
    """The smallest failure found, the candidates run, the steps taken, and
    why it stopped early (``"budget"``, ``"deadline"``) or ``None``."""

    failure: Any
    tried: int
    steps: int
    stopped: str | None = None


def shrink(first: Any, *, size: Callable[[Any], tuple[int, ...] | None],
           smaller: Callable[[Any], Iterable[Any]],
           evaluate: Callable[[list[Any]], list[Any]], width: int = 1,
           budget: int = BUDGET, deadline: float | None = None) -> Shrunk:
    """Shrink the failure ``first`` (see the module docstring).

    ``size(case)`` is ``None`` for a case that cannot be judged (it is
    skipped); ``evaluate(cases)`` returns a failure or ``None`` per case, in
    order; ``deadline`` is a ``time.monotonic()`` value.  Every result is
    kept, so a batch's extra runs are never lost and the path taken does not
    depend on ``width`` (only ``tried`` does).
    """
    kind = first.verdict.kind
    results: dict[str, Any] = {first.case.key(): first}

    def fails(key: str) -> bool:
        return results.get(key) is not None and results[key].verdict.kind == kind

    best = first
    out = Shrunk(first, 0, 0)
    while True:
        found = None
        fresh = _fresh(smaller(best), size, size(best.case),
                       lambda key: key in results and not fails(key))
        for batch in _batches(fresh, width):
            todo = [case for case in batch if case.key() not in results]
            room = budget - out.tried
            if todo and (room <= 0 or (deadline is not None and time.monotonic() >= deadline)):
                out.stopped = "budget" if room <= 0 else "deadline"
                break
            todo = todo[:room]
            for case, result in zip(todo, evaluate(todo), strict=True):
                results[case.key()] = result
            out.tried += len(todo)
            found = next((results[c.key()] for c in batch if fails(c.key())), None)
            if found is not None:
                break
        if found is None:
            out.failure = best
            return out
        best = found
        out.steps += 1


def _fresh(cases: Iterable[Any], size: Callable[[Any], tuple[int, ...] | None],
           bound: tuple[int, ...] | None, passed: Callable[[str], bool]) -> Iterator[Any]:
    """The candidates (once each) not known to pass whose size is below ``bound``."""
    seen: set[str] = set()
    for case in cases:
        key = case.key()
        if key in seen or passed(key):
            continue
        seen.add(key)
        s = size(case)
        if s is not None and bound is not None and s < bound:
            yield case


def _batches(items: Iterator[Any], width: int) -> Iterator[list[Any]]:
    batch: list[Any] = []
    for item in items:
        batch.append(item)
        if len(batch) >= width:
            yield batch
            batch = []
    if batch:
        yield batch
