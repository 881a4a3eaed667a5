"""Checking what user code hands the engine: return values, option types, missing methods.

A user's ``successors`` (or ``neighbors``, ``predecessors``, ``heuristic``)
may return anything; the algorithms assume triples, hashable states and
finite costs >= 0.  :func:`checked_puzzle` puts a thin layer over a user
puzzle so that every algorithm gets those, or an
:class:`~fewest.errors.InvalidPuzzleError` that names the function and
quotes the bad value, instead of a raw ``TypeError`` deep in a loop (or,
for a negative or NaN cost, a wrong "optimal" answer).  The engine's own
puzzles (the built-in families, tested against oracles) are used as they
are, and so is a class that sets ``checked = True`` (the checks cost about
40% of the throughput of a lean 8-puzzle breadth-first search, 20% of an
A*: ``bench/search_checks.py``).  :func:`check_limits` and :func:`check_flag` refuse options of the
wrong type in the same way.

>>> succ = checked_triples(lambda n: [("+", n + 1, "1")], "successors")
>>> list(succ(0))
Traceback (most recent call last):
fewest.errors.InvalidPuzzleError: successors(0) yielded move '+' to 1 with cost '1'; costs must \
be finite numbers >= 0
>>> list(checked_states(lambda n: None, "neighbors")(0))
Traceback (most recent call last):
fewest.errors.InvalidPuzzleError: neighbors(0) returned None; it must return or yield next states
"""

from __future__ import annotations

import math
import numbers
from collections.abc import Callable, Iterable
from typing import Any

from fewest.errors import InvalidPuzzleError

Triples = Callable[[Any], Iterable[tuple[Any, Any, float]]]
#: Costs of these exact types need only the range test.
_PLAIN = (int, float)


def short(value: Any, limit: int = 60) -> str:
    """``repr(value)``, cut to ``limit`` characters.

    >>> short("x" * 100)[-5:]
    'xx...'
    """
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _items(fn: Callable[[Any], Any], name: str, state: Any, what: str) -> Any:
    items = fn(state)
    if items.__class__ in (list, tuple):
        return items
    if items is None:
        raise InvalidPuzzleError(f"{name}({short(state)}) returned None; it must return or "
                                 f"yield {what}")
    try:
        return list(items)
    except TypeError:
        raise InvalidPuzzleError(f"{name}({short(state)}) returned {short(items)}, not an "
                                 f"iterable of {what}") from None


def _unhashable(name: str, state: Any, nxt: Any) -> InvalidPuzzleError:
    return InvalidPuzzleError(f"{name}({short(state)}) yielded the state {short(nxt)}, which "
                              "is not hashable; use ints, strings or tuples")


def check_cost(cost: Any) -> bool:
    """Whether ``cost`` is a finite real number >= 0 (``bool`` is not a cost).

    >>> [check_cost(c) for c in (0, 2.5, -1, float("nan"), "1", True)]
    [True, True, False, False, False, False]
    """
    if isinstance(cost, bool) or not isinstance(cost, numbers.Real):
        return False
    return math.isfinite(cost) and float(cost) >= 0


def checked_triples(fn: Triples, name: str) -> Triples:
    """``fn`` (yielding ``(move, next_state, cost)``) with every item checked; the
    checked items come back as a list (or the tuple or list ``fn`` returned)."""

    def triples(state: Any) -> Any:
        items = _items(fn, name, state, "(move, next_state, cost) triples")
        for item in items:
            if item.__class__ is not tuple or len(item) != 3:
                _check_shape(name, state, item)
            cost = item[2]
            if (cost.__class__ not in _PLAIN or not 0 <= cost < math.inf) \
                    and not check_cost(cost):
                raise InvalidPuzzleError(
                    f"{name}({short(state)}) yielded move {short(item[0])} to {short(item[1])} "
                    f"with cost {short(cost)}; costs must be finite numbers >= 0")
            try:
                hash(item[1])
            except TypeError:
                raise _unhashable(name, state, item[1]) from None
        return items

    return triples


def _check_shape(name: str, state: Any, item: Any) -> None:
    """Refuse an item that is not a ``(move, next_state, cost)`` triple (a list of
    three passes)."""
    if isinstance(item, list) and len(item) == 3:
        return
    hint = "" if isinstance(item, (tuple, list)) else " (neighbors= takes plain states)"
    raise InvalidPuzzleError(f"{name}({short(state)}) yielded {short(item)}, not a "
                             f"(move, next_state, cost) triple{hint}")


def checked_states(fn: Callable[[Any], Iterable[Any]], name: str) -> Callable[[Any], Any]:
    """``fn`` (yielding plain states) with every state checked hashable."""

    def states(state: Any) -> Any:
        items = _items(fn, name, state, "next states")
        for nxt in items:
            try:
                hash(nxt)
            except TypeError:
                raise _unhashable(name, state, nxt) from None
        return items

    return states


def checked_heuristic(fn: Callable[[Any], Any], name: str = "heuristic") -> Callable[[Any], Any]:
    """``fn`` with every value checked to be a finite number >= 0."""

    def h(state: Any) -> Any:
        value = fn(state)
        if (value.__class__ not in _PLAIN or not 0 <= value < math.inf) \
                and not check_cost(value):
            raise InvalidPuzzleError(f"{name}({short(state)}) returned {short(value)}; a "
                                     "heuristic must be a finite number >= 0")
        return value

    return h


class CheckedPuzzle:
    """A user puzzle whose ``successors`` and ``predecessors`` are checked as they run;
    every other attribute is the puzzle's own."""

    checked = True

    def __init__(self, puzzle: Any, backward: bool) -> None:
        self._puzzle = puzzle
        label = type(puzzle).__name__
        self.moves_name = f"{label}.successors"
        self.successors = checked_triples(puzzle.successors, f"{label}.successors")
        if backward and not getattr(puzzle, "reversible", False):
            self.predecessors = checked_triples(puzzle.predecessors, f"{label}.predecessors")

    def __getattr__(self, name: str) -> Any:
        return getattr(self._puzzle, name)


def built_in(puzzle: Any) -> bool:
    """True for a built-in family's engine puzzle, whose moves are tested against
    independent oracles (so a search need not re-check its predecessor links).

    >>> built_in(object())
    False
    """
    return type(puzzle).__module__.startswith("fewest.puzzles.")


def checked_puzzle(puzzle: Any) -> Any:
    """``puzzle`` itself when it is the engine's own (or already checked), else a
    :class:`CheckedPuzzle` over it."""
    if getattr(puzzle, "checked", False) or type(puzzle).__module__.startswith("fewest."):
        return puzzle
    return CheckedPuzzle(puzzle, has_backward(puzzle))


def check_flag(value: Any, name: str) -> bool:
    """``value`` if it is ``True`` or ``False``.

    >>> check_flag("yes", "admissible")
    Traceback (most recent call last):
    fewest.errors.InvalidPuzzleError: admissible must be True or False, got 'yes'
    """
    if not isinstance(value, bool):
        raise InvalidPuzzleError(f"{name} must be True or False, got {short(value)}")
    return value


def check_limits(max_seconds: Any, max_expansions: Any, max_states: Any) -> None:
    """Refuse a limit that is not a positive number (a whole one for the counts).

    >>> check_limits(None, None, "10")
    Traceback (most recent call last):
    fewest.errors.InvalidPuzzleError: max_states must be a positive whole number, got '10'
    """
    if max_seconds is not None and not (check_cost(max_seconds) and max_seconds > 0):
        raise InvalidPuzzleError(f"max_seconds must be a positive number, got {short(max_seconds)}")
    for name, value in (("max_expansions", max_expansions), ("max_states", max_states)):
        if value is not None and (isinstance(value, bool) or not isinstance(value, numbers.Integral)
                                  or value <= 0):
            raise InvalidPuzzleError(f"{name} must be a positive whole number, got {short(value)}")


def has_backward(puzzle: Any) -> bool:
    """True when the puzzle supports bidirectional search."""
    if getattr(puzzle, "goal", None) is None:
        return False
    if getattr(puzzle, "reversible", False):
        return True
    pred = getattr(puzzle, "predecessors", None)
    if pred is None:
        return False
    # The Puzzle base class defines predecessors but it raises unless overridden.
    from fewest.problem import Puzzle

    func = getattr(pred, "__func__", None)
    return func is not Puzzle.predecessors
