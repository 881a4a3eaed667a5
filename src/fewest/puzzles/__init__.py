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
    "rubiks-square": ("fewest.puzzles.rubiks_square",
                      ("loopover", "rubiks_square")),
    "snakes-ladders": ("fewest.puzzles.snakes_ladders",
                       ("snakes", "snakes-and-ladders")),
    "card-match": ("fewest.puzzles.card_match", ("cards", "card-matching")),
    "pancake": ("fewest.puzzles.pancake", ("pancakes", "pancake-sorting", "burnt-pancake")),
    "lights-out": ("fewest.puzzles.lights_out", ("lightsout", "lights_out", "merlin")),
    "pocket-cube": ("fewest.puzzles.pocket_cube", ("2x2x2", "rubiks-2x2")),
    "hanoi": ("fewest.puzzles.hanoi", ("tower-of-hanoi", "towers-of-hanoi")),
}


def judge_entry(name: str) -> tuple[str, tuple[str, tuple[str, ...]]]:
    """The registry line of a problem on the judge kit: its module under
    :mod:`fewest.puzzles.problems` and its aliases, both from its name by the one
    naming rule (:func:`fewest.puzzles.kit.problem.judge_names`, which a test checks).

    >>> judge_entry("leetcode-994")
    ('leetcode-994', ('fewest.puzzles.problems.lc_994', ('lc-994', 'lc994')))
    """
    site, _, number = name.partition("-")
    short = {"boj": "boj", "leetcode": "lc", "programmers": "pg"}[site]
    aliases = (f"{short}{number}",) if site == "boj" else (f"{short}-{number}",
                                                           f"{short}{number}")
    return name, (f"fewest.puzzles.problems.{short}_{number}", aliases)


#: The judge problems declared on the kit, one name each.
KIT_PROBLEMS = (
    "boj-16953",
    # -- Baekjoon, grids and graphs
    "boj-7576",
    "boj-7569",
    "boj-2644",
    "boj-14940",
    "boj-2589",
    "boj-1261",
    "boj-2665",
    "boj-4485",
    "boj-1260",
    "boj-2146",
    "boj-16236",
    # -- Baekjoon, searches
    "boj-20304",
    "boj-1938",
    "boj-17141",
    "boj-17142",
    "boj-2151",
    "boj-6087",
    "boj-16954",
    "boj-13459",
    "boj-15653",
    "boj-3197",
    "boj-9376",
    "boj-16973",
    "boj-4991",
    "boj-17244",
    "boj-16928",
    "boj-16948",
    "boj-14395",
    "boj-6593",
    "boj-3055",
    "boj-4179",
    "boj-5427",
    "boj-14923",
    "boj-16933",
    "boj-1726",
    "boj-17836",
    "boj-5214",
    "boj-1175",
    "boj-15644",
    # -- LeetCode
    "leetcode-994",
    "leetcode-542",
    "leetcode-1926",
    "leetcode-433",
    "leetcode-1345",
    "leetcode-279",
    "leetcode-1654",
    "leetcode-1129",
    "leetcode-743",
    "leetcode-787",
    "leetcode-1631",
    "leetcode-1368",
    "leetcode-854",
    "leetcode-934",
    # -- Programmers
    "programmers-43163",
    "programmers-1844",
    "programmers-159993",
    "programmers-169199",
    "programmers-49189",
    "programmers-154538",
    "programmers-72413",
    "programmers-132266",
    "programmers-118669",
    "programmers-87694",
    # -- judge names moved onto the kit
    "boj-1525", "boj-2549", "leetcode-909", "programmers-72415",
    "boj-1697", "boj-12851", "boj-13549", "boj-13913", "boj-5014",
    "boj-2178", "boj-2206", "boj-14442", "boj-1600", "boj-1194",
    "leetcode-1293", "leetcode-864", "leetcode-1091",
    "boj-1963", "boj-9019", "boj-7562", "boj-9079", "boj-14226",
    "boj-12869",
    "leetcode-752", "leetcode-773", "leetcode-847",
    "boj-13460",
    "leetcode-127", "leetcode-815", "programmers-67259",
    "boj-16197", "boj-17071",
    "leetcode-2290", "leetcode-1210", "programmers-60063", "leetcode-1263",
)
REGISTRY.update(judge_entry(name) for name in KIT_PROBLEMS)


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
        raise InvalidPuzzleError(f"unknown puzzle {name!r}{_did_you_mean(name)}; "
                                 f"`fewest list` names all {len(family_names())}")
    return family


def _did_you_mean(name: str) -> str:
    """``"; did you mean 'sliding'?"`` when a name or alias is close to ``name``.

    >>> _did_you_mean("slidng"), _did_you_mean("zzzz")
    (" (did you mean 'sliding'?)", '')
    """
    import difflib

    spellings = {_key(n): fam for fam, (_m, aliases) in REGISTRY.items()
                 for n in (fam, *aliases)}
    close = difflib.get_close_matches(_key(name), list(spellings), n=1, cutoff=0.75)
    return f" (did you mean {close[0]!r}?)" if close else ""


def get_family(name: str) -> Family:
    """The family called ``name`` (or one of its aliases); imports only that family
    (a name that is not built in loads plugins).

    >>> get_family("loopover").name
    'rubiks-square'
    """
    builtin = _builtin(name)
    return _load(builtin) if builtin is not None else _plugin(name)


def judge_owner(family: Family) -> Family:
    """The family that answers to ``family``'s judge problem: a family whose judge
    problem has a module of its own under the judge's name (``sliding`` and
    ``boj-1525``, declared on the judge kit) defers to it; otherwise itself.

    >>> judge_owner(get_family("sliding")).name
    'boj-1525'
    """
    spec = family.judge
    if spec is None or _key(spec.name) == _key(family.name) or _builtin(spec.name) is None:
        return family
    owner = get_family(spec.name)
    return owner if owner.judge is not None and owner.judge.name == spec.name else family


def judge_families() -> list[Family]:
    """Every family with a judge problem, one per problem, in registry order (a
    family that defers to its judge problem's own module gives that one's place).

    >>> [f.name for f in judge_families()][:2]
    ['boj-1525', 'boj-2549']
    """
    out: dict[str, Family] = {}
    for fam in families():
        if fam.judge is not None:
            owner = judge_owner(fam)
            out.setdefault(owner.name, owner)
    return list(out.values())


def parse(puzzle: str, board: Any, **options: Any) -> Instance:
    """A built-in instance in one line: ``parse("sliding", "1 2 / 3 0", goal="blank-first")``.

    ``options`` are the CLI's option names (``goal``, ``cursor``, ``die``,
    ``shape``, ``overshoot``, ``start``), as Python values or CLI strings.
    """
    from fewest.puzzles.options import make_options

    family = get_family(puzzle)
    return family.parse(board, make_options(**options))


__all__ = ["REGISTRY", "Family", "InputOptions", "Instance", "families", "family_names",
           "get_family", "judge_families", "judge_owner", "parse", "resolve_name"]
