"""Every buggy fixture solution gets a counterexample, shrunk, that fails again when rerun.

Each bug is checked through the CLI (``--json``), then the counterexample is
taken apart independently of the checker: the input is parsed back, run
through the fixture program again, and its size compared with the first
failure's (the shrunk case is never larger).
"""

from __future__ import annotations

import json
import subprocess
from typing import Any

import pytest

from fewest.check.judges import judge_for
from fewest.check.oracle import Case, grid
from fewest.check.samples import card_case
from fewest.puzzles.rubiks_square.model import Board
from tests.check.helpers import PYTHON, SOLUTIONS, check_json, script, target

#: (puzzle, fixture, function target, what the bug looks like in the counterexample)
BUGS = [
    ("sliding", "sliding_wrap.py", "solution", "fewer"),
    ("rubiks-square", "rubiks_up.py", "solution", "column"),
    ("snakes-ladders", "snakes_chain.py", "Solution.snakesAndLadders", "chain"),
    ("card-match", "cards_ctrl.py", "solution", "ctrl"),
]
#: one harness per bug in the default suite; both in the slow one
FAST = {("sliding", "--run"), ("rubiks-square", "--function"), ("snakes-ladders", "--run"),
        ("card-match", "--function")}


def case_from(puzzle: str, harness: str, value: Any) -> Case:
    """The case a counterexample's input stands for, read without the checker's code."""
    if harness == "--function":
        board = grid(value["board"])
        return card_case(board, (value["r"], value["c"])) if "r" in value else Case(board)
    rows = [list(map(int, line.split())) for line in value.splitlines() if line.strip()]
    if puzzle == "snakes-ladders":
        assert rows[0] == [len(rows) - 1]
        rows = rows[1:]
    if puzzle == "card-match":
        return card_case(grid(rows[:-1]), tuple(rows[-1]))
    return Case(grid(rows))


def rerun(fixture: str, function: str, harness: str, value: Any) -> Any:
    """The fixture's answer on the input, run again outside the checker."""
    if harness == "--run":
        out = subprocess.run([PYTHON, str(SOLUTIONS / fixture)], input=value, text=True,
                             capture_output=True, timeout=60, check=True)
        return out.stdout
    call = "Solution().snakesAndLadders(*a)" if "." in function else f"{function}(*a)"
    code = (f"import json, sys; sys.path.insert(0, {str(SOLUTIONS)!r}); "
            f"from {fixture[:-3]} import *; a = json.loads(sys.stdin.read()); "
            f"print(json.dumps({call}))")
    out = subprocess.run([PYTHON, "-c", code], input=json.dumps(list(value.values())),
                         text=True, capture_output=True, timeout=60, check=True)
    return json.loads(out.stdout)


def still_wrong(puzzle: str, got: Any, expected: Any, board: Any) -> bool:
    """Whether an answer is wrong, judged here (a Rubik's move list by replay)."""
    if puzzle != "rubiks-square":
        return int(str(got).strip()) != int(str(expected).strip())
    if isinstance(got, str):
        lines = got.split("\n")[1:]
        got = [list(map(int, line.split())) for line in lines if line.strip()]
    b = Board.from_text(" / ".join(" ".join(map(str, row)) for row in board))
    for move in got:
        b = b.apply(tuple(move))
    want = expected if isinstance(expected, list) else expected.split("\n")[1:]
    return not b.is_solved() or len(got) != len(want)


def check_bug(puzzle: str, fixture: str, function: str, look: str, harness: str) -> None:
    where = script(fixture) if harness == "--run" else target(fixture, function)
    code, body = check_json(puzzle, harness, where, "--jobs", "2")
    assert code == 1 and body["status"] == "fail", body
    ce = body["counterexample"]
    assert ce["verdict"] == "wrong-answer" and ce["confirmed"]
    # the shrunk input fails when run again, outside the checker
    again = rerun(fixture, function, harness, ce["input"])
    case = case_from(puzzle, harness, ce["input"])
    assert still_wrong(puzzle, again, ce["expected"], case.rows)
    # never larger than the first failure
    judge, oracle = judge_for(puzzle), judge_for(puzzle).oracle()
    first = case_from(puzzle, harness, ce["first"]["input"])
    size = judge.size(case, oracle.expected(case))
    assert size <= judge.size(first, oracle.expected(first))
    expected = oracle.expected(case)
    if look == "fewer":  # the wrapping blank finds shortcuts
        assert int(again) < expected.length
    elif look == "column":  # a column move is the first bad one
        assert "column" in ce["message"]
    elif look == "chain":  # the shrunk board still holds a jump onto a jump
        from fewest.check.cases import snakes_jumps

        jumps = snakes_jumps(case.board)
        assert any(end in jumps and end != start for start, end in jumps.items())
    else:  # the optimal answer uses Ctrl moves
        assert any(str(m).startswith("Ctrl+") for m in expected.moves)


def _params() -> list[Any]:
    out = []
    for bug in BUGS:
        for harness in ("--run", "--function"):
            marks = () if (bug[0], harness) in FAST else (pytest.mark.slow,)
            out.append(pytest.param(*bug, harness, marks=marks, id=f"{bug[0]}{harness}"))
    return out


@pytest.mark.parametrize(("puzzle", "fixture", "function", "look", "harness"), _params())
def test_bug_found_and_shrunk(puzzle: str, fixture: str, function: str, look: str,
                              harness: str) -> None:
    check_bug(puzzle, fixture, function, look, harness)
