"""The README's "your own puzzle gets every renderer" example runs and prints what it claims."""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

import pytest

from tests.conftest import ROOT
from tests.render.helpers import svg_frames, svg_picture


def test_readme_view_example(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    text = (ROOT / "README.md").read_text()
    found = re.search(r"## See it.*?```python\n(.*?)```\n\n```\n(.*?)\n```", text, re.S)
    assert found is not None
    code, claimed = found.groups()
    monkeypatch.chdir(tmp_path)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(code, "README.md", "exec"), {})
    assert out.getvalue().strip() == claimed
    root, frames = svg_frames((tmp_path / "maze.svg").read_text())
    assert len(frames) == 7
    last = svg_picture(root, frames[-1])
    assert last[(2, 4)] == ("G", "square", "piece")
    assert last[(0, 2)][1] == "wall"
