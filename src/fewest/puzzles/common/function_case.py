"""Shared parts of the function-problem families (LeetCode): reading one case and
a plain breadth-first search that returns an engine :class:`~fewest.problem.Solution`.

A function problem's case is the dict of its arguments by the site's
parameter names.  :func:`read_case` accepts that dict, or its JSON text (what
``fewest solve NAME -`` reads), and refuses anything else in one line that
names the problem and quotes the input.

>>> read_case('{"a": 1, "b": [2]}', ("a", "b"), "leetcode-0")
{'a': 1, 'b': [2]}
>>> read_case({"a": 1}, ("a", "b"), "leetcode-0")
Traceback (most recent call last):
fewest.errors.InvalidPuzzleError: leetcode-0: missing argument 'b' in '{"a": 1}'
>>> sol = bfs_solution([0], lambda s: [("+1", s + 1), ("x2", s * 2)], lambda s: s == 6,
...                    None, "state-bfs")
>>> sol.moves, sol.states
(['+1', '+1', '+1', 'x2'], [0, 1, 2, 3, 6])
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Hashable, Iterable, Sequence
from typing import Any

from fewest.errors import InvalidPuzzleError, NoSolutionError
from fewest.problem import Budget, Limits, SearchStats, Solution
from fewest.puzzles.boardtext import quote


def refuse(problem: str, why: str, board: Any) -> InvalidPuzzleError:
    """The one-line error for a bad case: ``problem: why in 'input'``."""
    return InvalidPuzzleError(f"{problem}: {why} in {quote(board)}")


def read_case(board: Any, params: Sequence[str], problem: str) -> dict[str, Any]:
    """The arguments of one case, from a dict or its JSON text (see the module doc)."""
    value = board
    if isinstance(board, str):
        text = board.strip()
        try:
            value = json.loads(text)
        except ValueError:
            raise refuse(problem, "expected a JSON object of the arguments "
                         f"({', '.join(params)})", board) from None
        if isinstance(value, list):
            raise refuse(problem, f"this holds {len(value)} cases (a JSON list); give one case, "
                         "a JSON object of the arguments", board)
    if not isinstance(value, dict):
        raise refuse(problem, "expected a JSON object of the arguments "
                     f"({', '.join(params)})", board)
    for name in params:
        if name not in value:
            raise refuse(problem, f"missing argument {name!r}", board)
    extra = [k for k in value if k not in params]
    if extra:
        raise refuse(problem, f"unknown argument {extra[0]!r} (it takes {', '.join(params)})",
                     board)
    return {name: value[name] for name in params}


def is_int(value: Any) -> bool:
    """A JSON integer (``True`` is not one).

    >>> is_int(3), is_int(True), is_int(3.0)
    (True, False, False)
    """
    return isinstance(value, int) and not isinstance(value, bool)


def int_list(value: Any) -> bool:
    """A JSON list of integers."""
    return isinstance(value, list) and all(is_int(v) for v in value)


def bfs_solution(starts: Iterable[Hashable],
                 neighbours: Callable[[Any], Iterable[tuple[Any, Hashable]]],
                 is_goal: Callable[[Any], bool], limits: Limits | None, algorithm: str, *,
                 first_moves: Sequence[Any] | None = None) -> Solution[Any]:
    """Fewest moves from any of ``starts`` to a goal, by breadth-first search.

    ``neighbours(state)`` yields ``(move, next_state)``; every move costs 1.
    With ``first_moves`` (one per start), the path begins at the virtual
    state ``None`` and its first move picks the start.  Honours every limit
    through :class:`~fewest.problem.Budget`; raises
    :class:`~fewest.errors.NoSolutionError` when no goal is reachable.
    """
    started = time.perf_counter()
    stats = SearchStats()
    budget = Budget(limits, stats)
    parents: dict[Any, Any] = {}
    frontier: list[Any] = []
    found: Any = None
    hit = False
    for i, s in enumerate(starts):
        if s in parents:
            continue
        parents[s] = None if first_moves is None else (None, first_moves[i])
        frontier.append(s)
        if not hit and is_goal(s):
            found, hit = s, True
    expanded = generated = 0
    while frontier and not hit:
        layer: list[Any] = []
        for state in frontier:
            if expanded >= budget.next_at:
                budget.check(expanded, len(parents), generated)
            expanded += 1
            for move, nxt in neighbours(state):
                generated += 1
                if nxt in parents:
                    continue
                parents[nxt] = (state, move)
                if is_goal(nxt):
                    found, hit = nxt, True
                    break
                layer.append(nxt)
            if hit:
                break
        stats.peak_frontier = max(stats.peak_frontier, len(layer))
        frontier = layer
    stats.expanded, stats.generated = expanded, generated
    stats.peak_stored = len(parents)
    stats.seconds = time.perf_counter() - started
    if not hit:
        raise NoSolutionError(f"no goal is reachable ({len(parents):,} states searched)", stats)
    states: list[Any] = [found]
    moves: list[Any] = []
    link = parents[found]
    while link is not None:
        prev, move = link
        moves.append(move)
        states.append(prev)
        link = parents[prev] if prev is not None else None
    states.reverse()
    moves.reverse()
    return Solution(moves, states, float(len(moves)), True, algorithm, stats)
