"""The default lane runs each judge problem's buggy Python programs (each stops at its
first failing case); the correct programs over many cases and every C++ program
(a compile each) run in ``make test-slow``, which keeps ``make test`` short."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

#: corpus tests that run only correct programs, over many cases
CORRECT_ONLY = {"test_corpus_correct_programs_pass", "test_corpus_correct_cpp_passes",
                "test_correct_programs_pass", "test_other_correct_programs_pass"}


def _program(item: Any) -> str | None:
    params = getattr(getattr(item, "callspec", None), "params", {})
    for value in params.values():
        if isinstance(value, (str, Path)) and Path(str(value)).suffix in (".py", ".cpp", ".c",
                                                                         ".java", ".js"):
            return Path(str(value)).name
    return None


def pytest_collection_modifyitems(config: Any, items: list[Any]) -> None:
    for item in items:
        name = getattr(item, "originalname", "")
        if "corpus" not in name and "corpus" not in item.path.name:
            continue
        program = _program(item)
        correct = name in CORRECT_ONLY or (program is not None and program.startswith("ok_"))
        compiled = program is not None and not program.endswith(".py")
        if correct or compiled:
            item.add_marker(pytest.mark.slow)
