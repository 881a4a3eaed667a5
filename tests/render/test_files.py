"""Renderers write files atomically: a failure leaves neither a half file nor a temp file."""

from __future__ import annotations

from pathlib import Path

import pytest

from fewest.errors import InvalidPuzzleError
from fewest.render.files import write_atomic, write_with


def test_failure_leaves_the_old_file_and_no_temp(tmp_path: Path) -> None:
    target = tmp_path / "out.svg"
    target.write_text("old")

    def broken(tmp: str) -> None:
        Path(tmp).write_text("half")
        raise RuntimeError("disk full")

    with pytest.raises(RuntimeError):
        write_with(target, broken)
    assert target.read_text() == "old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.svg"]


def test_write_replaces(tmp_path: Path) -> None:
    target = tmp_path / "a.html"
    write_atomic(target, "one")
    write_atomic(target, b"two")
    assert target.read_text() == "two"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.html"]


def test_missing_folder_is_one_line(tmp_path: Path) -> None:
    with pytest.raises(InvalidPuzzleError, match="does not exist"):
        write_atomic(tmp_path / "nope" / "a.svg", "x")
