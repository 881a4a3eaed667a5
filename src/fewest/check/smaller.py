"""Smaller inputs than a 1-minimal counterexample: jumps, the smallest inputs in order,
and random small ones.

The judge's shrink steps (``JudgeSpec.shrinks``) move one small step at a time,
so a 1-minimal counterexample can still be far from the smallest failing input
(Baekjoon 1697: ``0 24999`` where ``4 7`` fails).  After shrinking, the checker
tries inputs that are smaller **as a person reads them** (:func:`magnitude`:
fewer numbers and letters first, then smaller numbers), in order of that size:

* **jumps** (:func:`jumps`): each number of the case set to 0, 1, a small
  value or halfway, alone;
* **the smallest inputs** (:func:`smallest`), for a judge whose case is a few
  numbers: every combination in order of their sum, up to a budget;
* **random small inputs** (:func:`sampled`): the judge's own case stream drawn
  with more seeds, the ones smaller than the counterexample.

A made-up input (a jump, an enumerated one) is run only when the judge's own
reader accepts it (:func:`valid`: ``read_input`` checks the statement's limits);
a judge that reads function arguments checks none, so only its stream's cases
are tried.  Nothing here names a problem.

>>> magnitude({"N": 4, "K": 7}) < magnitude({"N": 0, "K": 24999})
True
>>> magnitude({"grid": ["@.a", "..A"]})
(6, 3)
>>> sorted(v["N"] for v in jumps({"N": 40, "K": 3}) if v["K"] == 3)
[0, 1, 2, 20]
"""

from __future__ import annotations

import itertools
import json
import random
from collections.abc import Callable, Iterator
from typing import Any

from fewest.puzzles.judge import JudgeSpec

#: Numbers a jump may set (with halfway).
JUMP_VALUES = (0, 1, 2)
#: Most combinations :func:`smallest` looks at (valid or not), and most valid ones it keeps.
ENUMERATE_LIMIT = 20000
ENUMERATE_VALID = 400
#: Stream cases :func:`sampled` draws from each of :data:`SAMPLE_SEEDS` seeds (a stream
#: gives its small cases first; later ones can be slow to make).
SAMPLE_LIMIT = 40
SAMPLE_SEEDS = 5


def magnitude(value: Any) -> tuple[int, int]:
    """A case's size as a person reads it: its atoms (numbers, and letters of strings),
    then its weight (the numbers' absolute values; a string's digits, and 1 for other
    letters but ``.`` and ``0``).  Key order and nesting do not count."""
    atoms, weight = 0, 0
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, bool):
            atoms += 1
            weight += int(item)
        elif isinstance(item, int):
            atoms += 1
            weight += abs(item)
        elif isinstance(item, float):
            atoms += 1
            weight += int(abs(item))
        elif isinstance(item, str):
            atoms += len(item)
            weight += sum(int(ch) if ch.isdigit() else (ch not in ".") for ch in item)
        elif isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, list | tuple):
            stack.extend(item)
    return atoms, weight


def _key(value: Any) -> str:
    return json.dumps(value, sort_keys=True)


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> Iterator[tuple[tuple[Any, ...], int]]:
    """Every integer leaf of ``value`` with its path."""
    if isinstance(value, bool):
        return
    if isinstance(value, int):
        yield prefix, value
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from _paths(v, (*prefix, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _paths(v, (*prefix, i))


def _replaced(value: Any, path: tuple[Any, ...], new: int) -> Any:
    if not path:
        return new
    head, rest = path[0], path[1:]
    if isinstance(value, dict):
        return {**value, head: _replaced(value[head], rest, new)}
    copy = list(value)
    copy[head] = _replaced(copy[head], rest, new)
    return copy


def jumps(value: Any) -> Iterator[Any]:
    """``value`` with one of its numbers set to 0, 1, 2 or halfway (only to smaller ones)."""
    for path, number in _paths(value):
        targets = {*JUMP_VALUES, number // 2}
        for new in sorted(targets):
            if 0 <= new < number:
                yield _replaced(value, path, new)


def valid(spec: JudgeSpec, value: Any) -> bool:
    """Whether the judge's own reader accepts ``value`` as written (its limits are the
    statement's); ``False`` for a judge that reads function arguments (it checks none)."""
    if spec.io == "function":
        return False
    try:
        back = spec.read_input(spec.stdin_of([value]))
    except Exception:
        return False
    return len(back) == 1 and _key(back[0]) == _key(value)


def smallest(spec: JudgeSpec, like: Any, limit: int = ENUMERATE_LIMIT,
             wanted: int = ENUMERATE_VALID) -> tuple[list[Any], int | None]:
    """For a case that is a few named numbers (``{"N": 5, "K": 17}``): every combination
    in order of their sum, the valid ones, until ``limit`` were looked at or ``wanted``
    valid ones found; and the largest sum whose combinations were all looked at
    (``None`` when not a case of numbers, or none was complete)."""
    if not isinstance(like, dict) or not like or spec.io == "function" or not all(
            isinstance(v, int) and not isinstance(v, bool) for v in like.values()):
        return [], None
    names = list(like)
    found: list[Any] = []
    looked = 0
    complete: int | None = None
    for total in itertools.count():
        # the compositions of `total` into len(names) numbers >= 0
        for cut in itertools.combinations(range(total + len(names) - 1), len(names) - 1):
            parts = [b - a - 1 for a, b in zip((-1, *cut), (*cut, total + len(names) - 1),
                                                strict=True)]
            looked += 1
            if looked > limit or len(found) >= wanted:
                return found, complete
            case = dict(zip(names, parts, strict=True))
            if valid(spec, case):
                found.append(case)
        complete = total
    return found, complete  # pragma: no cover - the loop returns


def sampled(spec: JudgeSpec, seed: int, below: tuple[int, int],
            limit: int = SAMPLE_LIMIT) -> list[Any]:
    """Cases of the judge's own stream (drawn with more seeds) smaller than ``below``."""
    found: dict[str, Any] = {}
    for extra in range(1, SAMPLE_SEEDS + 1):
        try:
            stream = spec.stream(random.Random(seed * 7919 + extra))
            for value, _ in zip(stream, range(limit), strict=False):
                if magnitude(value) < below:
                    found.setdefault(_key(value), value)
        except Exception:  # a stream that fails ends there
            continue
    return list(found.values())


def candidates(spec: JudgeSpec, best: Any, seed: int,
               keep: Callable[[Any], bool] | None = None) -> tuple[list[Any], int | None]:
    """Inputs smaller than ``best`` (by :func:`magnitude`), smallest first, once each:
    the jumps from it and the enumerated smallest inputs (when the judge's reader
    accepts them), the stream's small cases; and the sum up to which every input of
    numbers was enumerated (see :func:`smallest`)."""
    bound = magnitude(best)
    pool: dict[str, Any] = {}
    enumerated, complete = smallest(spec, best)
    for value in [*enumerated, *(v for v in jumps(best) if valid(spec, v)),
                  *sampled(spec, seed, bound)]:
        if magnitude(value) < bound and (keep is None or keep(value)):
            pool.setdefault(_key(value), value)
    ordered = sorted(pool.values(), key=lambda v: (magnitude(v), _key(v)))
    return ordered, complete
