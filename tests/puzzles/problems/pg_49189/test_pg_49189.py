"""Programmers 49189 가장 먼 노드 on the judge kit, against an independent oracle: a
breadth-first search by layers from node 1; the answer is the last layer's size."""

from __future__ import annotations

import random
from itertools import islice
from pathlib import Path
from typing import Any

from tests.puzzles.problems.kit_suite import kit_tests

from fewest.puzzles import get_family


def oracle(case: Any) -> str:
    near: dict[int, list[int]] = {v: [] for v in range(1, case["n"] + 1)}
    for a, b in case["edge"]:
        near[a].append(b)
        near[b].append(a)
    seen, layer = {1}, [1]
    while True:
        nxt = [w for v in layer for w in near[v] if w not in seen and not seen.add(w)]
        if not nxt:
            return str(len(layer))
        layer = nxt


def test_drawn_graphs_are_simple_and_within_the_ranges() -> None:
    """The random graphs (joined by the problem's ``fix``) hold no loop and no repeated
    edge, and at most 50,000 edges."""
    spec = get_family("programmers-49189").judge
    assert spec is not None
    for case in islice(spec.stream(random.Random(3)), 40):
        edges = {(min(a, b), max(a, b)) for a, b in case["edge"]}
        assert len(edges) == len(case["edge"]) <= 50_000
        assert all(a != b for a, b in edges)


globals().update(kit_tests("programmers-49189", oracle, Path(__file__).parent / "corpus"))
