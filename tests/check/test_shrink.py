"""1-minimal shrinking: the delta-debugging loop over the judge's own shrink steps ends only
when no single step from the result still fails (or at the budget, which it then says)."""

from __future__ import annotations

import random
from types import SimpleNamespace as NS
from typing import Any

from fewest.check.shrink import shrink
from tests.check.helpers import check_json, script


class Key(tuple):  # type: ignore[type-arg]
    def key(self) -> str:
        return repr(tuple(self))


def test_the_result_is_1_minimal_whatever_the_failing_set() -> None:
    rng = random.Random(3)
    for _ in range(200):
        bad = {(a, b) for a in range(12) for b in range(12) if rng.random() < 0.2}
        start = max(bad, default=None)
        if start is None:
            continue

        def fail(c: Any, bad: set[Any] = bad) -> Any:
            return NS(case=Key(c)) if tuple(c) in bad else None

        def steps(c: Any) -> list[Key]:
            a, b = c
            return [Key(x) for x in ((a - 1, b), (a, b - 1), (a // 2, b), (a, b // 2))
                    if min(x) >= 0]

        width = rng.choice([1, 2, 5])
        out = shrink(fail(start), size=lambda c: (c[0] + c[1], c[0]), shrinks=steps,
                     evaluate=lambda batch: [fail(c) for c in batch], width=width)
        assert out.minimal and tuple(out.failure.case) in bad
        here = (sum(out.failure.case), out.failure.case[0])
        smaller = [s for s in steps(out.failure.case) if (s[0] + s[1], s[0]) < here]
        assert all(tuple(s) not in bad for s in smaller)
        assert out.final_steps == len(set(smaller))


def test_the_budget_is_said_not_to_prove_minimality() -> None:
    def fail(n: Any) -> Any:
        return NS(case=Key((n[0],))) if n[0] >= 3 else None

    out = shrink(fail(Key((50,))), size=lambda c: (c[0],),
                 shrinks=lambda c: [Key((c[0] - 1,))], evaluate=lambda b: [fail(c) for c in b],
                 budget=10)
    assert not out.minimal and out.stopped == "budget" and out.tried == 10


def test_snakes_shrinks_to_the_smallest_side() -> None:
    """The issue's example: a chain bug, seed 0, stopped at n=4 where n=3 fails."""
    code, body = check_json("lc-909", "--run", script("snakes_chain.py"), "--jobs", "2")
    ce = body["counterexample"]
    assert code == 1 and ce["minimal"] and ce["size"].startswith("n=3, 2 snakes")
    assert ce["candidates"] >= ce["shrink_steps"]
