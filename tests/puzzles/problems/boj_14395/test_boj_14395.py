"""Baekjoon 14395 4연산 on the judge kit, against an independent oracle: every value
reachable from s (up to t) is listed, each one's distance *to* t is relaxed to a
fixed point, then the answer is built greedily from s, taking at each step the
first operation in ``* + - /`` that keeps to a shortest way."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.puzzles.problems.kit_suite import kit_tests

OPS = "*+-/"


def apply(op: str, x: int) -> int | None:
    if op == "*":
        return x * x
    if op == "+":
        return x + x
    if op == "-":
        return 0
    return 1 if x != 0 else None


def oracle(case: Any) -> str:
    s, t = case["s"], case["t"]
    if s == t:
        return "0"
    seen, todo = {s}, [s]
    while todo:
        x = todo.pop()
        for op in OPS:
            y = apply(op, x)
            if y is not None and y <= t and y not in seen:
                seen.add(y)
                todo.append(y)
    if t not in seen:
        return "-1"
    inf = float("inf")
    to_t = {x: (0 if x == t else inf) for x in seen}
    changed = True
    while changed:
        changed = False
        for x in seen:
            for op in OPS:
                y = apply(op, x)
                if y in to_t and to_t[y] + 1 < to_t[x]:
                    to_t[x] = to_t[y] + 1
                    changed = True
    out, x = [], s
    while x != t:
        for op in OPS:
            y = apply(op, x)
            if y in to_t and to_t[y] == to_t[x] - 1:
                out.append(op)
                x = y
                break
    return "".join(out)


globals().update(kit_tests("boj-14395", oracle, Path(__file__).parent / "corpus"))
