"""The function harness: the student's file runs in a worker process, never in fewest's."""

from __future__ import annotations

import sys
from pathlib import Path

from fewest.check.harness import FunctionHarness
from fewest.check.oracle import Case, Oracle
from fewest.check.problem import problem
from fewest.check.runner import Sandbox
from tests.check.helpers import SOLUTIONS

SNAKES = Case({"board": [[-1, -1], [-1, 3]]})


def attempt(tmp_path: Path, source: str, target: str = "solution",
            puzzle: str = "lc-909") -> tuple[object, str | None]:
    path = tmp_path / "sol.py"
    path.write_text(source)
    harness = FunctionHarness(problem(puzzle), str(path), target)
    with Sandbox(timeout=30) as box:
        result = harness.attempt(SNAKES, box)
    verdict = harness.judge_attempt(SNAKES, result, Oracle(problem(puzzle)))
    return result.got, None if verdict is None else f"{verdict.kind}: {verdict.message}"


def test_the_student_file_is_never_imported_here(tmp_path: Path) -> None:
    got, verdict = attempt(tmp_path, "import sys\nMARK = 1\ndef solution(board):\n"
                           "    return len(sys.modules)\n")
    assert "sol" not in sys.modules and "solution_under_check" not in sys.modules
    assert isinstance(got, int) and verdict is not None  # it ran elsewhere, with its own modules


def test_leetcode_template_names_and_a_class(tmp_path: Path) -> None:
    got, verdict = attempt(tmp_path, "class Solution:\n    def snakesAndLadders(self, board: "
                           "List[List[int]]) -> int:\n        q = deque([1])\n        return 1\n",
                           "Solution.snakesAndLadders")
    assert (got, verdict) == (1, None)


def test_prints_do_not_corrupt_the_answer(tmp_path: Path) -> None:
    got, verdict = attempt(tmp_path, "def solution(board):\n    print('debug', board)\n"
                           "    print('{\"return\": 99}')\n    return 1\n")
    assert (got, verdict) == (1, None)


def test_exceptions_and_odd_returns(tmp_path: Path) -> None:
    _, verdict = attempt(tmp_path, "def solution(board):\n    return board[5]\n")
    assert verdict == "runtime-error: IndexError: list index out of range (sol.py line 2)"
    _, verdict = attempt(tmp_path, "def solution(board):\n    return {1, 2}\n")
    assert verdict == "bad-output: returned {1, 2}, not a JSON value"
    _, verdict = attempt(tmp_path, "def solution(board):\n    return '1'\n")
    assert verdict == 'wrong-answer: returned "1", expected 1'
    _, verdict = attempt(tmp_path, "import sys\ndef solution(board):\n    sys.exit(0)\n")
    assert verdict is not None and verdict.startswith("runtime-error: SystemExit")
    _, verdict = attempt(tmp_path, "def solution(board):\n    return 2\n")
    assert verdict == "wrong-answer: returned 2, expected 1"


def test_probe_reports_what_cannot_load(tmp_path: Path) -> None:
    (tmp_path / "sol.py").write_text("raise RuntimeError('no')\n")
    with Sandbox(timeout=30) as box:
        why = FunctionHarness(problem("boj-1525"), str(tmp_path / "sol.py"), "f").probe(box)
        ok = FunctionHarness(problem("boj-1525"), str(SOLUTIONS / "sliding_ok.py"),
                             "solution").probe(box)
    assert why == "importing sol.py failed: RuntimeError: no" and ok is None


def test_a_file_pasted_from_the_site_is_called_as_the_site_calls_it(tmp_path: Path) -> None:
    """``auto:NAME``: the Solution class's method (with or without ``from typing import
    List``; LeetCode's predefined names available), else ``solution``."""
    leetcode = ("class Solution:\n    def snakesAndLadders(self, board: List[List[int]]) -> int:\n"
                "        q = deque([1]); h = []; heappush(h, 1)\n"
                "        return len(q) + bisect_left([0], 1) - 1 + inf.__class__(0).__int__()"
                " + 0 * gcd(4, 6)\n")
    assert attempt(tmp_path, leetcode, "auto:snakesAndLadders") == (1, None)
    assert attempt(tmp_path, "from typing import List\n" + leetcode,
                   "auto:snakesAndLadders") == (1, None)
    helper = "class Solution:\n    def _h(self):\n        return 1\n    def other(self, b):\n" \
             "        return self._h()\n"
    assert attempt(tmp_path, helper, "auto:snakesAndLadders") == (1, None)  # its only method
    assert attempt(tmp_path, "def solution(board):\n    return 1\n",
                   "auto:snakesAndLadders") == (1, None)
