"""Every judge problem says what it asks in one short line (``Problem.about``), in
English and in Korean, for the pages that show it beside the problem's title.

A judge problem is a family that is its judge's problem (its name is the judge's
name or an alias), as the listing decides: a family whose checks a judge problem
borrows (``sliding`` for Baekjoon 1525) is not that problem and shows its own summary.
"""

from __future__ import annotations

import pkgutil
import re
from typing import Any

import pytest

import fewest.puzzles.problems as problems
from fewest.puzzles import families

HANGUL = re.compile("[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]")
#: the longest line the pages are given
MOST = 120


def judge_problems() -> list[Any]:
    return [f for f in families() if f.judge is not None
            and f.name in (f.judge.name, *f.judge.aliases)]


JUDGE_PROBLEMS = judge_problems()


def test_every_problem_module_is_a_judge_problem_here() -> None:
    modules = [m.name for m in pkgutil.iter_modules(problems.__path__)]
    assert len(JUDGE_PROBLEMS) == len(modules) == 100


@pytest.mark.parametrize("family", JUDGE_PROBLEMS, ids=lambda f: f.name)
def test_about_in_english_and_korean(family: Any) -> None:
    en, ko = str(family.about), getattr(family.about, "ko", "")
    assert en.strip(), f"{family.name}: no about"
    assert ko.strip(), f"{family.name}: no Korean about"
    assert HANGUL.search(ko), f"{family.name}: the Korean about has no Hangul: {ko!r}"
    assert not HANGUL.search(en), f"{family.name}: Hangul in the English about: {en!r}"
    spec = family.judge
    for text in (en, ko):
        assert len(text) <= MOST, f"{family.name}: {len(text)} characters: {text!r}"
        assert spec.number not in text, f"{family.name}: repeats its number: {text!r}"
        assert spec.title_en.lower() not in text.lower(), \
            f"{family.name}: repeats its title {spec.title_en!r}: {text!r}"
        assert "\n" not in text and not text.endswith("."), f"{family.name}: {text!r}"


def test_no_two_problems_share_a_line() -> None:
    seen: dict[str, str] = {}
    for family in JUDGE_PROBLEMS:
        en = str(family.about)
        assert en not in seen, f"{family.name} and {seen[en]} share {en!r}"
        seen[en] = family.name
