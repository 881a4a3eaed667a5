"""Which judge problem a name means: the family and its :class:`~fewest.puzzles.judge.JudgeSpec`.

Everything the checker knows about a problem comes from ``Family.judge``;
nothing here names a problem.

>>> problem("boj1525").spec.name, problem("8-puzzle").family.name
('boj-1525', 'boj-1525')
>>> problem("hanoi")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
fewest.errors.InvalidPuzzleError: fewest check has no judge for 'hanoi'; `fewest list --judge` \
lists the ... judge problems
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from fewest.errors import InvalidPuzzleError
from fewest.puzzles import get_family, judge_families, judge_owner
from fewest.puzzles.base import Family
from fewest.puzzles.judge import SITES, JudgeSpec


@dataclass(frozen=True)
class Problem:
    """A judge problem: the family that models it and its judge declaration."""

    family: Family
    spec: JudgeSpec

    @property
    def name(self) -> str:
        """The judge name (``boj-1525``)."""
        return self.spec.name

    @property
    def site(self) -> str:
        """``Baekjoon``, ``LeetCode``, ``Programmers``."""
        return SITES.get(self.spec.site, self.spec.site)

    @property
    def function(self) -> bool:
        """Whether the judge calls a function (LeetCode, Programmers) instead of feeding stdin."""
        return self.spec.io == "function"

    def arguments(self, case: Any) -> Any:
        """A function problem's arguments by the site's parameter names."""
        if self.spec.params and isinstance(case, dict):
            return {p: case[p] for p in self.spec.params if p in case}
        return case

    def judge_input(self, case: Any) -> Any:
        """What the judge feeds: stdin text, or the arguments as a JSON object."""
        if self.function:
            return self.arguments(case)
        return self.spec.stdin_of([case])

    def input_file(self, case: Any) -> tuple[str, str]:
        """``(suffix, text)`` that ``--save`` writes and ``fewest solve`` reads back."""
        if self.function:
            return ".json", json.dumps(self.arguments(case)) + "\n"
        return ".in", self.spec.stdin_of([case])


def judges() -> list[Problem]:
    """Every registered judge problem (built-in families and plugins), in registry order."""
    return [Problem(f, f.judge) for f in judge_families() if f.judge is not None]


def problem(name: str) -> Problem:
    """The judge problem called ``name``: a judge name, an alias, or its family's name."""
    family = get_family(name)
    if family.judge is None:
        raise InvalidPuzzleError(f"fewest check has no judge for {name!r}; `fewest list "
                                 f"--judge` lists the {len(judges())} judge problems")
    family = judge_owner(family)
    assert family.judge is not None
    return Problem(family, family.judge)
