"""The shared in-memory table cache: one LRU policy within a byte budget."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from fewest import tablecache


@pytest.fixture(autouse=True)
def _clean() -> None:
    tablecache.forget("t-")


def table(nbytes: int) -> np.ndarray:
    return np.zeros(nbytes, dtype=np.uint8)


def test_least_recently_used_goes_first(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FEWEST_TABLE_MEMORY_MB", str(300 / (1 << 20)))  # 300 bytes
    tablecache.forget()
    tablecache.get("t-a", lambda: table(100))
    tablecache.get("t-b", lambda: table(100))
    tablecache.get("t-c", lambda: table(100))
    assert tablecache.peek("t-a") is not None  # a is now the most recent
    tablecache.get("t-d", lambda: table(100))  # 400 > 300: b (least recent) goes
    assert tablecache.names() == ["t-c", "t-a", "t-d"]
    assert tablecache.held_bytes() == 300


def test_newest_entry_is_kept_even_over_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FEWEST_TABLE_MEMORY_MB", "0")
    tablecache.forget()
    big = tablecache.get("t-big", lambda: table(1000))
    assert tablecache.names() == ["t-big"] and big.nbytes == 1000
    tablecache.get("t-next", lambda: table(10))
    assert tablecache.names() == ["t-next"]


def test_load_runs_once_and_first_copy_wins() -> None:
    calls: list[int] = []

    def load() -> np.ndarray:
        calls.append(1)
        return table(4)

    first = tablecache.get("t-x", load)
    assert tablecache.get("t-x", load) is first and calls == [1]
    assert tablecache.put("t-x", table(4)) is first


def test_sizes_of_lists_and_bad_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    assert tablecache.size_of([table(3), (table(4), "text")]) == 7
    monkeypatch.setenv("FEWEST_TABLE_MEMORY_MB", "lots")
    assert tablecache.budget_bytes() == tablecache.DEFAULT_BUDGET_MB << 20


def test_tables_mapped_from_disk_cost_no_budget(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from fewest import cache

    monkeypatch.setenv("FEWEST_CACHE_DIR", str(tmp_path))
    monkeypatch.setenv("FEWEST_TABLE_MEMORY_MB", str(150 / (1 << 20)))  # 150 bytes
    tablecache.forget()
    cache.save("t-mapped", np.arange(400, dtype=np.uint8) % 7, version=1)
    mapped = cache.load("t-mapped", version=1)
    assert mapped is not None and tablecache.size_of(mapped) == 0
    assert tablecache.size_of(np.array(mapped)) == 400  # a copy in memory counts
    tablecache.put("t-mapped", mapped)
    tablecache.get("t-small", lambda: table(100))
    assert tablecache.names() == ["t-mapped", "t-small"]  # nothing had to go
