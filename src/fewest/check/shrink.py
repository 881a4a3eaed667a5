"""Shrinking a counterexample to a 1-minimal one: a delta-debugging loop over the
judge's own shrink steps.

From the current failing case, :func:`shrink` takes every single shrink step
the problem declares (``JudgeSpec.shrinks``: remove a row, lower a number,
move closer to the goal, ...), keeps those whose ``size`` is strictly
smaller, runs them (``evaluate``, a batch at a time so ``--jobs`` workers
stay busy) and moves to the first, in the judge's order, that still fails.
It repeats until **no** single step from the current case fails: that case
is *1-minimal*, and :attr:`Shrunk.minimal` says so.  Only the candidate
budget or the deadline can stop it earlier (``stopped`` says which).  Since
the size strictly drops at every step, the loop ends; a case runs at most once.

The module knows nothing about puzzles: a case needs ``key()``, a failure
needs ``case``.

>>> from types import SimpleNamespace as NS
>>> class N(int):
...     def key(self): return str(self)
>>> def fail(n): return NS(case=N(n)) if n >= 7 else None
>>> out = shrink(fail(40), size=lambda n: (int(n),),
...              shrinks=lambda n: (N(n // 2), N(n - 1)),
...              evaluate=lambda batch: [fail(n) for n in batch])
>>> int(out.failure.case), out.steps, out.minimal, out.final_steps
(7, 5, True, 2)
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import Any

#: Most candidates run while shrinking one counterexample.
BUDGET = 3000


@dataclass
class Shrunk:
    """The smallest failure found, the candidates run, the steps taken, how many single
    shrink steps the result has (all of them pass when ``minimal``), and why it
    stopped early (``"budget"``, ``"deadline"``) or ``None``."""

    failure: Any
    tried: int
    steps: int
    final_steps: int = 0
    stopped: str | None = None

    @property
    def minimal(self) -> bool:
        """Whether every single shrink step from the result was run and passed."""
        return self.stopped is None


def shrink(first: Any, *, size: Callable[[Any], tuple[int, ...] | None],
           shrinks: Callable[[Any], Iterable[Any]],
           evaluate: Callable[[list[Any]], list[Any]], width: int = 1,
           budget: int = BUDGET, deadline: float | None = None) -> Shrunk:
    """Shrink the failure ``first`` to a 1-minimal one (see the module docstring).

    ``size(case)`` is ``None`` for a case that cannot be judged (it is
    skipped); ``evaluate(cases)`` returns a failure or ``None`` per case, in
    order; ``deadline`` is a ``time.monotonic()`` value.  The path taken does
    not depend on ``width`` (only ``tried`` does).
    """
    results: dict[str, Any] = {first.case.key(): first}
    best = first
    out = Shrunk(first, 0, 0)
    while True:
        found = None
        candidates = list(_smaller(shrinks(best.case), size, size(best.case)))
        out.final_steps = len(candidates)
        for batch in _batches(iter(candidates), width):
            todo = [case for case in batch if case.key() not in results]
            room = budget - out.tried
            if todo and (room <= 0 or (deadline is not None and time.monotonic() >= deadline)):
                out.stopped = "budget" if room <= 0 else "deadline"
                out.failure = best
                return out
            short = len(todo) > room
            todo = todo[:room]
            for case, result in zip(todo, evaluate(todo), strict=True):
                results[case.key()] = result
            out.tried += len(todo)
            found = next((results[c.key()] for c in batch
                          if results.get(c.key()) is not None), None)
            if found is not None:
                break
            if short:
                out.stopped = "budget"
                out.failure = best
                return out
        if found is None:
            out.failure = best
            return out
        best = found
        out.steps += 1


def _smaller(cases: Iterable[Any], size: Callable[[Any], tuple[int, ...] | None],
             bound: tuple[int, ...] | None) -> Iterator[Any]:
    """The candidates (once each) whose size is strictly below ``bound``."""
    seen: set[str] = set()
    for case in cases:
        key = case.key()
        if key in seen:
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
