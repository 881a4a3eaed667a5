"""Judge problems by their judge names: ``solve`` reads the judge's exact input (one case
or ``T`` cases), ``-f judge`` prints what an accepted submission prints, ``list --judge``
lists every judge problem, ``check`` takes judge names, aliases and family names.

Everything is generic over ``Family.judge``: the tests loop over every registered
judge problem, and a family that lives only under ``tests/`` (a multi-case
Baekjoon-style problem) goes through the same paths."""

from __future__ import annotations

import itertools
import json
import random
from pathlib import Path

import pytest

from fewest.check.oracle import Case, Oracle
from fewest.check.problem import judges, problem
from fewest.puzzles import REGISTRY
from tests.check.helpers import PYTHON, check_json, cli

TOY = Path(__file__).resolve().parent / "toyjudge"
FOUR = {"boj-1525": "sliding", "boj1525": "sliding", "boj-2549": "rubiks-square",
        "boj2549": "rubiks-square", "leetcode-909": "snakes-ladders",
        "lc-909": "snakes-ladders", "lc909": "snakes-ladders",
        "programmers-72415": "card-match", "pg-72415": "card-match", "pg72415": "card-match"}


@pytest.fixture
def toy(monkeypatch: pytest.MonkeyPatch) -> None:
    """The test-only judge family, registered as a catalogue family would be."""
    monkeypatch.setitem(REGISTRY, "boj-90001", ("tests.check.toyjudge", ("toyjudge",)))


@pytest.mark.parametrize(("name", "family"), FOUR.items())
def test_judge_names_and_aliases_resolve(name: str, family: str) -> None:
    """The four seed judge names are problems on the judge kit, each solved through
    its family (``via``); the family's own name checks the same judge problem."""
    p = problem(name)
    assert p.family.judge is p.spec and name in p.spec.names()
    assert p.family.problem.via[0] == family  # type: ignore[attr-defined]
    assert problem(family).spec is p.spec


@pytest.mark.parametrize("p", judges(), ids=lambda p: p.name)
def test_solve_reads_the_judge_input_and_prints_the_accepted_output(p: object,
                                                                    tmp_path: Path) -> None:
    """For the first cases of each judge's stream: the judge's input file (what --save
    writes) through ``fewest solve NAME FILE -f judge`` gives the oracle's output."""
    from fewest.check.problem import Problem

    assert isinstance(p, Problem)
    oracle = Oracle(p)
    stream = p.spec.stream(random.Random(7))
    for n, value in enumerate(itertools.islice(stream, 3)):
        suffix, text = p.input_file(value)
        assert p.spec.read_input(text) == [json.loads(json.dumps(value))]  # round trip
        path = tmp_path / f"case{n}{suffix}"
        path.write_text(text)
        code, out, err = cli("solve", p.name, str(path), "-f", "judge")
        assert code in (0, 1), err
        assert out.strip() == oracle.expected(Case(value)).output.strip()


def test_function_problems_take_the_arguments_by_name() -> None:
    code, out, _ = cli("solve", "lc-909", '{"board": [[-1, -1], [-1, 3]]}', "-f", "judge")
    assert (code, out.strip()) == (0, "1")
    args = '{"board": [[1,0,0,3],[2,0,0,0],[0,0,0,2],[3,0,1,0]], "r": 1, "c": 0}'
    code, out, _ = cli("solve", "pg-72415", args, "-f", "judge")
    assert (code, out.strip()) == (0, "14")
    code, out, _ = cli("solve", "pg-72415", args, "--json")
    assert json.loads(out)["length"] == 14


def test_the_old_names_keep_their_board_syntax() -> None:
    code, out, _ = cli("solve", "sliding", "1 0 3 / 4 2 5 / 7 8 6", "-f", "number")
    assert (code, out.strip()) == (0, "3")
    code, out, _ = cli("solve", "rubiks-square", "1 2 15 4 / 7 8 3 6 / 9 10 5 12 / 13 14 11 16",
                       "-f", "judge")
    assert out.split("\n")[0] == "2" and len(out.strip().split("\n")) == 3


def test_list_judge_names_every_judge_problem() -> None:
    code, out, _ = cli("list", "--judge")
    assert code == 0
    for line in ("Baekjoon       1525  퍼즐 / Puzzle", "Baekjoon       2549  루빅의 사각형",
                 "LeetCode        909  뱀과 사다리 / Snakes and Ladders",
                 "Programmers   72415  카드 짝 맞추기 / Card Matching"):
        assert line in out
    code, out, _ = cli("list", "--judge", "--json")
    names = [j["name"] for j in json.loads(out)["judges"]]
    assert names == [p.name for p in judges()]


def test_a_new_judge_family_is_listed_solved_and_checked(toy: None, tmp_path: Path) -> None:
    code, out, _ = cli("list", "--judge")
    assert "Baekjoon      90001  두 배 / Doubling  [boj-90001, toyjudge]" in out
    stdin = tmp_path / "t.in"
    stdin.write_text("3\n1 10\n5 3\n2 2\n")
    code, out, _ = cli("solve", "boj-90001", str(stdin), "-f", "judge")
    assert (code, out) == (1, "4\n-1\n0\n")  # the worst case's exit code: unreachable
    code, out, _ = cli("solve", "toyjudge", str(stdin), "--json")
    body = json.loads(out)
    assert [c["length"] for c in body["cases"]] == [4, -1, 0] and body["count"] == 3
    code, out, _ = cli("solve", "boj-90001", str(stdin))
    assert out.startswith("case 1:\n") and "case 3:" in out
    code, body = check_json("boj-90001", "--run", f"{PYTHON} {TOY / 'sol_ok.py'}",
                            "--cases", "15")
    assert (code, body["status"]) == (0, "pass")
    code, body = check_json("boj-90001", str(TOY / "sol_bug.py"), "--save", str(tmp_path))
    ce = body["counterexample"]
    assert code == 1 and ce["minimal"] and ce["input"].startswith("1\n")  # the T line
    a, b = map(int, ce["input"].split()[1:])
    assert a < 40 < b  # the bug needs a doubling from 40 on
    code, out, _ = cli("solve", "boj-90001", str(tmp_path / "boj-90001.in"), "-f", "judge")
    assert out.strip() == ce["expected"].strip()


def test_check_names_the_judges_when_a_family_has_none() -> None:
    code, _, err = cli("check", "hanoi", "--run", "true")
    assert code == 2 and "fewest check has no judge for 'hanoi'; `fewest list --judge`" in err
