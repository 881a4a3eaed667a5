"""The blank-anywhere databases (relaxed.py) against networkx, the exact build, real distances."""

from __future__ import annotations

import itertools
import random

import networkx as nx
import numba
import numpy as np
import pytest
from fast_oracle import KORF_EASY, engine_length, replay, scramble

from fewest.errors import InvalidPuzzleError
from fewest.kernels.ranking import partial_rank, partial_unrank
from fewest.puzzles.sliding.fast import relaxed
from fewest.puzzles.sliding.fast.idastar import pdb_solve, search_spec
from fewest.puzzles.sliding.fast.kernel import Kernel
from fewest.puzzles.sliding.fast.pdb import build_pattern, pattern_groups
from fewest.puzzles.sliding.fast.relaxed import build_relaxed, needs_relaxed
from fewest.puzzles.sliding.model import blank_first, blank_last, neighbour_array

CASES = [(3, 3, [1, 2, 3], 0), (3, 3, [1, 2, 4, 5], 8), (2, 4, [2, 3, 6], 0), (4, 4, [6, 7, 10], 0)]


def relaxed_graph(rows: int, cols: int, k: int) -> nx.Graph:
    """Placements of ``k`` labelled tiles; an edge where one tile steps onto a free cell."""
    nbr = neighbour_array(rows, cols)
    g = nx.Graph()
    for pos in itertools.permutations(range(rows * cols), k):
        for i, x in enumerate(pos):
            for y in nbr[x]:
                if y >= 0 and y not in pos:
                    g.add_edge(pos, (*pos[:i], int(y), *pos[i + 1:]))
    return g


@pytest.mark.parametrize(("rows", "cols", "cells", "blank"), CASES)
def test_relaxed_is_bfs_on_the_relaxed_graph(
    rows: int, cols: int, cells: list[int], blank: int
) -> None:
    n, k = rows * cols, len(cells)
    db = build_relaxed(rows, cols, cells, blank)
    dist = nx.single_source_shortest_path_length(relaxed_graph(rows, cols, k), tuple(cells))
    assert len(dist) == len(db)
    for pos, d in dist.items():
        assert db[partial_rank(np.array(pos, dtype=np.int64), k, n)] == d


@pytest.mark.parametrize(("rows", "cols", "cells", "blank"), [*CASES, (4, 4, [1, 2, 5, 6, 9], 0)])
def test_relaxed_never_exceeds_the_exact_database(
    rows: int, cols: int, cells: list[int], blank: int
) -> None:
    n, k = rows * cols, len(cells)
    loose, exact = build_relaxed(rows, cols, cells, blank), build_pattern(rows, cols, cells, blank)
    assert (loose <= exact).all()
    # ... and never below the tiles' Manhattan distances.
    rng = np.random.default_rng(0)
    for r in rng.integers(0, len(loose), 300):
        pos = partial_unrank(int(r), k, n)
        md = sum(abs(p // cols - c // cols) + abs(p % cols - c % cols)
                 for p, c in zip(pos, cells, strict=True))
        assert md <= loose[r]


def test_thread_count_does_not_change_the_database() -> None:
    before = numba.get_num_threads()
    try:
        numba.set_num_threads(1)
        one = build_relaxed(4, 4, [1, 2, 3, 5, 6], 0)
        numba.set_num_threads(before)
        many = build_relaxed(4, 4, [1, 2, 3, 5, 6], 0)
    finally:
        numba.set_num_threads(before)
    assert np.array_equal(one, many)


def test_which_patterns_are_relaxed_and_what_is_refused() -> None:
    assert not needs_relaxed(16, 8) and not needs_relaxed(25, 6) and needs_relaxed(25, 7)
    assert len(pattern_groups(5, 5, "7-7-5-5", blank_first(5, 5))) == 4
    eight = [list(range(1, 9)), list(range(9, 17)), list(range(17, 25))]
    with pytest.raises(InvalidPuzzleError, match=r"43\.6 GB"):
        pattern_groups(5, 5, eight, blank_first(5, 5))
    with pytest.raises(ValueError, match="free blank"):
        build_relaxed(3, 3, [0, 1], 0)


@pytest.fixture
def everything_relaxed(monkeypatch: pytest.MonkeyPatch) -> None:
    """Build every pattern with the relaxation (cached under its own names)."""
    monkeypatch.setattr(relaxed, "EXACT_STATE_LIMIT", 0)


@pytest.mark.usefixtures("everything_relaxed")
@pytest.mark.parametrize("goal", [blank_first(4, 4), blank_last(4, 4)])
def test_relaxed_partitions_are_admissible(goal: tuple[int, ...]) -> None:
    rng = random.Random(5)
    for _ in range(25):
        board = scramble(goal, 4, 4, rng.randrange(8, 30), rng)
        spec = search_spec(board, 4, 4, goal, "6-6-3")[0]
        assert Kernel(spec).h <= engine_length(board, 4, 4, goal)


@pytest.mark.usefixtures("everything_relaxed")
@pytest.mark.parametrize(("ident", "text", "length"), KORF_EASY[:4])
def test_relaxed_idastar_finds_published_lengths(ident: int, text: str, length: int) -> None:
    board, goal = tuple(int(x) for x in text.split()), blank_first(4, 4)
    res = pdb_solve(board, 4, 4, goal, partition="6-6-3")
    assert res.length == length, ident
    assert replay(board, 4, 4, res.moves) == goal


@pytest.mark.slow
def test_seven_tile_24_puzzle_databases() -> None:
    """7-7-5-5 (built on first use, about 20 minutes): sampled entries are BFS-consistent,
    and the heuristic, alone and maxed with 6-6-6-6, never exceeds a true distance."""
    from fewest.puzzles.sliding.fast.pdb import _patterns, serving_pdb
    from fewest.puzzles.sliding.fast.symmetry import serving

    goal = blank_first(5, 5)
    serving_pdb(5, 5, "7-7-5-5", goal)
    served, part, _ = serving(goal, "7-7-5-5")
    cell_groups, _blank, _zero = _patterns(5, 5, part, served)
    dbs = serving_pdb(5, 5, part, served)
    nbr = neighbour_array(5, 5)
    rng = np.random.default_rng(7)
    for cells, db in zip(cell_groups, dbs, strict=True):
        if len(cells) < 7:
            continue
        k = len(cells)
        for r in rng.integers(0, len(db), 3000):
            pos, v = [int(p) for p in partial_unrank(int(r), k, 25)], int(db[r])
            around = []
            for i, x in enumerate(pos):
                for y in nbr[x]:
                    if y >= 0 and y not in pos:
                        moved = np.array([*pos[:i], y, *pos[i + 1:]], dtype=np.int64)
                        around.append(int(db[partial_rank(moved, k, 25)]))
            assert all(abs(a - v) <= 1 for a in around)
            assert v == 0 or v - 1 in around
    rng2 = random.Random(11)
    for _ in range(20):
        board = scramble(goal, 5, 5, rng2.randrange(8, 28), rng2)
        length = engine_length(board, 5, 5, goal)
        for partition in ("7-7-5-5", "6-6-6-6+7-7-5-5"):
            assert Kernel(search_spec(board, 5, 5, goal, partition)[0]).h <= length
