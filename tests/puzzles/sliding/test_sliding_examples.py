"""Every example of spec section 1, through the library, with every solution replayed."""

from __future__ import annotations

import pytest

from fewest import replay
from fewest.errors import NoSolutionError
from fewest.puzzles.base import InputOptions
from fewest.puzzles.sliding import FAMILY, apply_moves

EXAMPLES = [
    ("3 1 2 / 4 7 5 / 6 8 0", "blank-first", 4),
    ("0 1 3 / 4 2 5 / 7 8 6", "blank-last", 4),
    ("1 0 3 / 4 2 5 / 7 8 6", "blank-last", 3),
    ("3 6 0 / 8 1 2 / 7 4 5", "blank-last", -1),
    ("1 3 0 / 4 2 5 / 7 8 6", "blank-last", 4),
    ("2 3 4 / 1 5 0 / 7 6 8", "blank-last", 19),
    ("8 6 7 / 2 5 4 / 3 0 1", "blank-last", 31),
    ("6 4 7 / 8 5 0 / 3 2 1", "blank-last", 31),
    ("8 7 6 / 0 4 1 / 2 5 3", "blank-first", 31),
    ("8 0 6 / 5 4 7 / 2 3 1", "blank-first", 31),
]
# Engine algorithms that prove optimality; IDDFS/BFS are only run on shallow ones.
ENGINE_FAST = ["bidirectional", "astar", "idastar"]
ENGINE_SHALLOW = ["bfs", "iddfs", "dijkstra"]


def check_solution(inst, sol, answer: int) -> None:
    """Replay ``sol`` twice (family apply and engine replay) and check the goal and length."""
    assert sol.length == answer
    assert sol.cost == answer
    assert sol.optimal is True
    assert sol.states[0] == inst.tiles
    assert apply_moves(inst.tiles, sol.moves, inst.rows, inst.cols) == inst.goal
    states, cost = replay(inst.puzzle(), inst.tiles, [str(m) for m in sol.moves])
    assert states == sol.states
    assert states[-1] == inst.goal
    assert cost == answer
    for move, (a, b) in zip(sol.moves, zip(sol.states, sol.states[1:], strict=False),
                            strict=True):
        assert move.tile == a[b.index(0)] != 0


@pytest.mark.parametrize(("board", "goal", "answer"), EXAMPLES)
def test_auto(board: str, goal: str, answer: int) -> None:
    inst = FAMILY.parse(board, InputOptions(goal=goal))
    if answer == -1:
        assert not inst.solvable
        with pytest.raises(NoSolutionError, match="parity"):
            inst.solve()
        assert inst.judge_output(None, "number") == "-1"
        return
    assert inst.solvable
    sol = inst.solve()
    check_solution(inst, sol, answer)
    assert inst.judge_output(sol, "number") == str(answer)


@pytest.mark.parametrize("algorithm", ENGINE_FAST)
@pytest.mark.parametrize(("board", "goal", "answer"), EXAMPLES)
def test_engine_algorithms(board: str, goal: str, answer: int, algorithm: str) -> None:
    inst = FAMILY.parse(board, InputOptions(goal=goal))
    if answer == -1:
        with pytest.raises(NoSolutionError):
            inst.solve(algorithm)
        return
    sol = inst.solve(algorithm)
    assert sol.algorithm == algorithm
    check_solution(inst, sol, answer)


@pytest.mark.parametrize("algorithm", ENGINE_SHALLOW)
@pytest.mark.parametrize(("board", "goal", "answer"), [e for e in EXAMPLES if 0 <= e[2] <= 4])
def test_uninformed_on_shallow(board: str, goal: str, answer: int, algorithm: str) -> None:
    inst = FAMILY.parse(board, InputOptions(goal=goal))
    check_solution(inst, inst.solve(algorithm), answer)


@pytest.mark.parametrize(("board", "goal", "answer"), EXAMPLES)
def test_every_input_form(board: str, goal: str, answer: int) -> None:
    """Inline, flat, JSON and judge text all give the same instance."""
    rows = [[int(t) for t in r.split()] for r in board.split("/")]
    forms = [
        board,
        " ".join(str(t) for r in rows for t in r),
        str(rows),
        "\n".join(" ".join(str(t) for t in r) for r in rows) + "\n",
        rows,
    ]
    tiles = {FAMILY.parse(f, InputOptions(goal=goal)).tiles for f in forms}
    assert tiles == {tuple(t for r in rows for t in r)}
    flat = FAMILY.parse(forms[1], InputOptions(goal=goal, shape=(3, 3)))
    assert flat.solvable == (answer != -1)
