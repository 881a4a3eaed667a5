"""The checker on a corpus of Programmers 67259 programs: right ones pass, buggy ones fail."""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.judges.corpus import first_failure

NAME = "programmers-67259"
CORPUS = Path(__file__).parent / "corpus"
BUGS = sorted(CORPUS.glob("*_bug_*.py"))
GOOD = sorted(CORPUS.glob("*_correct_*.py"))


@pytest.mark.parametrize("path", BUGS, ids=lambda p: p.name)
def test_every_bug_is_caught(path: Path) -> None:
    assert first_failure(NAME, path) is not None


@pytest.mark.parametrize("path", GOOD[:1], ids=lambda p: p.name)
def test_correct_programs_pass(path: Path) -> None:
    assert first_failure(NAME, path) is None


@pytest.mark.slow
@pytest.mark.parametrize("path", GOOD[1:], ids=lambda p: p.name)
def test_other_correct_programs_pass(path: Path) -> None:
    assert first_failure(NAME, path) is None


@pytest.mark.slow
@pytest.mark.parametrize("path", GOOD, ids=lambda p: p.name)
def test_correct_programs_pass_300_cases(path: Path) -> None:
    assert first_failure(NAME, path, cases=300) is None


def test_corpus_has_both_kinds() -> None:
    assert len(GOOD) >= 1 and len(BUGS) >= 3
