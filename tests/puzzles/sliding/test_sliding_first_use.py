"""``auto`` before the 15-puzzle's tables exist: the quick search first, then (only) the build."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from sliding_reference import replay

from fewest.errors import SearchLimitError
from fewest.problem import Limits, Solution
from fewest.progress import noticing
from fewest.puzzles.base import InputOptions
from fewest.puzzles.methods import TableNeed
from fewest.puzzles.sliding import FAMILY, compiled, firstuse, needs
from fewest.puzzles.sliding.model import blank_last

GOAL4 = blank_last(4, 4)
#: over 60 moves: the quick search never finishes it
HARD = (15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 1, 2, 0)
NEED = TableNeed("the test tables", bytes=1, build_seconds=2.0, command="fewest tables build x")


@pytest.fixture
def fake_pdb(monkeypatch: pytest.MonkeyPatch) -> list[Limits]:
    """The pattern-database search replaced by a recorder (nothing is built)."""
    calls: list[Limits] = []

    def pdb(start: Any, goal: Any, rows: int, cols: int, *, limits: Limits, **_: Any) -> Any:
        calls.append(limits)
        return "searched with the tables"

    monkeypatch.setattr(compiled, "pdb", pdb)
    monkeypatch.setattr(firstuse, "QUICK_EXPANSIONS", 100)
    monkeypatch.setattr(needs, "pdb_need", lambda *_a, **_k: NEED)
    return calls


def test_quick_search_answers_a_near_board(fake_pdb: list[Limits]) -> None:
    start = replay(GOAL4, list("ULLURDLUR"), 4, 4)
    sol = firstuse.quick_then_pdb(start, GOAL4, 4, 4)
    bfs = FAMILY.parse(" ".join(map(str, start)), InputOptions()).solve("bfs")
    assert isinstance(sol, Solution) and sol.optimal and sol.length == bfs.length
    assert replay(start, sol.moves, 4, 4) == GOAL4
    assert fake_pdb == []  # no tables were needed


def test_build_is_announced_and_the_quick_search_counts(fake_pdb: list[Limits]) -> None:
    seen: list[str] = []
    with noticing(seen.append):
        out = firstuse.quick_then_pdb(HARD, GOAL4, 4, 4,
                                      limits=Limits(max_expansions=10_000, max_seconds=60))
    assert out == "searched with the tables"
    (line,) = seen
    assert line.startswith("the quick search") and "building the test tables" in line
    assert "`fewest tables build x`" in line
    (rest,) = fake_pdb
    assert rest.max_expansions == 10_000 - 100  # what the quick search spent is gone
    assert rest.max_seconds is not None and rest.max_seconds < 60


def test_the_users_own_limit_stops_the_quick_search(fake_pdb: list[Limits]) -> None:
    with pytest.raises(SearchLimitError) as err:
        firstuse.quick_then_pdb(HARD, GOAL4, 4, 4, limits=Limits(max_expansions=50))
    assert err.value.reason == "max_expansions" and fake_pdb == []


def test_a_build_that_does_not_fit_raises_with_the_quick_bound(fake_pdb: list[Limits]) -> None:
    seen: list[str] = []
    with noticing(seen.append), pytest.raises(SearchLimitError) as err:
        firstuse.quick_then_pdb(HARD, GOAL4, 4, 4, limits=Limits(max_seconds=1.5))
    assert err.value.reason == "max_seconds" and fake_pdb == [] and seen == []
    assert "the test tables must be built first" in str(err.value)
    assert err.value.bound is not None and err.value.bound >= 40  # proven by the quick search


def test_a_trivial_15_puzzle_imports_no_numba(tmp_path: Path) -> None:
    code = ("import sys, fewest; "
            "s = fewest.parse('15-puzzle', '1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 14 0 15').solve(); "
            "print(s.length, s.optimal, 'numba' in sys.modules, 'numpy' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=60, env={"FEWEST_CACHE_DIR": str(tmp_path)})
    assert out.stdout.split() == ["1", "True", "False", "False"], out.stderr
    assert out.stderr == "" and list(tmp_path.glob("*.npc")) == []


@pytest.mark.usefixtures("fresh_cache")
def test_notices_name_every_table_and_none_built_in_a_blink() -> None:
    eight = FAMILY.parse("1 2 3 / 4 5 6 / 0 7 8", InputOptions())
    (line,) = eight.notes("pdb")  # the 4-4 databases build in a blink: not named
    assert "building the duplicate-pruning table" in line and "pattern databases" not in line
    assert "`fewest tables build sliding 3x3 --partition 4-4`" in line
    for rows, cols in ((2, 2), (2, 3), (2, 4), (3, 3), (2, 5), (3, 4), (4, 4), (5, 5)):
        tiles = [*range(1, rows * cols - 1), 0, rows * cols - 1]
        inst = FAMILY.parse(" ".join(map(str, tiles)), InputOptions(shape=(rows, cols)))
        for method in [m.name for m in FAMILY.all_methods()] + ["auto"]:
            for note in inst.notes(method):
                assert "about 0 s" not in note, (rows, cols, method, note)


def test_duration_words() -> None:
    assert [needs.duration(s) for s in (0.5, 1.4, 17.6, 89, 457)] == [
        "1 s", "1 s", "18 s", "89 s", "8 min"]


def test_tables_another_process_is_building_are_not_waited_for(
        fake_pdb: list[Limits], monkeypatch: pytest.MonkeyPatch) -> None:
    """``fewest serve`` builds them at start-up; a worker under a time cap must not wait
    on the build lock (the server would kill it past its cap)."""
    monkeypatch.setattr(firstuse, "_being_built", lambda *_: True)
    with pytest.raises(SearchLimitError, match="another process is building") as err:
        firstuse.quick_then_pdb(HARD, GOAL4, 4, 4, limits=Limits(max_seconds=60))
    assert err.value.reason == "max_seconds" and fake_pdb == []


@pytest.mark.usefixtures("fresh_cache")
def test_being_built_reads_the_cache_lock() -> None:
    from fewest import cache
    from fewest.puzzles.sliding.fast.catalog import dupes_name

    assert not firstuse._being_built(4, 4, GOAL4)
    with cache.build_lock(dupes_name()):
        assert firstuse._being_built(4, 4, GOAL4)
    assert not firstuse._being_built(4, 4, GOAL4)
