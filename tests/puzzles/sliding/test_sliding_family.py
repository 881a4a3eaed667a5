"""The family contract the CLI relies on: names, move notation, limits, analyze hook."""

from __future__ import annotations

import json
import pickle
import sys
import types

import pytest

from fewest.errors import InvalidPuzzleError, SearchLimitError
from fewest.problem import Limits
from fewest.puzzles import get_family
from fewest.puzzles.base import InputOptions, Report
from fewest.puzzles.sliding import (
    FAMILY,
    SlideMove,
    SlidingInstance,
    apply_moves,
    solve_sliding,
)


@pytest.mark.parametrize("name", ["sliding", "8-puzzle", "15-puzzle", "n-puzzle", "tiles"])
def test_names(name: str) -> None:
    assert get_family(name) is FAMILY


def test_move_notation() -> None:
    inst = FAMILY.parse("1 2 3 / 4 5 6 / 0 7 8", InputOptions())
    sol = inst.solve()
    assert sol.moves == ["R", "R"]
    assert [inst.move_text(m) for m in sol.moves] == ["R (tile 7)", "R (tile 8)"]
    assert [inst.move_json(m) for m in sol.moves] == [
        {"blank": "R", "tile": 7}, {"blank": "R", "tile": 8}]
    assert inst.describe_moves(sol) == [inst.move_json(m) for m in sol.moves]
    assert json.dumps(sol.moves) == '["R", "R"]'
    assert inst.move_text("U") == "U"


@pytest.mark.parametrize(("algorithm", "board"), [
    *((a, "2 3 4 / 1 5 0 / 7 6 8") for a in ("auto", "bfs", "astar", "idastar", "bidirectional")),
    ("dfs", "1 2 3 / 0 4 6 / 7 5 8"),
])
def test_tiles_match_boards(algorithm: str, board: str) -> None:
    """Every method labels each move with the tile that really slid."""
    inst = FAMILY.parse(board, InputOptions())
    sol = inst.solve(algorithm)
    assert [m.tile for m in sol.moves] == [d["tile"] for d in inst.describe_moves(sol)]
    assert all(isinstance(m, SlideMove) for m in sol.moves)


def test_slide_move_is_a_letter() -> None:
    m = SlideMove("L", 4)
    assert m == "L" and hash(m) == hash("L") and str(m) == "L"
    back = pickle.loads(pickle.dumps(m))
    assert back == "L" and back.tile == 4


def test_state_picture_and_summary() -> None:
    inst = FAMILY.parse("1 2 3 / 4 5 6 / 0 7 8", InputOptions(goal="blank-first"))
    assert inst.format_state(inst.tiles) == "1 2 3\n4 5 6\n. 7 8"
    assert inst.summary() == {
        "rows": 3, "cols": 3, "board": [[1, 2, 3], [4, 5, 6], [0, 7, 8]],
        "goal": [[0, 1, 2], [3, 4, 5], [6, 7, 8]], "solvable": True,
    }
    assert "goal='0 1 2 / 3 4 5 / 6 7 8'" in repr(inst)


def test_judge_output() -> None:
    inst = FAMILY.parse("1 2 3 / 4 5 6 / 0 7 8", InputOptions())
    assert inst.judge_output(inst.solve(), "number") == "2"
    with pytest.raises(InvalidPuzzleError, match="'boj'"):
        inst.judge_output(None, "boj")


@pytest.mark.parametrize(("board", "method"), [
    ("8 6 7 / 2 5 4 / 3 0 1", "python-bidirectional"),
    ("14 13 15 7 / 11 12 9 5 / 6 0 2 1 / 4 8 10 3", "python-idastar"),
    ("14 13 15 7 / 11 12 9 5 / 6 0 2 1 / 4 8 10 3", "auto"),
])
def test_limits_stop_fast_methods(board: str, method: str) -> None:
    with pytest.raises(SearchLimitError) as err:
        solve_sliding(board, goal="blank-first", algorithm=method,
                      limits=Limits(max_expansions=50))
    assert err.value.reason == "max_expansions"


def test_unknown_algorithm() -> None:
    with pytest.raises(InvalidPuzzleError, match="unknown method 'quantum'"):
        solve_sliding("1 2 / 0 3", algorithm="quantum")


def test_solution_stats() -> None:
    sol = solve_sliding("8 6 7 / 2 5 4 / 3 0 1", algorithm="python-bidirectional")
    assert sol.algorithm == "python-bidirectional" and sol.length == 31
    assert sol.stats.expanded > 0 and sol.stats.generated >= sol.stats.expanded
    sol = solve_sliding("1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 14 0 15",
                        algorithm="python-idastar")
    assert sol.algorithm == "python-idastar" and sol.stats.iterations


def test_auto_uses_compiled_pattern_databases_on_4x4() -> None:
    """A near board answers by the quick search even with the databases cached;
    Korf #55 (41 moves) needs the compiled IDA* with them."""
    sol = solve_sliding("1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 14 0 15")
    assert sol.algorithm == "python-idastar" and sol.length == 1 and sol.optimal
    sol = solve_sliding("13 8 14 3 / 9 1 0 7 / 15 5 4 10 / 12 2 6 11", goal="blank-first")
    assert sol.algorithm.startswith("pdb ") and sol.length == 41 and sol.optimal


def test_analyze_delegates(monkeypatch: pytest.MonkeyPatch) -> None:
    """``analyze`` hands shape, goal and progress to the compiled module, lazily."""
    calls = []

    def fake(rows, cols, goal, *, progress=None):
        calls.append((rows, cols, goal, progress))
        return Report(data={"rows": rows}, text="ok")

    module = types.ModuleType("fewest.puzzles.sliding.fast.analyze")
    module.analyze = fake  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "fewest.puzzles.sliding.fast.analyze", module)
    progress = lambda *args: None
    report = FAMILY.analyze("2x3", InputOptions(goal="blank-first"), progress=progress)
    assert report.text == "ok"
    assert calls == [(2, 3, (0, 1, 2, 3, 4, 5), progress)]
    FAMILY.analyze("3x3", InputOptions(), progress=None)
    assert calls[-1][2] == (1, 2, 3, 4, 5, 6, 7, 8, 0)


@pytest.mark.parametrize(("target", "problem"), [("1x4", "at least 2 rows"),
                                                  ("3by3", "shape must look like RxC")])
def test_analyze_bad_target(target: str, problem: str) -> None:
    with pytest.raises(InvalidPuzzleError, match=problem):
        FAMILY.analyze(target, InputOptions())


@pytest.mark.parametrize("algorithm", ["greedy", "weighted_astar"])
def test_suboptimal_engine_algorithms(algorithm: str) -> None:
    """Informed non-optimal searches get linear conflict and never claim optimality."""
    inst = FAMILY.parse("8 6 7 / 2 5 4 / 3 0 1", InputOptions())
    sol = inst.solve(algorithm)
    assert sol.optimal is False and sol.length >= 31
    assert apply_moves(inst.tiles, sol.moves, 3, 3) == inst.goal
    if algorithm == "weighted_astar":
        assert sol.bound == 2.0 and sol.length <= 62


def test_instance_validates_tiles() -> None:
    with pytest.raises(InvalidPuzzleError, match="holds tile 1 twice"):
        SlidingInstance((1, 1, 2, 0), rows=2, cols=2)
