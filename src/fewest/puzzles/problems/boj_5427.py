"""Baekjoon 5427 불 (Fire): Sang-geun (@) runs one square a second while the fire (*)
spreads a square a second; walls ``#`` stop both, and he never steps onto fire,
or where the fire arrives that same second.  Stepping off the map from a border
square is escaping.  T buildings; for each, the fewest seconds, or
``IMPOSSIBLE``.

Statement read from https://konghana01.tistory.com/205 (official page
https://www.acmicpc.net/problem/5427): at most 100 test cases; the width ``w``
then the height ``h``, ``1 <= w, h <= 1000``; one @ a map; any number of *.
1 s, 256 MB.

Decided: not one search, because a step is allowed by the second it is taken:
the answer is the fire's arrival second on every square (distances from every
*), then Sang-geun's earliest seconds with steps that see the second
(``distances(clock=True)``).  Leaving is one more step, to a square outside that
the fire never reaches (@ on the border: 1).  The map has h rows of w
characters.  @'s square is empty ground (the fire enters it once he has left).

>>> from fewest.puzzles import get_family
>>> inst = get_family("boj-5427").parse("1\\n4 3\\n####\\n#*@.\\n####\\n")
>>> inst.judge_output(inst.solve(), "judge")
'2'
"""

from __future__ import annotations

from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import Grid, Input, Int, Line, Problem, distances, family_of

Case = dict[str, Any]
#: the square outside the building, beside every border square
OUT = "out"


def around(case: Case, at: Any) -> list[Any]:
    """The four neighbours of a square; off the map is :data:`OUT`."""
    r, c = at
    return [(y, x) if 0 <= y < case["h"] and 0 <= x < case["w"] else OUT
            for y, x in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1))]


def escape(case: Case) -> int | str:
    plan = case["building"]
    marks = [((r, c), ch) for r, row in enumerate(plan) for c, ch in enumerate(row)]
    ground = {at for at, ch in marks if ch in ".@"}
    fire = distances([at for at, ch in marks if ch == "*"],
                     lambda at: [(n, 1) for n in around(case, at) if n in ground])
    never = float("inf")

    def run(at: Any, second: float) -> list[tuple[Any, int]]:
        if at == OUT:
            return []
        return [(n, 1) for n in around(case, at)
                if n == OUT or (n in ground and second + 1 < fire.get(n, never))]

    runner = distances([at for at, ch in marks if ch == "@"], run, clock=True)
    return int(runner[OUT]) if OUT in runner else "IMPOSSIBLE"


PROBLEM = Problem(
    site="baekjoon", number="5427", title_ko="불", title_en="Fire",
    source="https://konghana01.tistory.com/205",
    input=Input(Line(Int("w", 1, 1000), Int("h", 1, 1000)),
                Grid("building", "h", "w", ".#@*", exactly={"@": 1},
                     weights={".": 8, "#": 3, "*": 1}),
                cases=Int("T", 1, 100)),
    solve=escape,
    why=Said("a step is allowed by the second it is taken (the fire spreads), so the answer "
             "is the fire's arrival times, then Sang-geun's earliest arrivals ahead of them",
             "불이 퍼지므로 이동할 수 있는지는 그 이동을 하는 초에 따라 달라집니다: 답은 불이 "
             "닿는 시각을 먼저 구한 뒤, 그보다 먼저 닿는 상근이의 가장 이른 도착 시각입니다"),
    unit="seconds", unit_ko="초",
    time_limit=1.0, memory_mb=256,
    samples=(("5\n4 3\n####\n#*@.\n####\n7 6\n###.###\n#*#.#*#\n#.....#\n#.....#\n#..@..#\n"
              "#######\n7 4\n###.###\n#....*#\n#@....#\n.######\n5 5\n.....\n.***.\n.*@*.\n"
              ".***.\n.....\n3 3\n###\n#@#\n###\n",
              "2\n5\nIMPOSSIBLE\nIMPOSSIBLE\nIMPOSSIBLE"),),
    specials=(
        "1\n1 1\n@\n",                    # the smallest map: out in one step
        "1\n5 1\n*.@.#\n",                # one row: out through the top or bottom at once
        "1\n1 5\n#\n.\n@\n.\n*\n",        # one column
        "1\n5 3\n#####\n#@..#\n###.#\n",  # no fire: out in 4
        "1\n3 4\n###\n#@#\n#.#\n#*#\n",   # the only way out burns first
        "1\n3 3\n#.*\n#@#\n###\n",        # the way out burns the second he would step on it
        # @ in the middle of an open 200 x 200 map, fire in a corner: out in 100
        "1\n200 200\n*" + "." * 199 + "\n" + ("." * 200 + "\n") * 99 + "." * 100 + "@"
        + "." * 99 + "\n" + ("." * 200 + "\n") * 99,
    ),
    reach=0.55,
    about=Said("fewest seconds for Sang-geun to get off the map ahead of the spreading flames, or "
               "IMPOSSIBLE",
               "퍼지는 불을 피해 상근이가 지도 밖으로 나가는 최소 시간(초), "
               "불가능하면 'IMPOSSIBLE'"),
)
FAMILY = family_of(PROBLEM)
