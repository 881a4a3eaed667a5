"""The judge kit itself: the naming rule, no search loop in any problem module, the
grammar's round trips and shrinks on every kit problem, a grid walk on the layered
kernels, and the answers of a toy problem against a plain BFS."""

from __future__ import annotations

import ast
import random
from collections import deque
from itertools import islice
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import fewest.puzzles.problems as problems_pkg
from fewest.errors import InvalidPuzzleError, NoSolutionError
from fewest.puzzles import KIT_PROBLEMS, REGISTRY, get_family, judge_entry
from fewest.puzzles.common.layered_grid import LayeredGrid
from fewest.puzzles.kit import Grid, Input, Int, KitFamily, Line, Problem, family_of, judge_names
from fewest.puzzles.kit.text import BadInput

PROBLEMS = Path(problems_pkg.__file__).parent


def test_the_naming_rule_is_written_once() -> None:
    for name in KIT_PROBLEMS:
        family = get_family(name)
        assert isinstance(family, KitFamily)
        assert (family.name, *family.aliases) == judge_names(family.problem.site,
                                                              family.problem.number)
        assert REGISTRY[name] == judge_entry(name)[1]
        assert Path(REGISTRY[name][0].replace(".", "/") + ".py").name in {
            p.name for p in PROBLEMS.glob("*.py")}


@pytest.mark.parametrize("path", sorted(PROBLEMS.glob("[a-z]*.py")), ids=lambda p: p.stem)
def test_no_problem_module_holds_a_search_loop(path: Path) -> None:
    tree = ast.parse(path.read_text())
    names = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)}
    imported = {a.name for n in ast.walk(tree) if isinstance(n, (ast.Import, ast.ImportFrom))
                for a in n.names}
    assert not {"deque", "heapq", "heappush", "heappop"} & (names | imported), path.name
    # a frontier loop: ``while queue:`` that pops its next state from that queue (a slide
    # ``while the next cell is free``, or a loop over candidates, is no search)
    def pops_itself(loop: ast.While) -> bool:
        test = loop.test.args[0] if isinstance(loop.test, ast.Call) and loop.test.args \
            else loop.test
        name = ast.unparse(test)
        return any(isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute)
                   and n.func.attr in ("pop", "popleft") and ast.unparse(n.func.value) == name
                   for n in ast.walk(loop))

    frontier = [n for n in ast.walk(tree) if isinstance(n, ast.While) and pops_itself(n)]
    assert frontier == [], path.name


@pytest.mark.parametrize("name", KIT_PROBLEMS)
def test_the_stream_writes_what_the_reader_reads(name: str) -> None:
    spec = get_family(name).judge
    assert spec is not None
    for case in islice(spec.stream(random.Random(5)), 60):
        assert spec.read_input(spec.stdin_of([case])) == [case]


# --- a toy problem: a maze walk, declared twice (moves and walk), against a plain BFS


def _rows(case: dict) -> list[str]:
    return case["maze"]


MAZE = Input(Line(Int("N", 2, 8), Int("M", 2, 8)), Grid("maze", "N", "M", ".#",
             weights={".": 3, "#": 1}),
             where=lambda c: None if c["maze"][0][0] == "." else "the start is a wall")
STEPS = ((1, 0), (-1, 0), (0, 1), (0, -1))


def _moves(case: dict, at: tuple[int, int]) -> list:
    out = []
    for dr, dc in STEPS:
        r, c = at[0] + dr, at[1] + dc
        if 0 <= r < case["N"] and 0 <= c < case["M"] and case["maze"][r][c] == ".":
            out.append(((dr, dc), (r, c), 1))
    return out


BY_MOVES = family_of(Problem(
    site="baekjoon", number="0", title_ko="미로", title_en="Maze", source="toy", input=MAZE,
    start=lambda c: (0, 0), moves=_moves,
    goal=lambda c, at: at == (c["N"] - 1, c["M"] - 1)))
BY_WALK = family_of(Problem(
    site="baekjoon", number="1", title_ko="미로", title_en="Maze", source="toy", input=MAZE,
    walk=lambda c: LayeredGrid.from_rows(c["maze"], start=(0, 0),
                                         goals=[(c["N"] - 1, c["M"] - 1)])))


def plain_bfs(case: dict) -> str:
    n, m, rows = case["N"], case["M"], case["maze"]
    dist = {(0, 0): 0}
    todo = deque([(0, 0)])
    while todo:
        r, c = todo.popleft()
        for dr, dc in STEPS:
            q = (r + dr, c + dc)
            if 0 <= q[0] < n and 0 <= q[1] < m and rows[q[0]][q[1]] == "." and q not in dist:
                dist[q] = dist[(r, c)] + 1
                todo.append(q)
    return str(dist.get((n - 1, m - 1), -1))


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**6), scale=st.floats(0, 1))
def test_a_drawn_maze_is_solved_as_a_plain_bfs_solves_it(seed: int, scale: float) -> None:
    case = MAZE.draw(random.Random(seed), scale)
    assert case is not None
    assert MAZE.read(MAZE.write(case), "toy") == [case]
    want = plain_bfs(case)
    for family in (BY_MOVES, BY_WALK):
        inst = family.parse(case)
        try:
            sol = inst.solve()
        except NoSolutionError:  # no way: the answer form prints -1
            sol = None
        assert inst.judge_output(sol, "judge") == want, (family.name, case)
    for smaller in MAZE.shrinks(case):
        assert MAZE.size(smaller) < MAZE.size(case)
        assert MAZE.check(MAZE.arguments(smaller), "toy") == smaller


def test_the_grammar_refuses_in_one_line() -> None:
    for text, words in [("2 2\n..\n", "ends before maze row 2"), ("2 2\n..\n.x\n", "holds 'x'"),
                        ("9 2\n", "N must be 2..8, got 9"), ("2 2\n#.\n..\n", "start is a wall"),
                        ("2 2\n..\n..\n..\n", "goes on after its last field")]:
        with pytest.raises(BadInput, match=words) as info:
            MAZE.read(text, "toy")
        assert "\n" not in str(info.value)
    with pytest.raises(InvalidPuzzleError):
        BY_MOVES.parse("2 2\n..\n..\n" * 2)


def test_a_solve_imports_no_case_generator() -> None:
    import subprocess
    import sys

    code = ("import sys\nfrom fewest.cli.app import main\n"
            "sys.argv = ['fewest', 'solve', 'boj-16953', '2 162', '-f', 'judge']\n"
            "try:\n    main()\nexcept SystemExit:\n    pass\n"
            "print(sorted(m for m in sys.modules if m.endswith(('.stream', '.scramble'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=120)
    assert out.stdout.splitlines() == ["5", "[]"], out.stdout + out.stderr


def test_one_judge_case_is_read_once_and_its_method_resolved_once(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """``fewest solve NAME -`` reads the judge's text once (the case it gives the family
    is taken as read) and resolves the method it runs once."""
    import io
    import sys

    from fewest.cli.app import main
    from fewest.puzzles.base import Family
    from fewest.puzzles.kit.grammar import Input

    texts: list[str] = []
    checks: list[object] = []
    resolved: list[str] = []
    read, check, resolve = Input.read, Input.check, Family._resolve

    def reading(self: Input, text: object, problem: str) -> object:
        if isinstance(text, str):
            texts.append(text)
        return read(self, text, problem)

    def checking(self: Input, *args: object, **kwargs: object) -> object:
        checks.append(args[0])
        return check(self, *args, **kwargs)  # type: ignore[arg-type]

    def resolving(self: Family, key: str, name: str) -> object:
        resolved.append(key)
        return resolve(self, key, name)

    monkeypatch.setattr(Input, "read", reading)
    monkeypatch.setattr(Input, "check", checking)
    monkeypatch.setattr(Family, "_resolve", resolving)
    from fewest.puzzles import get_family  # forget what earlier tests resolved
    monkeypatch.delitem(get_family("boj-16953").__dict__, "_resolved", raising=False)
    monkeypatch.setattr(sys, "argv", ["fewest", "solve", "boj-16953", "-", "-f", "judge"])
    monkeypatch.setattr(sys, "stdin", io.StringIO("2 162\n"))
    with pytest.raises(SystemExit) as done:
        main()
    assert done.value.code == 0
    assert texts == ["2 162\n"] and checks == [] and resolved == ["bfs"]


def test_a_stream_whose_draws_never_meet_the_rules_ends_after_its_specials() -> None:
    """Rules no random draw meets (boj-2549's permutation before it drew its boards from
    the family) end the stream instead of drawing for ever."""
    from fewest.puzzles.kit import Input, Int, Line
    from fewest.puzzles.kit.stream import stream

    never = Input(Line(Int("N", 0, 9)), where=lambda c: "never")
    cases = list(stream(never, (), lambda c: None, random.Random(0)))
    assert cases == []


def test_a_family_is_listed_as_itself_not_as_the_judge_problem_borrowing_its_checks() -> None:
    from fewest.app.listing import playing
    from fewest.puzzles import get_family

    assert "judge" not in playing(get_family("sliding"))
    assert playing(get_family("boj-1525"))["judge"]["label"] == "Baekjoon 1525"


def test_a_computed_answer_is_computed_once_per_case(monkeypatch: pytest.MonkeyPatch) -> None:
    """The method and the printed answer of a problem that is not a search share one
    computation (a 1000 x 1000 box of tomatoes ripened once, not twice)."""
    from fewest.puzzles.problems import boj_7576

    calls = []
    real = boj_7576.ripening
    monkeypatch.setattr(boj_7576, "ripening", lambda *a: calls.append(1) or real(*a))
    inst = get_family("boj-7576").parse("2 2\n1 0\n-1 0\n")
    assert inst.judge_output(inst.solve(), "judge") == "2"
    assert inst.judge_output(inst.solve(), "number") == "2"
    assert len(calls) == 1
