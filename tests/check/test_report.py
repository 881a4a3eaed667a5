"""The report: the input ready to paste, the answer shown board by board, --save, --json,
the same counterexample whatever --jobs is."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

from fewest.check.judges import judge_for
from fewest.check.samples import card_case
from tests.check.helpers import PYTHON, SOLUTIONS, check_json, cli, script, target


def test_text_report_shows_input_answer_and_solution() -> None:
    code, out, _ = cli("check", "card-match", "--run", script("cards_ctrl.py"), "--no-progress")
    assert code == 1
    head, rest = out.split("input (ready to paste):\n", 1)
    assert head.startswith("fewest check card-match (Programmers 72415): counterexample found")
    assert "verdict: wrong answer: printed 4, the fewest key presses are 3" in head
    assert "shrunk to: 1 pair, 3 key presses" in head
    stdin = rest.split("\n\nexpected output:", 1)[0] + "\n"
    # the pasted input, fed to the program, gives what the report says it printed
    again = subprocess.run([PYTHON, str(SOLUTIONS / "cards_ctrl.py")], input=stdin, text=True,
                           capture_output=True, check=True).stdout
    assert f"your program printed:\n{again}" in rest
    # one optimal solution, every board drawn with the family's own text view
    rows = [list(map(int, line.split())) for line in stdin.splitlines()]
    case = card_case(tuple(map(tuple, rows[:4])), tuple(rows[4]))
    exp = judge_for("card-match").oracle().expected(case)
    for state in exp.states:
        assert exp.instance.format_state(state).split("\n")[0] in rest
    assert "one optimal solution (3 key presses):" in rest and "Enter" in rest


def test_json_of_a_function_counterexample_has_the_arguments() -> None:
    code, body = check_json("card-match", "--function", target("cards_ctrl.py", "solution"))
    ce = body["counterexample"]
    assert code == 1 and body["status"] == "fail" and body["harness"] == "function"
    assert set(ce["input"]) == {"board", "r", "c"}
    assert (ce["expected"], ce["got"], ce["verdict"]) == (3, 4, "wrong-answer")
    assert body["cases"] == 1 and ce["candidates"] >= 1 and ce["first"]["origin"] == "example 1"


def test_pass_report() -> None:
    code, out, _ = cli("check", "snakes-ladders", "--run", script("snakes_ok.py"), "--cases", "3")
    assert code == 0
    assert out.startswith("fewest check snakes-ladders (LeetCode 909): no counterexample in "
                          "3 cases")


def test_save_writes_the_input_and_the_answer(tmp_path: Path) -> None:
    folder = tmp_path / "ce"
    code, body = check_json("card-match", "--run", script("cards_ctrl.py"), "--save", str(folder))
    assert code == 1
    ce = body["counterexample"]
    assert (folder / "pg72415.in").read_text() == ce["input"]
    assert (folder / "pg72415.out").read_text() == ce["expected"] + "\n"
    assert sorted(p.name for p in folder.iterdir()) == ["pg72415.in", "pg72415.out"]
    assert body["saved"] == [str(folder / "pg72415.in"), str(folder / "pg72415.out")]
    code, body = check_json("card-match", "--function", target("cards_ctrl.py", "solution"),
                            "--save", str(folder), "--no-shrink")
    assert json.loads((folder / "pg72415.json").read_text()) == body["counterexample"]["input"]
    assert body["counterexample"]["input"]["r"] == 1  # unshrunk: Programmers' example 1


def test_jobs_do_not_change_the_counterexample() -> None:
    """Results are taken in stream order, and shrinking takes the first failing candidate
    of each batch, so the first failure and the shrunk one do not depend on --jobs."""
    first = [check_json("snakes-ladders", "--run", script("snakes_chain.py"), "--jobs", jobs,
                        "--no-shrink")[1] for jobs in ("1", "4")]
    assert first[0]["cases"] == first[1]["cases"] == 8
    assert first[0]["counterexample"]["input"] == first[1]["counterexample"]["input"]
    shrunk = [check_json("card-match", "--function", target("cards_ctrl.py", "solution"),
                         "--jobs", jobs)[1]["counterexample"] for jobs in ("1", "3")]
    assert shrunk[0]["input"] == shrunk[1]["input"] and shrunk[0]["size"] == shrunk[1]["size"]


def test_max_seconds_stops_the_run() -> None:
    code, body = check_json("sliding", "--run", script("sliding_ok.py"), "--cases", "100000",
                            "--max-seconds", "2")
    assert code == 0 and body["status"] == "pass" and body["stopped"] == "max-seconds"
    assert 0 < body["cases"] < 100000
