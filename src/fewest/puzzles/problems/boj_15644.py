"""Baekjoon 15644 구슬 탈출 3 (Marble Escape 3): the board and tilts of 구슬 탈출 2
(13460); print the fewest tilts (at most 10) that drop the red ball and not the blue
one, then the tilts themselves as ``L``, ``R``, ``U``, ``D`` on one line, or only -1.

Statement and its seven samples read in a stored copy of the official page
https://www.acmicpc.net/problem/15644 (a blog post's README, "파이썬
구슬 탈출3(BOJ 15644)"; the copy 13459 and 15653 read is
https://velog.io/@j_user0719/구슬탈출2-python): ``3 <= N, M <= 10``; 2 s, 512 MB.

Decided: solved as a ``boj-13460`` board (its tilts, its 10-tilt rule in the state
and its A*); only the answer differs.  "가능한 방법이 여러 가지면, 아무거나 출력한다":
any shortest way is accepted, so :func:`judge_tilts` replays the printed tilts on
the board and names the first that goes wrong.

>>> from fewest.puzzles import get_family
>>> inst = get_family("boj-15644").parse("3 7\\n#######\\n#R.O.B#\\n#######\\n")
>>> print(inst.judge_output(inst.solve(), "judge"))
1
R
>>> judge_tilts(inst.case, "1\\nR", "1\\nL").message
'tilt 1 (L) drops the blue ball'
>>> judge_tilts(inst.case, "1\\nR", "1\\nU").message
'tilt 1 (U) leaves the red ball out of the hole'
"""

from __future__ import annotations

from typing import Any

from fewest.lang import Said
from fewest.problem import Solution
from fewest.puzzles.judge import Mismatch
from fewest.puzzles.kit import Problem, family_of
from fewest.puzzles.problems import boj_13460 as escape2
from fewest.puzzles.problems import boj_15653 as marbles

Case = dict[str, Any]
STEP = {name: (dr, dc) for name, dr, dc in marbles.MOVES}


def tilts_and_way(case: Case, solution: Solution[Any] | None) -> Any:
    """The fewest tilts, then the tilts as letters; -1 when none within 10."""
    if solution is None:
        return -1
    return [[int(solution.cost)], ["".join(map(str, solution.moves))]]


def _replay(case: Case, way: str) -> Mismatch | None:
    """Why the tilts ``way`` do not drop the red ball alone, or ``None``."""
    at, hole = marbles.start(case), marbles.hole_of(case)
    for i, move in enumerate(way, 1):
        if move not in STEP:
            return Mismatch(f"tilt {i} is {move!r}: not L, R, U or D",
                            f"{i}번째 기울이기 {move!r}: L, R, U, D가 아님")
        at = marbles.tilt(case, at, *STEP[move])
        if at[2:4] == hole:
            return Mismatch(f"tilt {i} ({move}) drops the blue ball",
                            f"{i}번째 기울이기({move})에 파란 구슬이 빠짐")
        if at[:2] == hole and i < len(way):
            return Mismatch(f"the red ball is out after tilt {i}, but {len(way)} were printed",
                            f"{i}번째 기울이기에 빨간 구슬이 빠졌지만 {len(way)}번을 출력함")
    if at[:2] != hole:
        return Mismatch(f"tilt {len(way)} ({way[-1:]}) leaves the red ball out of the hole",
                        f"{len(way)}번째 기울이기({way[-1:]}) 뒤에도 빨간 구슬이 구멍 밖에 있음")
    return None


def judge_tilts(case: Case, expected: str, got: str) -> Mismatch | None:
    """The count must be the fewest; the printed tilts must be that many, each
    ``L``/``R``/``U``/``D``, and drop the red ball (only) with the last one."""
    want, tokens = expected.split(), got.split()
    if not tokens:
        return Mismatch(f"printed nothing, expected {want[0]}", f"출력 없음, 정답 {want[0]}")
    if tokens[0] != want[0]:
        return Mismatch(f"printed {tokens[0]} tilts, expected {want[0]}",
                        f"{tokens[0]}번 출력, 정답 {want[0]}번")
    if want[0] == "-1":
        if len(tokens) > 1:
            return Mismatch(f"printed more after -1: {' '.join(tokens[1:])[:40]!r}",
                            f"-1 뒤에 더 출력함: {' '.join(tokens[1:])[:40]!r}")
        return None
    if len(tokens) != 2:
        return Mismatch(f"expected the tilts on one line after the count, got "
                        f"{len(tokens) - 1} words", f"횟수 뒤 한 줄에 기울이기가 와야 하는데 "
                        f"{len(tokens) - 1}개 단어를 출력함")
    if len(tokens[1]) != int(want[0]):
        return Mismatch(f"printed {len(tokens[1])} tilts after the count {want[0]}",
                        f"횟수 {want[0]} 뒤에 기울이기 {len(tokens[1])}개를 출력함")
    return _replay(case, tokens[1])


PROBLEM = Problem(
    site="baekjoon", number="15644", title_ko="구슬 탈출 3", title_en="Marble Escape 3",
    source="https://www.acmicpc.net/problem/15644",
    input=escape2.PROBLEM.input,
    start=escape2.PROBLEM.start, moves=escape2.moves, goal=escape2.PROBLEM.goal,
    heuristic=escape2.heuristic, unsupported=escape2.PROBLEM.unsupported,
    answer=tilts_and_way, judge=judge_tilts,
    unit="tilts", unit_ko="번", time_limit=2.0, memory_mb=512,
    samples=(
        ("5 5\n#####\n#..B#\n#.#.#\n#RO.#\n#####\n", "1\nR"),
        ("7 7\n#######\n#...RB#\n#.#####\n#.....#\n#####.#\n#O....#\n#######\n", "5\nLDRDL"),
        ("7 7\n#######\n#..R#B#\n#.#####\n#.....#\n#####.#\n#O....#\n#######\n", "5\nLDRDL"),
        ("10 10\n##########\n#R#...##B#\n#...#.##.#\n#####.##.#\n#......#.#\n#.######.#\n"
         "#.#....#.#\n#.#.#.#..#\n#...#.O#.#\n##########\n", "-1"),
        ("3 7\n#######\n#R.O.B#\n#######\n", "1\nR"),
        ("10 10\n##########\n#R#...##B#\n#...#.##.#\n#####.##.#\n#......#.#\n#.######.#\n"
         "#.#....#.#\n#.#.##...#\n#O..#....#\n##########\n", "7\nDRURDLD"),
        ("3 10\n##########\n#.O....RB#\n##########\n", "-1"),
    ),
    specials=escape2.PROBLEM.specials,
    view=escape2.PROBLEM.view, show=escape2.show, words=escape2.PROBLEM.words,
    restart=escape2.PROBLEM.restart,
    about=Said("fewest tilts (at most 10) that drop only the red ball, then the tilts themselves "
               "as L, R, U, D",
               "빨간 구슬만 구멍에 빠뜨리는 최소 기울임 횟수(10번 이하)와 그 방향 L, R, U, D"),
)
FAMILY = family_of(PROBLEM)
