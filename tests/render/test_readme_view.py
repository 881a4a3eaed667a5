"""The docs' "your own puzzle gets every renderer" example runs, prints what it claims and
draws the maze."""

from __future__ import annotations

import contextlib
import io
from pathlib import Path

import pytest

from tests.conftest import ROOT
from tests.docs.examples import python_examples
from tests.render.helpers import svg_frames, svg_picture


def test_readme_view_example(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    page = (ROOT / "docs/guide/pictures.md").read_text()
    block, shown = next((b, s) for b, s in python_examples(page) if "class Maze" in b.text)
    assert shown is not None
    code, claimed = block.text, shown.text.strip()
    monkeypatch.chdir(tmp_path)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(code, "pictures.md", "exec"), {})
    assert out.getvalue().strip() == claimed
    root, frames = svg_frames((tmp_path / "maze.svg").read_text())
    assert len(frames) == 7
    last = svg_picture(root, frames[-1])
    assert last[(2, 4)] == ("G", "square", "piece")
    assert last[(0, 2)][1] == "wall"
