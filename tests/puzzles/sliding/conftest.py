"""Session fixtures for the sliding tests: full 8-puzzle BFS tables for both goals."""

from __future__ import annotations

import pytest
from sliding_reference import BLANK_FIRST, BLANK_LAST, bfs_table


@pytest.fixture(scope="session")
def table_last() -> dict[tuple[int, ...], int]:
    return bfs_table(BLANK_LAST, 3, 3)


@pytest.fixture(scope="session")
def table_first() -> dict[tuple[int, ...], int]:
    return bfs_table(BLANK_FIRST, 3, 3)
