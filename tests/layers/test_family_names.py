"""No family name is written as a string outside its own folder (code, not docstrings),
except in the registry and the demo: front ends, the checker and the renderers read the
family contract, never a name."""

from __future__ import annotations

from fewest.puzzles import REGISTRY
from tests.layers.names import SRC, strings

ALLOWED = {"puzzles/__init__.py", "cli/demo.py"}


def test_no_family_name_outside_its_folder() -> None:
    owner = {}
    for family, (module, aliases) in REGISTRY.items():
        folder = SRC.joinpath(*module.split(".")[1:])
        for name in (family, *aliases):
            owner[name] = folder
    found = []
    for path in sorted(SRC.rglob("*.py")):
        if path.relative_to(SRC).as_posix() in ALLOWED:
            continue
        for line, text in strings(path):
            if text in owner and not path.is_relative_to(owner[text]):
                found.append(f"{path.relative_to(SRC)}:{line} {text!r}")
    assert found == []
