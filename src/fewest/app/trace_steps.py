"""The library's own BFS, DFS, A* and IDA*, watched expansion by expansion.

:func:`record` runs an engine algorithm on an instance's puzzle through an
observer: each call of ``successors`` is one expansion, and the children
are handed over one at a time, so the observer sees exactly what the search
consumes.  From that it keeps, after every expansion, the algorithm's
frontier and closed set, mirroring each algorithm's own rules:

* ``bfs``: the frontier is every state generated and not yet expanded (a
  FIFO queue), the closed set every state expanded;
* ``astar``: the open list (a child enters when it is new or reached more
  cheaply, as A* reopens), the closed set every state expanded and not
  reopened;
* ``dfs``: the distinct unvisited states on the stack (children are pushed
  when not yet visited), the closed set the visited states;
* ``idastar``: the children still waiting in the successor lists along the
  current path (less those on the path itself, which IDA* skips), the
  closed set the states expanded in this iteration (it empties when the
  bound grows).

The layer of a state is the least depth it was reached at.  Steps are
capped: the search stops (status ``limit``) after ``max_steps`` expansions.

Each step also carries the expanded state's ``g`` (the cost of the path the
search holds to it: BFS's first one, A*'s cheapest so far, the branch DFS and
IDA* are on), the ``g`` it gave each state it put on the frontier (again, when
a new path reaches one already there), the count of states seen so far, and,
for A* and IDA*, ``h``: the value of the heuristic the search used (the
family's engine heuristic, else the puzzle's own); BFS and DFS have none.

>>> from fewest.puzzles import parse
>>> rec = record(parse("sliding", "1 2 3 / 0 4 6 / 7 5 8"), "bfs", max_steps=50)
>>> rec.status, rec.length, [s.frontier for s in rec.steps[:3]]
('solved', 3, [3, 3, 5])
>>> rec.steps[0].added, rec.layers[:4], rec.steps[0].given, rec.h
([1, 2, 3], [0, 1, 1, 1], [(1, 1), (2, 1), (3, 1)], None)
>>> rec = record(parse("sliding", "1 2 3 / 0 4 6 / 7 5 8"), "astar", max_steps=50)
>>> [(s.g, s.h) for s in rec.steps], rec.heuristic
([(0, 3), (1, 2), (2, 1)], 'linear conflict')
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from fewest.errors import InvalidPuzzleError, NoSolutionError, SearchLimitError
from fewest.problem import Limits
from fewest.search._common import puzzle_heuristic
from fewest.trace import Trace, TracingPuzzle

#: the algorithms the step view records
ALGORITHMS = ("bfs", "dfs", "astar", "idastar")
#: the most expansions one recording may hold
MAX_STEPS = 2000


@dataclass
class Step:
    """One expansion: the state (an id into :attr:`Recording.states`), its depth, the
    ids that entered and left the frontier, and the counts after it; its ``g`` and
    ``h``, and the ``g`` it gave each state it put on the frontier."""

    state: int
    depth: int
    added: list[int]
    removed: list[int]
    frontier: int
    closed: int
    #: IDA*: the bound of the iteration this expansion belongs to (else ``None``)
    bound: float | None = None
    #: True when the closed set was emptied first (IDA*'s next iteration)
    reset: bool = False
    #: the states met so far (expanded, on the frontier or forgotten)
    seen: int = 0
    #: the cost of the path the search holds to the state
    g: float = 0
    #: the heuristic's value of the state (``None``: the algorithm uses none)
    h: float | None = None
    #: ``(id, g)`` for each state this step put on the frontier, or again with a new ``g``
    given: list[tuple[int, float]] = field(default_factory=list)


@dataclass
class Recording:
    """A watched search: the states met (in order), their layers, the steps, the answer."""

    algorithm: str
    states: list[Any] = field(default_factory=list)
    layers: list[int] = field(default_factory=list)
    steps: list[Step] = field(default_factory=list)
    status: str = "solved"
    length: int | None = None
    path: list[int] = field(default_factory=list)
    message: str = ""
    #: the heuristic's value of each state (``None`` for BFS and DFS)
    h: list[float | None] | None = None
    #: the heuristic's name, when it has a public one
    heuristic: str | None = None


class _Observer(TracingPuzzle):
    """The engine puzzle as the search sees it (the teaching trace's wrapper), with
    every ``successors`` call handed to a :class:`_Watch` instead."""

    def __init__(self, inner: Any, watch: _Watch) -> None:
        super().__init__(inner, Trace(watch.algorithm, limit=0))
        self._watch = watch

    def successors(self, state: Any) -> Iterator[Any]:
        children = list(self._inner.successors(state))
        return self._watch.expand(state, children)


class _Watch:
    """Mirrors one algorithm's frontier and closed set from what it consumes."""

    def __init__(self, algorithm: str, rec: Recording, start: Any) -> None:
        self.algorithm = algorithm
        self.rec = rec
        self.ids: dict[Any, int] = {}
        self.depth: dict[Any, float] = {}
        self.g: dict[Any, float] = {start: 0}
        self.next_g: float = 0
        self.given: dict[int, float] = {}
        self.frontier: dict[int, None] = {}
        self.closed: set[int] = set()
        self.stack: list[tuple[Any, float, float]] = []
        self.lists: list[tuple[int, list[Any], list[int]]] = []
        self.last: set[int] = {0}
        self.calls = 0
        self._id(start, 0)
        self.depth[start] = 0
        self.frontier[0] = None
        self.stack.append((start, 0, 0))

    def _id(self, state: Any, depth: float) -> int:
        k = self.ids.get(state)
        if k is None:
            k = self.ids[state] = len(self.rec.states)
            self.rec.states.append(state)
            self.rec.layers.append(int(depth))
        elif depth < self.rec.layers[k]:
            self.rec.layers[k] = int(depth)
        return k

    def expand(self, state: Any, children: list[Any]) -> Iterator[Any]:
        self.calls += 1
        known = self.ids.get(state)
        if self.calls > MAX_STEPS + 1 or (
                self.algorithm != "idastar" and known is not None and known in self.closed):
            return iter(children)  # not an expansion: the search pricing its path afterwards
        reset = False
        if self.algorithm == "idastar":
            reset = self._deepen(state)
        elif self.algorithm == "dfs":
            self._pop(state)
        me = self._id(state, self.depth.get(state, 0))
        self.frontier.pop(me, None)
        self.closed.add(me)
        d = self.depth.get(state, 0)
        g = self.g.get(state, 0)
        step = Step(me, int(d), [], [], 0, 0, None, reset, g=g)
        self.rec.steps.append(step)
        if self.algorithm == "idastar":
            return self._lazy(me, step, children, d)
        for triple in children:
            self._child(d, g, triple)
        if self.algorithm == "dfs":
            for _move, nxt, cost in reversed(children):
                if self.ids.get(nxt) not in self.closed:
                    self.stack.append((nxt, d + 1, g + cost))
        self._close_step(step)
        return iter(children)

    def _child(self, d: float, g: float, triple: Any) -> None:
        _move, nxt, cost = triple
        if self.algorithm == "bfs":
            if nxt not in self.depth:
                self.depth[nxt] = d + 1
                self._give(nxt, self._id(nxt, d + 1), g + cost)
        elif self.algorithm == "astar":
            ng = d + cost
            old = self.depth.get(nxt)
            if old is None or ng < old:
                self.depth[nxt] = ng
                k = self._id(nxt, ng)
                self.closed.discard(k)
                self._give(nxt, k, ng)
        else:  # dfs: depth along the branch that pushed it last
            k = self._id(nxt, d + 1)
            if k not in self.closed:
                self.depth[nxt] = d + 1
                self._give(nxt, k, g + cost)

    def _give(self, state: Any, k: int, g: float) -> None:
        """Put ``state`` (id ``k``) on the frontier, or again, with cost ``g`` so far."""
        self.g[state] = self.given[k] = g
        self.frontier[k] = None

    def _pop(self, state: Any) -> None:
        """DFS: the library popped ``state`` (skipping visited entries above it)."""
        while self.stack:
            top, d, g = self.stack.pop()
            if top == state:
                self.depth[state] = d
                self.g[state] = g
                return
            if self.ids.get(top) not in self.closed:
                raise InvalidPuzzleError("internal error: the DFS mirror lost the stack")

    def _deepen(self, state: Any) -> bool:
        """IDA*: a call with no open list is the start of a new iteration."""
        if self.lists:
            self.depth[state] = len(self.lists)
            self.g[state] = self.next_g
            return False
        self.closed.clear()
        self.frontier.clear()
        self.depth[state] = self.g[state] = 0
        return bool(self.rec.steps)

    def _lazy(self, me: int, step: Step, children: list[Any], d: float) -> Iterator[Any]:
        """IDA*: hand the children over one at a time; the rest wait on the frontier."""
        ids = [self._id(t, d + 1) for _m, t, _c in children]
        path = {owner for owner, _, _ in self.lists} | {me}
        for (_m, nxt, cost), k in zip(children, ids, strict=True):
            if k not in path:  # IDA* skips a child already on its path
                self._give(nxt, k, step.g + cost)
        self.lists.append((me, children, ids))
        self._close_step(step)
        for triple, k in zip(children, ids, strict=True):
            self.frontier.pop(k, None)
            self.next_g = step.g + triple[2]
            yield triple
        self.lists.pop()

    def _close_step(self, step: Step) -> None:
        """The step's changes since the last one, and the counts now."""
        now = set(self.frontier)
        step.added = sorted(now - self.last)
        step.removed = sorted(self.last - now)
        step.frontier = len(now)
        step.closed = len(self.closed - now)
        step.seen = len(self.rec.states)
        step.given = sorted(self.given.items())
        self.given = {}
        self.last = now


def record(instance: Any, algorithm: str, *, max_steps: int = 500,
           limits: Limits | None = None) -> Recording:
    """Watch ``algorithm`` (one of :data:`ALGORITHMS`) search ``instance`` for at most
    ``max_steps`` expansions (and within ``limits``)."""
    from fewest.search.registry import resolve_algorithm, solve

    name = instance.family.resolve_method(algorithm).name
    if name not in ALGORITHMS:
        raise InvalidPuzzleError(f"the step view shows {', '.join(ALGORITHMS)}; got "
                                 f"{algorithm!r}")
    if not 1 <= max_steps <= MAX_STEPS:
        raise InvalidPuzzleError(f"steps must be 1..{MAX_STEPS}, got {max_steps!r}")
    rec = Recording(name)
    inner = instance.puzzle()
    watch = _Watch(name, rec, inner.start)
    info = resolve_algorithm(name)
    informed = "heuristic" in info.options
    heuristic = instance.engine_heuristic() if informed else None
    used = puzzle_heuristic(inner, heuristic) if informed else None
    caps = limits or Limits()
    capped = Limits(max_seconds=caps.max_seconds, max_states=caps.max_states,
                    max_expansions=min(max_steps, caps.max_expansions or max_steps))
    try:
        instance.check_reachable()
        sol = solve(_Observer(inner, watch), name, heuristic=heuristic, limits=capped)
    except NoSolutionError as exc:
        rec.status, rec.length, rec.message = "unreachable", -1, str(exc)
        return _trim(rec, exc.stats, max_steps, used)
    except SearchLimitError as exc:
        rec.status = "limit"
        done = min(exc.stats.expanded, max_steps)
        capped_here = exc.reason == "max_expansions" and done >= max_steps
        rec.message = (f"stopped after {done:,} expansions (the cap on recorded steps)"
                       if capped_here else str(exc))
        return _trim(rec, exc.stats, max_steps, used)
    rec.length = sol.length
    rec.path = [watch._id(s, i) for i, s in enumerate(sol.states)]
    return _trim(rec, sol.stats, max_steps, used)


def _trim(rec: Recording, stats: Any, max_steps: int, used: Any = None) -> Recording:
    """Keep the expansions the search counted (a search may call ``successors`` again
    afterwards, to price its path); label IDA*'s steps with their bounds and every
    state with the heuristic's value, when the search ``used`` one."""
    del rec.steps[min(stats.expanded if stats is not None else 0, max_steps):]
    if rec.algorithm == "idastar" and stats is not None:
        _bounds(rec, [it.bound for it in stats.iterations])
    if used is not None:
        rec.heuristic = heuristic_name(used)
        rec.h = [_number(used(s)) for s in rec.states]
        for step in rec.steps:
            step.h = rec.h[step.state]
    return rec


def heuristic_name(h: Any) -> str | None:
    """A heuristic's name to show a reader (``None`` for a private or anonymous one).

    >>> from fewest.heuristics import Heuristic
    >>> heuristic_name(Heuristic(abs, name="linear_conflict")), heuristic_name(lambda s: 0)
    ('linear conflict', None)
    """
    name = getattr(h, "name", None) or getattr(h, "__name__", None)
    if not isinstance(name, str) or not name.isidentifier() or name.startswith("_") \
            or name in ("h", "heuristic", "None"):
        return None
    return name.replace("_", " ")


def _number(value: Any) -> float | None:
    """A plain ``int`` when whole (JSON ``3``, not ``3.0``), a ``float``, or ``None``
    for an infinite value (JSON has none).

    >>> _number(3.0), _number(2.5), _number(float("inf"))
    (3, 2.5, None)
    """
    v = float(value)
    if not math.isfinite(v):
        return None
    return int(v) if v.is_integer() else v


def _bounds(rec: Recording, bounds: list[float]) -> None:
    """IDA*: label each step with its iteration's bound (known once the search ends)."""
    it = -1
    for step in rec.steps:
        if step.reset or it < 0:
            it += 1
        step.bound = bounds[it] if it < len(bounds) else None


def recording_json(rec: Recording, instance: Any) -> dict[str, Any]:
    """The recording as JSON: each state's cells and one-line text, layers, and per step
    ``[state, depth, added, removed, frontier, closed, bound, reset, seen, g, h, given]``
    (``h`` is ``null`` for BFS and DFS; ``given``: ``[id, g]`` per state the step put on
    the frontier); for A* and IDA* also ``h``, the heuristic's value of every state, and
    ``heuristic``, its name (``null`` when it has no public one)."""
    from fewest.app.playview import cell_json, viewer

    view = viewer(instance)
    grids = [view.state_grid(s) for s in rec.states]
    body = {
        "algorithm": rec.algorithm, "status": rec.status, "length": rec.length,
        "message": rec.message, "rows": grids[0].rows, "cols": grids[0].cols,
        "states": [[cell_json(c) for c in g.cells] for g in grids], "layers": rec.layers,
        "texts": [board_text(instance, s) for s in rec.states],
        "steps": [[s.state, s.depth, s.added, s.removed, s.frontier, s.closed, s.bound,
                   s.reset, s.seen, _number(s.g), s.h, [[k, _number(g)] for k, g in s.given]]
                  for s in rec.steps],
        "path": rec.path,
    }
    if rec.h is not None:
        body["h"] = rec.h
        body["heuristic"] = rec.heuristic
    return body


#: the longest one-line board text sent per state
TEXT_CAP = 120


def board_text(instance: Any, state: Any) -> str:
    """The family's picture of ``state`` on one line (rows joined by ``" / "``), capped.

    >>> from fewest.puzzles import parse
    >>> inst = parse("sliding", "1 2 3 / 0 4 6 / 7 5 8")
    >>> board_text(inst, inst.puzzle().start)
    '1 2 3 / . 4 6 / 7 5 8'
    """
    text = instance.format_state(state)
    if not isinstance(text, str):
        text = str(state)
    line = " / ".join(" ".join(row.split()) for row in text.splitlines() if row.strip())
    return line if len(line) <= TEXT_CAP else line[:TEXT_CAP - 1] + "\u2026"
