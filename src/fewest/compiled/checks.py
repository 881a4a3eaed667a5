"""What an informed search (A*, IDA*) checks before it calls its answer optimal.

A heuristic declared admissible (``admissible=True``) is trusted only as far
as it is checked:

* near the goal, against exact distances, when the puzzle has predecessors,
  one goal state and unit costs (:func:`~fewest.compiled.guards.check_admissible`:
  an overestimate there is an error);
* at the start, and during the search on a sample of the states it
  generates (the first :data:`FIRST`, then one in :data:`SAMPLE`): ``h(s)``
  must be 0 at a goal and at most ``cost + h(t)`` for every move ``s -> t``
  (:func:`~fewest.compiled.common.spot_check`), with costs and with
  ``is_goal=`` too.  A heuristic that overestimates only far from the
  goal breaks this where its overestimate begins, and the search meets such
  states: it prunes them;
* along the returned path: ``h`` of each state at most the cost left to the
  goal on that path, and 0 at its end.

A finding makes the answer ``optimal=False``, with a
:class:`HeuristicWarning` that quotes the states, never a wrong "optimal".
(An admissible heuristic may break the second rule without being wrong; its
answers are then not called optimal either: fewest cannot tell.)  Pattern
databases alone are consistent by construction and are not sampled.

What is *not* proven: a heuristic that overestimates only on states the
search never generates, nor samples, cannot be caught; the answer is then
optimal *if* the heuristic is admissible, as declared.
"""

from __future__ import annotations

import warnings
from typing import TYPE_CHECKING, Any

import numpy as np

from fewest.compiled import common

if TYPE_CHECKING:
    from fewest.compiled.hvalues import HeuristicArrays
    from fewest.compiled.run import Driver

#: one generated state in SAMPLE is spot-checked, after the first FIRST (all checked)
SAMPLE = 256
FIRST = 1024


class HeuristicWarning(UserWarning):
    """A heuristic declared admissible failed a check: the answer is not called optimal."""


def arm(drv: Driver, informed: bool) -> None:
    """Turn the kernels' spot checks on when the search trusts the user's heuristic,
    and check the start (the kernels check the states they generate)."""
    p = drv.puzzle
    if not (informed and p._user["heuristic"] is not None and p.heuristic_admissible):
        return
    drv.cfg[common.CHECK] = SAMPLE
    from fewest.compiled.hvalues import heuristic_arrays

    arrays = heuristic_arrays(p)
    moves = list(p.successors(p.start))
    rows = [p.start] + [t for _, t, _ in moves]
    hs = [int(h) for h in _values(drv, arrays, rows)]
    if p.is_goal(p.start) and hs[0] > 0:
        _witness(drv, p.start, p.start, hs[0], 0, -1)
    for (_, t, cost), ht in zip(moves, hs[1:], strict=True):
        if hs[0] > cost + ht:
            _witness(drv, p.start, t, hs[0], cost, ht)
            return


def _values(drv: Driver, arrays: HeuristicArrays, rows: list[tuple[int, ...]]) -> np.ndarray:
    from fewest.compiled.guards import heuristic_values

    p = drv.puzzle
    return heuristic_values(p, arrays, True, np.array(rows, np.uint8).reshape(len(rows),
                                                                              p.layout.n))


def _witness(drv: Driver, s: tuple[int, ...], t: tuple[int, ...], hs: int, cost: int,
             ht: int) -> None:
    """Keep a finding as :func:`~fewest.compiled.common.spot_check` keeps it."""
    ctr, n = drv.ctr, drv.puzzle.layout.n
    if ctr[common.INCONSISTENT]:
        return
    ctr[common.INCONSISTENT], ctr[common.WIT_H], ctr[common.WIT_COST] = 1, hs, cost
    ctr[common.WIT_NEXT] = ht
    drv.err[:n], drv.err[n:2 * n] = s, t


def proven(drv: Driver, arrays: HeuristicArrays, hfn: Any, states: list[tuple[int, ...]],
           gs: list[int], algorithm: str) -> bool:
    """True when the answer of an informed search may be called optimal (see the
    module notes); ``gs`` is the path cost to each of ``states``."""
    p = drv.puzzle
    if not p.heuristic_trusted:
        return False
    if p._user["heuristic"] is None:
        return True
    ctr = drv.ctr
    if ctr[common.INCONSISTENT]:
        n = p.layout.n
        s = tuple(int(v) for v in drv.err[:n])
        t = tuple(int(v) for v in drv.err[n:2 * n])
        hs, cost, ht = (int(ctr[i]) for i in (common.WIT_H, common.WIT_COST, common.WIT_NEXT))
        if ht < 0:
            what = f"it gives {hs} for the goal {s}, not 0"
        else:
            what = (f"it gives {hs} for {s}, but a move of cost {cost} leads to {t}, for "
                    f"which it gives {ht} ({hs} > {cost} + {ht})")
        _warn(algorithm, what)
        return False
    hs_path = _values(drv, arrays, states)
    total = gs[-1]
    for state, g, h in zip(states, gs, hs_path, strict=True):
        if int(h) > total - g:
            _warn(algorithm, f"it gives {int(h)} for {state}, which the answer's path "
                             f"takes to the goal at cost {total - g}")
            return False
    return True


def _warn(algorithm: str, what: str) -> None:
    warnings.warn(
        f"{algorithm}: the heuristic declared admissible failed a check ({what}); the answer "
        f"is not called optimal (fix the heuristic, or drop admissible=True)",
        HeuristicWarning, stacklevel=4)
