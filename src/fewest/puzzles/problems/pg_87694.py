"""Programmers 87694 아이템 줍기 (Picking up the item): rectangles with sides parallel to
the axes overlap into one polygon; the character walks along its outermost border
only; the shortest walk from the character to the item.

Statement read from https://school.programmers.co.kr/learn/courses/30/lessons/87694?language=cpp
(a stored copy of the official page
https://school.programmers.co.kr/learn/courses/30/lessons/87694): 1..4 rectangles
``[x1, y1, x2, y2]`` (lower left, upper right), coordinates 1..50; no two
rectangles share an x or a y coordinate; the shape is one piece, no rectangle
inside another; the character and the item stand on the outer border, apart.

Decided: the walk runs on the grid doubled (a point (x, y) is (2x, 2y)), so that
two borders one unit apart are not joined by a step across; a doubled point is on
the outer border when it lies on the closed union, inside no rectangle, and
touches the outside (a flood from beyond the coordinates, the kit's
``distances``), which leaves out the borders of holes.  Each doubled step is half
a unit: the answer is the search's cost halved.

>>> from fewest.puzzles import get_family
>>> inst = get_family("programmers-87694").parse('{"rectangle": [[1, 1, 5, 7]], '
...     '"characterX": 1, "characterY": 1, "itemX": 4, "itemY": 7}')
>>> inst.judge_output(inst.solve(), "judge")
'9'
"""

from __future__ import annotations

import json
import random
from functools import lru_cache
from typing import Any

from fewest.lang import Said
from fewest.problem import Solution
from fewest.puzzles.kit import Input, Int, List, Problem, Record, distances, family_of

Case = dict[str, Any]
Point = tuple[int, int]
TOP = 50
STEPS = {"N": (0, 1), "S": (0, -1), "W": (-1, 0), "E": (1, 0)}
Rects = tuple[tuple[int, int, int, int], ...]


def _rects(c: Case) -> Rects:
    return tuple((2 * a, 2 * b, 2 * p, 2 * q) for a, b, p, q in c["rectangle"])


def _on(rects: Rects, x: int, y: int) -> bool:
    return any(a <= x <= p and b <= y <= q for a, b, p, q in rects)


def _inside(rects: Rects, x: int, y: int) -> bool:
    return any(a < x < p and b < y < q for a, b, p, q in rects)


@lru_cache(maxsize=256)
def _outer(rects: Rects) -> frozenset[Point]:
    """The doubled points of the outer border."""
    lo, hi = -1, 2 * TOP + 1

    def step(pt: Point) -> list[tuple[Point, int]]:
        x, y = pt
        return [((x + dx, y + dy), 1) for dx, dy in STEPS.values()
                if lo <= x + dx <= hi and lo <= y + dy <= hi and not _on(rects, x + dx, y + dy)]

    outside = distances([(lo, lo)], step)
    border = {(x, y) for a, b, p, q in rects for x in range(a, p + 1) for y in range(b, q + 1)
              if (x in (a, p) or y in (b, q)) and not _inside(rects, x, y)}
    return frozenset(pt for pt in border
                     if any((pt[0] + dx, pt[1] + dy) in outside
                            for dx in (-1, 0, 1) for dy in (-1, 0, 1)))


def _moves(c: Case, at: Point) -> list[tuple[str, Point, int]]:
    outer = _outer(_rects(c))
    return [(m, (at[0] + dx, at[1] + dy), 1) for m, (dx, dy) in STEPS.items()
            if (at[0] + dx, at[1] + dy) in outer]


def _half(c: Case, solution: Solution[Any] | None) -> Any:
    return -1 if solution is None else int(solution.cost) // 2


def _shape(rs: list[list[int]]) -> str | None:
    """Why the rectangles break the statement's rules, or ``None``."""
    if any(a >= p or b >= q for a, b, p, q in rs):
        return Said("a rectangle is [x1, y1, x2, y2] with x1 < x2 and y1 < y2",
                    "직사각형 [x1, y1, x2, y2]는 x1 < x2, y1 < y2여야 합니다")
    xs = [v for a, _b, p, _q in rs for v in (a, p)]
    ys = [v for _a, b, _p, q in rs for v in (b, q)]
    if len(set(xs)) < len(xs) or len(set(ys)) < len(ys):
        return Said("no two rectangles share an x or a y coordinate",
                    "두 직사각형이 x 좌표나 y 좌표를 공유하면 안 됩니다")
    for r in rs:
        for s in rs:
            if r is not s and s[0] < r[0] and s[1] < r[1] and r[2] < s[2] and r[3] < s[3]:
                return Said("no rectangle lies inside another",
                            "한 직사각형이 다른 직사각형 안에 들어가면 안 됩니다")

    def meet(r: list[int], s: list[int]) -> bool:
        return r[0] < s[2] and s[0] < r[2] and r[1] < s[3] and s[1] < r[3]

    joined = distances([0], lambda i: [(j, 1) for j in range(len(rs)) if meet(rs[i], rs[j])])
    if len(joined) < len(rs):
        return Said("the rectangles make one piece", "직사각형들은 한 덩어리를 이루어야 합니다")
    return None


def _rules(c: Case) -> str | None:
    why = _shape(c["rectangle"])
    if why:
        return why
    outer = _outer(_rects(c))
    for who, ko in (("character", "캐릭터는"), ("item", "아이템은")):
        if (2 * c[who + "X"], 2 * c[who + "Y"]) not in outer:
            return Said(f"the {who} stands on the outer border",
                        f"{ko} 바깥 테두리 위에 있어야 합니다")
    if (c["characterX"], c["characterY"]) == (c["itemX"], c["itemY"]):
        return Said("the character and the item stand apart",
                    "캐릭터와 아이템은 서로 다른 위치에 있어야 합니다")
    return None


def _mend(c: Case, rng: random.Random) -> Case:
    """Rectangles with distinct coordinates that make one piece, then the character and
    the item on two points of the outer border (up to 40 tries; else unchanged)."""
    k = len(c["rectangle"])
    top = max(2 * k + 2, max(v for r in c["rectangle"] for v in r))
    for _ in range(40):
        xs, ys = rng.sample(range(1, top + 1), 2 * k), rng.sample(range(1, top + 1), 2 * k)
        rs = [sorted(xs[2 * i:2 * i + 2]) + sorted(ys[2 * i:2 * i + 2]) for i in range(k)]
        rs = [[a, b, p, q] for a, p, b, q in rs]
        if _shape(rs) is None:
            points = sorted((x // 2, y // 2) for x, y in _outer(_rects({"rectangle": rs}))
                            if x % 2 == 0 and y % 2 == 0)
            (cx, cy), (ix, iy) = rng.sample(points, 2)
            return {**c, "rectangle": rs, "characterX": cx, "characterY": cy,
                    "itemX": ix, "itemY": iy}
    return c


def _case(rects: list[list[int]], cx: int, cy: int, ix: int, iy: int) -> str:
    return json.dumps({"rectangle": rects, "characterX": cx, "characterY": cy,
                       "itemX": ix, "itemY": iy}) + "\n"


PROBLEM = Problem(
    site="programmers", number="87694", title_ko="아이템 줍기", title_en="Picking up the item",
    source="https://school.programmers.co.kr/learn/courses/30/lessons/87694?language=cpp",
    input=Input(List("rectangle", Record("rect", tuple(Int(n, 1, TOP) for n in
                                                       ("x1", "y1", "x2", "y2"))), (1, 4)),
                Int("characterX", 1, TOP), Int("characterY", 1, TOP),
                Int("itemX", 1, TOP), Int("itemY", 1, TOP),
                where=_rules, arrange=_mend, json=True),
    start=lambda c: (2 * c["characterX"], 2 * c["characterY"]),
    moves=_moves,
    goal=lambda c, at: at == (2 * c["itemX"], 2 * c["itemY"]),
    answer=_half,
    call="solution(rectangle, characterX, characterY, itemX, itemY)",
    unit="units", unit_ko="칸",
    time_limit=10.0, memory_mb=256,
    samples=(
        (_case([[1, 1, 7, 4], [3, 2, 5, 5], [4, 3, 6, 9], [2, 6, 8, 8]], 1, 3, 7, 8), "17"),
        (_case([[1, 1, 8, 4], [2, 2, 4, 9], [3, 6, 9, 8], [6, 3, 7, 7]], 9, 7, 6, 1), "11"),
        (_case([[1, 1, 5, 7]], 1, 1, 4, 7), "9"),
        (_case([[2, 2, 5, 5], [1, 3, 6, 4], [3, 1, 4, 6]], 1, 4, 6, 3), "10"),
    ),
    specials=(
        _case([[1, 1, 2, 2]], 1, 1, 2, 2),                      # the smallest square
        _case([[1, 1, 50, 50]], 1, 1, 50, 50),                  # the largest: 98 either way
        _case([[2, 1, 3, 10], [4, 2, 5, 9], [1, 7, 6, 8]], 2, 1, 5, 2),  # a gap one unit wide
        _case([[1, 2, 4, 3], [2, 1, 3, 4]], 1, 2, 2, 1),        # a plus: width-1 arms
        _case([[1, 1, 4, 12], [2, 10, 13, 11], [11, 2, 14, 13], [3, 3, 12, 5]],
              1, 1, 14, 13),                                     # a ring round a hole
    ),
    aim=lambda c, at: ({**c, "itemX": at[0] // 2, "itemY": at[1] // 2}
                       if at[0] % 2 == 0 and at[1] % 2 == 0
                       and at != (2 * c["characterX"], 2 * c["characterY"]) else None),
    words=lambda m: {"N": "up", "S": "down", "W": "left", "E": "right"}.get(m, str(m)),
    about=Said("the shortest walk from the character to the item along the outer border of "
               "overlapping rectangles",
               "겹친 직사각형들이 이루는 다각형의 바깥 테두리만 따라 캐릭터에서 아이템까지 가는 "
               "최단 거리"),
)
FAMILY = family_of(PROBLEM)
