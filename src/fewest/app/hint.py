"""A proven hint: the distance to the goal from a position, and every optimal next move.

:func:`hint` takes a :class:`~fewest.app.request.Request` (the board the game
started from, its options and limits) and the moves played since, by the
family's move names.  It solves the position and each position one move
away with the family's own optimal method (:mod:`fewest.app.distances`), so
the answer is a proof: ``distance`` is the fewest moves to the goal, and
``moves`` lists every next move that keeps to it (the move's cost plus the
next position's distance equals ``distance``).  Nothing here knows a family
by name.

>>> from fewest.app import Request
>>> h = hint(Request("sliding", "1 2 3 / 4 0 6 / 7 5 8"))
>>> h.status.value, h.distance, h.json_moves()
('solved', 2, [{'blank': 'D', 'tile': 5}])
>>> [(n["text"], n["distance"], n["delta"]) for n in h.to_json()["next"]]
[('U (tile 2)', 3, 1), ('L (tile 4)', 3, 1), ('R (tile 6)', 3, 1), ('D (tile 5)', 1, -1)]
>>> hint(Request("sliding", "1 2 3 / 4 0 6 / 7 5 8"), ["D (tile 5)", "R (tile 8)"]).goal
True
>>> hint(Request("sliding", "2 1 / 3 0")).to_json()["distance"]
-1
"""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from fewest.app.distances import INF, Distances, Known
from fewest.app.position import instance_at, replay
from fewest.app.request import Request, prepare
from fewest.app.status import Status
from fewest.errors import InvalidPuzzleError


def number(value: float) -> int | float:
    """A distance as JSON: ``-1`` for unreachable, an int when whole.

    >>> number(3.0), number(INF), number(2.5)
    (3, -1, 2.5)
    """
    if value == INF:
        return -1
    return int(value) if float(value).is_integer() else value


@dataclass
class Next:
    """One legal move from the position, and what is proven about where it leads."""

    move: Any
    state: Any
    cost: float
    known: Known
    #: True / False when proven, None when a limit left it open
    optimal: bool | None = None


@dataclass
class Hint:
    """The answer of :func:`hint`; :meth:`to_json` is the ``/api/hint`` body."""

    status: Status
    instance: Any
    state: Any
    known: Known
    played: int = 0
    next: list[Next] = field(default_factory=list)
    board: Any = None
    #: the options that go with ``board`` (a position's board may carry its own cursor)
    options: dict[str, Any] = field(default_factory=dict)
    message: str = ""
    work: dict[str, Any] = field(default_factory=dict)

    @property
    def distance(self) -> int | float | None:
        """The proven distance (``-1`` unreachable, ``None`` unknown)."""
        return number(self.known.low) if self.known.exact else None

    #: True when the position is solved (a distance of 0 is not enough where moves
    #: may cost nothing)
    at_goal: bool = False

    @property
    def goal(self) -> bool:
        """True when the position is solved."""
        return self.at_goal

    @property
    def complete(self) -> bool:
        """True when every next move is proven optimal or not, and the distance of the
        position it leads to is proven too."""
        return all(n.optimal is not None and n.known.exact for n in self.next)

    def json_moves(self) -> list[Any]:
        """Every optimal next move, by the family's move names (``move_json``)."""
        return [self.instance.move_json(n.move) for n in self.next if n.optimal]

    def to_json(self) -> dict[str, Any]:
        """The reply body: status, distance, optimal moves, each next move, the line."""
        inst = self.instance
        out: dict[str, Any] = {
            "puzzle": inst.family.name, "status": self.status.value, "distance": self.distance,
            "goal": self.goal, "moves": self.json_moves(),
            "complete": self.complete, "played": self.played, "board": self.board,
            "options": self.options if self.board is not None else None,
        }
        if not self.known.exact:
            out.update(bound=number(self.known.low), reason=self.known.reason)
        elif self.status is Status.LIMIT:
            out["reason"] = next(n.known.reason for n in self.next
                                 if n.optimal is None or not n.known.exact)
        out["line"] = [inst.move_json(m) for m in self.known.line or ()]
        here = self.known.low if self.known.exact else None
        out["next"] = [_next_json(inst, n, here) for n in self.next]
        out["message"] = self.message
        out["work"] = self.work
        return out


def _next_json(inst: Any, n: Next, here: float | None) -> dict[str, Any]:
    k = n.known
    item: dict[str, Any] = {"move": inst.move_json(n.move), "text": inst.move_text(n.move),
                            "cost": number(n.cost), "distance": number(k.low) if k.exact else None,
                            "optimal": n.optimal, "delta": None}
    if k.exact and here is not None and here != INF and k.low != INF:
        item["delta"] = number(k.low - here)
    if not k.exact:
        item["bound"] = number(k.low)
    return item


def _learn_proven(dist: Distances, inst: Any, state: Any, triples: Sequence[Any],
                  proven: Mapping[str, Any]) -> None:
    """Take the distances an earlier run proved (:func:`carried`) as known."""
    def low(value: float) -> float:
        return INF if value < 0 else value

    dist.memo[state] = Known(low(proven["distance"]), True, names=list(proven["line"]))
    measured = {_key(move): value for move, value in proven["next"]}
    for move, nxt, _cost in triples:
        value = measured.get(_key(inst.move_json(move)))
        if value is not None and nxt not in dist.memo:
            dist.memo[nxt] = Known(low(value), True)


def _key(move: Any) -> str:
    import json

    return json.dumps(move, sort_keys=True)


def check_optimal(request: Request) -> None:
    """Refuse a method that does not prove its answers optimal."""
    from fewest.puzzles import get_family

    name = request.algorithm or "auto"
    method = get_family(request.puzzle).resolve_method(name)
    if not method.optimal:
        raise InvalidPuzzleError(f"method {name!r} is not optimal; a hint needs a proven "
                                 "distance (use auto or an optimal method)")


def carried(body: Mapping[str, Any]) -> dict[str, Any] | None:
    """What a hint's reply proved, to carry into the same hint run again with more time
    (the server's long lane): the distance and line of the position and each next move's
    distance that was measured; ``None`` when the position's distance is not proven.

    >>> carried({"distance": 3, "line": ["a"], "next": [{"move": "a", "distance": 2},
    ...                                                {"move": "b", "distance": None}]})
    {'distance': 3, 'line': ['a'], 'next': [['a', 2]]}
    >>> carried({"distance": None, "next": []}) is None
    True
    """
    if not isinstance(body.get("distance"), (int, float)):
        return None
    return {"distance": body["distance"], "line": list(body.get("line") or []),
            "next": [[n["move"], n["distance"]] for n in body.get("next", [])
                     if isinstance(n.get("distance"), (int, float))]}


def hint(request: Request, played: Sequence[Any] = (), *,
         caps: Mapping[str, Any] | None = None,
         proven: Mapping[str, Any] | None = None) -> Hint:
    """The hint for the position ``played`` leads to from ``request.board``.

    ``proven`` is what an earlier run of the same hint proved (:func:`carried`): those
    distances are taken as known, not searched again.

    Raises :class:`~fewest.errors.InvalidPuzzleError` for bad input (the
    request, or a move that is not legal); limits are part of the answer.
    """
    started = time.perf_counter()
    prepared = prepare(request, caps=caps)
    check_optimal(request)
    dist = Distances(prepared, caps or {})
    state = replay(prepared.instance, played, dist.puzzle)
    triples = list(dist.puzzle.successors(state))
    if proven:
        _learn_proven(dist, prepared.instance, state, triples, proven)
    if dist.undoable():  # the position first: its distance sets the next moves' ceilings
        dist.ceiling(dist.known(state), triples)
    known = dist.resolve([state, *(t for _, t, _ in triples)])
    here = known[state]
    here.line = dist.line(state)
    steps = []
    for move, nxt, cost in triples:
        k = known[nxt]
        optimal: bool | None = None
        if here.exact and here.low == INF:
            optimal = False
        elif here.exact and k.exact:
            optimal = cost + k.low == here.low
        elif here.exact and cost + k.low > here.low:
            optimal = False
        steps.append(Next(move, nxt, cost, k, optimal))
    at = None if not played else instance_at(prepared.instance, request.options, state,
                                              dist.puzzle)
    board, options = (request.board, dict(request.options)) if not played else (
        (None, {}) if at is None else (at.board, at.options))
    result = Hint(Status.SOLVED, prepared.instance, state, here, len(played), steps, board,
                  options)
    result.at_goal = bool(dist.puzzle.is_goal(state))
    if not here.exact:
        result.status = Status.LIMIT
        result.message = here.message or (f"limit reached ({here.reason}): the distance is "
                                          f"at least {number(here.low)}")
    elif here.low == INF:
        result.status = Status.UNREACHABLE
        result.message = "unreachable: no sequence of moves reaches the goal from here"
    elif not result.complete:
        result.status = Status.LIMIT
        open_ = sum(n.optimal is None or not n.known.exact for n in steps)
        result.message = (f"limit reached: {open_} of {len(steps)} next moves are not "
                          "measured yet; the distance is proven")
    result.work = {"solves": dist.work.solves, "region": dist.work.region,
                   "expanded": dist.work.expanded,
                   "seconds": round(time.perf_counter() - started, 4)}
    return result
