"""The pure-Python table reader agrees with the compiled lookup, and its paths replay."""

from __future__ import annotations

import random

import pytest

from fewest import cache
from fewest.puzzles.sliding import lookup
from fewest.puzzles.sliding.fast.tablefile import VERSION, table_name
from fewest.puzzles.sliding.fast.tables import distance_table, table_distance
from fewest.puzzles.sliding.model import apply_moves, blank_first, blank_last, is_solvable


@pytest.mark.parametrize(("rows", "cols"), [(2, 3), (3, 3), (2, 4)])
@pytest.mark.parametrize("goal_of", [blank_last, blank_first])
def test_pure_python_paths_are_optimal_and_replay(rows: int, cols: int, goal_of) -> None:
    goal = goal_of(rows, cols)
    dist = distance_table(rows, cols, goal)
    mapped = cache.map_bytes(table_name(rows, cols, goal), version=VERSION)
    assert mapped is not None and len(mapped) == len(dist)
    rng = random.Random(rows * 10 + cols)
    checked = 0
    while checked < 60:
        tiles = list(range(rows * cols))
        rng.shuffle(tiles)
        if not is_solvable(tuple(tiles), goal, cols):
            continue
        letters, _tried = lookup.table_path(tiles, goal, rows, cols, mapped)
        assert len(letters) == table_distance(tiles, rows, cols, goal, dist)
        assert apply_moves(tiles, letters, rows, cols) == tuple(goal)
        checked += 1


def test_a_corrupt_table_is_not_mapped(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("FEWEST_CACHE_DIR", str(tmp_path))
    import numpy as np

    path = cache.save("demo-bytes", np.arange(10, dtype=np.uint8), version=1)
    raw = bytearray(path.read_bytes())
    raw[-1] ^= 0xFF
    path.write_bytes(bytes(raw))
    assert cache.map_bytes("demo-bytes", version=1) is None
