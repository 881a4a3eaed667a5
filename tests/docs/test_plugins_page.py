"""docs/plugins.md's blocks that are not commands: the entry point it quotes is the Rush Hour
example's own, and the failure line is the one fewest writes for a plugin that cannot load."""

from __future__ import annotations

import importlib
import tomllib

import pytest

from fewest.puzzles.plugins import problem_line
from tests.conftest import ROOT
from tests.docs.examples import blocks

PAGE = (ROOT / "docs" / "plugins.md").read_text()


def test_the_example_declares_the_entry_point_the_page_quotes():
    quoted = [tomllib.loads(b.text) for b in blocks(PAGE) if b.lang == "toml"]
    declared = tomllib.loads((ROOT / "examples/rush_hour/pyproject.toml").read_text())
    entry = declared["project"]["entry-points"]["fewest.puzzles"]
    assert len(quoted) == 2
    assert all(q["project"]["entry-points"]["fewest.puzzles"] == entry for q in quoted)


def test_the_failure_line_is_what_a_broken_plugin_reports():
    shown = [b.text.strip() for b in blocks(PAGE) if b.text.startswith("plugin 'broken'")]
    with pytest.raises(ImportError) as err:
        importlib.import_module("fewest_no_such_module")
    assert shown == [problem_line("broken", "fewest_no_such_module:FAMILY", err.value)]
