"""The spec's seven examples (section 3), through the library and the family, replayed."""

from __future__ import annotations

import pytest
from _snakes_helpers import bellman_ford_rolls, check_replay

from fewest.errors import NoSolutionError
from fewest.puzzles.base import InputOptions
from fewest.puzzles.snakes_ladders import FAMILY, fewest_rolls, parse_board, solve_board

EXAMPLES = [
    ("[[-1,-1,-1,-1,-1,-1],[-1,-1,-1,-1,-1,-1],[-1,-1,-1,-1,-1,-1],"
     "[-1,35,-1,-1,13,-1],[-1,-1,-1,-1,-1,-1],[-1,15,-1,-1,-1,-1]]", 4),
    ("[[-1,-1],[-1,3]]", 1),
    ("[[-1,-1,-1],[-1,9,8],[-1,8,9]]", 1),
    ("[[1,1,-1],[1,1,1],[-1,1,1]]", -1),
    ("[[-1,4,-1],[6,2,6],[-1,3,-1]]", 2),
    ("[[-1,1,1,1],[-1,7,1,1],[16,1,1,1],[-1,1,9,1]]", 3),
    ("[[-1,4],[-1,3]]", 1),
]
ALGORITHMS = ["auto", "bfs", "numba", "bidirectional", "dijkstra", "iddfs", "astar"]


@pytest.mark.parametrize(("text", "answer"), EXAMPLES)
@pytest.mark.parametrize("algorithm", ALGORITHMS)
def test_spec_example(text: str, answer: int, algorithm: str) -> None:
    board = parse_board(text)
    assert fewest_rolls(board) == answer
    if answer == -1:
        with pytest.raises(NoSolutionError):
            solve_board(board, algorithm)
        return
    solution = solve_board(board, algorithm)
    assert solution.length == answer
    assert solution.optimal
    check_replay(board, solution)


@pytest.mark.parametrize(("text", "answer"), EXAMPLES)
def test_spec_example_through_family(text: str, answer: int) -> None:
    inst = FAMILY.parse(text, InputOptions())
    try:
        solution = inst.solve()
    except NoSolutionError:
        solution = None
    assert inst.judge_output(solution, "number") == str(answer)
    assert bellman_ford_rolls(parse_board(text).grid()) == answer


def test_example_one_roll_takes_one_jump_only() -> None:
    """``[[-1,4],[-1,3]]``: landing on 2 goes to 3, not on to 4; rolling 3 lands on 4."""
    board = parse_board("[[-1,4],[-1,3]]")
    assert board.final(2) == 3 and board.final(3) == 4
    puzzle_moves = {m for m, _, _ in FAMILY.parse("[[-1,4],[-1,3]]", InputOptions())
                    .puzzle().successors(1)}
    assert puzzle_moves == {(1, 2, 3), (2, 3, 4), (3, 4, 4)}


def test_first_example_path_uses_the_ladders() -> None:
    board = parse_board(EXAMPLES[0][0])
    solution = solve_board(board, "bfs")
    inst = FAMILY.parse(EXAMPLES[0][0], InputOptions())
    texts = [inst.move_text(m) for m in solution.moves]
    assert solution.states[-1] == 36
    assert any("ladder to" in t for t in texts)
    assert [inst.move_json(m)["to"] for m in solution.moves] == solution.states[1:]
