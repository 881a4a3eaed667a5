"""The compiled kernels agree with the hand-written numba references of
``bench/reference.py`` (issue 33): the same pattern databases, the same IDA*
node counts per iteration, the same breadth-first state count."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import numpy as np
import pytest
from numba import njit

import fewest
from fewest.compiled.examples import topspin
from fewest.compiled.pdb import build

BENCH = Path(__file__).resolve().parents[2] / "bench" / "reference.py"


@pytest.fixture(scope="module")
def ref():  # type: ignore[no-untyped-def]
    """bench/reference.py under the name the bench imports it by (``reference``): numba's
    disk cache of its functions records the module's name."""
    if "reference" in sys.modules:
        return sys.modules["reference"]
    spec = importlib.util.spec_from_file_location("reference", BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["reference"] = module
    spec.loader.exec_module(module)
    return module


def test_pattern_databases_equal_the_hand_written(ref) -> None:  # type: ignore[no-untyped-def]
    p = ref.ring_puzzle(ref.GOAL)
    data = ref.databases_by_hand("5-5-4")[3]
    ours = np.concatenate([build(p, g, (), False) for g in ref.PARTITIONS["5-5-4"]])
    assert ours.shape == data.shape and np.array_equal(ours, data)
    assert np.bincount(data).sum() == data.shape[0] and data.max() < 127  # all reached


@pytest.mark.parametrize("seed", [1, 2])
def test_idastar_iterations_match_the_hand_written(ref, seed: int) -> None:  # type: ignore[no-untyped-def]
    start = ref.scramble(30, seed)
    arrays = ref.databases_by_hand("5-5-4")
    nodes = np.zeros(64, np.int64)
    length, iterations = ref.ida_by_hand(np.array(start, np.uint8), np.array(ref.GOAL, np.uint8),
                                         ref.SOURCE, *arrays, nodes)
    s = fewest.solve(ref.ring_puzzle(start, "5-5-4"), "idastar")
    assert s.length == length and len(s.stats.iterations) == iterations
    assert [it.expanded for it in s.stats.iterations] == nodes[:iterations].tolist()
    assert sum(nodes[:iterations]) > 100  # a search, not a lookup


def test_topspin_bfs_counts_match(ref) -> None:  # type: ignore[no-untyped-def]
    from fewest.compiled.distances import distance_table

    n = 8
    states, _depth = ref.topspin_by_hand(n)
    p = fewest.CompiledPuzzle(tuple(range(n)), topspin, goal=tuple(range(n)),
                              max_successors=3)
    assert len(distance_table(p)) == states > 1000


@njit
def arithmetic_turns(state, out):
    """Turns of three cells, the third value computed as 3 minus the other two: right on
    every permutation of 0, 1, 2, wrong on an abstract state (don't-care tokens)."""
    out[0, 0], out[0, 1] = state[1], state[2]
    out[0, 2] = 3 - state[1] - state[2]
    out[1, 0], out[1, 1] = state[2], state[0]
    out[1, 2] = 3 - state[2] - state[0]
    return 2


def test_database_build_names_a_kept_value_lost_by_a_move() -> None:
    """The one pass that checks the rows and finds the kept values' cells still
    reports a kept value that a move loses, in one line."""
    from fewest.compiled.pdb import PatternDatabase
    from fewest.errors import InvalidPuzzleError

    p = fewest.CompiledPuzzle((2, 0, 1), arithmetic_turns, goal=(0, 1, 2), max_successors=2,
                              reversible=True, patterns=PatternDatabase([(0,)]))
    with pytest.raises(InvalidPuzzleError, match="pattern value 0 appears not at all"):
        fewest.solve(p, "idastar")
