"""Each family's default size and an example board, for a page that plays any family.

A family names its own default size when it declares ``default_size``; otherwise the
default is the first of :data:`CANDIDATES` that the family's own ``scramble`` accepts
(an empty size first: many judge problems have one size only).  The example board is
the family's own random board of that size, drawn from a fixed seed, in the family's
own text (a judge problem's input as the judge gives it).  Nothing here knows a family
by name.

>>> from fewest.puzzles import get_family
>>> default_size(get_family("sliding")), default_size(get_family("pocket-cube"))
('3x3', '')
>>> example_board(get_family("sliding")).count("/")
2
"""

from __future__ import annotations

import random
from functools import cache
from typing import Any

from fewest.errors import NoSolutionError, SearchLimitError
from fewest.problem import Limits

#: the sizes tried, in order, for a family that declares none: the family's own default
#: (empty), then the usual sizes of a grid, a line and a board
CANDIDATES = ("", "3x3", "10", "4x4", "6x8", "8", "7", "6", "5x5", "4", "100")
#: the longest example shown
MAX_EXAMPLE = 400
#: the seed every example is drawn from, so that a page shows the same one each time
SEED = 1
#: draws tried for an example that can reach the goal, and the seconds each may take
DRAWS = 8
QUICK_SOLVE = 0.5
QUICK_STATES = 50_000


def _accepts(family: Any, size: str) -> bool:
    try:
        family.scramble(size, None, random.Random(SEED))
    except Exception:  # a plugin's scramble may refuse a size any way it likes
        return False
    return True


@cache
def default_size(family: Any) -> str:
    """The size a scramble of ``family`` gets when none is asked for."""
    declared = getattr(family, "default_size", None)
    if isinstance(declared, str):
        return declared
    for size in CANDIDATES:
        if _accepts(family, size):
            return size
    return ""


@cache
def example_board(family: Any) -> str:
    """The board a page shows as its example: a judge problem's first official sample
    that can reach the goal, as the judge's page shows it; else a board of ``family``'s
    default size, as its text ("" when it has no scramble).

    A family whose boards are drawn, not walked from its goal (a judge problem's case),
    may draw one that cannot reach the goal: the first of a few draws that a quick solve
    proves solvable is taken, else the first draw.

    >>> from fewest.puzzles import get_family
    >>> example_board(get_family("leetcode-1091"))
    'grid = [[0,1],[1,0]]'
    >>> example_board(get_family("boj-9019"))  # one case of the sample's three
    '1\\n1234 3412\\n'
    """
    for text in family.official_boards():
        if _solvable(family, text):
            return text
    drawn = []
    for seed in range(SEED, SEED + (1 if family.goal_board else DRAWS)):
        try:
            text = str(family.scramble(default_size(family), None, random.Random(seed)))
        except Exception:  # a plugin's scramble may refuse a size any way it likes
            return ""
        if len(text) > MAX_EXAMPLE:
            continue
        drawn.append(text)
        if family.goal_board or _solvable(family, text):
            return text
    return drawn[0] if drawn else ""


def _solvable(family: Any, text: str) -> bool:
    """False when a small search by the family's default method proves the board cannot
    reach the goal (or the family refuses it); a search cut short proves nothing, and
    passes."""
    try:
        instance = family.parse(text)
        method = family.resolve_method(instance.auto_method(None))
        states = QUICK_STATES if "max_states" in method.honours else None
        instance.solve(limits=Limits(max_seconds=QUICK_SOLVE, max_states=states))
    except NoSolutionError:
        return False
    except SearchLimitError:
        return True
    except Exception:  # a board the family refuses
        return False
    return True
