"""The report: the input ready to paste, the expected and the program's answers, why it
fails (a replayed path's first wrong step), the answer drawn board by board, --save
(what the judge feeds, read back by ``fewest solve``), --json, Korean, tests/s,
the same counterexample whatever --jobs is."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

from fewest.check.oracle import Case, Oracle
from fewest.check.problem import problem
from tests.check.helpers import PYTHON, SOLUTIONS, check_json, cli, script, target


def test_text_report_shows_input_answer_and_solution() -> None:
    code, out, _ = cli("check", "pg-72415", "--run", script("cards_ctrl.py"), "--no-progress")
    assert code == 1
    head, rest = out.split("input (ready to paste):\n", 1)
    assert head.startswith("fewest check programmers-72415 (Programmers 72415 Card Matching): "
                           "counterexample found after 1 case (")
    assert "tests/s)" in head.splitlines()[0]
    assert "verdict: wrong answer: returned 4, expected 3" in head
    assert "shrunk to: 1 pair, 3 key presses; 1-minimal: " in head
    assert "candidates tried" in head
    stdin = rest.split("\n\nexpected output:", 1)[0] + "\n"
    # the pasted input, fed to the program, gives what the report says it printed
    again = subprocess.run([PYTHON, str(SOLUTIONS / "cards_ctrl.py")], input=stdin, text=True,
                           capture_output=True, check=True).stdout
    assert f"your program printed:\n{again}" in rest
    # one optimal solution, every board drawn with the family's own text view
    exp = Oracle(problem("pg-72415")).expected(Case(json.loads(stdin)))
    for state in exp.states:
        assert exp.instance.format_state(state).split("\n")[0] in rest
    assert "one optimal solution (3 key presses):" in rest and "Enter" in rest


def test_a_replayed_path_names_its_first_wrong_move() -> None:
    code, out, _ = cli("check", "boj-2549", "--run", script("rubiks_up.py"), "--no-progress")
    assert code == 1
    assert "do not sort the board; move 1 (2 " in out and "is the first off every shortest path" \
        in out
    code, out, _ = cli("check", "boj-2549", "--run", script("rubiks_up.py"), "--lang", "ko",
                       "--no-progress")
    assert "결과: 틀렸습니다:" in out and "처음으로 최단 경로를 벗어납니다" in out
    assert "최적해 하나 (" in out


def test_json_of_a_function_counterexample_has_the_arguments() -> None:
    code, body = check_json("pg-72415", "--function", target("cards_ctrl.py", "solution"))
    ce = body["counterexample"]
    assert code == 1 and body["status"] == "fail" and body["harness"] == "function"
    assert set(ce["input"]) == {"board", "r", "c"}
    assert (ce["expected"], ce["got"], ce["verdict"]) == (3, 4, "wrong-answer")
    assert body["cases"] == 1 and ce["candidates"] >= 1 and ce["minimal"]
    assert ce["first"]["origin"] == "case 1 of seed 0" and body["tests_per_second"] > 0


def test_pass_report() -> None:
    code, out, _ = cli("check", "lc-909", "--run", script("snakes_ok.py"), "--cases", "3")
    assert code == 0
    assert out.startswith("fewest check leetcode-909 (LeetCode 909 Snakes and Ladders): no "
                          "counterexample in 3 cases")
    assert "tests/s" in out
    code, out, _ = cli("check", "lc-909", "--run", script("snakes_ok.py"), "--cases", "3",
                       "--lang", "ko")
    assert "3개 케이스에서 반례 없음" in out and "뱀과 사다리" in out


def test_the_locale_picks_korean(monkeypatch: object) -> None:
    import pytest

    assert isinstance(monkeypatch, pytest.MonkeyPatch)
    monkeypatch.setenv("LC_ALL", "ko_KR.UTF-8")
    code, out, _ = cli("check", "lc-909", "--run", script("snakes_ok.py"), "--cases", "2")
    assert code == 0 and "반례 없음" in out
    code, out, _ = cli("check", "lc-909", "--run", script("snakes_ok.py"), "--cases", "2",
                       "--lang", "en")
    assert "no counterexample" in out


def test_save_writes_what_the_judge_feeds_and_solve_reads_it_back(tmp_path: Path) -> None:
    folder = tmp_path / "ce"
    code, body = check_json("pg-72415", "--run", script("cards_ctrl.py"), "--save", str(folder))
    assert code == 1
    ce = body["counterexample"]
    saved = json.loads((folder / "programmers-72415.json").read_text())
    assert saved == ce["input"] and set(saved) == {"board", "r", "c"}
    assert (folder / "programmers-72415.out").read_text() == f"{ce['expected']}\n"
    assert body["saved"] == [str(folder / "programmers-72415.json"),
                             str(folder / "programmers-72415.out")]
    code, out, _ = cli("solve", "pg-72415", str(folder / "programmers-72415.json"), "-f", "judge")
    assert out.strip() == ce["expected"]
    # Baekjoon: the stdin text, exactly
    code, body = check_json("boj-1525", "--run", script("sliding_wrap.py"), "--save", str(folder),
                            "--cases", "10", "--no-shrink")
    ce = body["counterexample"]
    assert (folder / "boj-1525.in").read_text() == ce["input"]
    code, out, _ = cli("solve", "boj-1525", str(folder / "boj-1525.in"), "-f", "judge")
    assert out.strip() == ce["expected"].strip()


def test_jobs_do_not_change_the_counterexample() -> None:
    """Results are taken in stream order, and shrinking takes the first failing candidate
    of each batch, so the first failure and the shrunk one do not depend on --jobs."""
    first = [check_json("lc-909", "--run", script("snakes_chain.py"), "--jobs", jobs,
                        "--no-shrink")[1] for jobs in ("1", "4")]
    assert first[0]["cases"] == first[1]["cases"] == 8
    assert first[0]["counterexample"]["input"] == first[1]["counterexample"]["input"]
    shrunk = [check_json("pg-72415", "--function", target("cards_ctrl.py", "solution"),
                         "--jobs", jobs)[1]["counterexample"] for jobs in ("1", "3")]
    assert shrunk[0]["input"] == shrunk[1]["input"] and shrunk[0]["size"] == shrunk[1]["size"]


def test_max_seconds_stops_the_run() -> None:
    code, body = check_json("boj-1525", "--run", script("sliding_ok.py"), "--cases", "100000",
                            "--max-seconds", "2")
    assert code == 0 and body["status"] == "pass" and body["stopped"] == "max-seconds"
    assert 0 < body["cases"] < 100000
