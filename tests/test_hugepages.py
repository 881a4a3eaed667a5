"""Huge-page copies: the same values, read-only, one working set held at a time."""

from __future__ import annotations

import numpy as np
import pytest

from fewest import hugepages


@pytest.fixture(autouse=True)
def _small(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(hugepages, "MIN_BYTES", 1 << 12)
    monkeypatch.setattr(hugepages, "HEADROOM", 0)
    hugepages.forget()


def test_copies_hold_the_same_values_and_are_kept() -> None:
    a = np.arange(1 << 14, dtype=np.uint8)
    small = np.zeros(8, dtype=np.uint8)
    first = hugepages.resident([a, small])
    assert first[1] is small
    assert np.array_equal(first[0], a) and first[0].dtype == a.dtype
    if hugepages.enabled():
        assert first[0] is not a and not first[0].flags.writeable
        with pytest.raises(ValueError, match="read-only"):
            first[0][0] = 1
    assert hugepages.resident([a, small])[0] is first[0]  # kept, not copied again


def test_a_new_working_set_drops_the_old_copies() -> None:
    a, b = np.ones(1 << 13, dtype=np.int16), np.full(1 << 13, 7, dtype=np.int16)
    old = hugepages.resident([a])[0]
    assert np.array_equal(hugepages.resident([b])[0], b)
    again = hugepages.resident([a])[0]
    assert np.array_equal(again, a)
    if hugepages.enabled():
        assert again is not old


def test_switched_off_by_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FEWEST_HUGE_PAGES", "0")
    a = np.arange(1 << 14, dtype=np.uint8)
    assert not hugepages.enabled()
    assert hugepages.resident([a])[0] is a


def test_too_little_memory_leaves_arrays_as_they_are(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(hugepages, "available_bytes", lambda: 0)
    a = np.arange(1 << 14, dtype=np.uint8)
    assert hugepages.resident([a])[0] is a


def test_a_search_over_the_copies_is_the_same_search(monkeypatch: pytest.MonkeyPatch) -> None:
    from fewest.puzzles.sliding.fast.idastar import pdb_solve, search_spec
    from fewest.puzzles.sliding.model import blank_first

    board, goal = (14, 13, 15, 7, 11, 12, 9, 5, 6, 0, 2, 1, 4, 8, 10, 3), blank_first(4, 4)
    spec = search_spec(board, 4, 4, goal, "6-6-3")[0]
    if hugepages.enabled():
        held = [copy for _source, copy in hugepages._held.values()]
        big = [db for db in spec.dbs if db.nbytes >= hugepages.MIN_BYTES]
        assert big and all(any(db is c for c in held) for db in big)  # searched in the copies
    copied = pdb_solve(board, 4, 4, goal, partition="6-6-3")
    monkeypatch.setenv("FEWEST_HUGE_PAGES", "0")
    hugepages.forget()
    plain = pdb_solve(board, 4, 4, goal, partition="6-6-3")
    assert (copied.moves, copied.nodes) == (plain.moves, plain.nodes)
