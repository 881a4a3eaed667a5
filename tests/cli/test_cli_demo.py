"""``make demo``: the module its docstring names is the one the Makefile runs, and it runs."""

from __future__ import annotations

import importlib.util
import re

from tests.conftest import ROOT


def test_the_demo_docstring_names_a_module_that_exists():
    import fewest.cli.demo as demo

    named = re.findall(r"python -m ([\w.]+)", demo.__doc__ or "")
    assert named, demo.__doc__
    for module in named:
        assert importlib.util.find_spec(module) is not None, module
        assert f"python -m {module}" in (ROOT / "Makefile").read_text()
