"""A board whose proven distance to the goal is exactly N, for any family.

:func:`scramble_at` does one *slice* of the work (about a second) and says
whether it is done, so that a front end can show progress between slices and
carry on from the board it was given back (``start``) until ``done``:

* a family whose goal is one board (``Family.goal_board``) first tries a
  breadth-first search from the goal over the engine puzzle's moves (when
  they can be undone at unit cost, ``reversible`` and ``unit_cost``): when
  the space within ``N`` is small, a board is drawn uniformly from layer
  ``N``, and when the whole space is smaller, the largest distance is proven
  and a board of the last layer is offered.  Otherwise it walks away from the
  goal over moves that the family's own optimal method proves to increase
  the distance (:class:`~fewest.app.distances.Distances`), depth first,
  backtracking where no move leads further;
* a family whose goal is a class of boards (cards, snakes and ladders, judge
  problems) draws boards (``Family.scramble``, the family's own near draws
  and uniform ones) and solves each, until one is exactly ``N`` away; after
  :data:`MAX_DRAWS` draws or :data:`BUDGET` seconds it offers the nearest.

Every board offered has its distance proven by the family's exact method.
Nothing here knows a family by name.

>>> s = scramble_at("sliding", "2x2", 3, rng=random.Random(1))
>>> s.done, s.reached, s.why
(True, 3, 'exact')
>>> s = scramble_at("sliding", "2x2", 10, rng=random.Random(1))
>>> s.done, s.reached, s.largest, s.why
(True, 6, 6, 'largest')
"""

from __future__ import annotations

import random
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from fewest.app.distances import INF, Distances, LayerLimit, layers
from fewest.app.hint import number
from fewest.app.position import instance_at
from fewest.app.request import Request, prepare
from fewest.errors import InvalidPuzzleError
from fewest.puzzles import get_family
from fewest.puzzles.base import Family, Instance

#: seconds one slice works before it answers with the farthest board so far
SLICE = 1.0
#: seconds all slices of one scramble may spend before the nearest board is offered
BUDGET = 20.0
#: boards drawn (goal a class of boards) before the nearest one is offered
MAX_DRAWS = 400
#: states the breadth-first search from the goal may store
LAYER_STATES = 200_000
#: the largest distance that may be asked (costs may be large: a judge problem's road prices)
MAX_DISTANCE = 10**6


@dataclass
class Scrambled:
    """One slice's answer; :meth:`to_json` is the ``/api/scramble?distance=`` body."""

    puzzle: str
    size: str
    asked: int
    board: Any = None
    options: dict[str, Any] = field(default_factory=dict)
    #: the proven distance of ``board``
    reached: int | float | None = None
    done: bool = False
    #: ``exact`` (reached == asked), ``largest`` (no board is farther: proven),
    #: ``nearest`` (the budget ran out), ``working`` (not done: ask again from ``board``),
    #: ``computed`` (a problem with no distance, its answer computed: a random case)
    why: str = "working"
    largest: int | float | None = None
    spent: float = 0.0
    tried: int = 0
    message: str = ""

    def to_json(self) -> dict[str, Any]:
        """The reply body."""
        return {"puzzle": self.puzzle, "size": self.size, "distance": self.asked,
                "board": self.board, "options": self.options, "reached": self.reached,
                "done": self.done, "why": self.why, "largest": self.largest,
                "spent": round(self.spent, 3), "tried": self.tried, "message": self.message}


def scramble_at(puzzle: str, size: str, distance: int, *, rng: random.Random,
                caps: Mapping[str, Any] | None = None, start: Any = None,
                start_options: Mapping[str, Any] | None = None, spent: float = 0.0,
                tried: int = 0, slice_seconds: float = SLICE,
                budget: float = BUDGET) -> Scrambled:
    """One slice of the search for a ``size`` board of ``puzzle`` exactly ``distance``
    moves from the goal; ``start`` is the board a previous slice gave back (with
    its ``start_options``), ``spent`` and ``tried`` what the previous slices used.

    Raises :class:`~fewest.errors.InvalidPuzzleError` for a bad family, size or
    distance (the family's own scramble checks the size).
    """
    if isinstance(distance, bool) or not isinstance(distance, int) or not (
            0 <= distance <= MAX_DISTANCE):
        raise InvalidPuzzleError(f"distance must be a whole number 0..{MAX_DISTANCE}, "
                                 f"got {distance!r}")
    family = get_family(puzzle)
    caps = dict(caps or {})
    cap = caps.get("max_seconds") or INF
    started = time.perf_counter()
    deadline = started + min(slice_seconds, cap * 0.8)
    out = Scrambled(family.name, size, distance, spent=spent, tried=tried)
    if family.computed:  # no distance to aim at: a random case, its answer computed
        out.board, out.done, out.why = family.scramble(size, None, rng), True, "computed"
    elif family.goal_board:
        _walked(family, out, rng, caps, deadline, start, dict(start_options or {}))
    else:
        _drawn(family, out, rng, caps, deadline, start, dict(start_options or {}))
    out.spent = spent + time.perf_counter() - started
    if not out.done and out.spent >= budget:
        _give_up(out)
    out.message = message(out)
    return out


def _give_up(out: Scrambled) -> None:
    out.done = True
    out.why = "nearest"


def message(out: Scrambled) -> str:
    """The one line that goes with a slice's answer (English; the page has its own words)."""
    if out.why == "exact":
        return f"this board is exactly {out.asked} moves from the goal (proven)"
    if out.why == "largest":
        return (f"no {out.size} board is {out.asked} moves from the goal: the largest "
                f"distance is {out.largest}, and this board is that far")
    if out.why == "computed":
        return (f"a random case: {out.puzzle}'s answer is computed, not a distance "
                "from a goal")
    if out.why == "nearest":
        tried = f" ({out.tried} boards tried)" if out.tried else ""
        found = (f"; this one is {out.reached} moves away, the nearest found"
                 if out.reached is not None else "; no board's distance was proven in time")
        return (f"no board {out.asked} moves from the goal was found in {out.spent:.0f} s"
                f"{tried}{found}")
    return f"scrambling: {out.reached} of {out.asked} moves so far"


def _offer(out: Scrambled, instance: Instance, options: Mapping[str, Any], state: Any,
           puzzle: Any, reached: float) -> bool:
    """Make ``state`` the board offered; False when it cannot be a board of its own."""
    at = instance_at(instance, options, state, puzzle)
    if at is None:
        return False
    out.board, out.options, out.reached = at.board, dict(at.options), number(reached)
    return True


# -- a goal that is one board: layers from the goal, then a proven walk -----------------

def _walked(family: Family, out: Scrambled, rng: random.Random, caps: dict[str, Any],
            deadline: float, start: Any, options: dict[str, Any]) -> None:
    """Layers from the goal, else walks: from the board given (the last slice's farthest),
    from a uniform random board nearer than ``asked`` (far boards are quicker to reach from
    a random one than from the goal), then from the goal."""
    goal_text = family.scramble(out.size, 0, rng)
    goal = prepare(Request(family.name, goal_text), caps=caps)
    roots: list[tuple[Any, dict[str, Any]]] = []
    if start is None:
        if _layers(out, goal.instance, rng, caps, deadline):
            return
        drawn = _uniform_root(family, out, rng, caps, deadline)
        if out.done or (drawn is not None and time.perf_counter() >= deadline):
            return
        if drawn is not None:
            roots.append((drawn, {}))
    else:
        roots.append((start, options))
    roots.append((goal_text, {}))
    for board, opts in roots:
        prepared = goal if board is goal_text else prepare(
            Request(family.name, board, opts), caps=caps)
        if _walk(out, prepared, rng, caps, deadline, from_goal=board is goal_text):
            return
        if time.perf_counter() >= deadline:
            return


def _uniform_root(family: Family, out: Scrambled, rng: random.Random, caps: dict[str, Any],
                  deadline: float, draws: int = 3) -> Any:
    """The farthest of a few uniform random boards that is not beyond ``asked`` (``None``
    when none is): kept in ``out`` as the answer so far, finished when exactly ``asked``."""
    best = None
    for _ in range(draws):
        board = family.scramble(out.size, None, rng)
        got = _distance(family, board, {}, caps, deadline)
        if got is None or got > out.asked:
            continue
        if out.reached is None or got > out.reached:
            out.board, out.options, out.reached, best = board, {}, number(got), board
        if got == out.asked:
            out.done, out.why = True, "exact"
            return board
    return best


def _layers(out: Scrambled, instance: Instance, rng: random.Random, caps: dict[str, Any],
            deadline: float) -> bool:
    """Breadth-first from the goal; True when it settles the answer (a board of layer
    ``asked``, or of the last layer when the whole space is nearer).  The board drawn is
    checked by the family's own method."""
    puzzle = instance.puzzle()
    if not (getattr(puzzle, "reversible", False) and getattr(puzzle, "unit_cost", None)):
        return False
    most = min(LAYER_STATES, int(caps.get("max_states") or LAYER_STATES))
    layer, depth = [puzzle.start], 0
    try:
        for layer, seen in layers(puzzle, puzzle.start, lambda stored: (
                stored > most or time.perf_counter() >= deadline)):
            depth = seen[layer[0]]
            if depth == out.asked:
                break
    except LayerLimit:
        return False
    for state in rng.sample(layer, len(layer)):
        if _offer(out, instance, {}, state, puzzle, depth):
            break
    else:
        return False
    check = Distances(prepare(Request(out.puzzle, out.board, out.options), caps=caps), caps)
    known = check.known(check.puzzle.start)
    if not known.exact or known.low != depth:  # pragma: no cover - the two proofs disagree
        raise InvalidPuzzleError(
            f"internal error: a board {depth} moves from the goal by breadth-first search "
            f"was solved in {number(known.low)} moves")
    out.done = True
    out.why = "exact" if depth == out.asked else "largest"
    out.largest = None if depth == out.asked else depth
    return True


def _walk(out: Scrambled, prepared: Any, rng: random.Random, caps: dict[str, Any],
          deadline: float, *, from_goal: bool) -> bool:
    """Depth first from the prepared board over moves proven to lead farther (up to
    ``asked``); True when the answer is settled.  The farthest board found is kept in
    ``out`` as the place to carry on from."""
    dist = Distances(prepared, caps)
    puzzle = dist.puzzle
    root = puzzle.start
    here = dist.known(root)
    if not here.exact:
        return False
    instance, options = prepared.instance, dict(prepared.request.options)
    if out.reached is None or here.low > out.reached:
        _offer(out, instance, options, root, puzzle, here.low)

    def children(state: Any) -> list[Any]:
        found = [t for _m, t, _c in puzzle.successors(state)]
        rng.shuffle(found)
        return found

    stack = [(root, here.low, children(root))]
    visited = {root}
    complete = True
    while stack:
        state, low, left = stack[-1]
        if low == out.asked:
            _offer(out, instance, options, state, puzzle, low)
            out.done, out.why = True, "exact"
            return True
        if time.perf_counter() >= deadline:
            return False
        if not left:
            stack.pop()
            continue
        child = left.pop()
        if child in visited:
            continue
        visited.add(child)
        known = dist.known(child)
        if not known.exact:
            complete = False
            continue
        if known.low > out.asked:
            complete = False
        elif known.low > low:
            stack.append((child, known.low, children(child)))
            if out.reached is None or known.low > out.reached:
                _offer(out, instance, options, child, puzzle, known.low)
    if from_goal and complete and out.reached is not None and getattr(
            puzzle, "reversible", False):
        # every board is reached from the goal over moves that lead farther: none is farther
        out.done, out.why, out.largest = True, "largest", out.reached
        return True
    return False


# -- a goal that is a class of boards: draw and solve -----------------------------------

def _drawn(family: Family, out: Scrambled, rng: random.Random, caps: dict[str, Any],
           deadline: float, start: Any, options: dict[str, Any]) -> None:
    if start is not None:  # the nearest so far, from the previous slice
        got = _distance(family, start, options, caps, deadline)
        if got is not None:
            out.board, out.options, out.reached = start, options, number(got)
    while time.perf_counter() < deadline and out.tried < MAX_DRAWS:
        near = out.tried % 2 == 0  # the family's own draws within N, then uniform ones
        out.tried += 1
        try:
            text = family.scramble(out.size, out.asked if near else None, rng)
        except InvalidPuzzleError:
            if out.tried <= 2 and not near:
                raise
            continue
        got = _distance(family, text, {}, caps, deadline)
        if got is None:
            continue
        if out.reached is None or _nearer(got, out.reached, out.asked):
            out.board, out.options, out.reached = text, {}, number(got)
        if got == out.asked:
            out.done, out.why = True, "exact"
            return
    if out.tried >= MAX_DRAWS:
        _give_up(out)


def _nearer(got: float, best: float, asked: int) -> bool:
    """Whether ``got`` is nearer ``asked`` than ``best`` (the larger one on a tie)."""
    return (abs(got - asked), -got) < (abs(best - asked), -best)


def _distance(family: Family, board: Any, options: dict[str, Any], caps: dict[str, Any],
              deadline: float) -> float | None:
    """The proven distance of a board (``None``: unreachable, or not proven in time)."""
    left = deadline - time.perf_counter()
    if left <= 0:
        return None
    prepared = prepare(Request(family.name, board, options), caps=caps)
    dist = Distances(prepared, dict(caps, max_seconds=max(0.05, left)))
    known = dist.known(dist.puzzle.start)
    if not known.exact or known.low == INF:
        return None
    return float(known.low)
