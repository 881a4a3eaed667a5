"""Baekjoon 13913's input (``N K``) and how an answer is judged: the fewest seconds,
then a route that the judge replays (any shortest route is accepted).

>>> read_input("5 17\\n"), write_input({"N": 5, "K": 17})
([{'N': 5, 'K': 17}], '5 17\\n')
>>> judge_route({"N": 5, "K": 17}, "4\\n5 4 8 16 17", "4\\n5 10 9 18 17") is None
True
>>> judge_route({"N": 5, "K": 17}, "4\\n5 4 8 16 17", "4\\n5 10 9 17").message
'step 3 goes from 9 to 17: not x-1, x+1 or 2*x'
>>> judge_route({"N": 5, "K": 17}, "4\\n5 4 8 16 17", "4\\n5 10 9 18").message
'the route ends at 18, not at K = 17 (a step is missing)'
"""

from __future__ import annotations

from typing import Any

from fewest.puzzles.boj_13913.model import FIELDS, NAME
from fewest.puzzles.common.number_line import ints_reader, ints_writer, replay_route
from fewest.puzzles.judge import BadOutput, Mismatch

read_input = ints_reader(FIELDS, NAME)
write_input = ints_writer(FIELDS)


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
        raise BadOutput(f"not integers: {' '.join(tokens)[:60]!r}") from None
    best = int(expected.split()[0])
    seconds, route = values[0], values[1:]
    if seconds != best:
        return Mismatch(f"printed {seconds} seconds, expected {best}",
                        f"시간 {seconds}초 출력, 정답 {best}초")
    n, k = case["N"], case["K"]
    why = replay_route(route, n, k)
    if why is not None:
        if route and route[-1] != k and len(route) <= seconds:
            return Mismatch(why.message + " (a step is missing)",
                            why.message_ko + " (이동이 빠짐)")
        return why
    if len(route) != seconds + 1:
        return Mismatch(f"the route makes {len(route) - 1} moves, but {seconds} seconds "
                        "were printed",
                        f"경로는 {len(route) - 1}번 이동하지만 {seconds}초를 출력함")
    return None
