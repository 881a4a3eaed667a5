"""Random connected graphs: for ``fewest scramble`` and the judge's case stream.

>>> import random
>>> scramble("4", 3, random.Random(1))
'{"graph": [[1], [0, 2], [1]]}'
>>> [c["graph"] for _, c in zip(range(2), stream(random.Random(0)))]
[[[]], [[1, 2, 3], [0], [0], [0]]]
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

from fewest.errors import InvalidPuzzleError

MAX_NODES = 12


def random_graph(rng: random.Random, n: int, extra: float) -> dict[str, Any]:
    """A random spanning tree on ``n`` nodes, each other edge added with
    probability ``extra``, node numbers shuffled."""
    edges = set()
    for v in range(1, n):
        u = rng.randrange(v)
        edges.add((u, v))
    for u in range(n):
        for v in range(u + 1, n):
            if rng.random() < extra:
                edges.add((u, v))
    label = list(range(n))
    rng.shuffle(label)
    adj: list[list[int]] = [[] for _ in range(n)]
    for u, v in edges:
        adj[label[u]].append(label[v])
        adj[label[v]].append(label[u])
    for nbrs in adj:
        rng.shuffle(nbrs)
    return {"graph": adj}


def scramble(size: str, moves: int | None, rng: random.Random) -> str:
    """A graph as JSON arguments.  With ``moves``: a path of ``min(moves, 12)`` nodes
    (at most ``moves`` moves: the start pick and ``nodes - 1`` edges).  ``None``:
    a random connected graph of ``size`` nodes (default 12)."""
    if moves is None:
        try:
            n = int(size) if size.strip().isdigit() else MAX_NODES
        except ValueError:
            n = MAX_NODES
        if not 1 <= n <= MAX_NODES:
            raise InvalidPuzzleError(f"leetcode-847 graphs have 1..{MAX_NODES} nodes, got {size!r}")
        return json.dumps(random_graph(rng, n, rng.choice((0.1, 0.3, 0.6))))
    if isinstance(moves, bool) or not isinstance(moves, int) or not 1 <= moves <= 1000:
        raise InvalidPuzzleError(f"scramble moves must be 1..1000, got {moves!r}")
    n = min(moves, MAX_NODES)
    adj = [[j for j in (i - 1, i + 1) if 0 <= j < n] for i in range(n)]
    return json.dumps({"graph": adj})


def stream(rng: random.Random) -> Iterator[dict[str, Any]]:
    """Cases for the checker: one node, the star of the first sample (start at a leaf),
    then trees and sparse graphs of growing size (searching from node 0 only, or a
    visited set of nodes alone, fails on them), later denser graphs up to 12 nodes."""
    yield {"graph": [[]]}
    yield {"graph": [[1, 2, 3], [0], [0], [0]]}
    yield {"graph": [[1], [0]]}
    i = 0
    while True:
        i += 1
        n = min(MAX_NODES, 3 + i // 4 + rng.randint(0, 2))
        extra = 0.0 if i % 3 == 0 else rng.choice((0.1, 0.2, 0.4))
        yield random_graph(rng, n, extra)
