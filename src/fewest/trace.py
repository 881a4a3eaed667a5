"""Record a search's expansions, in order, for the teaching view (``fewest compare --html``).

:class:`TracingPuzzle` wraps any engine puzzle: each call of ``successors``
(or ``predecessors``, for the backward half of a bidirectional search) *is*
one expansion, so the algorithms need no change.  The wrapper works out the
depth of each expanded state from the order of the calls, by the rule of
the algorithm's frontier:

* ``"first"`` (breadth-first): a state's depth is fixed when it is first generated;
* ``"best"`` (A*, Dijkstra, greedy): the smallest depth it has been generated at;
* ``"stack"`` (stack-based DFS): one more than the deepest state on the
  current branch that generated it (the last one to push it);
* ``"recursive"`` (IDDFS, IDA*): the number of successor lists still open.

A reversible puzzle's backward half calls ``successors`` too; a state that
only the backward half has reached counts as a backward expansion (side 1).

Counts per depth cover every expansion; the ordered list of expansions
(depth, open states, state) is capped at ``limit``.

>>> from fewest import solve
>>> from fewest.search.registry import _Walk
>>> trace = Trace("bfs", limit=100)
>>> sol = solve(TracingPuzzle(_Walk(), trace), "bfs")
>>> trace.finish(sol.stats.expanded)
>>> trace.expanded == sol.stats.expanded, trace.depth_counts
(True, [1, 2])
>>> trace = Trace("dfs")
>>> sol = solve(TracingPuzzle(_Walk(), trace), "dfs")
>>> trace.finish(sol.stats.expanded)
>>> trace.depth_counts == [1] * 8, sol.length
(True, 8)
"""

from __future__ import annotations

from array import array
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from fewest.search.checks import has_backward

#: default cap on recorded expansions (``--trace-limit``)
DEFAULT_LIMIT = 5000

RULES = {
    "bfs": "first", "bidirectional": "first",
    "dfs": "stack",
    "iddfs": "recursive", "idastar": "recursive",
}


def rule_for(algorithm: str) -> str:
    """The depth rule for an algorithm name (``"best"`` unless listed in :data:`RULES`).

    >>> rule_for("bfs"), rule_for("idastar"), rule_for("astar")
    ('first', 'recursive', 'best')
    """
    return RULES.get(algorithm, "best")


@dataclass
class _Side:
    """Book-keeping for one search direction."""

    depth: dict[Any, int] = field(default_factory=dict)
    done: set[Any] = field(default_factory=set)
    branch: list[tuple[Any, int, tuple[Any, ...]]] = field(default_factory=list)
    open_lists: int = 0


@dataclass
class Trace:
    """The record of one search: per-depth counts and the first ``limit`` expansions."""

    algorithm: str
    limit: int = DEFAULT_LIMIT
    rule: str = ""
    #: the depth of every expansion, in order
    depths: array[int] = field(default_factory=lambda: array("i"))
    #: ``(depth, open_states, side)`` per recorded expansion; side 0 forward, 1 backward
    events: list[tuple[int, int, int]] = field(default_factory=list)
    states: list[Any] = field(default_factory=list)
    sides: list[_Side] = field(default_factory=lambda: [_Side(), _Side()], repr=False)

    def __post_init__(self) -> None:
        self.rule = self.rule or rule_for(self.algorithm)

    @property
    def expanded(self) -> int:
        """Expansions recorded."""
        return len(self.depths)

    @property
    def depth_counts(self) -> list[int]:
        """How many states were expanded at each depth (index = depth)."""
        counts = [0] * (max(self.depths) + 1 if self.depths else 0)
        for d in self.depths:
            counts[d] += 1
        return counts

    def finish(self, expanded: int) -> None:
        """Keep the first ``expanded`` expansions: the ones the search counted
        (a search may call ``successors`` again afterwards, e.g. to price its path)."""
        del self.depths[expanded:]
        del self.events[expanded:]
        del self.states[expanded:]

    @property
    def truncated(self) -> bool:
        """True when more expansions happened than were recorded."""
        return self.expanded > len(self.events)

    def root(self, side: int, state: Any) -> None:
        """Declare the state a direction starts from (depth 0)."""
        self.sides[side].depth.setdefault(state, 0)

    def expand(self, side: int, state: Any, children: list[Any]) -> None:
        """Record that ``state`` was expanded and generated ``children`` (states)."""
        s = self.sides[side]
        rule = self.rule
        if rule == "recursive":
            d = s.open_lists
            s.open_lists += 1
            open_now = s.open_lists
        elif rule == "stack":
            while s.branch and state not in s.branch[-1][2]:
                s.branch.pop()
            d = s.branch[-1][1] + 1 if s.branch else 0
            s.branch.append((state, d, tuple(children)))
        else:
            d = s.depth.get(state, 0)
        if rule != "recursive":
            s.done.add(state)
            for child in children:
                old = s.depth.get(child)
                if old is None or (rule != "first" and d + 1 < old):
                    s.depth[child] = d + 1
            open_now = len(s.depth) - len(s.done)
        self.depths.append(d)
        if len(self.events) < self.limit:
            self.events.append((d, open_now, side))
            self.states.append(state)

    def close(self, side: int) -> None:
        """A successor list was used up (recursive rule: the branch returns)."""
        self.sides[side].open_lists -= 1


class TracingPuzzle:
    """An engine puzzle that records every expansion of ``inner`` into ``trace``.

    Attributes it does not define (``heuristic``, ``unit_cost``, ...) come
    from ``inner``.  A reversible puzzle is presented with explicit
    predecessors, so the backward half of a bidirectional search is recorded
    apart.
    """

    def __init__(self, inner: Any, trace: Trace) -> None:
        self._inner = inner
        self._trace = trace
        self.start = inner.start
        self.goal = getattr(inner, "goal", None)
        self.reversible = bool(getattr(inner, "reversible", False))
        trace.root(0, inner.start)
        if has_backward(inner):
            if self.goal is not None:
                trace.root(1, self.goal)
            if not self.reversible:
                self.predecessors = self._predecessors

    def __getattr__(self, name: str) -> Any:
        if name == "predecessors":
            raise AttributeError(name)
        return getattr(self._inner, name)

    def is_goal(self, state: Any) -> bool:
        return bool(self._inner.is_goal(state))

    def _record(self, side: int, state: Any, triples: list[Any]) -> Iterator[Any]:
        self._trace.expand(side, state, [t[1] for t in triples])
        yield from triples
        self._trace.close(side)

    def successors(self, state: Any) -> Iterator[Any]:
        # a reversible puzzle's backward search calls successors too: a state only
        # the backward half has reached is a backward expansion
        sides = self._trace.sides
        side = 1 if state not in sides[0].depth and state in sides[1].depth else 0
        return self._record(side, state, list(self._inner.successors(state)))

    def _predecessors(self, state: Any) -> Iterator[Any]:
        return self._record(1, state, list(self._inner.predecessors(state)))


class Recorder:
    """Solves an instance with several methods, tracing each engine search.

    ``recorder.solve(name, limits=...)`` behaves like ``instance.solve`` (same
    checks, same errors) and keeps ``traces[name]`` and ``solutions[name]``.
    A family's own compiled method does not go through the engine puzzle, so
    its trace stays empty (``Trace.expanded == 0``).

    >>> from fewest.puzzles import parse
    >>> rec = Recorder(parse("sliding", "1 2 3 / 0 4 6 / 7 5 8"), limit=50)
    >>> rec.solve("bfs").length, rec.traces["bfs"].depth_counts
    (3, [1, 3, 4])
    """

    def __init__(self, instance: Any, limit: int = DEFAULT_LIMIT) -> None:
        self.instance = instance
        self.limit = limit
        self.traces: dict[str, Trace] = {}
        self.solutions: dict[str, Any] = {}

    def solve(self, name: str, *, limits: Any = None) -> Any:
        inst = self.instance
        method = inst.family.resolve_method(name)
        trace = self.traces[name] = Trace(method.name, self.limit)
        make = inst.puzzle
        inst.puzzle = lambda: TracingPuzzle(make(), trace)
        try:
            sol = inst.solve(name, limits=limits)
        except BaseException as exc:
            stats = getattr(exc, "stats", None)
            trace.finish(stats.expanded if stats is not None else trace.expanded)
            raise
        finally:
            del inst.puzzle
        trace.finish(sol.stats.expanded)
        self.solutions[name] = sol
        return sol
