"""Rubik's square limits: honoured while running, first-use tables counted against time."""

from __future__ import annotations

import math
import random
import time
from pathlib import Path

import pytest
from rubiks_helpers import check_replay, scramble

from fewest import tablecache
from fewest.errors import SearchLimitError
from fewest.problem import Limits
from fewest.puzzles.base import InputOptions
from fewest.puzzles.rubiks_square import FAMILY, tables
from fewest.puzzles.rubiks_square.model import Board
from fewest.puzzles.rubiks_square.solver import BeyondBound, first_use_need, solve_board

HARD = "3 4 5 14 / 10 2 7 8 / 1 16 11 15 / 13 6 12 9"  # a random board, 12 moves


@pytest.fixture
def empty_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("FEWEST_CACHE_DIR", str(tmp_path))
    tablecache.forget("rubiks-square-")
    yield tmp_path
    tablecache.forget("rubiks-square-")


def test_registry_declares_what_it_honours() -> None:
    method = FAMILY.resolve_method("pdb-idastar")
    assert method.honours == {"max_seconds", "max_expansions", "max_states"}


@pytest.mark.parametrize("name", ["auto", "pdb-idastar"])
def test_state_limit_bounds_the_path(name: str) -> None:
    """IDA* stores only its path: a limit above the answer never stops it, one at or
    below it stops before that bound with every shorter bound searched."""
    inst = FAMILY.parse(HARD, InputOptions())
    length = inst.solve("auto").length
    sol = inst.solve(name, limits=Limits(max_states=length + 1))
    assert sol.algorithm == "pdb-idastar" and sol.length == length
    with pytest.raises(SearchLimitError) as info:
        inst.solve(name, limits=Limits(max_states=length))
    assert info.value.reason == "max_states" and info.value.bound == length


def test_max_expansions_is_exact_during_the_run() -> None:
    board = Board.from_text(HARD)
    with pytest.raises(SearchLimitError) as info:
        solve_board(board, limits=Limits(max_expansions=1234), strength="small")
    assert info.value.reason == "max_expansions"
    assert info.value.stats.expanded == 1234


def test_big_table_need_is_reported_with_size_time_and_command(empty_cache: Path) -> None:
    inst = FAMILY.parse(HARD, InputOptions())
    need = inst.table_need("auto")
    assert need is not None
    entries = math.perm(16, len(tables.plan_tiles(4, 4)[1]))
    assert need.bytes == entries and need.build_seconds == pytest.approx(entries / 1.5e6)
    assert "fewest tables build rubiks-square 4x4" in need.command
    started = time.perf_counter()
    with pytest.raises(SearchLimitError) as info:
        inst.solve(limits=Limits(max_seconds=5))
    assert info.value.reason == "max_seconds"
    assert "fewest tables build rubiks-square 4x4" in str(info.value)
    assert time.perf_counter() - started < 5
    assert inst.notes() and "first use" in inst.notes()[0]


def test_short_board_needs_no_big_table(empty_cache: Path) -> None:
    board = scramble(4, 4, 4, random.Random(3))
    assert first_use_need(board) is None
    inst = FAMILY.parse(board.to_text(), InputOptions())
    sol = inst.solve(limits=Limits(max_seconds=5))
    check_replay(board, sol)
    assert not tables.is_cached(4, 4, tables.plan_tiles(4, 4)[1])


def test_table_build_stops_at_the_deadline(empty_cache: Path) -> None:
    with pytest.raises(SearchLimitError, match="fewest tables build rubiks-square 4x4") as info:
        tables.pattern(4, 4, (0, 1, 2, 3, 4), deadline=time.perf_counter() - 1)
    assert info.value.reason == "max_seconds"
    assert not list(empty_cache.glob("*.npc"))  # nothing half-built is kept


def test_max_bound_stops_a_longer_search() -> None:
    board = scramble(3, 3, 6, random.Random(1))
    length = solve_board(board).length
    with pytest.raises(BeyondBound):
        solve_board(board, max_bound=length - 1)
    assert solve_board(board, max_bound=length).length == length


def test_prebuild_builds_the_default_tables(empty_cache: Path) -> None:
    names = tables.prebuild(2, 3)
    assert names == [tables.table_name(2, 3, (0, 1, 2, 3, 4))]
    assert tables.is_cached(2, 3, (0, 1, 2, 3, 4))
