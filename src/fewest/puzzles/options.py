"""Every option a board can take, declared once: :data:`OPTIONS`.

The CLI's flags, the web API's fields, batch-line keys and
:func:`fewest.parse`'s keywords are all derived from this one table, so adding
an option is one :class:`OptionSpec` here (and the family that takes it lists
its name in ``Family.options``).  :func:`make_options` turns CLI strings or
JSON values into :class:`InputOptions`, so every front end reads an option
identically.

>>> make_options(cursor="1,0", die="4").given()
['cursor', 'die']
>>> make_options(die="four")
Traceback (most recent call last):
...
fewest.errors.InvalidPuzzleError: die must be an integer, got 'four'
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from fewest.errors import InvalidPuzzleError
from fewest.problem import Limits
from fewest.puzzles.boardtext import parse_shape


def parse_cursor(text: Any) -> tuple[int, int]:
    """``"1,0"`` or ``[1, 0]`` -> ``(1, 0)``.

    >>> parse_cursor("1,0")
    (1, 0)
    """
    if isinstance(text, str):
        parts = text.replace(" ", "").strip("()[]").split(",")
        try:
            r, c = (int(p) for p in parts)
        except ValueError:
            raise InvalidPuzzleError(
                f"cursor must look like R,C (e.g. 1,0), got {text!r}") from None
        return r, c
    if (not isinstance(text, (list, tuple)) or len(text) != 2
            or not all(isinstance(v, int) and not isinstance(v, bool) for v in text)):
        raise InvalidPuzzleError(f"cursor must be [row, col], got {_quote(text)}")
    return text[0], text[1]


def goal_value(goal: Any) -> Any:
    """A goal as given: a keyword like ``blank-first`` stays text, a JSON board is decoded."""
    if isinstance(goal, str) and goal.strip().startswith("["):
        try:
            return json.loads(goal)
        except json.JSONDecodeError:
            raise InvalidPuzzleError(f"goal is not valid JSON: {goal!r}") from None
    return goal


def _quote(value: Any) -> str:
    try:
        text = json.dumps(value)
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= 60 else text[:60] + "..."


def _integer(what: str) -> Callable[[Any], int]:
    def parse(value: Any) -> int:
        if isinstance(value, str):
            try:
                value = int(value.strip())
            except ValueError:
                raise InvalidPuzzleError(f"{what} must be an integer, got {value!r}") from None
        if isinstance(value, bool) or not isinstance(value, int) or abs(value) > 10**9:
            raise InvalidPuzzleError(f"{what} must be an integer, got {_quote(value)}")
        return value
    return parse


def _name(what: str) -> Callable[[Any], str]:
    def parse(value: Any) -> str:
        if not isinstance(value, str):
            raise InvalidPuzzleError(f"{what} must be a name, got {_quote(value)}")
        return value
    return parse


def _shape(value: Any) -> tuple[int, int]:
    if isinstance(value, str):
        return parse_shape(value)
    if (isinstance(value, (list, tuple)) and len(value) == 2
            and all(isinstance(v, int) and not isinstance(v, bool) for v in value)):
        return value[0], value[1]
    raise InvalidPuzzleError(f"shape must look like RxC, got {_quote(value)}")


def _flag(what: str) -> Callable[[Any], bool]:
    def parse(value: Any) -> bool:
        if isinstance(value, str) and value.strip().lower() in ("1", "true", "yes", "on"):
            return True
        if isinstance(value, str) and value.strip().lower() in ("0", "false", "no", "off"):
            return False
        if not isinstance(value, bool):
            raise InvalidPuzzleError(f"{what} must be true or false, got {_quote(value)}")
        return value
    return parse


@dataclass(frozen=True)
class OptionSpec:
    """One option: its name, help line, CLI value type and parser.

    ``cli_type`` is what the command line reads (``str``, ``int`` or ``bool``,
    a flag); ``parse`` validates a CLI string or a JSON value and returns the
    value families see; ``metavar`` shows in ``--help``.
    """

    name: str
    help: str
    parse: Callable[[Any], Any]
    cli_type: type = str

    @property
    def flag(self) -> str:
        """The command-line spelling: ``--overshoot``."""
        return "--" + self.name.replace("_", "-")


#: Every board option, in the order ``--help`` lists them.
OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec("goal", "the goal (sliding and hanoi only): sliding blank-last (default), "
               "blank-first or a board; hanoi a position like the board", goal_value),
    OptionSpec("cursor", "card-match cursor R,C, 0-based (default 0,0)", parse_cursor),
    OptionSpec("die", "snakes-ladders die size (6)", _integer("die"), int),
    OptionSpec("shape", "RxC for a flat board", _shape),
    OptionSpec("overshoot", "snakes-ladders: stay (default), bounce or pass",
               _name("overshoot")),
    OptionSpec("start", "snakes-ladders: starting square (1, or 0: off the board as in the "
               "real game)", _integer("start"), int),
    OptionSpec("burnt", "pancake: the burnt variant (a negative number lies burnt side up)",
               _flag("burnt"), bool),
    OptionSpec("metric", "pocket-cube: htm (default; a half turn is one move) or qtm "
               "(quarter turns)", _name("metric")),
)

#: The option names, in table order.
OPTION_NAMES: tuple[str, ...] = tuple(o.name for o in OPTIONS)
_SPECS = {o.name: o for o in OPTIONS}


def option_spec(name: str) -> OptionSpec:
    """The spec of option ``name`` (raises for an unknown one, naming the known).

    >>> option_spec("die").flag
    '--die'
    """
    if name not in _SPECS:
        raise InvalidPuzzleError(
            f"unknown option {name!r}; expected one of: {', '.join(OPTION_NAMES)}")
    return _SPECS[name]


class InputOptions:
    """The options given beside a board (CLI flags, batch-line keys, API fields).

    Any name in :data:`OPTIONS` reads as an attribute (``None`` when not
    given).  Values are stored as given; :func:`make_options` parses text and
    JSON first.  A family lists the options it takes in ``Family.options``;
    the others are refused by ``Family.check_options``.

    >>> opts = InputOptions(die=4)
    >>> opts.die, opts.goal, opts.given()
    (4, None, ['die'])
    >>> opts.replace(start=0)
    InputOptions(die=4, start=0)
    """

    __slots__ = ("_values",)

    def __init__(self, **values: Any) -> None:
        for name in values:
            option_spec(name)
        object.__setattr__(self, "_values", {k: v for k, v in values.items() if v is not None})

    def __getattr__(self, name: str) -> Any:
        if name in _SPECS:
            return self._values.get(name)
        raise AttributeError(name)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("InputOptions is immutable; use replace()")

    def given(self) -> list[str]:
        """The names of the options that were set, in table order."""
        return [n for n in OPTION_NAMES if n in self._values]

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


def make_limits(
    max_seconds: float | None, max_expansions: int | None, max_states: int | None
) -> Limits | None:
    """Limits from the ``--max-*`` options (``None`` when none is given)."""
    if max_seconds is None and max_expansions is None and max_states is None:
        return None
    return Limits(max_seconds=max_seconds, max_expansions=max_expansions, max_states=max_states)
