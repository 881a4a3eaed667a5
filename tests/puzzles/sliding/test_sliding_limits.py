"""Every sliding method honours exactly the limits its registry entry declares.

Each declared (method, limit) pair has a case here that really hits the limit
through ``Instance.solve``; a limit a method leaves out is a usage error.
"""

from __future__ import annotations

import time

import pytest

from fewest.errors import InvalidPuzzleError, SearchLimitError
from fewest.problem import Limits
from fewest.puzzles.base import InputOptions
from fewest.puzzles.sliding import FAMILY, compiled, needs
from fewest.puzzles.sliding.methods import METHOD_TABLE

#: 31 moves from the blank-last goal (the 8-puzzle's deepest).
HARD3 = "8 6 7 / 2 5 4 / 3 0 1"
HARD34 = "0 10 11 9 / 8 7 6 5 / 4 3 2 1"  # a 3x4 board bidirectional BFS needs seconds for
#: A 15-puzzle board far too deep for a fraction of a second (optimal length over 60).
HARD4 = "15 14 13 12 / 11 10 9 8 / 7 6 5 4 / 3 1 2 0"


def swapped(side: int) -> str:
    """A solvable ``side x side`` board (two tile pairs swapped) for the staged solver."""
    board = [*range(1, side * side), 0]
    board[0], board[1], board[2], board[3] = board[1], board[0], board[3], board[2]
    return " ".join(map(str, board))


#: (method, limit) -> (board, shape, limits) that hits it.
CASES: dict[tuple[str, str], tuple[str, tuple[int, int] | None, Limits]] = {
    ("table", "max_states"): (HARD3, None, Limits(max_states=1000)),
    ("table", "max_expansions"): (HARD3, None, Limits(max_expansions=10)),
    ("pdb", "max_expansions"): (HARD4, None, Limits(max_expansions=1000)),
    ("pdb", "max_seconds"): (HARD4, None, Limits(max_seconds=0.2)),
    ("pdb", "max_states"): (HARD4, None, Limits(max_states=40)),  # the path passes 40 boards
    ("quick-then-pdb", "max_expansions"): (HARD4, None, Limits(max_expansions=1000)),
    ("quick-then-pdb", "max_seconds"): (HARD4, None, Limits(max_seconds=0.2)),
    ("quick-then-pdb", "max_states"): (HARD4, None, Limits(max_states=5)),
    ("fast", "max_expansions"): (swapped(10), (10, 10), Limits(max_expansions=10)),
    ("fast", "max_seconds"): (swapped(12), (12, 12), Limits(max_seconds=0.001)),
    ("python-bidirectional", "max_seconds"): (HARD34, None, Limits(max_seconds=0.05)),
    ("python-bidirectional", "max_expansions"): (HARD3, None, Limits(max_expansions=500)),
    ("python-bidirectional", "max_states"): (HARD3, None, Limits(max_states=100)),
    ("python-idastar", "max_seconds"): (HARD4, None, Limits(max_seconds=0.1)),
    ("python-idastar", "max_expansions"): (HARD4, None, Limits(max_expansions=500)),
    ("python-idastar", "max_states"): (HARD4, None, Limits(max_states=5)),
    # auto honours every limit
    ("auto", "max_states"): (HARD4, None, Limits(max_states=5)),
    ("auto", "max_expansions"): (HARD4, None, Limits(max_expansions=500)),
    ("auto", "max_seconds"): (HARD4, None, Limits(max_seconds=0.2)),
}
#: The table's time limit is a first-use build; see the tests below.
BUILD_CASES = {("table", "max_seconds")}


def test_every_declared_limit_has_a_case() -> None:
    declared = {(m.name, limit) for m in METHOD_TABLE for limit in m.honours}
    assert declared == {k for k in CASES if k[0] != "auto"} | BUILD_CASES


@pytest.mark.parametrize(("method", "reason"), sorted(CASES))
def test_limit_stops_the_method(method: str, reason: str) -> None:
    board, shape, limits = CASES[(method, reason)]
    inst = FAMILY.parse(board, InputOptions(shape=shape))
    # Load the compiled kernels first: the time limit is about the search.
    rows, cols = inst.rows, inst.cols
    warm = [*range(1, rows * cols - 1), 0, rows * cols - 1]
    assert FAMILY.parse(" ".join(map(str, warm)), InputOptions(shape=(rows, cols))).solve(
        method).length == 1
    started = time.perf_counter()
    with pytest.raises(SearchLimitError) as err:
        inst.solve(method, limits=limits)
    assert err.value.reason == reason
    if reason == "max_seconds":
        assert limits.max_seconds is not None
        assert time.perf_counter() - started < limits.max_seconds + 3
        assert err.value.stats.expanded > 0
    if reason == "max_expansions" and method != "table":
        assert limits.max_expansions is not None
        assert err.value.stats.expanded >= limits.max_expansions


@pytest.mark.parametrize(("method", "limit"), [
    (m.name, limit) for m in METHOD_TABLE
    for limit in ("max_seconds", "max_expansions", "max_states") if limit not in m.honours
])
def test_undeclared_limit_is_a_usage_error(method: str, limit: str) -> None:
    inst = FAMILY.parse(HARD3, InputOptions())
    with pytest.raises(InvalidPuzzleError, match=f"cannot honour --{limit.replace('_', '-')}"):
        inst.solve(method, limits=Limits(**{limit: 10}))


def test_pdb_state_limit_is_a_proven_bound_on_the_path() -> None:
    """IDA* stores only its path: a limit above the answer's length never stops it."""
    inst = FAMILY.parse(HARD3, InputOptions())
    assert inst.solve("pdb", limits=Limits(max_states=32)).length == 31
    with pytest.raises(SearchLimitError) as err:
        inst.solve("pdb", limits=Limits(max_states=31))
    # every shorter bound was searched in full, so the answer is at least 31
    assert err.value.reason == "max_states" and err.value.bound == 31


def test_python_idastar_counts_generated_at_a_limit() -> None:
    inst = FAMILY.parse(HARD4, InputOptions())
    with pytest.raises(SearchLimitError) as err:
        inst.solve("python-idastar", limits=Limits(max_expansions=2000))
    stats = err.value.stats
    assert stats.expanded == 2000
    # every expanded board but the first generates at least one child (never the move back)
    assert stats.generated >= stats.expanded
    assert stats.peak_stored > 0


def test_limits_off_still_solve() -> None:
    inst = FAMILY.parse(HARD3, InputOptions())
    for method in ("table", "pdb", "python-bidirectional", "python-idastar"):
        sol = inst.solve(method, limits=Limits(max_seconds=60, max_expansions=10**9))
        assert sol.length == 31 and sol.optimal


@pytest.mark.usefixtures("fresh_cache")
def test_table_build_that_cannot_fit_stops_at_once() -> None:
    inst = FAMILY.parse("1 2 3 4 / 5 6 7 8 / 9 10 0 11", InputOptions())
    started = time.perf_counter()
    with pytest.raises(SearchLimitError) as err:
        inst.solve("table", limits=Limits(max_seconds=5))
    assert time.perf_counter() - started < 3
    assert err.value.reason == "max_seconds"
    assert "`fewest tables build sliding 3x4 --goal blank-last`" in str(err.value)
    assert inst.table_need("table") is not None  # nothing was built


@pytest.mark.usefixtures("fresh_cache")
def test_table_build_stops_between_layers(monkeypatch: pytest.MonkeyPatch) -> None:
    """A build the estimate lets start still stops at the deadline, and caches nothing."""
    monkeypatch.setitem(needs.TABLE_BUILD_SECONDS, 10, 0.0)  # no up-front refusal
    inst = FAMILY.parse("1 2 3 4 5 / 6 7 8 0 9", InputOptions())
    assert inst.table_need("table") is None
    calls: list[str] = []
    inst.progress = lambda what, done, total: calls.append(what)
    with pytest.raises(SearchLimitError, match="while building the 2x5 distance table") as err:
        inst.solve("table", limits=Limits(max_seconds=0.02))
    assert err.value.reason == "max_seconds" and calls
    from fewest.puzzles.sliding.fast.tables import table_cached

    assert not table_cached(2, 5, inst.goal)
    sol = inst.solve("table", limits=Limits(max_seconds=60))
    assert sol.length == 1


def test_guard_passes_progress_through() -> None:
    seen: list[tuple[str, float, float | None]] = []
    guard = compiled.within(lambda *a: seen.append(a), 60, time.perf_counter(), "x")
    assert guard is not None
    guard("layer", 1, 2)
    assert seen == [("layer", 1, 2)]
    assert compiled.within(None, None, 0.0, "x") is None
