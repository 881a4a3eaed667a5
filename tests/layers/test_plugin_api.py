"""The declared plugin API: the Rush Hour example imports only ``fewest`` and ``fewest.family``,
and the application layer and the search package are reachable from ``fewest``."""

from __future__ import annotations

import ast
from pathlib import Path

import fewest
import fewest.family

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "rush_hour" / "src"


def _fewest_imports(path: Path) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("fewest"):
            found.add(node.module)
        elif isinstance(node, ast.Import):
            found |= {a.name for a in node.names if a.name.startswith("fewest")}
    return {m for m in found if not m.startswith("fewest_rush_hour")}


def test_the_plugin_example_imports_only_the_public_api() -> None:
    files = sorted(EXAMPLE.rglob("*.py"))
    assert len(files) >= 5
    used = set().union(*(_fewest_imports(f) for f in files))
    assert used <= {"fewest", "fewest.family"}, used
    assert "fewest.family" in used


def test_every_exported_name_exists() -> None:
    for name in fewest.family.__all__:
        assert getattr(fewest.family, name) is not None
    for name in fewest.__all__:
        assert getattr(fewest, name) is not None


def test_request_run_outcome_and_the_search_package() -> None:
    import fewest.search as package

    assert package.__name__ == "fewest.search"
    assert fewest.search is package
    out = fewest.run(fewest.Request("sliding", "1 2 / 0 3"))
    assert isinstance(out, fewest.Outcome) and out.length == 1
    assert fewest.search(1, neighbors=lambda n: [n + 1], goal=3).length == 2


def test_building_the_cli_imports_no_family() -> None:
    """The options union reads each family folder's ``options.py`` alone: building the
    command line imports no family package (start-up stays small with 40 families)."""
    import subprocess
    import sys

    code = ("import sys, fewest.cli.app; from fewest.puzzles import REGISTRY; "
            "print(sorted(m for m, _ in REGISTRY.values() if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == "[]", out.stdout
