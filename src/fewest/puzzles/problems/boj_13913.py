"""Baekjoon 13913 숨바꼭질 4 (Hide and Seek 4): the walk of 1697; print the fewest
seconds, then the positions of one shortest route from N to K.

Statement read from https://leejd8130.tistory.com/89 (official page
https://www.acmicpc.net/problem/13913): ``0 <= N, K <= 100,000``, 2 s, 512 MB.

Decided: any shortest route is accepted, so :func:`judge_route` replays the
printed route (the official ``5 10 9 18 17`` and fewest's ``5 4 8 16 17`` both
pass) and names the first wrong step.

>>> from fewest.puzzles import get_family
>>> inst = get_family("boj-13913").parse("5 17")
>>> print(inst.judge_output(inst.solve(), "judge"))
4
5 4 8 16 17
>>> judge_route({"N": 5, "K": 17}, "4\\n5 4 8 16 17", "4\\n5 10 9 17").message
'step 3 goes from 9 to 17: not x-1, x+1 or 2*x'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from fewest.lang import Said
from fewest.problem import Solution
from fewest.puzzles.judge import BadOutput, Mismatch
from fewest.puzzles.kit import Problem, family_of
from fewest.puzzles.problems.boj_1697 import LINE, SEEK, SPECIALS, walk, words


def seconds_and_route(case: dict[str, Any], solution: Solution[Any] | None) -> Any:
    """The fewest seconds, then the route's positions, N to K."""
    if solution is None:  # pragma: no cover - every K is reachable
        return -1
    return [[int(solution.cost)], [int(x) for x in solution.states]]


def replay_route(route: Sequence[int], n: int, k: int) -> Mismatch | None:
    """Why ``route`` (positions, start included) is not a walk from ``n`` to ``k``
    by ``x-1`` / ``x+1`` / ``2x``, or ``None``."""
    if not route:
        return Mismatch("printed no route", "경로를 출력하지 않음")
    if route[0] != n:
        return Mismatch(f"the route starts at {route[0]}, not at N = {n}",
                        f"경로가 N = {n}이 아닌 {route[0]}에서 시작함")
    for i in range(1, len(route)):
        a, b = route[i - 1], route[i]
        if b not in (a - 1, a + 1, 2 * a):
            return Mismatch(f"step {i} goes from {a} to {b}: not x-1, x+1 or 2*x",
                            f"{i}번째 이동 {a} -> {b}: X-1, X+1, 2*X 중 어느 것도 아님")
    if route[-1] != k:
        return Mismatch(f"the route ends at {route[-1]}, not at K = {k}",
                        f"경로가 K = {k}가 아닌 {route[-1]}에서 끝남")
    return None


def judge_route(case: Any, expected: str, got: str) -> Mismatch | None:
    """Replay the printed route: the seconds must be the fewest, the route must
    start at N, move by ``X-1``/``X+1``/``2X`` each second, end at K, and take
    exactly the printed number of seconds."""
    tokens = got.split()
    if not tokens:
        return Mismatch(f"printed nothing, expected {expected.split()[0]} and a route",
                        f"출력 없음, 정답 {expected.split()[0]}과 경로")
    try:
        values = [int(t) for t in tokens]
    except ValueError:
        raise BadOutput(Said(f"not integers: {' '.join(tokens)[:60]!r}",
                             f"정수가 아닙니다: {' '.join(tokens)[:60]!r}")) from None
    best = int(expected.split()[0])
    seconds, route = values[0], values[1:]
    if seconds != best:
        return Mismatch(f"printed {seconds} seconds, expected {best}",
                        f"시간 {seconds}초 출력, 정답 {best}초")
    why = replay_route(route, case["N"], case["K"])
    if why is not None:
        if route and route[-1] != case["K"] and len(route) <= seconds:
            return Mismatch(why.message + " (a step is missing)",
                            why.message_ko + " (이동이 빠짐)")
        return why
    if len(route) != seconds + 1:
        return Mismatch(f"the route makes {len(route) - 1} moves, but {seconds} seconds "
                        "were printed",
                        f"경로는 {len(route) - 1}번 이동하지만 {seconds}초를 출력함")
    return None


PROBLEM = Problem(
    site="baekjoon", number="13913", title_ko="숨바꼭질 4", title_en="Hide and Seek 4",
    source="https://leejd8130.tistory.com/89",
    input=SEEK, start=lambda c: c["N"], moves=walk, goal=lambda c, x: x == c["K"],
    answer=seconds_and_route, judge=judge_route,
    unit="seconds", unit_ko="초", time_limit=2.0, memory_mb=512,
    samples=(("5 17\n", "4\n5 10 9 18 17"),), specials=SPECIALS,
    aim=lambda c, x: {**c, "K": x}, restart=lambda c, x: {**c, "N": x}, words=words,
    view=LINE,
    about=Said("fewest seconds from N to K (walk ±1 or teleport to 2X), then the positions of one "
               "fastest route",
               "N에서 K까지 가장 빠른 시간(±1 걷기, 2X 순간이동)과 그 경로의 위치들"),
)
FAMILY = family_of(PROBLEM)
