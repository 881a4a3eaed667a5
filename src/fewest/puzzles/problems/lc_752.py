"""LeetCode 752 Open the Lock: four wheels of digits start at ``0000``; a move turns
one wheel one slot up or down (wrapping); the lock jams on a dead end.  The fewest
moves that show ``target``, or -1.

Statement read from https://github.com/valery-judah/leetcode-python/blob/main/problems/0752-open-the-lock/readme.md
(official page https://leetcode.com/problems/open-the-lock/): ``1 <= deadends.length
<= 500``, codes of 4 digits, ``target`` not among ``deadends``.

Decided: a lock that starts on a dead end cannot turn at all (-1 unless ... never:
the target is not a dead end, so it is not ``0000``); duplicates in ``deadends`` are
allowed (the set is what counts).  A move is ``(wheel, step)``, wheel 0..3 from
the left, step +1 or -1; breadth-first search over the 10,000 codes.

>>> from fewest.puzzles import get_family
>>> inst = get_family("leetcode-752").parse(
...     '{"deadends": ["0201","0101","0102","1212","2002"], "target": "0202"}')
>>> inst.judge_output(inst.solve(), "judge")
'6'
>>> get_family("leetcode-752").parse({"deadends": ["0000"], "target": "8888"}
...                                  ).judge_output(None, "judge")
'-1'
"""

from __future__ import annotations

import json
import random
from functools import lru_cache
from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import Input, List, Problem, View, Word, family_of

Case = dict[str, Any]
START = "0000"
DIGITS = "0123456789"


def turn(state: str, wheel: int, step: int) -> str:
    """``state`` with one wheel turned one slot (wrapping).

    >>> turn("0900", 1, 1), turn("0000", 3, -1)
    ('0000', '0009')
    """
    digit = (int(state[wheel]) + step) % 10
    return state[:wheel] + str(digit) + state[wheel + 1:]


@lru_cache(maxsize=8)
def _dead(codes: tuple[str, ...]) -> frozenset[str]:
    return frozenset(codes)


def moves(case: Case, state: str) -> list[tuple[tuple[int, int], str, int]]:
    """Legal moves from ``state``: none from a dead end, none onto one."""
    dead = _dead(tuple(case["deadends"]))
    if state in dead:
        return []
    out = []
    for wheel in range(4):
        for step in (1, -1):
            nxt = turn(state, wheel, step)
            if nxt not in dead:
                out.append(((wheel, step), nxt, 1))
    return out


def move_text(move: tuple[int, int]) -> str:
    """The move in words.

    >>> move_text((0, 1)), move_text((3, -1))
    ('wheel 1 up', 'wheel 4 down')
    """
    wheel, step = move
    return f"wheel {wheel + 1} {'up' if step > 0 else 'down'}"


def _code(rng: random.Random, near: str | None = None, spread: int = 9) -> str:
    if near is None:
        return "".join(str(rng.randrange(10)) for _ in range(4))
    return "".join(str((int(d) + rng.randint(-spread, spread)) % 10) for d in near)


def random_case(rng: random.Random, dead: int, spread: int) -> Case:
    """A random case: ``dead`` dead ends near the target or near ``0000`` (within
    ``spread`` of each digit), ``0000`` itself among them now and then."""
    target = _code(rng, START, spread)
    codes: set[str] = set()
    if rng.random() < 0.08:
        codes.add(START)
    for _ in range(20 * dead):  # bounded: near codes may be fewer than ``dead`` (162 at
        if len(codes) >= dead:  # spread 1), and 500 dead ends can be drawn
            break
        codes.add(_code(rng, rng.choice((target, START)), min(spread, rng.randint(1, 3))))
    codes.discard(target)
    if not codes:
        codes.add("9999" if target != "9999" else "8888")
    listed = sorted(codes)
    rng.shuffle(listed)
    return {"deadends": listed, "target": target}


def ring(code: str) -> list[str]:
    """The eight codes one turn from ``code``."""
    return sorted({turn(code, w, s) for w in range(4) for s in (1, -1)} - {code})


def _arrange(case: Case, rng: random.Random) -> Case:
    """Where uniform draws rarely go: dead ends near the target or the start (as many
    as drawn), the start itself dead, the eight neighbours of the target or of
    ``0000`` all dead; the target never a dead end."""
    roll = rng.random()
    if roll < 0.4:
        case = random_case(rng, max(1, len(case["deadends"])), rng.randint(1, 9))
    elif roll < 0.55:
        target = _code(rng, START, rng.randint(1, 9))
        case = {"deadends": ring(START if rng.random() < 0.5 else target), "target": target}
    elif roll < 0.65:
        case = {**case, "deadends": [START, *case["deadends"][:rng.randint(0, 4)]]}
    dead = [d for d in case["deadends"] if d != case["target"]]
    return {**case, "deadends": dead or ["9999" if case["target"] != "9999" else "8888"]}


def _show(case: Case, state: str) -> str:
    return state + ("  (a dead end)" if state in case["deadends"] else "")


def _board(case: Case, state: str) -> tuple[list[str], dict[tuple[int, int], tuple[str, str]]]:
    """The four wheels (those that match the target marked), then the target."""
    target = case["target"]
    pieces = {(0, i): (d, "finish" if d == t else "tile")
              for i, (d, t) in enumerate(zip(state, target, strict=True))}
    pieces.update({(0, 5 + i): (t, "goal") for i, t in enumerate(target)})
    return [" " * 4 + ">" + " " * 4], pieces


def _wheel(case: Case, before: str, after: str) -> tuple[int, int]:
    """The wheel a move turns: where its digit is drawn.

    >>> _wheel({}, "0000", "0900")
    (0, 1)
    """
    return (0, next(i for i, (a, b) in enumerate(zip(before, after, strict=True)) if a != b))


def _way(case: Case, move: tuple[int, int]) -> str:
    """The way a swipe on the wheel turns it: up adds one, down takes one away."""
    return "up" if move[1] > 0 else "down"


def _case(dead: list[str], target: str) -> str:
    return json.dumps({"deadends": dead, "target": target}) + "\n"


PROBLEM = Problem(
    site="leetcode", number="752", title_ko="자물쇠 열기", title_en="Open the Lock",
    source="https://github.com/valery-judah/leetcode-python/blob/main/problems/"
           "0752-open-the-lock/readme.md",
    input=Input(
        List("deadends", Word("code", DIGITS, 4, 4), (1, 500)),
        Word("target", DIGITS, 4, 4),
        where=lambda c: (Said(f"the target {c['target']} may not be a dead end",
                              f"target {c['target']}은(는) deadends에 없어야 합니다")
                         if c["target"] in c["deadends"] else None),
        arrange=_arrange, json=True),
    start=lambda c: START,
    moves=moves,
    goal=lambda c, s: s == c["target"],
    words=move_text, show=_show,
    view=View(board=_board, roles={" ": "empty", ">": "empty"}, at=_wheel, way=_way),
    call="Solution().openLock(deadends, target)",
    unit="turns", unit_ko="번", time_limit=1.0,
    samples=((_case(["0201", "0101", "0102", "1212", "2002"], "0202"), "6"),
             (_case(["8888"], "0009"), "1"),
             (_case(ring("8888"), "8888"), "-1"),
             (_case(["0000"], "8888"), "-1")),
    specials=(
        _case(["8888"], "0000"),                       # the target is the start
        _case(["0000", "1234"], "0001"),               # the start is a dead end
        _case(["5555"], "9999"),                       # every wheel wraps down
        _case(["4444"], "5555"),                       # the far side: 20 turns
        _case(ring("0000"), "0011"),                   # the start walled in
        _case(ring("0009"), "0009"),                   # the target walled in, one wrap away
        _case([f"{i:04d}" for i in range(1, 501)], "9999"),  # 500 dead ends
    ),
    aim=lambda c, s: {**c, "target": s} if s not in c["deadends"] else None,
    about=Said("fewest wheel turns from 0000 to the target code, never showing a dead end, or -1",
               "바퀴 하나를 한 칸씩 돌려 deadends를 피하며 0000에서 target을 만드는 최소 횟수 "
               "(불가능하면 -1)"),
)
FAMILY = family_of(PROBLEM)
