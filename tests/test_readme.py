"""The README's user-defined puzzle example runs and prints what it claims."""

from __future__ import annotations

import contextlib
import io
import re

from tests.conftest import ROOT


def test_readme_jugs_example_runs():
    text = (ROOT / "README.md").read_text()
    block = re.search(r"## Your own puzzle.*?```python\n(.*?)```", text, re.S)
    assert block is not None
    code = block.group(1)
    assert len(code.strip().splitlines()) <= 26
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(code, "README.md", "exec"), {})
    first = out.getvalue().splitlines()[0]
    claimed = re.search(r"```\n(6 True .*?)\n", text)
    assert claimed is not None and first == claimed.group(1)


def test_readme_parse_example_prints_what_it_claims():
    text = (ROOT / "README.md").read_text()
    block = re.search(r"```python\n(import fewest\n\ninst = fewest.parse.*?)```", text, re.S)
    assert block is not None
    code = block.group(1)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(code, "README.md", "exec"), {})
    claimed = re.search(r"print\(sol.length, sol.optimal, sol.moves\)\s+# (.*)", code)
    assert claimed is not None and out.getvalue().strip() == claimed.group(1).strip()
