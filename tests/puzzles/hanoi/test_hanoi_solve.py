"""Hanoi solves against 2^n - 1, the Frame-Stewart numbers, networkx and engine BFS."""

from __future__ import annotations

import itertools
import json
import random
import subprocess
import sys
from functools import cache

import networkx as nx
import pytest
from tests.contract.test_contract import run as cli

from fewest.errors import SearchLimitError
from fewest.problem import Limits, replay
from fewest.puzzles import get_family, parse
from fewest.puzzles.hanoi.model import Position, State
from fewest.puzzles.hanoi.published import frame_stewart
from fewest.puzzles.hanoi.puzzle import HanoiPuzzle
from fewest.search.bfs import bfs

#: OEIS A007664, the Frame-Stewart numbers for 4 pegs (optimal: Bousch 2014)
A007664 = [0, 1, 3, 5, 9, 13, 17, 25, 33, 41, 49, 65, 81, 97, 113, 129, 161]
FAMILY = get_family("hanoi")


@cache
def graph(pegs: int, discs: int) -> nx.Graph:
    """The state graph built from the rules alone (no fewest code)."""
    g = nx.Graph()
    for state in itertools.product(range(pegs), repeat=discs):
        top = [min((d for d in range(discs) if state[d] == p), default=discs)
               for p in range(pegs)]
        for f, t in itertools.permutations(range(pegs), 2):
            if top[f] < top[t]:
                nxt = list(state)
                nxt[top[f]] = t
                g.add_edge(state, tuple(nxt))
    return g


def check(board: str, goal: object = None, method: str = "auto") -> int:
    inst = parse("hanoi", board, goal=goal)
    sol = inst.solve(method)
    states, cost = replay(inst.puzzle(), inst.position.state, sol.moves)
    assert states == sol.states and states[-1] == inst.goal and cost == sol.length
    assert sol.optimal
    return sol.length


@pytest.mark.parametrize("n", range(1, 11))
def test_three_pegs_is_two_to_the_n_minus_one(n: int) -> None:
    board = json.dumps([list(range(n, 0, -1)), [], []])
    assert check(board) == 2**n - 1
    if n <= 7:
        assert check(board, method="packed-bfs") == 2**n - 1


@pytest.mark.parametrize("n", range(1, 11))
def test_four_pegs_are_the_frame_stewart_numbers(n: int) -> None:
    board = json.dumps([list(range(n, 0, -1)), [], [], []])
    assert check(board) == A007664[n] == frame_stewart(n, 4)
    if n <= 7:
        assert check(board, method="packed-bfs") == A007664[n]


@pytest.mark.parametrize("n", range(1, 8))
def test_five_pegs_match_frame_stewart_and_full_bfs(n: int) -> None:
    board = json.dumps([list(range(n, 0, -1)), [], [], [], []])
    found = check(board)
    assert found == frame_stewart(n, 5)
    if n <= 6:
        assert check(board, method="packed-bfs") == found


def test_towers_between_any_pegs_and_mirror_symmetry() -> None:
    for pegs in (3, 4, 5):
        for a, d in itertools.permutations(range(pegs), 2):
            start = Position.tower(pegs, 4, a).to_text()
            goal = Position.tower(pegs, 4, d).to_text()
            assert check(start, goal) == frame_stewart(4, pegs)


def test_random_positions_match_networkx_and_engine_bfs() -> None:
    rng = random.Random(2014)
    for pegs, discs in ((3, 4), (4, 4), (4, 5), (5, 3), (6, 3)):
        g = graph(pegs, discs)
        for _ in range(12):
            start = FAMILY.scramble(f"{pegs}x{discs}", None, rng)
            goal = FAMILY.scramble(f"{pegs}x{discs}", None, rng)
            a, b = Position.from_text(start).state, Position.from_text(goal).state
            want = nx.shortest_path_length(g, a, b)
            assert check(start, goal) == want, (start, goal)
            assert check(start, goal, "packed-bfs") == want
            assert bfs(HanoiPuzzle(Position.from_text(start), b)).length == want


def test_largest_discs_already_home_are_left_alone() -> None:
    # discs 5 and 4 already on the goal peg: only the three small ones move
    inst = parse("hanoi", "[[3,2,1],[],[],[5,4]]")
    sol = inst.solve()
    assert sol.algorithm == "middle" and sol.length == A007664[3]
    assert all(s[3:] == (3, 3) for s in sol.states)
    spread = parse("hanoi", "[[3],[1],[2],[5,4]]")
    assert spread.auto_method(None) == "packed-bfs"
    assert check("[[3],[1],[2],[5,4]]") == nx.shortest_path_length(
        graph(4, 3), (1, 2, 0), (3, 3, 3))


def test_middle_refuses_a_spread_board() -> None:
    from fewest.errors import InvalidPuzzleError

    with pytest.raises(InvalidPuzzleError, match="use 'packed-bfs'"):
        parse("hanoi", "[[3,1],[2],[]]").solve("middle")


def test_limits() -> None:
    inst = parse("hanoi", json.dumps([list(range(9, 0, -1)), [], [], []]))
    with pytest.raises(SearchLimitError) as info:
        inst.solve(limits=Limits(max_expansions=100))
    assert info.value.reason == "max_expansions" and info.value.stats.expanded <= 100
    with pytest.raises(SearchLimitError) as info:
        inst.solve("packed-bfs", limits=Limits(max_states=1000))
    assert info.value.reason == "max_states"
    huge = parse("hanoi", json.dumps([list(range(20, 0, -1)), [], [], []]),
                 goal=json.dumps([[], [], [20], list(range(19, 0, -1))]))
    with pytest.raises(SearchLimitError, match="states, more than"):
        huge.solve()
    with pytest.raises(SearchLimitError, match="1,048,575 moves"):
        parse("hanoi", json.dumps([list(range(20, 0, -1)), [], []])).solve()


def test_cli_forms() -> None:
    text = cli("solve", "hanoi", "[[3,2,1],[],[]]")
    assert text.exit_code == 0 and "Moves: 1->3, 1->2, 3->2, 1->3, 2->1, 2->3, 1->3" in text.stdout
    out = json.loads(cli("solve", "tower-of-hanoi", "[[3,2,1],[],[],[]]", "--json").stdout)
    assert out["length"] == 5 and out["moves"][0] == [1, 2] and out["optimal"] is True
    assert cli("solve", "hanoi", "[[3,2,1],[],[]]", "-f", "number").stdout.strip() == "7"
    goal = cli("solve", "hanoi", "[[3,2,1],[],[]]", "--goal", "[[],[3,2,1],[]]", "-f", "number")
    assert goal.stdout.strip() == "7"


@pytest.mark.parametrize(("board", "needle"), [
    ("[[3,1,2],[],[]]", "lies on the smaller disc"), ("[[2,1],[]]", "pegs"),
    ("[[2,1],[],[", "JSON list of pegs")])
def test_cli_bad_input_is_one_line_exit_2(board: str, needle: str) -> None:
    result = cli("solve", "hanoi", board)
    assert result.exit_code == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and needle in lines[0] and board in lines[0]


def layers_by_networkx(pegs: int, discs: int, start: State) -> list[int]:
    dist = nx.single_source_shortest_path_length(graph(pegs, discs), start)
    return [sum(1 for d in dist.values() if d == k) for k in range(max(dist.values()) + 1)]


def test_cli_analyze_matches_networkx() -> None:
    for size, start in (("3x4", (0,) * 4), ("4x4", (0,) * 4), ("5x3", (0,) * 3)):
        result = cli("analyze", "hanoi", size, "--json")
        assert result.exit_code == 0, result.output
        data = json.loads(result.stdout)
        pegs, discs = (int(x) for x in size.split("x"))
        assert data["histogram"] == layers_by_networkx(pegs, discs, start)
        assert data["reachable"] == data["states"] == pegs**discs
    board = cli("analyze", "hanoi", "[[2],[1],[3]]", "--json")
    assert json.loads(board.stdout)["histogram"] == layers_by_networkx(3, 3, (1, 0, 2))
    assert cli("analyze", "hanoi", "4x20").exit_code == 2


def test_resolving_and_a_three_peg_tower_import_neither_numba_nor_numpy() -> None:
    probe = ("import sys; from fewest.puzzles import parse; "
             "n = parse('hanoi', '[[5,4,3,2,1],[],[]]').solve().length; "
             "print(n, 'numpy' in sys.modules, 'numba' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                         check=True, timeout=60).stdout.split()
    assert out == ["31", "False", "False"]
