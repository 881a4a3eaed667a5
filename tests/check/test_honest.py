"""An honest report, and failures before the run.

* the optimal solution's headline counts the judge's answer in the problem's unit
  (seconds, cells, won), with the moves drawn beside it when they differ;
* no internal measure: a case is described by the judge's input;
* a program's output is cut to its first and last lines, with the count;
* ``--json`` says which kind of small the counterexample is, never a bare ``true``;
* an infinite loop is killed at the judge's time limit and shrunk for a few limits;
* ``--save`` is checked before the first case; absurd timeouts, a Python file that
  does not compile, a directory, a Java BOM, a public class not called ``Main``.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from types import SimpleNamespace

import pytest

from fewest.check.harness import RunHarness
from fewest.check.oracle import Case, Oracle
from fewest.check.problem import problem
from fewest.check.report import answer_count, solution_text
from fewest.check.session import TLE_SHRINK_TIMEOUTS, Settings, check
from tests.check.helpers import check_json, cli


@pytest.mark.parametrize(("name", "case", "headline"), [
    # 0-1 BFS: the teleport costs 0 seconds, so the answer 0 is 1 move
    ("boj-13549", {"N": 5, "K": 10}, "one optimal solution (0 seconds, in 1 move):"),
    # the cells of the path count the start: 3 cells are 2 moves
    ("boj-2178", {"n": 2, "m": 2, "maze": ["11", "11"]},
     "one optimal solution (3 cells, in 2 moves):"),
    # the cost in won, not the moves
    ("programmers-67259", {"board": [[0, 0, 0], [0, 0, 0], [0, 0, 0]]},
     "one optimal solution (900 won, in 4 moves):"),
    # where the answer is the moves, one number
    ("boj-1697", {"N": 5, "K": 17}, "one optimal solution (4 seconds):"),
])
def test_the_headline_counts_the_judges_answer(name: str, case: dict[str, object],
                                               headline: str) -> None:
    p = problem(name)
    exp = Oracle(p).expected(Case(case))
    text = solution_text(SimpleNamespace(expected=exp), p.spec.unit, "en",  # type: ignore[arg-type]
                         answer_count(p, exp.output))
    assert text.splitlines()[0] == headline


def test_the_korean_headline_uses_the_korean_unit() -> None:
    code, out, _ = cli("check", "lc-1091", "--run", "cat >/dev/null; echo 99", "--no-progress",
                       "--lang", "ko")
    assert code == 1
    assert "최적해 하나 (" in out and "칸, " in out and "번 이동):" in out


def test_no_internal_measure_the_input_is_shown() -> None:
    code, out, _ = cli("check", "boj-1697", "--run", "cat >/dev/null; echo 0", "--no-progress")
    assert code == 1
    first = next(line for line in out.splitlines() if "first failure" in line)
    assert ": input " in first and "size" not in first
    code, body = check_json("boj-1697", "--run", "cat >/dev/null; echo 0")
    assert body["counterexample"]["size"].startswith("input ")


def test_a_flood_of_output_is_cut_to_its_ends() -> None:
    flood = "cat >/dev/null; seq 1 100000"
    code, out, _ = cli("check", "boj-1697", "--run", flood, "--no-progress", "--no-shrink")
    assert code == 1
    printed = out.split("your program printed:\n", 1)[1]
    assert printed.startswith("1\n2\n") and "\n20\n" in printed and "\n21\n" not in printed
    assert "99960 more lines (100000 lines in all" in printed and "\n100000\n" in printed
    assert len(out) < 5000
    code, body = check_json("boj-1697", "--run", flood, "--no-shrink")
    ce = body["counterexample"]
    assert ce["got_lines"] == 100000 and ce["got"].count("\n") < 50


def test_json_says_which_kind_of_minimal() -> None:
    code, body = check_json("boj-1525", "--run", "cat >/dev/null; echo 0", "--cases", "3")
    assert code == 1
    minimal = body["counterexample"]["minimal"]
    assert minimal is not True
    assert minimal == "1-minimal" or minimal.startswith("smallest up to size ")


def test_an_infinite_loop_is_killed_at_the_judges_limit_and_shrunk_briefly() -> None:
    p = problem("boj-1697")
    harness = RunHarness(p, ["/bin/sh", "-c", "while :; do :; done"])
    harness.allowance = (1.0, 0.0)
    assert harness.time_limit() == p.spec.time_limit
    result = check(Settings(harness, cases=2, timeout=0.3, jobs=2))
    assert result.first is not None and result.first.verdict.kind == "time-limit"
    # a time limit is shrunk for a few timeouts only: a handful of candidates, not 3000
    assert result.tried <= 2 * (TLE_SHRINK_TIMEOUTS + 1) + 2
    assert result.shrink_stopped in (None, "deadline")


def test_the_default_timeout_is_the_judges_limit_with_the_languages_allowance(
        tmp_path: Path) -> None:
    loop = tmp_path / "loop.py"
    loop.write_text("while True:\n    pass\n")
    code, body = check_json("boj-17071", str(loop), "--no-shrink", "--cases", "1")
    assert code == 1
    spec = problem("boj-17071").spec
    # killed by the wall clock, or first by the kernel's CPU limit: the same allowance
    limit = f"{spec.time_limit * 3 + 2:g} s"
    assert body["counterexample"]["message"] in (
        f"no answer within {limit} (killed)", f"no answer within {limit} of CPU time (killed)")


@pytest.mark.parametrize("timeout", ["inf", "1e309", "nan", "-1", "0", "100000"])
def test_absurd_timeouts_are_usage_errors(timeout: str) -> None:
    code, _out, err = cli("check", "boj-1697", "--run", "echo 0", "--timeout", timeout,
                          "--no-progress")
    assert code == 2, err
    assert "--timeout" in err


def test_save_is_checked_before_the_first_case(tmp_path: Path) -> None:
    taken = tmp_path / "file.txt"
    taken.write_text("mine\n")
    marker = tmp_path / "ran"
    run = f"touch {marker}; echo 0"
    code, _out, err = cli("check", "boj-1697", "--run", run, "--save", str(taken),
                          "--no-progress")
    assert code == 2 and "file" in err and not marker.exists()
    assert taken.read_text() == "mine\n"
    if os.geteuid() != 0:  # root writes anywhere
        locked = tmp_path / "locked"
        locked.mkdir(mode=0o500)
        code, _out, err = cli("check", "boj-1697", "--run", run, "--save",
                              str(locked / "out"), "--no-progress")
        assert code == 2 and not marker.exists()


def test_a_python_file_that_does_not_compile_is_exit_2(tmp_path: Path) -> None:
    bad = tmp_path / "sol.py"
    bad.write_text("n, k = map(int, input().split()\nprint(n)\n")
    code, out, err = cli("check", "boj-1697", str(bad), "--no-progress")
    assert code == 2 and not out.strip()
    assert "compile error" in err and "sol.py" in err and "line" in err


def test_a_directory_is_called_a_directory(tmp_path: Path) -> None:
    code, _out, err = cli("check", "boj-1697", str(tmp_path), "--no-progress")
    assert code == 2 and "is a directory" in err
    code, _out, err = cli("check", "lc-1091", "--function", f"{tmp_path}:solution",
                          "--no-progress")
    assert code == 2 and "is a directory" in err


JAVA_MAIN = ("import java.util.*;\npublic class Main {\n  public static void main(String[] a) {\n"
             "    Scanner s = new Scanner(System.in);\n    int n = s.nextInt(), k = s.nextInt();\n"
             "    System.out.println(Math.abs(k - n));\n  }\n}\n")


@pytest.mark.slow
def test_a_java_file_with_a_byte_order_mark_compiles(tmp_path: Path) -> None:
    path = tmp_path / "Main.java"
    path.write_bytes(b"\xef\xbb\xbf" + JAVA_MAIN.encode())
    _code, body = check_json("boj-1697", str(path), "--no-shrink", "--cases", "3")
    assert body["status"] == "fail" and body["counterexample"]["verdict"] == "wrong-answer"


def test_a_public_class_not_called_main_names_the_students_file(tmp_path: Path) -> None:
    path = tmp_path / "hide.java"
    path.write_text(JAVA_MAIN.replace("public class Main", "public class Hide"))
    code, _out, err = cli("check", "boj-1697", str(path), "--no-progress")
    assert code == 2
    assert "hide.java" in err and "Hide" in err and "Main.java" not in err
    assert json.dumps(err)  # one readable message


def test_a_case_with_no_shrink_step_says_so() -> None:
    code, out, _ = cli("check", "lc-1091", "--run", "cat >/dev/null; echo 99", "--no-progress")
    assert code == 1
    assert "none of its 0 shrink steps" not in out
    assert "1-minimal: no shrink step makes it smaller" in out


def test_a_time_limit_is_judged_on_the_clock_and_in_cpu_time() -> None:
    from fewest.check.runner import Sandbox
    from fewest.check.verdict import process_verdict

    with Sandbox(timeout=1.0, wall=3.0) as box:
        # past the limit on the clock but idle (as on a loaded machine): not a time limit
        slow = box.run(["/bin/sh", "-c", "sleep 1.3; echo 1"], "")
        # past it on the clock and in CPU time: a time limit, killed at 3 s at the latest
        busy = box.run(["/bin/sh", "-c", "while :; do :; done"], "")
    assert not slow.timed_out and slow.seconds > 1.0
    assert process_verdict(slow, timeout=1.0, memory=0) is None
    verdict = process_verdict(busy, timeout=1.0, memory=0)
    assert verdict is not None and verdict.kind == "time-limit"


def test_a_loop_is_killed_by_its_cpu_time_however_busy_the_machine() -> None:
    import signal

    from fewest.check.runner import Sandbox
    from fewest.check.verdict import process_verdict

    with Sandbox(timeout=0.5, wall=60.0, cpu=True) as box:
        busy = box.run(["/bin/sh", "-c", "while :; do :; done"], "")
    assert not busy.timed_out and busy.exit_code in (-signal.SIGXCPU, -signal.SIGKILL)
    verdict = process_verdict(busy, timeout=0.5, memory=0)
    assert verdict is not None and verdict.kind == "time-limit"
