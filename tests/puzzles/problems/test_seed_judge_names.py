"""The four seed problems' judge names read exactly the judge's input (issue 37): each
is a problem on the judge kit solved through its family (``via``), and the family
names keep their general boards."""

from __future__ import annotations

import json

import pytest
from tests.puzzles.problems.kit_suite import cli

from fewest.puzzles import get_family

BOARD_21 = json.dumps({"board": [[-1] * 21 for _ in range(21)]})
PG_SAMPLE = {"board": [[1, 0, 0, 3], [2, 0, 0, 0], [0, 0, 0, 2], [3, 0, 1, 0]], "r": 1, "c": 0}

#: (judge name, input the statement rules out, words of the one-line error)
REFUSED = [
    ("boj-1525", "1 0 3\n4 2 5\n", "ends before board row 3"),  # two rows (was: 2)
    ("boj-1525", "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 0\n", "not 0..8"),  # 4x4 (was: 0)
    ("boj-1525", "0 1\n2 3\n", "ends before board row 2"),  # 2x2 (was: -1)
    ("boj-1525", "1 1 3\n4 2 5\n7 8 6\n", "0..8 once each"),
    ("boj-2549", "1 2 3\n4 5 6\n7 8 0\n", "ends before board row 3"),  # 3x3 (was: 0)
    ("boj-2549", "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 15\n", "1..16 once each"),
    ("leetcode-909", BOARD_21, "2..20 rows, got 21"),  # n = 21 (was answered)
    ("leetcode-909", '{"board": [[-1, -1], [-1, 5]]}', "not -1 or a square 1..4"),
    ("leetcode-909", '{"board": [[-1, -1], [2, -1]]}', "squares 1 and 4"),
    ("programmers-72415", json.dumps({**PG_SAMPLE, "board": [[7, 0, 0, 7], *[[0] * 4] * 3]}),
     "board holds 7, not 0..6"),  # card number 7 (was answered)
    ("programmers-72415", json.dumps({"board": [[1, 0], [0, 1]], "r": 0, "c": 0}),
     "board must have 4 rows, got 2"),  # a 2x2 board (was answered)
    ("programmers-72415", json.dumps({"board": PG_SAMPLE["board"], "r": 1}), "missing c"),
    ("programmers-72415", json.dumps({**PG_SAMPLE, "board": [[1, 0, 0, 1], [1, 0, 0, 0],
                                                             *[[0] * 4] * 2]}),
     "card 1 must be on exactly 2 cells"),
    ("programmers-72415", json.dumps({**PG_SAMPLE, "board": [[0] * 4] * 4}), "at least one"),
    ("programmers-72415", json.dumps({**PG_SAMPLE, "r": 4}), "r must be 0..3"),
]


@pytest.mark.parametrize(("name", "text", "words"), REFUSED,
                         ids=[f"{n}-{i}" for i, (n, _t, _w) in enumerate(REFUSED)])
def test_input_the_statement_rules_out_is_refused_in_one_line(name: str, text: str,
                                                              words: str) -> None:
    result = cli("solve", name, "-", "-f", "judge", stdin=text)
    assert result.exit_code == 2, result.output
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and len(lines[0]) <= 200 and words in lines[0], result.stderr


@pytest.mark.parametrize(("name", "text", "out"), [
    ("boj-1525", "1 0 3\n4 2 5\n7 8 6\n", "3"),
    ("boj-1525", "3 6 0\n8 1 2\n7 4 5\n", "-1"),
    ("boj-2549", "1 2 15 4\n7 8 3 6\n9 10 5 12\n13 14 11 16\n", "2\n2 3 3\n1 2 2"),
    ("leetcode-909", '{"board": [[-1, -1], [-1, 3]]}', "1"),
    ("programmers-72415", json.dumps(PG_SAMPLE), "14"),
])
def test_the_judge_input_is_answered(name: str, text: str, out: str) -> None:
    result = cli("solve", name, "-", "-f", "judge", stdin=text)
    assert result.exit_code in (0, 1) and result.stdout.split() == out.split(), result.output


@pytest.mark.parametrize(("family", "board", "out"), [
    ("sliding", "1 0 3 / 4 2 5", "2"),
    ("sliding", "1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 14 15 0", "0"),
    ("rubiks-square", "1 2 3 / 4 5 6 / 7 8 9", "0"),
    ("snakes-ladders", json.dumps([[-1] * 21 for _ in range(21)]), "74"),
    ("card-match", "[[1,0],[0,1]]", "4"),
])
def test_the_family_names_keep_their_general_boards(family: str, board: str, out: str) -> None:
    result = cli("solve", family, board, "-f", "number")
    assert result.exit_code == 0 and result.stdout.split() == [out], result.output


@pytest.mark.parametrize(("name", "family"), [
    ("boj-1525", "sliding"), ("boj-2549", "rubiks-square"),
    ("leetcode-909", "snakes-ladders"), ("programmers-72415", "card-match")])
def test_a_case_is_solved_by_its_family(name: str, family: str) -> None:
    """The family's own methods answer (boj-2549: rubiks-square's optimal solver, not a
    Python BFS), and ``fewest check`` keeps the family's tuned case stream."""
    kit = get_family(name)
    spec = kit.judge
    assert spec is not None and spec.stream is get_family(family).judge.stream  # type: ignore[union-attr]
    case = next(spec.stream(__import__("random").Random(0)))
    inst = kit.parse(case)
    assert inst.inner.family.name == family  # type: ignore[attr-defined]
    sol = inst.solve()
    assert sol.optimal and sol.algorithm == inst.inner.solve().algorithm  # type: ignore[attr-defined]
    assert {m.name for m in kit.all_methods()} == {m.name for m in get_family(family).all_methods()}


def test_a_problem_declares_one_way_to_be_solved() -> None:
    from fewest.puzzles.kit import Input, Int, Line, Problem

    grammar = Input(Line(Int("N", 0, 9)))
    with pytest.raises(ValueError, match="or solve, or via"):
        Problem(site="baekjoon", number="0", title_ko="", title_en="", source="", input=grammar,
                start=lambda c: 0, moves=lambda c, x: [], goal=lambda c, x: True,
                via=("sliding", lambda c: c))
