"""The corpus: correct and buggy programs (Python and C++) for every judge problem of
the four, written from typical mistakes (``corpus/make_corpus.py`` says which).

Every bug is caught; no correct program is accused; every shrunk
counterexample is 1-minimal: each of the judge's single shrink steps from it,
run here outside the checker (``tests/judges/corpus.py``: its own compile and
run, the family's own answer), passes.  The default lane runs one correct and
one buggy program per problem on a few cases; the slow lane runs every program,
the correct ones on 300 cases.
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any

import pytest

from fewest.check.problem import problem
from fewest.puzzles.judge import BadOutput
from tests.check.helpers import check_json
from tests.judges.corpus import expected, run_case

CORPUS = Path(__file__).resolve().parent / "corpus"
PROGRAMS = sorted(p for p in CORPUS.glob("*/*") if p.suffix in (".py", ".cpp"))
#: a few programs in the default lane
#: (C++ compiles slowly on a loaded machine: C++ runs in the slow lane and in test_languages)
FAST = {"boj-1525/bug_meet.py", "leetcode-909/ok.py",
        "leetcode-909/bug_range.py", "programmers-72415/bug_faces.py"}
#: cases the default lane runs: every bug of the corpus fails within them
FEW = 12


def case_of(name: str, value: Any) -> Any:
    """The case a counterexample's ``input`` stands for, read by the judge's own reader."""
    spec = problem(name).spec
    return value if spec.io == "function" else spec.read_input(value)[0]


def passes(name: str, path: Path, case: Any) -> bool:
    """Whether ``path`` is accepted on ``case``, run outside the checker (a program that
    does not finish, such as a chain of ladders followed round a loop, is not)."""
    spec = problem(name).spec
    try:
        return spec.judge(case, expected(name, case), run_case(name, str(path), case)) is None
    except (BadOutput, subprocess.TimeoutExpired):
        return False


def check_program(path: Path, cases: int) -> None:
    name = path.parent.name
    code, body = check_json(name, str(path), "--cases", str(cases), "--jobs", "2",
                            "--timeout", "20")
    if path.name.startswith("ok"):
        assert body["counterexample"] is None, body["counterexample"]
        assert (code, body["status"], body["cases"]) == (0, "pass", cases)
        return
    assert code == 1 and body["status"] == "fail", body
    ce = body["counterexample"]
    assert ce["confirmed"] and ce["minimal"], ce
    case = case_of(name, ce["input"])
    assert not passes(name, path, case)  # it fails here too
    spec = problem(name).spec
    steps = list(spec.shrinks(case))
    assert ce["shrink_steps"] == len({json.dumps(s, sort_keys=True) for s in steps
                                      if spec.size(s) < spec.size(case)})
    for step in steps:  # 1-minimal: every single shrink step passes
        assert passes(name, path, step), (step, ce)


def _params() -> list[Any]:
    return [pytest.param(p, id=f"{p.parent.name}/{p.name}",
                         marks=() if f"{p.parent.name}/{p.name}" in FAST else (pytest.mark.slow,))
            for p in PROGRAMS]


@pytest.mark.parametrize("path", _params())
def test_corpus_program(path: Path) -> None:
    check_program(path, FEW)


def test_the_corpus_has_five_bugs_and_two_correct_programs_per_problem() -> None:
    for folder in sorted(p for p in CORPUS.iterdir() if p.is_dir()):
        names = [p.name for p in folder.iterdir()]
        bugs = [n for n in names if n.startswith("bug_")]
        assert len(bugs) >= 5 and len([n for n in names if n.startswith("ok")]) >= 2
        assert {Path(n).suffix for n in bugs} == {".py", ".cpp"}  # both languages


@pytest.mark.slow
@pytest.mark.parametrize("path", [pytest.param(p, id=f"{p.parent.name}/{p.name}")
                                  for p in PROGRAMS if p.name.startswith("ok")])
def test_correct_programs_pass_300_cases(path: Path) -> None:
    check_program(path, 300)
