"""C++ programs of the Programmers 67259 corpus, through a small harness."""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.puzzles.lc_2290.cpp_harness import first_failure_cpp, have_gpp

NAME = "programmers-67259"
CORPUS = Path(__file__).parent / "corpus"
CALL = "solution(g)"
pytestmark = [pytest.mark.skipif(not have_gpp(), reason="g++ is not on this machine"),
              pytest.mark.slow]  # compiling C++ takes seconds on a loaded machine


@pytest.mark.parametrize("path", sorted(CORPUS.glob("bug_*.cpp")), ids=lambda p: p.name)
def test_cpp_bug_is_caught(path: Path) -> None:
    assert first_failure_cpp(NAME, path, CALL) is not None


@pytest.mark.parametrize("path", sorted(CORPUS.glob("correct_*.cpp")), ids=lambda p: p.name)
def test_cpp_correct_passes(path: Path) -> None:
    assert first_failure_cpp(NAME, path, CALL) is None
