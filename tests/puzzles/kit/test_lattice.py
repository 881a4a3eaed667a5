"""The compiled lattice distances against the kit's plain-Python distances and against
networkx (an independent Dijkstra), on random 2-D and 3-D grids with unit, 0-1 and
weighted costs, several sources and blocked cells."""

from __future__ import annotations

import itertools

import networkx as nx
import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from fewest.puzzles.kit.lattice import FOUR, SIX, lattice_distances


def networkx_distances(enter: np.ndarray, sources: list[tuple[int, ...]],
                       steps: tuple[tuple[int, ...], ...]) -> np.ndarray:
    g = nx.DiGraph()
    cells = list(itertools.product(*(range(n) for n in enter.shape)))
    g.add_nodes_from(cells)
    g.add_node("src")
    for cell in cells:
        for d in steps:
            nxt = tuple(c + o for c, o in zip(cell, d, strict=True))
            if all(0 <= v < n for v, n in zip(nxt, enter.shape, strict=True)) and enter[nxt] >= 0:
                g.add_edge(cell, nxt, weight=int(enter[nxt]))
    for s in sources:
        if enter[s] >= 0:
            g.add_edge("src", s, weight=0)
    found = nx.single_source_dijkstra_path_length(g, "src")
    out = np.full(enter.shape, -1, dtype=np.int64)
    for cell in cells:
        if cell in found:
            out[cell] = found[cell]
    return out


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), dims=st.sampled_from([2, 3]),
       kind=st.sampled_from(["unit", "01", "weighted"]))
def test_compiled_python_and_networkx_agree(seed: int, dims: int, kind: str) -> None:
    rng = np.random.default_rng(seed)
    shape = tuple(int(v) for v in rng.integers(1, 7, size=dims))
    high = {"unit": 2, "01": 2, "weighted": 10}[kind]
    enter = rng.integers(0 if kind != "unit" else 1, high, size=shape)
    enter[rng.random(shape) < 0.2] = -1
    sources = [tuple(int(rng.integers(0, n)) for n in shape)
               for _ in range(int(rng.integers(1, 4)))]
    steps = FOUR if dims == 2 else SIX
    want = networkx_distances(enter, sources, steps)
    for compiled in (False, True):
        got = lattice_distances(enter, sources, steps, compiled=compiled)
        assert got.tolist() == want.tolist(), (compiled, enter.tolist(), sources)


def time_expanded_distances(enter: np.ndarray, sources: list[tuple[int, ...]],
                            before: np.ndarray) -> np.ndarray:
    """The earliest arrival at each cell when cell c is entered only at a time below
    before[c] (negative: never closes): reachability over (cell, time) nodes in
    networkx, an independent method."""
    horizon = int(enter.size * max(1, enter.max()))
    g = nx.DiGraph()
    cells = list(itertools.product(*(range(n) for n in enter.shape)))

    def opens(cell: tuple[int, ...], t: int) -> bool:
        return before[cell] < 0 or t < before[cell]

    for cell in cells:
        for d in FOUR:
            nxt = tuple(c + o for c, o in zip(cell, d, strict=True))
            if not all(0 <= v < n for v, n in zip(nxt, enter.shape, strict=True)) or \
                    enter[nxt] < 0:
                continue
            for t in range(horizon + 1 - int(enter[nxt])):
                if opens(nxt, t + int(enter[nxt])):
                    g.add_edge((cell, t), (nxt, t + int(enter[nxt])))
    starts = [(s, 0) for s in sources if enter[s] >= 0 and opens(s, 0)]
    reached = set(starts)
    for s in starts:
        if s in g:
            reached |= nx.descendants(g, s)
    out = np.full(enter.shape, -1, dtype=np.int64)
    for cell, t in reached:
        if out[cell] < 0 or t < out[cell]:
            out[cell] = t
    return out


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10**6), kind=st.sampled_from(["unit", "01", "weighted"]))
def test_cells_that_close_agree_with_a_time_expanded_search(seed: int, kind: str) -> None:
    rng = np.random.default_rng(seed)
    shape = tuple(int(v) for v in rng.integers(1, 6, size=2))
    high = {"unit": 2, "01": 2, "weighted": 4}[kind]
    enter = rng.integers(0 if kind != "unit" else 1, high, size=shape)
    enter[rng.random(shape) < 0.15] = -1
    before = rng.integers(-1, 8, size=shape)
    sources = [tuple(int(rng.integers(0, n)) for n in shape)
               for _ in range(int(rng.integers(1, 3)))]
    want = time_expanded_distances(enter, sources, before)
    for compiled in (False, True):
        got = lattice_distances(enter, sources, FOUR, compiled=compiled, before=before)
        assert got.tolist() == want.tolist(), (compiled, enter.tolist(), before.tolist(),
                                               sources)
