"""The guards against a user's mistakes: each case here used to give a wrong answer
labelled optimal, eat memory or fail only at solve time; now each is one line."""

from __future__ import annotations

import pytest
from numba import njit

import fewest
from fewest import CompiledPuzzle, InvalidPuzzleError, SearchLimitError
from fewest.compiled import memory
from fewest.compiled.examples import slide_function
from fewest.compiled.pdb import PatternDatabase

GOAL8 = (1, 2, 3, 4, 5, 6, 7, 8, 0)
NAMES = ("U", "L", "R", "D")


@njit
def slide_returns_four(state, out):  # type: ignore[no-untyped-def]
    """The 8-puzzle's moves, but 4 returned where 3 rows were written."""
    b = 0
    while state[b] != 0:
        b += 1
    count = 0
    for m, t in enumerate((b - 3, b - 1, b + 1, b + 3)):
        if t < 0 or t > 8 or (m == 1 and b % 3 == 0) or (m == 2 and b % 3 == 2):
            continue
        for i in range(9):
            out[count, i] = state[i]
        out[count, b] = state[t]
        out[count, t] = 0
        count += 1
    return 4 if count == 3 else count


def one_line(err: BaseException) -> str:
    text = str(err)
    assert "\n" not in text
    return text


def test_a_row_never_written_is_caught_in_the_search(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    # an 8-move board with the blank in a corner (two moves, so building it passes,
    # once the probe's random walk is off): the BFS used to return a path of 8 moves
    # that does not replay, labelled optimal
    from fewest.compiled import guards

    monkeypatch.setattr(guards, "check_walk", lambda puzzle: None)
    p = CompiledPuzzle((2, 4, 3, 1, 5, 6, 7, 8, 0), slide_returns_four, goal=GOAL8,
                       max_successors=4, move_names=NAMES)
    for algorithm in ("bfs", "bidirectional", "idastar", "dijkstra"):
        if algorithm == "bidirectional":
            continue  # no predecessors
        with pytest.raises(InvalidPuzzleError) as info:
            fewest.solve(p, algorithm)
        assert "successors returned at least 4 rows for state" in one_line(info.value)
        assert "never wrote row 3" in str(info.value)


def test_a_row_never_written_is_caught_when_the_puzzle_is_built() -> None:
    with pytest.raises(InvalidPuzzleError, match="never wrote row 3"):
        CompiledPuzzle((8, 6, 7, 2, 5, 4, 3, 0, 1), slide_returns_four, goal=GOAL8,
                       max_successors=4, move_names=NAMES)


@njit
def half_written(state, out):  # type: ignore[no-untyped-def]
    out[0, 0] = state[1]
    return 1


@njit
def no_move_ids(state, out, moves):  # type: ignore[no-untyped-def]
    out[0, 0], out[0, 1] = state[1], state[0]
    out[1, 0], out[1, 1] = state[0], state[1]
    moves[0] = 0
    return 2


@njit
def no_costs(state, out, costs):  # type: ignore[no-untyped-def]
    out[0, 0], out[0, 1] = state[1], state[0]
    return 1


@pytest.mark.parametrize(("fn", "message"), [
    (half_written, "successors left cells [1] of row 0 (1, 255) unwritten for state (0, 1)"),
    (no_move_ids, "successors returned a row 1 for state (0, 1) but wrote no move id into "
                  "moves[1]"),
    (no_costs, "successors returned a row 0 for state (0, 1) but wrote no cost into costs[0]"),
])
def test_cells_move_ids_and_costs_left_unwritten(fn, message) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(InvalidPuzzleError) as info:
        CompiledPuzzle((0, 1), fn, goal=(1, 0), max_successors=2)
    assert message in one_line(info.value)


class Mover:
    def succ(self, state, out):  # type: ignore[no-untyped-def]
        return 0


def test_a_bound_method_fails_at_the_constructor() -> None:
    with pytest.raises(InvalidPuzzleError) as info:
        CompiledPuzzle((0, 1), Mover().succ, goal=(1, 0), max_successors=2)
    assert "successors must be a function" in one_line(info.value)
    assert "a bound method" in str(info.value)
    good = slide_function(3, 3)
    with pytest.raises(InvalidPuzzleError, match="heuristic must be a function"):
        CompiledPuzzle(GOAL8, good, goal=GOAL8, max_successors=4, move_names=NAMES,
                       heuristic=Mover().succ)


@njit
def bad_heuristic(state):  # type: ignore[no-untyped-def]
    return -1


def test_functions_are_compiled_and_run_at_construction() -> None:
    with pytest.raises(InvalidPuzzleError, match="negative value"):
        CompiledPuzzle(GOAL8, slide_function(3, 3), goal=GOAL8, max_successors=4,
                       move_names=NAMES, heuristic=bad_heuristic)

    def uncompilable(state, out):  # type: ignore[no-untyped-def]
        return undefined_name  # type: ignore[name-defined]  # noqa: F821

    with pytest.raises(InvalidPuzzleError, match="could not be compiled by numba"):
        CompiledPuzzle((0, 1), uncompilable, goal=(1, 0), max_successors=2)


@njit
def fourteen_cells(state, out):  # type: ignore[no-untyped-def]
    """Rotates 14 cells (the state has 13 in the test)."""
    for i in range(14):
        out[0, i] = state[(i + 1) % 14]
    return 1


def test_checked_false_cannot_corrupt_memory() -> None:
    # a 13-value start for a 14-cell function used to write past `out` with
    # checked=False (the search ran to 7 GB); now bounds checks always stay on
    start = tuple(range(13))
    with (pytest.warns(DeprecationWarning, match="checked=False"),
          pytest.raises(InvalidPuzzleError) as info):
        CompiledPuzzle(start, fourteen_cells, goal=start[::-1], max_successors=1,
                       checked=False)
    assert "raised IndexError" in one_line(info.value)


@njit
def counter(state, out):  # type: ignore[no-untyped-def]
    out[0, 0] = (state[0] + 1) % 10
    out[1, 0] = (state[0] + 3) % 10
    return 2


@njit
def counter_back_wrong(state, out):  # type: ignore[no-untyped-def]
    out[0, 0] = (state[0] + 9) % 10  # -1 is right; -3 is missing
    return 1


@njit
def slide_back_no_up(state, out, moves):  # type: ignore[no-untyped-def]
    """The 8-puzzle's moves without the blank's up move: predecessors that miss links."""
    b = 0
    while state[b] != 0:
        b += 1
    count = 0
    for m, t in enumerate((b - 3, b - 1, b + 1, b + 3)):
        if m == 0 or t < 0 or t > 8 or (m == 1 and b % 3 == 0) or (m == 2 and b % 3 == 2):
            continue
        for i in range(9):
            out[count, i] = state[i]
        out[count, b] = state[t]
        out[count, t] = 0
        moves[count] = m
        count += 1
    return count


def test_reversible_is_checked() -> None:
    with pytest.raises(InvalidPuzzleError) as info:
        CompiledPuzzle((0,), counter, goal=(7,), max_successors=2, values=10, reversible=True)
    assert one_line(info.value).startswith("reversible=True, but move '0' takes (7,) to (8,) "
                                           "and no move of (8,) leads back")


def test_wrong_predecessors_are_refused_before_any_backward_search() -> None:
    with pytest.raises(InvalidPuzzleError) as info:
        CompiledPuzzle((0,), counter, goal=(7,), max_successors=2, values=10,
                       predecessors=counter_back_wrong)
    assert "predecessors do not match successors: move '1' takes" in one_line(info.value)
    # predecessors that miss the blank's up move: IDA* over their databases used to
    # answer 41 moves, optimal=True, on this 31-move board, and the table from the
    # goal had 3 states in layers [1, 1, 1]; now neither is built
    spec = PatternDatabase([(1, 2, 3, 4), (5, 6, 7, 8)], track=(0,), additive=True)
    with pytest.raises(InvalidPuzzleError, match="predecessors do not match successors"):
        CompiledPuzzle((8, 6, 7, 2, 5, 4, 3, 0, 1), slide_function(3, 3), goal=GOAL8,
                       max_successors=4, move_names=NAMES, predecessors=slide_back_no_up,
                       patterns=spec)


def test_right_predecessors_pass() -> None:
    @njit
    def back(state, out):  # type: ignore[no-untyped-def]
        out[0, 0] = (state[0] + 9) % 10
        out[1, 0] = (state[0] + 7) % 10
        return 2

    p = CompiledPuzzle((0,), counter, goal=(7,), max_successors=2, values=10, predecessors=back)
    assert fewest.solve(p, "bidirectional").length == 3


@njit
def slide_five_sideways(state, out, moves):  # type: ignore[no-untyped-def]
    """The 8-puzzle where the tile of value 5 moves only sideways: moves that depend
    on a value, not only on cells."""
    b = 0
    while state[b] != 0:
        b += 1
    count = 0
    for m, t in enumerate((b - 3, b - 1, b + 1, b + 3)):
        if t < 0 or t > 8 or (m == 1 and b % 3 == 0) or (m == 2 and b % 3 == 2):
            continue
        if state[t] == 5 and (m == 0 or m == 3):
            continue
        for i in range(9):
            out[count, i] = state[i]
        out[count, b] = state[t]
        out[count, t] = 0
        moves[count] = m
        count += 1
    return count


def test_an_overestimating_pattern_database_is_refused() -> None:
    # the values outside the group become one token (5), which then moves only
    # sideways: the database counts moves the real puzzle does not need, and IDA*
    # used to answer 12 moves, optimal=True, on this 8-move board
    spec = PatternDatabase([(1, 2, 3, 4)], track=(0,))
    p = CompiledPuzzle((1, 3, 0, 7, 2, 5, 8, 4, 6), slide_five_sideways, goal=GOAL8,
                       max_successors=4, move_names=NAMES, reversible=True, patterns=spec)
    with pytest.raises(InvalidPuzzleError) as info:
        fewest.solve(p, "idastar")
    assert one_line(info.value).startswith("the pattern databases overestimate: it gives ")
    assert "which value sits in a cell" in str(info.value)


NEAR = (1, 2, 3, 4, 5, 0, 7, 8, 6)


@njit
def trap(state):  # type: ignore[no-untyped-def]
    """0, except 50 on a board one move from the goal."""
    for i in range(9):
        if state[i] != NEAR[i]:
            return 0
    return 50


def test_a_heuristic_declared_admissible_is_spot_checked() -> None:
    # IDA* and A* used to answer 20 moves, optimal=True, on this 2-move board
    board = (1, 2, 0, 4, 5, 3, 7, 8, 6)
    p = CompiledPuzzle(board, slide_function(3, 3), goal=GOAL8, max_successors=4,
                       move_names=NAMES, reversible=True, heuristic=trap, admissible=True)
    for algorithm in ("idastar", "astar"):
        with pytest.raises(InvalidPuzzleError) as info:
            fewest.solve(p, algorithm)
        assert one_line(info.value).startswith(
            "the heuristic declared admissible overestimates: it gives 50 for "
            "(1, 2, 3, 4, 5, 0, 7, 8, 6), which is 1 move from the goal")
    # not declared admissible: nothing to check, and the answer is not called optimal
    q = CompiledPuzzle(board, slide_function(3, 3), goal=GOAL8, max_successors=4,
                       move_names=NAMES, reversible=True, heuristic=trap)
    assert not fewest.solve(q, "astar").optimal


def test_the_memory_cap_stops_a_search_cleanly(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from fewest.compiled.examples import sliding

    monkeypatch.setenv("FEWEST_MEMORY_CAP", "6M")
    goal = tuple([*range(1, 16), 0])
    unreachable = tuple([2, 1, *range(3, 16), 0])
    p = sliding(4, 4, unreachable, goal)
    with pytest.raises(SearchLimitError) as info:
        fewest.solve(p, "bfs")
    assert info.value.reason == "max_states"
    assert one_line(info.value).startswith("memory cap 6 MiB reached with ")
    assert "FEWEST_MEMORY_CAP" in str(info.value)


def test_the_default_memory_cap_is_half_the_free_memory(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.delenv("FEWEST_MEMORY_CAP", raising=False)
    monkeypatch.setattr(memory, "available_bytes", lambda: 8 << 30)
    cap = memory.MemoryCap()
    assert cap.cap == 4 << 30 and "half the 8.0 GiB free" in cap.why
    monkeypatch.setenv("FEWEST_MEMORY_CAP", "0")
    assert memory.MemoryCap().cap is None
    monkeypatch.setenv("FEWEST_MEMORY_CAP", "lots")
    with pytest.raises(InvalidPuzzleError, match="FEWEST_MEMORY_CAP must be bytes"):
        memory.MemoryCap()
