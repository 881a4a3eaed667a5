"""Baekjoon 14226 이모티콘 (Emoticon): one emoticon on the screen; copy the screen to
the clipboard, paste the clipboard, or delete one emoticon, each in one second.
The fewest seconds until the screen shows S.

Statement read from https://prod.velog.io/@alswlfl29/백준14226이모티콘 (official page
https://www.acmicpc.net/problem/14226): ``2 <= S <= 1000``, 2 s, 512 MB.

Decided: a state is ``(screen, clipboard)`` from ``(1, 0)``; the goal is the
screen alone.  Deleting the last emoticon is left out (from ``(0, c)`` only a
paste helps, back to ``(c, c)``: never shortest).  Pastes stop at ``2S``: copying
once and pasting ``S - 1`` times takes ``S`` seconds, and from a screen ``x > S``
at least ``x - S`` deletes remain, so no shortest plan passes ``2S``.  The
deletes still needed above S (1 below it) are a lower bound (A*).

>>> from fewest.puzzles import get_family
>>> inst = get_family("boj-14226").parse("18")
>>> inst.judge_output(inst.solve(), "judge")
'8'
"""

from __future__ import annotations

from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import Input, Int, Problem, family_of


def steps(case: dict[str, Any], state: tuple[int, int]) -> list[tuple[str, Any, int]]:
    """``copy``, ``paste`` (a clipboard to paste, up to ``2S``), ``delete`` (not the last).

    >>> steps({"s": 3}, (3, 2))
    [('copy', (3, 3), 1), ('paste', (5, 2), 1), ('delete', (2, 2), 1)]
    """
    screen, clip = state
    out: list[tuple[str, Any, int]] = [("copy", (screen, screen), 1)]
    if clip > 0 and screen + clip <= 2 * case["s"]:
        out.append(("paste", (screen + clip, clip), 1))
    if screen > 1:
        out.append(("delete", (screen - 1, clip), 1))
    return out


PROBLEM = Problem(
    site="baekjoon", number="14226", title_ko="이모티콘", title_en="Emoticon",
    source="https://prod.velog.io/@alswlfl29/백준14226이모티콘",
    input=Input(Int("s", 2, 1000, label="S")),
    start=lambda c: (1, 0),
    moves=steps,
    goal=lambda c, state: state[0] == c["s"],
    heuristic=lambda c, state: state[0] - c["s"] if state[0] >= c["s"] else 1,
    unit="seconds", unit_ko="초", time_limit=2.0, memory_mb=512,
    samples=(("2\n", "2"), ("4\n", "4"), ("6\n", "5"), ("18\n", "8")),
    # every S up to 30: a visited set of the screen alone already fails at 5
    specials=tuple(f"{s}\n" for s in range(2, 31)),
    words=lambda m: {"copy": "copy the screen to the clipboard", "paste": "paste the clipboard",
                     "delete": "delete one emoticon"}.get(str(m), str(m)),
    show=lambda c, state: f"screen {state[0]}, clipboard {state[1]}",
    about=Said("fewest seconds from one to exactly S on the screen: copy the screen, paste the "
               "clipboard or delete one",
               "화면 전체 복사, 붙여넣기, 하나 삭제로 이모티콘 1개를 정확히 S개로 만드는 최소 "
               "시간"),
)
FAMILY = family_of(PROBLEM)
