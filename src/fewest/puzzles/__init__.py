"""Built-in puzzle families: :func:`get_family` finds one, :func:`parse` makes an instance.

>>> inst = parse("sliding", "3 1 2 / 4 7 5 / 6 8 0", goal="blank-first")
>>> inst.solve().length
4
"""

from __future__ import annotations

import importlib
from typing import Any

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
    """Every built-in family, in a fixed order.

    A family whose import fails raises that error: a broken family is a bug to
    report, never a silent absence.
    """
    return [importlib.import_module(module).FAMILY for module in _MODULES.values()]


def get_family(name: str) -> Family:
    """The family called ``name`` (or one of its aliases); imports only that family.

    >>> get_family("loopover").name
    'rubiks-square'
    """
    key = name.strip().lower().replace("_", "-")
    if key in _MODULES:
        family: Family = importlib.import_module(_MODULES[key]).FAMILY
        return family
    for fam in families():
        if key == fam.name or key in fam.aliases:
            return fam
    known = ", ".join(_MODULES)
    raise InvalidPuzzleError(f"unknown puzzle {name!r}; choose one of: {known}")


def parse(puzzle: str, board: Any, **options: Any) -> Instance:
    """A built-in instance in one line: ``parse("sliding", "1 2 / 3 0", goal="blank-first")``.

    ``options`` are the CLI's option names (``goal``, ``cursor``, ``die``,
    ``shape``, ``overshoot``, ``start``), as Python values or CLI strings.
    """
    from fewest.puzzles.options import make_options

    family = get_family(puzzle)
    return family.parse(board, make_options(**options))


__all__ = ["Family", "InputOptions", "Instance", "families", "get_family", "parse"]
