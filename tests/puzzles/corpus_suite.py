"""The corpus tests every grid judge problem runs, written once: each family's test module
takes them with ``globals().update(corpus_tests(NAME, CORPUS))``."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from tests.judges.corpus import first_failure, have


def corpus_tests(name: str, corpus: Path) -> dict[str, Callable[..., Any]]:
    """Every buggy program caught within 50 cases, the correct C++ one passing them, and
    both over 300 cases in the slow lane (folder ``corpus``: ``bug_*``, ``correct.*``)."""
    bugs = sorted(p.name for p in corpus.glob("bug_*"))

    @pytest.mark.parametrize("program", bugs)
    def test_corpus_bugs_are_caught(program: str) -> None:
        if program.endswith(".cpp") and not have("g++"):
            pytest.skip("no g++")
        assert first_failure(name, corpus / program, cases=50) is not None

    def test_corpus_correct_cpp_passes() -> None:
        if not have("g++"):
            pytest.skip("no g++")
        assert first_failure(name, corpus / "correct.cpp", cases=50) is None

    @pytest.mark.slow
    @pytest.mark.parametrize("program", ["correct.py", "correct.cpp"])
    def test_corpus_correct_long(program: str) -> None:
        assert first_failure(name, corpus / program, cases=300) is None

    @pytest.mark.slow
    @pytest.mark.parametrize("program", bugs)
    def test_corpus_bugs_long(program: str) -> None:
        assert first_failure(name, corpus / program, cases=300, seed=1) is not None

    return {f.__name__: f for f in (test_corpus_bugs_are_caught, test_corpus_correct_cpp_passes,
                                    test_corpus_correct_long, test_corpus_bugs_long)}
