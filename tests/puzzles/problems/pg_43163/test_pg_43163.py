"""Programmers 43163 단어 변환 on the judge kit, against an independent oracle: a
breadth-first search over the word list, layer by layer."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.puzzles.problems.kit_suite import kit_tests


def oracle(case: Any) -> str:
    begin, target, words = case["begin"], case["target"], case["words"]
    layer, seen, steps = [begin], {begin}, 0
    while layer:
        if target in layer:
            return str(steps)
        steps += 1
        nxt = []
        for w in layer:
            for v in words:
                if v not in seen and sum(a != b for a, b in zip(w, v, strict=True)) == 1:
                    seen.add(v)
                    nxt.append(v)
        layer = nxt
    return "0"


globals().update(kit_tests("programmers-43163", oracle, Path(__file__).parent / "corpus"))
