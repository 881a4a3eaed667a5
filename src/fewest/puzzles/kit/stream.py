"""The case stream ``fewest check`` runs, derived from the grammar: the official
samples, the statement's edge cases, each field at its extremes, a case whose
start already is the goal and one with no way at all (found among small random
cases by the oracle itself), then random cases growing to the full ranges, a
full-size one every tenth.

>>> import random
>>> from fewest.puzzles.kit import Input, Int, Line
>>> g = Input(Line(Int("N", 0, 9), Int("K", 0, 9)))
>>> cases = [c for c, _ in zip(stream(g, ("1 2\\n",), lambda c: None, random.Random(0)), range(30))]
>>> cases[0], all(g.check(c, "p") == c for c in cases)
({'N': 1, 'K': 2}, True)
"""

from __future__ import annotations

import contextlib
import json
import random
import time
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from fewest.puzzles.kit.grammar import Input

Case = dict[str, Any]
#: how many small random cases, and seconds, the search for the telling cases may take
CLASSIFY_DRAWS = 200
CLASSIFY_SECONDS = 2.0
#: random draws in a row that may break the rules before a stream ends (a grammar whose
#: draws never meet its rules would otherwise loop for ever)
MAX_MISSES = 20


def stream(grammar: Input, specials: Sequence[str], classify: Callable[[Case], str | None],
           rng: random.Random, reach: float = 1.0,
           walk: Callable[[Case, random.Random], Case | None] | None = None) -> Iterator[Case]:
    """The cases in order (see the module docstring).  ``classify(case)`` names what
    a small case shows (``"zero"``: start is the goal, ``"none"``: no way), or
    ``None``; the first case of each kind is tried early.  ``walk(case, rng)``, when
    given, aims a drawn case at a state a random walk from its start reaches: every
    other random case is made so."""
    seen: set[str] = set()

    def new(case: Case | None) -> bool:  # a new case, not one given before
        if case is None:
            return False
        key = json.dumps(grammar.arguments(case), sort_keys=True)
        if key in seen:
            return False
        seen.add(key)
        return True

    for text in specials:
        for case in grammar.read(text, "specials"):
            if new(case):
                yield case
    for case in grammar.edges(rng, reach):
        if case is not None and new(case):
            yield case
    yield from (c for c in _telling(grammar, classify, rng) if new(c))
    i = missed = 0
    while missed < MAX_MISSES:  # a grammar whose draws all break its rules ends here
        i += 1
        full = i % 10 == 0
        scale = reach if full else min(reach, 0.1 + i / 150)
        drawn = grammar.draw(rng, scale)
        one = drawn if drawn is not None else grammar.draw(rng, 0.1)
        if walk is not None and one is not None and i % 2 == 0:
            aimed = walk(one, rng)
            if aimed is not None:
                with contextlib.suppress(ValueError):
                    one = grammar.check(grammar.arguments(aimed), "walk")
        missed = missed + 1 if one is None else 0
        if new(one):
            yield one  # type: ignore[misc]
        elif i > 10_000:  # pragma: no cover - a grammar with few cases: repeat them
            seen.clear()


def _telling(grammar: Input, classify: Callable[[Case], str | None],
             rng: random.Random) -> Iterator[Case]:
    """The first small case of each kind that ``classify`` names, among
    :data:`CLASSIFY_DRAWS` draws (classified for at most :data:`CLASSIFY_SECONDS`)."""
    found: set[str] = set()
    started = time.perf_counter()
    for k in range(CLASSIFY_DRAWS):
        case = grammar.draw(rng, 0.05 + 0.25 * k / CLASSIFY_DRAWS)
        # past the time allowed the draws go on unclassified, so that the rest of the
        # stream (drawn from the same rng) is the same for a seed on any machine
        if case is None or time.perf_counter() - started > CLASSIFY_SECONDS:
            continue
        kind = classify(case)
        if kind is not None and kind not in found:
            found.add(kind)
            yield case
