"""What a puzzle is, what a search returns, and the limits a search obeys.

A puzzle needs three things: a ``start`` state, ``is_goal(state)`` and
``successors(state)`` yielding ``(move, next_state, cost)`` triples.  Subclass
:class:`Puzzle` (which supplies defaults for the optional parts) or pass any
object with those attributes.

>>> class Count(Puzzle[int]):
...     start = 0
...     unit_cost = True
...     def is_goal(self, s: int) -> bool:
...         return s == 3
...     def successors(self, s: int):
...         yield "+1", s + 1, 1
>>> from fewest import solve
>>> solve(Count()).moves
['+1', '+1', '+1']
"""

from __future__ import annotations

import time
from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from fewest.errors import InvalidPuzzleError, SearchLimitError
from fewest.words import number, plural

S = TypeVar("S", bound=Hashable)
Move = Any


class Puzzle(Generic[S]):
    """Base class with defaults for the optional parts of the puzzle protocol.

    Required: ``start``, :meth:`is_goal`, :meth:`successors`.

    Optional:

    * ``goal`` - the single goal state, enabling bidirectional search together
      with :meth:`predecessors` or ``reversible = True``;
    * ``reversible`` - every move can be undone at the same cost, so
      predecessors are the successors;
    * :meth:`heuristic` with ``heuristic_admissible`` (never overestimates)
      and ``heuristic_consistent`` flags;
    * ``unit_cost`` - ``True`` when every move costs 1, ``False`` when costs
      vary, ``None`` when unknown.
    """

    start: S
    goal: S | None = None
    reversible: bool = False
    unit_cost: bool | None = None
    heuristic_admissible: bool = False
    heuristic_consistent: bool = False

    def is_goal(self, state: S) -> bool:  # pragma: no cover - abstract
        raise NotImplementedError

    def successors(self, state: S) -> Iterable[tuple[Move, S, float]]:  # pragma: no cover
        raise NotImplementedError

    def predecessors(self, state: S) -> Iterable[tuple[Move, S, float]]:
        """Yield ``(move, previous_state, cost)`` with ``previous --move--> state``."""
        if self.reversible:
            return self.successors(state)
        raise NotImplementedError

    heuristic: Callable[[S], float] | None = None


@dataclass(frozen=True)
class IterationRecord:
    """One iteration of an IDA*-style search: every such search writes these.

    ``bound`` is the cost bound of the iteration, ``expanded`` and
    ``generated`` the nodes it expanded and generated, ``seconds`` its wall time.

    >>> IterationRecord(bound=5, expanded=10, generated=20, seconds=0.5).as_dict()
    {'bound': 5, 'expanded': 10, 'generated': 20, 'seconds': 0.5}
    """

    bound: float
    expanded: int
    generated: int
    seconds: float

    def as_dict(self) -> dict[str, Any]:
        """Plain-JSON view (seconds rounded to microseconds)."""
        return {"bound": self.bound, "expanded": self.expanded, "generated": self.generated,
                "seconds": round(self.seconds, 6)}


@dataclass
class SearchStats:
    """Counters that every search fills in.

    ``expanded`` counts states whose successors were generated, ``generated``
    counts successor triples looked at, ``peak_frontier`` is the largest open
    list, ``peak_stored`` the most states held at once (open plus closed),
    and ``seconds`` the wall time.
    """

    expanded: int = 0
    generated: int = 0
    peak_frontier: int = 0
    peak_stored: int = 0
    seconds: float = 0.0
    iterations: list[IterationRecord] = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        """Plain-JSON view of the counters."""
        d: dict[str, Any] = {
            "expanded": self.expanded,
            "generated": self.generated,
            "peak_frontier": self.peak_frontier,
            "peak_stored": self.peak_stored,
            "seconds": round(self.seconds, 6),
        }
        if self.iterations:
            d["iterations"] = [it.as_dict() for it in self.iterations]
        return d


@dataclass
class Solution(Generic[S]):
    """A path from the start to a goal.

    ``states`` has one more entry than ``moves`` (it starts with the start
    state).  ``optimal`` is ``True`` only when the algorithm proved that no
    cheaper path exists.  ``bound`` is set by bounded-suboptimal algorithms:
    the cost is at most ``bound`` times the optimum.
    """

    moves: list[Any]
    states: list[S]
    cost: float
    optimal: bool
    algorithm: str
    stats: SearchStats
    bound: float | None = None
    #: the :class:`~fewest.view.Viewer` that draws it (set by ``Instance.solve``)
    view: Any = field(default=None, repr=False, compare=False)

    @property
    def length(self) -> int:
        """Number of moves."""
        return len(self.moves)

    def __len__(self) -> int:
        return len(self.moves)

    def _repr_html_(self) -> str | None:
        """Jupyter: the solution plays itself (when it has a ``view`` and a player
        is wired in by :func:`set_html_display`, as ``import fewest`` does)."""
        if self.view is None or _HTML_DISPLAY is None:
            return None
        from fewest.errors import FewestError

        try:
            return _HTML_DISPLAY(self.view, self)
        except FewestError:  # a board too big to draw: the plain repr instead
            return None


#: ``display(view, solution) -> html``: the notebook player.  The core never imports
#: a renderer; the ``fewest`` package wires one in (:func:`set_html_display`).
_HTML_DISPLAY: Callable[[Any, Solution[Any]], str] | None = None


def set_html_display(display: Callable[[Any, Solution[Any]], str] | None) -> None:
    """Wire the notebook player that :meth:`Solution._repr_html_` calls."""
    global _HTML_DISPLAY
    _HTML_DISPLAY = display


@dataclass(frozen=True)
class Limits:
    """Resource limits; ``None`` means unlimited.

    ``max_states`` is the memory guard: the most states a search may store
    at once (checked at least every few hundred expansions).
    """

    max_seconds: float | None = None
    max_expansions: int | None = None
    max_states: int | None = None
    #: a ceiling on the cost of interest, not a limit a user sets: a search that honours
    #: it may stop once it proves the optimum costs more, raising
    #: :class:`~fewest.errors.SearchLimitError` with reason ``"max_cost"`` and the
    #: proven lower bound (a hint asks whether a next move is optimal); a search that
    #: ignores it just answers exactly
    max_cost: float | None = None

    def __post_init__(self) -> None:
        for name in ("max_seconds", "max_expansions", "max_states"):
            value = getattr(self, name)
            if value is not None and (isinstance(value, bool) or not value > 0):
                raise InvalidPuzzleError(f"{name} must be a positive number, got {value!r}")
        if self.max_cost is not None and (isinstance(self.max_cost, bool)
                                          or not self.max_cost >= 0):
            raise InvalidPuzzleError(f"max_cost must be a number >= 0, got {self.max_cost!r}")


class Budget:
    """Enforces :class:`Limits` inside a search loop at low cost.

    Loops call :meth:`check` only when ``expanded >= budget.next_at``; that keeps
    the common path to a single integer comparison.
    """

    INTERVAL = 256

    def __init__(self, limits: Limits | None, stats: SearchStats) -> None:
        self.limits = limits or Limits()
        self.stats = stats
        self.started = time.perf_counter()
        self.deadline = (
            None if self.limits.max_seconds is None else self.started + self.limits.max_seconds
        )
        self.next_at = 0
        self.bound: float | None = None
        from fewest.progress import current

        self.progress = current()

    def check(self, expanded: int, stored: int, generated: int | None = None) -> None:
        """Raise :class:`SearchLimitError` if a limit is passed; else schedule the next check.

        ``generated``, when given, is recorded in the stats a limit error carries.
        """
        if generated is not None:
            self.stats.generated = generated
        if self.progress is not None:
            what = "searching" if self.bound is None else f"bound {self.bound:g}"
            self.progress(f"{what}, {stored:,} states stored", expanded, None)
        lim = self.limits
        if lim.max_expansions is not None and expanded >= lim.max_expansions:
            self._fail("max_expansions", f"expansion limit {number(lim.max_expansions)} reached",
                       expanded, stored)
        if lim.max_states is not None and stored > lim.max_states:
            self._fail("max_states", f"state limit {number(lim.max_states)} reached", expanded,
                       stored)
        if self.deadline is not None and time.perf_counter() > self.deadline:
            self._fail("max_seconds", f"time limit {lim.max_seconds:g} s reached", expanded, stored)
        step = self.INTERVAL
        if lim.max_expansions is not None:
            step = min(step, lim.max_expansions - expanded)
        if lim.max_states is not None:
            step = min(step, max(1, (lim.max_states - stored) // 8))
        self.next_at = expanded + max(1, step)

    def _fail(self, reason: str, message: str, expanded: int, stored: int) -> None:
        st = self.stats
        st.expanded = expanded
        st.peak_stored = max(st.peak_stored, stored)
        st.seconds = time.perf_counter() - self.started
        raise SearchLimitError(
            f"{message} after {plural(expanded, 'expansion')}", reason=reason, stats=st,
            bound=self.bound)

    def elapsed(self) -> float:
        return time.perf_counter() - self.started


def replay(puzzle: Any, start: Any, moves: Sequence[Any]) -> tuple[list[Any], float]:
    """Apply ``moves`` from ``start`` through ``puzzle.successors``.

    Returns the visited states and the total cost, and raises
    :class:`InvalidPuzzleError` at the first move that is not legal.  Used by
    tests to check every returned path, and by the CLI to show boards.

    >>> class Line(Puzzle[int]):
    ...     start = 0
    ...     def is_goal(self, s): return s == 2
    ...     def successors(self, s): yield ("up", s + 1, 1)
    >>> replay(Line(), 0, ["up", "up"])
    ([0, 1, 2], 2)
    >>> replay(Line(), 0, ["up", "down"])
    Traceback (most recent call last):
    ...
    fewest.errors.InvalidPuzzleError: move 2 ('down') is not legal in state 1
    """
    states = [start]
    cost: float = 0
    state = start
    for i, move in enumerate(moves, start=1):  # numbered from 1, as the API and the CLI do
        for m, nxt, c in puzzle.successors(state):
            if m == move:
                state = nxt
                cost += c
                break
        else:
            raise InvalidPuzzleError(f"move {i} ({move!r}) is not legal in state {state!r}")
        states.append(state)
    return states, cost
