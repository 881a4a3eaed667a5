"""Every family folder follows the template (docs/architecture.md): the same file names
for the same roles, built-in families, judge problems and the plugin example alike."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

from fewest.puzzles import REGISTRY

ROOT = Path(__file__).resolve().parents[2]
REQUIRED = ("__init__.py", "family.py", "model.py", "methods.py", "view.py", "scramble.py")
#: a family that models a judge problem also declares it (the judge's input and output
#: forms live in its formats.py where the model does not hold them)
JUDGED = ("judge.py",)


def _folder(module: str) -> Path:
    return ROOT / "src" / Path(*module.split("."))


@pytest.mark.parametrize("name", list(REGISTRY))
def test_every_built_in_family_has_the_template_files(name: str) -> None:
    module = REGISTRY[name][0]
    folder = _folder(module)
    family = importlib.import_module(module).FAMILY
    need = REQUIRED + (JUDGED if family.judge is not None else ())
    missing = [f for f in need if not (folder / f).is_file()]
    assert missing == [], f"{name}: {folder} lacks {missing}"


def test_the_plugin_example_has_the_template_files() -> None:
    folder = ROOT / "examples" / "rush_hour" / "src" / "fewest_rush_hour"
    assert [f for f in REQUIRED if not (folder / f).is_file()] == []
