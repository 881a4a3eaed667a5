"""Subtree-parallel IDA* against the serial search: same lengths, same exhausted iterations."""

from __future__ import annotations

import multiprocessing as mp
import random

import pytest
from fast_oracle import KORF_EASY, engine_length, replay, successors

from fewest.errors import SearchLimitError
from fewest.puzzles.sliding.fast import kernel, parallel
from fewest.puzzles.sliding.fast.idastar import Control, pdb_solve, search_spec, serial_search
from fewest.puzzles.sliding.model import blank_first, blank_last

KORF88 = "15 2 12 11 14 13 9 5 1 3 8 7 0 10 6 4"  # the hardest of the 100: 65 moves
# Six 4-tile patterns: quick to build, weak enough that 5x5 scrambles take several bounds.
P24 = [[1, 2, 6, 7], [3, 4, 5, 8], [9, 10, 14, 15], [11, 12, 13, 16], [17, 18, 21, 22],
       [19, 20, 23, 24]]


def _both(board, rows, cols, goal, partition, **kw):
    spec, turned, _ = search_spec(board, rows, cols, goal, partition)
    serial_ctl, par_ctl = Control(None, None, None), Control(None, None, None)
    serial = serial_search(spec, serial_ctl)
    par = parallel.parallel_search(spec, par_ctl, 2, min_nodes=0, **kw)
    return serial, serial_ctl.iterations, par, par_ctl.iterations, turned


def _same_exhausted_iterations(s_its, p_its) -> None:
    assert [i.bound for i in s_its] == [i.bound for i in p_its]
    assert [(i.generated, i.expanded) for i in s_its[:-1]] == [
        (i.generated, i.expanded) for i in p_its[:-1]]


@pytest.mark.parametrize(("ident", "text", "length"), KORF_EASY)
def test_korf_15_parallel_equals_serial(ident: int, text: str, length: int) -> None:
    board = tuple(int(x) for x in text.split())
    serial, s_its, par, p_its, turned = _both(board, 4, 4, blank_first(4, 4), "6-6-3")
    assert turned and len(serial[0]) == len(par[0]) == length, ident
    _same_exhausted_iterations(s_its, p_its)
    result = pdb_solve(board, 4, 4, blank_first(4, 4), partition="6-6-3", jobs=2)
    assert result.length == length
    assert replay(board, 4, 4, result.moves) == blank_first(4, 4)


def _walk(board: tuple[int, ...], steps: int, rng: random.Random) -> tuple[int, ...]:
    """A random blank walk on 5x5 that never undoes its last move."""
    last = None
    for _ in range(steps):
        options = [(m, b) for m, b in successors(board, 5, 5) if b != last]
        last, (_, board) = board, rng.choice(options)
    return board


@pytest.mark.slow
def test_24_puzzle_scrambles_parallel_equals_serial() -> None:
    rng = random.Random(100)
    several_bounds = 0
    for seed in range(10):
        goal = blank_last(5, 5) if seed % 2 else blank_first(5, 5)
        partition = P24 if seed % 2 else [[25 - t for t in g] for g in P24]
        board = _walk(goal, rng.randrange(44, 56), rng)
        serial, s_its, par, p_its, _ = _both(board, 5, 5, goal, partition)
        assert len(serial[0]) == len(par[0]) >= 30
        assert replay(board, 5, 5, par[0] if seed % 2 else _turned(par[0])) == goal
        several_bounds += len(p_its) >= 3
        _same_exhausted_iterations(s_its, p_its)
    assert several_bounds >= 5  # most of them exhausted bounds on the way


def _turned(moves: list[str]) -> list[str]:
    from fewest.puzzles.sliding.fast.symmetry import turn_moves

    return turn_moves(moves)


def test_24_puzzle_short_scrambles_against_bfs() -> None:
    rng = random.Random(7)
    for seed in range(4):
        goal = blank_first(5, 5)
        board = _walk(goal, rng.randrange(14, 20), rng)
        result = pdb_solve(board, 5, 5, goal, partition=[[25 - t for t in g] for g in P24],
                           jobs=2)
        assert result.length == engine_length(board, 5, 5, goal), seed
        assert replay(board, 5, 5, result.moves) == goal


def test_frontier_overflow_falls_back_to_a_shallower_cap(monkeypatch) -> None:
    monkeypatch.setattr(kernel, "FRONTIER_ROWS", 16)
    board = tuple(int(x) for x in KORF_EASY[7][1].split())
    serial, s_its, par, p_its, _ = _both(board, 4, 4, blank_first(4, 4), "6-6-3")
    assert len(par[0]) == len(serial[0]) == 45
    _same_exhausted_iterations(s_its, p_its)


@pytest.mark.slow
def test_spawned_workers_load_the_cached_tables(monkeypatch) -> None:
    monkeypatch.setattr(parallel, "_context", lambda: mp.get_context("spawn"))
    board = tuple(int(x) for x in KORF_EASY[0][1].split())
    serial, s_its, par, p_its, _ = _both(board, 4, 4, blank_first(4, 4), "6-6-3")
    assert len(par[0]) == len(serial[0]) == 41
    _same_exhausted_iterations(s_its, p_its)


def test_limits_stop_the_workers() -> None:
    hardest = tuple(int(x) for x in KORF88.split())
    goal = blank_first(4, 4)
    weak = [[1, 2, 3], [4, 5, 6], [7, 8, 9], [10, 11, 12], [13, 14, 15]]  # far beyond 1 s
    with pytest.raises(SearchLimitError) as info:
        pdb_solve(hardest, 4, 4, goal, partition=weak, max_seconds=1.0, jobs=2)
    assert info.value.reason == "max_seconds" and info.value.bound <= 65
    assert info.value.stats.seconds < 20
    spec, _, _ = search_spec(hardest, 4, 4, goal, "5-5-5")
    with pytest.raises(SearchLimitError) as info:
        parallel.parallel_search(spec, Control(None, 300_000, None), 2, min_nodes=0)
    assert info.value.reason == "max_expansions"
    assert info.value.stats.expanded >= 300_000 and info.value.bound <= 65
