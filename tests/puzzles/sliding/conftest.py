"""Fixtures for the sliding tests: full 8-puzzle BFS tables for both goals, an empty cache."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from sliding_reference import BLANK_FIRST, BLANK_LAST, bfs_table


@pytest.fixture
def fresh_cache(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[Path]:
    """An empty table cache, on disk and in memory, for first-use build tests."""
    from fewest import tablecache

    monkeypatch.setenv("FEWEST_CACHE_DIR", str(tmp_path))
    tablecache.forget()
    yield tmp_path
    tablecache.forget()


@pytest.fixture(scope="session")
def table_last() -> dict[tuple[int, ...], int]:
    return bfs_table(BLANK_LAST, 3, 3)


@pytest.fixture(scope="session")
def table_first() -> dict[tuple[int, ...], int]:
    return bfs_table(BLANK_FIRST, 3, 3)
