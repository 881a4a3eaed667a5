"""Board options: each family declares its own, the front ends read their union.

A family lists the options it takes as :class:`OptionSpec` objects (name,
help, parser, command-line type, default) in its folder's ``options.py``
(``OPTIONS = (...)``; a plugin sets ``Family.option_specs``).  The CLI's
flags, the web API's fields, batch-line keys and :func:`fewest.parse`'s
keywords are built from the union of every registered family's options
(:func:`all_options`), so a new option is one spec in its family's folder.
This module keeps only the machinery and the generic parsers (an integer, a
name, a flag, a shape, a board or keyword); no family's words live here.
:func:`make_options` turns CLI strings or JSON values into
:class:`InputOptions`, so every front end reads an option identically.

>>> make_options(cursor="1,0", die="4").given()
['die', 'cursor']
>>> make_options(die="four")
Traceback (most recent call last):
...
fewest.errors.InvalidPuzzleError: die must be an integer, got 'four'
"""

from __future__ import annotations

import functools
import importlib
import importlib.util
import json
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fewest.errors import InvalidPuzzleError
from fewest.puzzles.boardtext import parse_shape


def goal_value(goal: Any) -> Any:
    """A goal as given: a keyword like ``blank-first`` stays text, a JSON board is decoded."""
    if isinstance(goal, str) and goal.strip().startswith("["):
        try:
            return json.loads(goal)
        except json.JSONDecodeError:
            raise InvalidPuzzleError(f"goal is not valid JSON: {goal!r}") from None
    return goal


def quote_value(value: Any) -> str:
    try:
        text = json.dumps(value)
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= 60 else text[:60] + "..."


def integer(what: str) -> Callable[[Any], int]:
    def parse(value: Any) -> int:
        if isinstance(value, str):
            try:
                value = int(value.strip())
            except ValueError:
                raise InvalidPuzzleError(f"{what} must be an integer, got {value!r}") from None
        if isinstance(value, bool) or not isinstance(value, int) or abs(value) > 10**9:
            raise InvalidPuzzleError(f"{what} must be an integer, got {quote_value(value)}")
        return value
    return parse


def name_of(what: str) -> Callable[[Any], str]:
    def parse(value: Any) -> str:
        if not isinstance(value, str):
            raise InvalidPuzzleError(f"{what} must be a name, got {quote_value(value)}")
        return value
    return parse


def shape_value(value: Any) -> tuple[int, int]:
    if isinstance(value, str):
        return parse_shape(value)
    if (isinstance(value, (list, tuple)) and len(value) == 2
            and all(isinstance(v, int) and not isinstance(v, bool) for v in value)):
        return value[0], value[1]
    raise InvalidPuzzleError(f"shape must look like RxC, got {quote_value(value)}")


def flag(what: str) -> Callable[[Any], bool]:
    def parse(value: Any) -> bool:
        if isinstance(value, str) and value.strip().lower() in ("1", "true", "yes", "on"):
            return True
        if isinstance(value, str) and value.strip().lower() in ("0", "false", "no", "off"):
            return False
        if not isinstance(value, bool):
            raise InvalidPuzzleError(f"{what} must be true or false, got {quote_value(value)}")
        return value
    return parse


@dataclass(frozen=True)
class OptionSpec:
    """One option of a family: its name, help line, CLI value type, parser and default.

    ``cli_type`` is what the command line reads (``str``, ``int`` or ``bool``,
    a flag); ``parse`` validates a CLI string or a JSON value and returns the
    value families see; ``metavar`` shows in ``--help``.
    """

    name: str
    help: str
    parse: Callable[[Any], Any]
    cli_type: type = str
    #: the value a family uses when the option is not given (for help and listings)
    default: Any = None

    @property
    def flag(self) -> str:
        """The command-line spelling: ``--overshoot``."""
        return "--" + self.name.replace("_", "-")


def _family_options(module: str) -> tuple[OptionSpec, ...]:
    """The ``OPTIONS`` of a family's folder (``module/options.py``), without importing the
    family: its folder is found by its import spec, and a folder with no ``options.py``
    costs nothing at start-up (most judge problems take no option)."""
    name = f"{module}.options"
    found = sys.modules.get(name)
    if found is None:
        spec = importlib.util.find_spec(module)  # locates the package, does not run it
        folders = list(spec.submodule_search_locations or []) if spec is not None else []
        paths = [Path(f) / "options.py" for f in folders if (Path(f) / "options.py").is_file()]
        if not paths:
            return ()
        loader_spec = importlib.util.spec_from_file_location(name, paths[0])
        assert loader_spec is not None and loader_spec.loader is not None
        found = importlib.util.module_from_spec(loader_spec)
        sys.modules[name] = found  # a later ``import module.options`` finds this one
        loader_spec.loader.exec_module(found)
    specs: tuple[OptionSpec, ...] = found.OPTIONS
    return specs


@functools.cache
def _union(modules: tuple[str, ...], plugins: tuple[tuple[str, tuple[OptionSpec, ...]], ...]
           ) -> tuple[OptionSpec, ...]:
    merged: dict[str, OptionSpec] = {}
    helps: dict[str, list[str]] = {}
    owners = [(m.rsplit(".", 1)[-1].replace("_", "-"), _family_options(m)) for m in modules]
    for owner, specs in [*owners, *plugins]:
        for spec in specs:
            first = merged.setdefault(spec.name, spec)
            if first.cli_type is not spec.cli_type:
                raise InvalidPuzzleError(
                    f"option --{spec.name} of {owner} reads {spec.cli_type.__name__}, another "
                    f"family's reads {first.cli_type.__name__}")
            helps.setdefault(spec.name, []).append(f"{owner}: {spec.help}")
    return tuple(OptionSpec(n, "; ".join(helps[n]), s.parse, s.cli_type, s.default)
                 for n, s in merged.items())


def all_options() -> tuple[OptionSpec, ...]:
    """The union of every registered family's options, in registry order; an option
    several families take has one spec (the first family's parser) whose help joins
    each family's line.  Plugins already loaded add theirs.

    >>> [o.name for o in all_options()][:3]
    ['goal', 'shape', 'die']
    """
    from fewest.puzzles import REGISTRY

    modules = tuple(module for module, _aliases in REGISTRY.values())
    return _union(modules, tuple(_PLUGINS.items()))


#: the options of the plugin families loaded so far (``puzzles/plugins.py`` adds them)
_PLUGINS: dict[str, tuple[OptionSpec, ...]] = {}


def add_plugin_options(family: str, specs: tuple[OptionSpec, ...]) -> None:
    """Count a loaded plugin family's own options in :func:`all_options`."""
    if specs:
        _PLUGINS[family] = specs


def option_names() -> tuple[str, ...]:
    """Every option name, in :func:`all_options` order."""
    return tuple(o.name for o in all_options())


def option_spec(name: str) -> OptionSpec:
    """The spec of option ``name`` (raises for an unknown one, naming the known).

    >>> option_spec("die").flag
    '--die'
    """
    for spec in all_options():
        if spec.name == name:
            return spec
    from fewest.puzzles import families

    families()  # a plugin's own option: load the plugins, then look again
    for spec in all_options():
        if spec.name == name:
            return spec
    raise InvalidPuzzleError(
        f"unknown option {name!r}; expected one of: {', '.join(option_names())}")


class InputOptions:
    """The options given beside a board (CLI flags, batch-line keys, API fields).

    Any option name reads as an attribute (``None`` when not given).  Values
    are stored as given; :func:`make_options` parses text and JSON first.  A
    family lists the options it takes in its folder's ``options.py``; the others
    are refused by ``Family.check_options``.

    >>> opts = InputOptions(die=4)
    >>> opts.die, opts.goal, opts.given()
    (4, None, ['die'])
    >>> opts.replace(start=0)
    InputOptions(die=4, start=0)
    """

    __slots__ = ("_values",)

    def __init__(self, **values: Any) -> None:
        object.__setattr__(self, "_values", {k: v for k, v in values.items() if v is not None})

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_"):
            raise AttributeError(name)
        return self._values.get(name)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("InputOptions is immutable; use replace()")

    def given(self) -> list[str]:
        """The names of the options that were set, in table order."""
        if not self._values:  # the common case, asked once per board parsed: no union built
            return []
        order = option_names()
        return sorted(self._values, key=lambda n: order.index(n) if n in order else len(order))

    def as_dict(self) -> dict[str, Any]:
        """The given options as a plain dict."""
        return {n: self._values[n] for n in self.given()}

    def replace(self, **values: Any) -> InputOptions:
        """A copy with some options set (``None`` unsets)."""
        return InputOptions(**{**self._values, **values})

    def __eq__(self, other: object) -> bool:
        return isinstance(other, InputOptions) and self._values == other._values

    def __hash__(self) -> int:
        return hash(tuple(sorted((k, repr(v)) for k, v in self._values.items())))

    def __repr__(self) -> str:
        inner = ", ".join(f"{k}={v!r}" for k, v in self.as_dict().items())
        return f"InputOptions({inner})"

    def __reduce__(self) -> tuple[Any, ...]:
        return (_rebuild, (self._values,))


def _rebuild(values: dict[str, Any]) -> InputOptions:
    return InputOptions(**values)


def make_options(**values: Any) -> InputOptions:
    """Validated :class:`InputOptions` from CLI strings or JSON values (``None``: not given).

    >>> make_options(shape="2x3", goal="blank-first").as_dict()
    {'goal': 'blank-first', 'shape': (2, 3)}
    """
    parsed = {}
    for name, value in values.items():
        spec = option_spec(name)
        if value is not None:
            parsed[name] = spec.parse(value)
    return InputOptions(**parsed)
