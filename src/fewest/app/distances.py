"""Proven distances to the goal for any state of an instance, by the family's own solver.

:class:`Distances` answers "how many moves from here, at best?" for states
of one instance, each answer proven:

* a goal state is 0;
* a state that is a board again (:func:`~fewest.app.position.instance_at`)
  is solved as the request would be (:func:`fewest.app.run.solve_prepared`,
  the same method and limits), so the family's
  tables and pattern databases answer; every state along the optimal path it
  returns is known too (each suffix of an optimal path is optimal);
* other states (a card face up, a snakes-and-ladders square) form a
  *region*: it is explored breadth-first through the engine puzzle's
  ``successors`` until every path leaves it through a goal or a board, and
  a Dijkstra pass backwards from those exits gives each state's distance
  (the request's ``max_seconds``, ``max_states`` and ``max_expansions``
  bound this search too).

A search that hits a limit leaves a lower bound only; a region state is
exact when its lower and upper bounds agree.

>>> from fewest.app import Request, prepare
>>> d = Distances(prepare(Request("sliding", "1 2 3 / 4 0 6 / 7 5 8")), {})
>>> k = d.known(d.puzzle.start)
>>> k.low, k.exact, len(k.line)
(2, True, 2)
"""

from __future__ import annotations

import heapq
import math
import time
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field, replace
from itertools import count
from typing import Any

from fewest.app.position import follow, instance_at
from fewest.app.request import Prepared, capped, choice_limits
from fewest.app.run import solve_prepared
from fewest.app.status import Status
from fewest.errors import CEILING, FewestError
from fewest.problem import Limits
from fewest.puzzles.methods import Method

INF = math.inf
#: region states explored before the states asked about are searched one by one instead
#: (a region that is a judge problem's whole space, or one with no end, as in a chase
#: whose state holds the time)
REGION_STATES = 500


@dataclass
class Known:
    """What is proven about one state: ``low`` is its distance when ``exact``, else a
    lower bound; ``line`` an optimal path's engine moves (when known); ``reason``
    the limit that stopped the search."""

    low: float
    exact: bool
    line: list[Any] | None = None
    reason: str | None = None
    #: the solver's moves by name, turned into ``line`` when asked (:meth:`Distances.line`)
    names: list[Any] | None = None
    #: the one-line message of the search that stopped at a limit
    message: str = ""


@dataclass
class Work:
    """Counts for the reply: family solves run, region states stored and expanded."""

    solves: int = 0
    region: int = 0
    expanded: int = 0
    reasons: list[str] = field(default_factory=list)


class Distances:
    """Distances of states of ``prepared.instance``, under the request's limits and
    ``caps`` (a server's), all within one ``max_seconds`` deadline."""

    def __init__(self, prepared: Prepared, caps: Mapping[str, Any]) -> None:
        self.prepared = prepared
        self.instance = prepared.instance
        self.puzzle = self.instance.puzzle()
        self.options = dict(prepared.request.options)
        self.asked = dict(prepared.request.limits)
        self.caps = dict(caps)
        seconds = [v for v in (self.asked.get("max_seconds"), caps.get("max_seconds")) if v]
        self.started = time.perf_counter()
        self.deadline = self.started + min(seconds) if seconds else INF
        states = [v for v in (self.asked.get("max_states"), caps.get("max_states")) if v]
        self.max_states = int(min(states)) if states else 10**7
        self.memo: dict[Any, Known] = {}
        self.methods: dict[str, Method] = {}
        #: whether a method's tables are ready (nothing to build first)
        self.ready: dict[str, bool] = {}
        self.work = Work()
        #: the regions settled so far, for the lines of their states (found when asked)
        self.regions: list[dict[Any, list[Any] | None]] = []
        #: state -> (ceiling, upper): its board's search may stop once the state is proven
        #: to cost more than ``ceiling``; ``upper`` is a proven upper bound (one move back
        #: to a state of known distance), so a lower bound that meets it is exact
        self.ceilings: dict[Any, tuple[float, float]] = {}

    def undoable(self) -> bool:
        """Whether every move can be undone at unit cost (the engine puzzle says so)."""
        return bool(getattr(self.puzzle, "reversible", False)
                    and getattr(self.puzzle, "unit_cost", None) is True)

    def ceiling(self, here: Known, steps: Iterable[tuple[Any, Any, float]]) -> None:
        """Ask of each next state of ``steps`` (``(move, state, cost)`` from a state
        ``here`` describes) only whether it keeps to the optimum: where each move can be
        undone at unit cost and ``here`` is exact, a next state is at most one more than
        ``here``, and a search that proves it costs more than ``here - cost`` proves that
        it is exactly one more (the family's method stops there if it can, saving its
        deepest iteration)."""
        if not (here.exact and here.low != INF and self.undoable()):
            return
        for _move, state, cost in steps:
            if state not in self.memo:
                self.ceilings[state] = (max(0, here.low - cost), here.low + 1)

    def left(self) -> float:
        """Seconds left before the deadline."""
        return self.deadline - time.perf_counter()

    def known(self, state: Any) -> Known:
        """What is proven about ``state`` (solving it if needed)."""
        return self.resolve([state])[state]

    def resolve(self, states: Iterable[Any]) -> dict[Any, Known]:
        """What is proven about each of ``states``: boards are solved, the rest
        through their region."""
        region: dict[Any, list[Any] | None] = {}
        queue: deque[Any] = deque()
        asked = list(states)
        for k, state in enumerate(asked):
            self._visit(state, region, queue, seed=k == 0)
        while queue:
            stop = self._stop(len(region))
            if stop:
                self.work.reasons.append(stop)
                break
            if len(region) > REGION_STATES:
                self.work.region += len(region)
                self._search_each([s for s in asked if s in region])
                return self.memo
            state = queue.popleft()
            self.work.expanded += 1
            edges = list(self.puzzle.successors(state))
            region[state] = edges
            for _move, nxt, _cost in edges:
                self._visit(nxt, region, queue)
        self.work.region += len(region)
        if region:
            self._settle(region)
        return self.memo

    def _search_each(self, states: list[Any]) -> None:
        """Each of ``states`` by its own engine search to the goal (the engine's own
        choice of an optimal algorithm, from that state), under what is left of the limits."""
        from fewest.errors import NoSolutionError, SearchLimitError
        from fewest.search.registry import solve

        if self._from_goal(states):
            return
        for state in states:
            left = self.left()
            if left <= 0:
                self.memo[state] = Known(0, False, reason="max_seconds")
                continue
            most = self.asked.get("max_expansions")
            limits = Limits(max_seconds=left, max_states=self.max_states,
                            max_expansions=most - self.work.expanded if most else None)
            try:
                sol = solve(_From(self.puzzle, state), limits=limits)
            except NoSolutionError:
                self.memo[state] = Known(INF, True)
                continue
            except SearchLimitError as exc:
                self.memo[state] = Known(exc.bound or 0, False, reason=exc.reason,
                                         message=str(exc))
                continue
            finally:
                self.work.solves += 1
            if not sol.optimal:  # pragma: no cover - the engine's auto choice is optimal
                raise FewestError(f"the engine's {sol.algorithm!r} is not optimal")
            self.work.expanded += sol.stats.expanded
            self.memo[state] = Known(sol.cost, True, list(sol.moves))

    def _from_goal(self, states: list[Any]) -> bool:
        """Where moves can be undone at unit cost and the goal is one state: one
        breadth-first search from the goal finds every one of ``states`` (and the line of
        each, down the layers).  False when it does not apply or a limit stops it."""
        puzzle = self.puzzle
        goal = getattr(puzzle, "goal", None)
        if (goal is None or not getattr(puzzle, "reversible", False)
                or getattr(puzzle, "unit_cost", None) is not True):
            return False
        want = set(states)
        depth: dict[Any, int] = {}
        try:
            for layer, seen in layers(puzzle, goal, lambda stored: (
                    self.left() <= 0 or stored > self.max_states)):
                depth = seen
                want.difference_update(layer)
                if not want:
                    break
                self.work.expanded += len(layer)
        except LayerLimit:
            return False
        self.work.solves += 1
        for state in states:
            self.memo[state] = (Known(depth[state], True, self._down_layers(state, depth))
                                if state in depth else Known(INF, True))
        return True

    def _down_layers(self, state: Any, depth: dict[Any, int]) -> list[Any]:
        """A shortest line from ``state`` to the goal, one layer down at a time."""
        line = []
        while depth[state] > 0:
            move, state = next((m, t) for m, t, _c in self.puzzle.successors(state)
                               if depth.get(t) == depth[state] - 1)
            line.append(move)
        return line

    def _stop(self, stored: int) -> str | None:
        """The limit that stops the region search now, if one does."""
        if self.left() <= 0:
            return "max_seconds"
        if stored > self.max_states:
            return "max_states"
        most = self.asked.get("max_expansions")
        return "max_expansions" if most and self.work.expanded >= most else None

    def _visit(self, state: Any, region: dict[Any, Any], queue: deque[Any],
               seed: bool = False) -> None:
        if state in self.memo or state in region:
            return
        got = self._board(state)
        if got is None:
            region[state] = None
            queue.append(state)
        else:
            self._learn(state, got, seed)

    def line(self, state: Any) -> list[Any] | None:
        """An optimal path's engine moves from a known state (replayed from the
        solver's move names the first time), or ``None``."""
        known = self.memo.get(state)
        if known is None or not known.exact:
            return None
        if known.line is None and known.names is not None:
            known.line = follow(self.instance, self.puzzle, state, known.names)
        if known.line is None:
            region = next((r for r in self.regions if r.get(state) is not None), None)
            if region is not None:
                known.line = self._line(state, region)
        return known.line

    def _method(self, instance: Any) -> tuple[str, Method]:
        """The method to run on ``instance`` and the one that really runs, looked up once.

        For ``auto`` it is the family's own choice (``auto_method``) once that needs
        no table built: ``auto``'s quick engine search (``Family.quick``) saves a
        one-off solve a build or a compile, but a hint solves many positions on a
        warm server, where the compiled method is the quick one.
        """
        name = real = self.prepared.method
        if name == "auto":
            real = instance.auto_method(choice_limits(self.asked, self.caps))
            if real != "auto":
                if real not in self.ready:
                    self.ready[real] = instance.table_need(real) is None
                name = real if self.ready[real] else name
        return name, self._resolve(real)

    def _resolve(self, name: str) -> Method:
        if name not in self.methods:
            self.methods[name] = self.prepared.family.resolve_method(name)
        return self.methods[name]

    def _board(self, state: Any) -> Known | None:
        """Solve ``state`` as a board; ``None`` when it is no board."""
        if self.puzzle.is_goal(state):
            return Known(0, True, [])
        instance = self.instance
        if state != self.puzzle.start:
            at = instance_at(self.instance, self.options, state, self.puzzle)
            if at is None:
                return None
            instance = at.instance
        left = self.left()
        if left <= 0:
            return Known(0, False, reason="max_seconds")
        self.work.solves += 1
        left = float(f"{left:.3g}")  # a limit named in messages: 10 s, not 9.99994 s
        name, method = self._method(instance)
        limits = capped(method, self.asked, dict(self.caps, max_seconds=left))
        ceiling, upper = self.ceilings.get(state, (None, INF))
        if ceiling is not None:
            limits["max_cost"] = ceiling
        outcome = solve_prepared(replace(self.prepared, instance=instance, method=name,
                                         limits=Limits(**limits) if limits else None))
        if outcome.status is Status.LIMIT and outcome.reason == CEILING:
            if outcome.bound is not None and outcome.bound >= upper:
                return Known(upper, True)  # more than the ceiling, and no more than upper
            del self.ceilings[state]  # a bound short of the upper one proves nothing exact
            self.work.solves -= 1
            return self._board(state)
        if outcome.status is Status.SOLVED:
            sol = outcome.solution
            assert sol is not None
            if not sol.optimal:
                raise FewestError(f"method {sol.algorithm!r} is not optimal: a hint needs a "
                                  "proven distance")
            return Known(sol.cost, True, names=[instance.move_json(m) for m in sol.moves])
        if outcome.status is Status.UNREACHABLE:
            return Known(INF, True)
        if outcome.status is Status.LIMIT:
            return Known(outcome.bound or 0, False, reason=outcome.reason,
                         message=outcome.message)
        raise FewestError(outcome.message)

    def reason(self) -> str:
        """The limit that stopped the latest search (``max_states`` if none said)."""
        return self.work.reasons[-1] if self.work.reasons else "max_states"

    def _learn(self, state: Any, known: Known, seed: bool) -> None:
        """Keep ``known``; with ``seed``, every later state along its optimal line is
        known too (each suffix of an optimal path is optimal)."""
        self.memo[state] = known
        if known.reason:
            self.work.reasons.append(known.reason)
        line = self.line(state) if seed else None
        if not line:
            return
        left = known.low
        for k, move in enumerate(line):
            state, cost = next((t, c) for m, t, c in self.puzzle.successors(state) if m == move)
            left -= cost
            if state not in self.memo or not self.memo[state].exact:
                self.memo[state] = Known(left, True, line[k + 1:])

    def _settle(self, region: dict[Any, list[Any] | None]) -> None:
        """Distances of the region's states, backwards from its exits: lower bounds
        with every exit at its bound, upper bounds with the unknown ones left out."""
        ends = {s: k for s, k in self.memo.items()}
        for state, edges in region.items():
            if edges is None:  # not explored (a limit): nothing known beyond it
                ends[state] = Known(0, False, reason=self.reason())
        back: dict[Any, list[tuple[Any, float]]] = {}
        for state, edges in region.items():
            for _move, nxt, cost in edges or ():
                back.setdefault(nxt, []).append((state, cost))
        low = _backwards(back, region, {s: k.low for s, k in ends.items()})
        high = _backwards(back, region, {s: k.low for s, k in ends.items() if k.exact})
        for state, edges in region.items():
            if edges is None:
                self.memo[state] = ends[state]
                continue
            exact = low[state] == high[state]
            self.memo[state] = Known(low[state], exact,
                                     reason=None if exact else self.reason())
        self.regions.append(region)  # each exact state's line is found when asked (line)

    def _line(self, state: Any, region: dict[Any, Any]) -> list[Any]:
        """An optimal path from a region state: down the distances, then the exit's line.
        On a plateau of moves that cost nothing, a breadth-first walk along them finds
        the way down (it never loops)."""
        line: list[Any] = []
        while region.get(state) is not None and not self.puzzle.is_goal(state):
            here = self.memo[state].low
            if here == INF:  # a dead end: no line to follow
                return line
            down = self._down(state, region[state], here)
            if down is None:
                plateau = self._plateau(state, region, here)
                line += [move for move, _ in plateau]
                state = plateau[-1][1]
                continue
            line.append(down[0])
            state = down[1]
        if self.puzzle.is_goal(state):
            return line
        return line + (self.line(state) or [])

    def _down(self, state: Any, edges: list[Any], here: float) -> tuple[Any, Any] | None:
        """A move that keeps cost plus distance and makes progress (costs, or lowers it)."""
        for move, nxt, cost in edges:
            k = self.memo.get(nxt)
            if (k is not None and k.exact and cost + k.low == here
                    and (cost > 0 or k.low < here)):
                return move, nxt
        return None

    def _plateau(self, state: Any, region: dict[Any, Any], here: float) -> list[Any]:
        """Moves that cost nothing, from ``state`` to the nearest state of the same
        distance that is a goal, leaves the region or has a way down."""
        parent: dict[Any, Any] = {state: None}
        queue = deque([state])
        while queue:
            at = queue.popleft()
            if at != state and (self.puzzle.is_goal(at) or region.get(at) is None
                                or self._down(at, region[at], here) is not None):
                path: list[Any] = []
                while parent[at] is not None:
                    prev, move = parent[at]
                    path.append((move, at))
                    at = prev
                return path[::-1]
            for move, nxt, cost in region.get(at) or ():
                k = self.memo.get(nxt)
                if (nxt not in parent and cost == 0 and k is not None and k.exact
                        and k.low == here):
                    parent[nxt] = (at, move)
                    queue.append(nxt)
        raise FewestError(  # pragma: no cover - a settled distance always has a witness
            "internal error: no move realises a region distance")


class LayerLimit(Exception):
    """:func:`layers` was stopped by its caller's limit."""


def layers(puzzle: Any, start: Any,
           stop: Callable[[int], bool]) -> Iterator[tuple[list[Any], dict[Any, int]]]:
    """Breadth-first layers from ``start`` over ``puzzle``'s moves: each layer (``start``'s
    first) with the depth of every state met so far.  ``stop(stored)`` is asked after
    each expansion; when it is true, :class:`LayerLimit` is raised.

    >>> from fewest.puzzles import parse
    >>> p = parse("sliding", "1 2 / 3 0").puzzle()
    >>> [len(layer) for layer, _ in layers(p, p.start, lambda stored: False)][:4]
    [1, 2, 2, 2]
    """
    depth = {start: 0}
    layer = [start]
    while layer:
        yield layer, depth
        nxt = []
        for state in layer:
            for _move, child, _cost in puzzle.successors(state):
                if child not in depth:
                    depth[child] = depth[state] + 1
                    nxt.append(child)
            if stop(len(depth)):
                raise LayerLimit
        layer = nxt


class _From:
    """The engine puzzle with another start state (everything else is the puzzle's own)."""

    def __init__(self, puzzle: Any, start: Any) -> None:
        self._puzzle = puzzle
        self.start = start

    def __getattr__(self, name: str) -> Any:
        return getattr(self._puzzle, name)


def _backwards(back: dict[Any, list[tuple[Any, float]]], region: dict[Any, Any],
               ends: dict[Any, float]) -> dict[Any, float]:
    """Dijkstra over reversed edges: each explored region state's least cost to an end."""
    dist = {s: INF for s, edges in region.items() if edges is not None}
    tie = count()
    heap = [(d, next(tie), s) for s, d in ends.items() if d < INF]
    heapq.heapify(heap)
    best = dict(ends)
    while heap:
        d, _, state = heapq.heappop(heap)
        if d > best.get(state, INF):
            continue
        for prev, cost in back.get(state, ()):
            if prev in dist and d + cost < dist[prev]:
                dist[prev] = best[prev] = d + cost
                heapq.heappush(heap, (d + cost, next(tie), prev))
    return dist
