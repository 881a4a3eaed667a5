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

#: The registry: name -> (module that exports ``FAMILY``, the family's aliases).
#: Aliases are kept here as data so that resolving a name imports only that
#: family (a test checks them against each ``FAMILY.aliases``).
REGISTRY: dict[str, tuple[str, tuple[str, ...]]] = {
    "sliding": ("fewest.puzzles.sliding",
                ("8-puzzle", "15-puzzle", "24-puzzle", "n-puzzle", "tiles", "sliding-tiles")),
    "rubiks-square": ("fewest.puzzles.rubiks_square", ("loopover", "rubiks_square", "boj2549")),
    "snakes-ladders": ("fewest.puzzles.snakes_ladders",
                       ("snakes", "snakes-and-ladders", "lc909")),
    "card-match": ("fewest.puzzles.card_match", ("cards", "card-matching", "pg72415")),
    "pancake": ("fewest.puzzles.pancake", ("pancakes", "pancake-sorting", "burnt-pancake")),
    "lights-out": ("fewest.puzzles.lights_out", ("lightsout", "lights_out", "merlin")),
    "pocket-cube": ("fewest.puzzles.pocket_cube", ("2x2x2", "rubiks-2x2")),
    "hanoi": ("fewest.puzzles.hanoi", ("tower-of-hanoi", "towers-of-hanoi")),
    "leetcode-1091": ("fewest.puzzles.lc_1091", ("lc-1091", "lc1091")),
    "leetcode-2290": ("fewest.puzzles.lc_2290", ("lc-2290", "lc2290")),
    "leetcode-1210": ("fewest.puzzles.lc_1210", ("lc-1210", "lc1210")),
    "leetcode-1263": ("fewest.puzzles.lc_1263", ("lc-1263", "lc1263")),
    "programmers-60063": ("fewest.puzzles.pg_60063", ("pg-60063", "pg60063")),
    "programmers-67259": ("fewest.puzzles.pg_67259", ("pg-67259", "pg67259")),
}


def _key(name: str) -> str:
    return name.strip().lower().replace("_", "-")


def _taken() -> set[str]:
    """Every built-in name and alias, as lookup keys (what a plugin may not claim)."""
    return {_key(n) for fam, (_m, aliases) in REGISTRY.items() for n in (fam, *aliases)}


def family_names() -> list[str]:
    """Every family's name: the built-ins (none imported), then the plugins' (loaded).

    >>> family_names()[:2]
    ['sliding', 'rubiks-square']
    """
    from fewest.puzzles.plugins import plugin_families

    return [*REGISTRY, *(f.name for f in plugin_families(_taken()))]


def families() -> list[Family]:
    """Every family, in a fixed order: the built-ins, then the plugins
    (entry-point group ``fewest.puzzles``, see :mod:`fewest.puzzles.plugins`).

    A built-in family whose import fails raises that error (a bug to report,
    never a silent absence); a plugin that fails is reported in one line and
    left out.
    """
    from fewest.puzzles.plugins import plugin_families

    return [*(_load(name) for name in REGISTRY), *plugin_families(_taken())]


def _load(name: str) -> Family:
    family: Family = importlib.import_module(REGISTRY[name][0]).FAMILY
    return family


def _builtin(name: str) -> str | None:
    key = _key(name)
    for fam, (_module, aliases) in REGISTRY.items():
        if key == fam or key in {_key(a) for a in aliases}:
            return fam
    return None


def resolve_name(name: str) -> str:
    """The family name for ``name`` or one of its aliases: a built-in one without
    importing anything, else a plugin's (which loads plugins).

    >>> resolve_name("Loopover")
    'rubiks-square'
    """
    return _builtin(name) or _plugin(name).name


def _plugin(name: str) -> Family:
    from fewest.puzzles.plugins import find

    family = find(name, _taken())
    if family is None:
        known = ", ".join(family_names())
        raise InvalidPuzzleError(f"unknown puzzle {name!r}; choose one of: {known}")
    return family


def get_family(name: str) -> Family:
    """The family called ``name`` (or one of its aliases); imports only that family
    (a name that is not built in loads plugins).

    >>> get_family("loopover").name
    'rubiks-square'
    """
    builtin = _builtin(name)
    return _load(builtin) if builtin is not None else _plugin(name)


def parse(puzzle: str, board: Any, **options: Any) -> Instance:
    """A built-in instance in one line: ``parse("sliding", "1 2 / 3 0", goal="blank-first")``.

    ``options`` are the CLI's option names (``goal``, ``cursor``, ``die``,
    ``shape``, ``overshoot``, ``start``), as Python values or CLI strings.
    """
    from fewest.puzzles.options import make_options

    family = get_family(puzzle)
    return family.parse(board, make_options(**options))


__all__ = ["REGISTRY", "Family", "InputOptions", "Instance", "families", "family_names",
           "get_family", "parse", "resolve_name"]
