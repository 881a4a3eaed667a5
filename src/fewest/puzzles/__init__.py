"""Built-in puzzle families; :func:`get_family` finds one by name or alias."""

from __future__ import annotations

import importlib

from fewest.errors import InvalidPuzzleError
from fewest.puzzles.base import Family, InputOptions, Instance

# name -> module that exports FAMILY
_MODULES = {
    "sliding": "fewest.puzzles.sliding",
    "rubiks-square": "fewest.puzzles.rubiks_square",
    "snakes-ladders": "fewest.puzzles.snakes_ladders",
    "card-match": "fewest.puzzles.card_match",
}


def families() -> list[Family]:
    """Every family that is installed, in a fixed order."""
    out = []
    for module in _MODULES.values():
        try:
            out.append(importlib.import_module(module).FAMILY)
        except ModuleNotFoundError:
            continue
    return out


def get_family(name: str) -> Family:
    """The family called ``name`` (or one of its aliases)."""
    key = name.strip().lower().replace("_", "-")
    for fam in families():
        if key == fam.name or key in fam.aliases:
            return fam
    known = ", ".join(f.name for f in families())
    raise InvalidPuzzleError(f"unknown puzzle {name!r}; choose one of: {known}")


__all__ = ["Family", "InputOptions", "Instance", "families", "get_family"]
