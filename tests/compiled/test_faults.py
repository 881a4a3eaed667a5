"""Wrong user functions and bad input: one clear InvalidPuzzleError each, never a crash."""

from __future__ import annotations

import subprocess
import sys

import pytest
from numba import njit

import fewest
from fewest import CompiledPuzzle, InvalidPuzzleError


@njit
def too_many(state, out):  # type: ignore[no-untyped-def]
    out[0, 0] = state[0]
    return 3


@njit
def out_of_range(state, out):  # type: ignore[no-untyped-def]
    out[0, 0] = 9
    out[0, 1] = state[1]
    return 1


@njit
def writes_past(state, out):  # type: ignore[no-untyped-def]
    for r in range(5):
        out[r, 0] = state[0]
    return 1


@njit
def bad_move(state, out, moves):  # type: ignore[no-untyped-def]
    out[0, 0], out[0, 1], moves[0] = state[0], state[1], 7
    return 1


@njit
def zero_cost(state, out, costs):  # type: ignore[no-untyped-def]
    out[0, 0], out[0, 1], costs[0] = state[1], state[0], 0
    return 1


def uncompilable(state, out):  # type: ignore[no-untyped-def]
    return undefined_name + 1  # type: ignore[name-defined]  # noqa: F821


def make(fn, **kw):  # type: ignore[no-untyped-def]
    return CompiledPuzzle((0, 1), fn, goal=(1, 0), max_successors=kw.pop("m", 2), **kw)


@pytest.mark.parametrize(("fn", "algorithm", "message"), [
    (too_many, "bfs", "successors returned 3 for state (0, 1), but max_successors is 2"),
    (out_of_range, "idastar", "successors wrote value 9 in row 0 (9, 1) for state (0, 1); "
                              "values must lie in 0..1"),
    (writes_past, "astar", "raised IndexError: index is out of bounds"),
    (bad_move, "bfs", "successors wrote move id 7 in row 0 for state (0, 1); move_names has 2"),
    (zero_cost, "dijkstra", "successors wrote cost 0 in row 0 (1, 0) for state (0, 1); "
                            "costs must be integers >= 1"),
    (uncompilable, "bfs", "successors function 'uncompilable' could not be compiled by numba: "
                          "NameError: name 'undefined_name' is not defined"),
])
def test_bad_functions(fn, algorithm, message) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(InvalidPuzzleError) as info:
        fewest.solve(make(fn), algorithm)
    assert message in str(info.value)
    assert "\n" not in str(info.value)


@pytest.mark.parametrize(("kwargs", "message"), [
    ({"start": (0, 1, 2)}, "goal (1, 0) has 2 values, start (0, 1, 2) has 3"),
    ({"start": (0, -1)}, "start must be a non-empty sequence of non-negative ints"),
    ({"max_successors": 0}, "max_successors must be an int in 1..4096, got 0"),
    ({"values": 1}, "values=1 must be an int above every value of start and goal"),
    ({"values": 300}, "values=300: a state's values must lie in 0..255"),
    ({"move_names": ("a",)}, "move_names has 1 names but successors writes up to 2 rows"),
    ({"start": tuple(range(40)), "goal": tuple(range(40))}, "keys hold at most 128"),
])
def test_bad_puzzles(kwargs, message) -> None:  # type: ignore[no-untyped-def]
    args = {"start": (0, 1), "goal": (1, 0), "max_successors": 2, **kwargs}
    with pytest.raises(InvalidPuzzleError, match=message.replace("(", r"\(").replace(")", r"\)")):
        CompiledPuzzle(args.pop("start"), too_many, **args)


def test_bad_state_in_the_python_view(make8) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(InvalidPuzzleError, match=r"state \(1, 2\) must have 9 values in 0..8"):
        list(make8((1, 2, 3, 4, 5, 6, 7, 8, 0)).successors((1, 2)))


def test_import_fewest_does_not_import_numba() -> None:
    code = ("import sys, fewest; assert 'numba' not in sys.modules; "
            "fewest.CompiledPuzzle; assert 'numba' in sys.modules")
    subprocess.run([sys.executable, "-c", code], check=True)
