"""Every family follows its template (docs/architecture.md): a folder family has the same
file names for the same roles, and each file holds something the family uses; a
judge problem on the kit is one module that declares ``PROBLEM`` and exports its
``FAMILY``."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

from fewest.puzzles import KIT_PROBLEMS, REGISTRY
from fewest.puzzles.base import Family
from fewest.puzzles.kit import KitFamily, Problem
from fewest.puzzles.methods import Method

ROOT = Path(__file__).resolve().parents[2]
REQUIRED = ("__init__.py", "family.py", "model.py", "methods.py")
#: the classic families also draw and scramble in files of their own
CLASSIC = ("view.py", "scramble.py")
#: a family that models a judge problem also declares it
JUDGED = ("judge.py",)
#: files a family loads by name, not by import (``Family._folder_module``)
BY_NAME = {"scramble.py", "options.py"}
FOLDERS = [n for n in REGISTRY if n not in KIT_PROBLEMS]


def _folder(module: str) -> Path:
    return ROOT / "src" / Path(*module.split("."))


def _imported_here(folder: Path, package: str) -> set[str]:
    """The modules of ``folder`` that some other file of it imports."""
    used: set[str] = set()
    for path in folder.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom) and node.module:
                base = node.module
                if base.startswith(package + "."):
                    head = base[len(package) + 1:].split(".")[0]
                    if head != path.stem or path.parent != folder:
                        used.add(head + ".py")
                if base == package:
                    used.update(a.name + ".py" for a in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 1 and node.module:
                used.add(node.module.split(".")[0] + ".py")
    return used


def _imported_by_tests(package: str) -> set[str]:
    """The modules of ``package`` that the tests import (published figures, say)."""
    used: set[str] = set()
    for path in (ROOT / "tests").rglob("*.py"):
        text = path.read_text()
        if package not in text:
            continue
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith(
                    package + "."):
                used.add(node.module[len(package) + 1:].split(".")[0] + ".py")
    return used


@pytest.mark.parametrize("name", FOLDERS)
def test_every_folder_family_has_its_files_and_uses_each(name: str) -> None:
    module = REGISTRY[name][0]
    folder = _folder(module)
    family = importlib.import_module(module).FAMILY
    assert isinstance(family, Family)
    classic = family.judge is None or family.judge.name != family.name
    need = REQUIRED + (CLASSIC if classic else ()) + (JUDGED if family.judge else ())
    missing = [f for f in need if not (folder / f).is_file()]
    assert missing == [], f"{name}: {folder} lacks {missing}"
    assert all(isinstance(m, Method) for m in family.methods)
    used = (_imported_here(folder, module) | _imported_by_tests(module) | BY_NAME
            | {"__init__.py"})
    dead = sorted(p.name for p in folder.glob("*.py") if p.name not in used)
    assert dead == [], f"{name}: nothing in {folder.name} uses {dead}"


@pytest.mark.parametrize("name", KIT_PROBLEMS)
def test_every_kit_problem_is_one_module_with_its_declaration(name: str) -> None:
    module = importlib.import_module(REGISTRY[name][0])
    assert isinstance(module.PROBLEM, Problem)
    assert isinstance(module.FAMILY, KitFamily) and module.FAMILY.problem is module.PROBLEM
    assert module.FAMILY.name == name
    assert Path(module.__file__ or "").is_file()


def test_the_plugin_example_has_the_template_files() -> None:
    folder = ROOT / "examples" / "rush_hour" / "src" / "fewest_rush_hour"
    assert [f for f in REQUIRED + CLASSIC if not (folder / f).is_file()] == []
