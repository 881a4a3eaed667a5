"""Heuristics: lower-bound estimates that plug into the informed searches.

A heuristic is any callable ``h(state) -> number``.  Wrap it in
:class:`Heuristic` to declare it admissible (never overestimates the cost to
a goal) and consistent; optimal algorithms trust only declared heuristics.

>>> h = Heuristic(lambda s: abs(10 - s), admissible=True, consistent=True)
>>> h(7), h.admissible
(3, True)
>>> max_of(h, Heuristic(lambda s: 0, admissible=True))(4)
6
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


class Heuristic:
    """A callable estimate with declared properties."""

    __slots__ = ("admissible", "consistent", "fn", "name")

    def __init__(
        self,
        fn: Callable[[Any], float],
        *,
        admissible: bool = False,
        consistent: bool = False,
        name: str | None = None,
    ) -> None:
        self.fn = fn
        self.admissible = admissible or consistent
        self.consistent = consistent
        self.name = name or getattr(fn, "__name__", "heuristic")

    def __call__(self, state: Any) -> float:
        return self.fn(state)

    def __repr__(self) -> str:
        return f"Heuristic({self.name}, admissible={self.admissible}, consistent={self.consistent})"


def as_heuristic(
    h: Callable[[Any], float] | None, *, admissible: bool = False, consistent: bool = False
) -> Heuristic | None:
    """Return ``h`` as a :class:`Heuristic`, keeping declared flags if it already is one."""
    if h is None or isinstance(h, Heuristic):
        return h
    if not callable(h):
        from fewest.errors import InvalidPuzzleError

        raise InvalidPuzzleError(f"heuristic must be callable, got {h!r}")
    return Heuristic(h, admissible=admissible, consistent=consistent)


def _flags(parts: tuple[Heuristic, ...]) -> tuple[bool, bool]:
    return all(p.admissible for p in parts), all(p.consistent for p in parts)


def max_of(*parts: Heuristic) -> Heuristic:
    """The pointwise maximum: admissible (consistent) when every part is."""
    adm, con = _flags(parts)
    fns = [p.fn for p in parts]
    return Heuristic(lambda s: max(f(s) for f in fns), admissible=adm, consistent=con, name="max")


def sum_of(*parts: Heuristic, additive: bool = False) -> Heuristic:
    """The pointwise sum.  Admissible only if declared ``additive`` (disjoint costs)."""
    adm, con = _flags(parts)
    fns = [p.fn for p in parts]
    return Heuristic(
        lambda s: sum(f(s) for f in fns),
        admissible=adm and additive,
        consistent=con and additive,
        name="sum",
    )


def zero(_state: Any) -> int:
    """The trivial heuristic (admissible and consistent)."""
    return 0


ZERO = Heuristic(zero, admissible=True, consistent=True, name="zero")

__all__ = ["ZERO", "Heuristic", "as_heuristic", "max_of", "sum_of"]
