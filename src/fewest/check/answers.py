"""Judging an answer against the proven optimum: a count, or a list of moves replayed.

:func:`judge_count` compares one number (the fewest moves, or ``-1``).
:func:`judge_moves` replays a move list through the family's own engine
puzzle (``successors``), so any optimal sequence passes; a wrong one is
named by its first illegal move, or by its first move that is off every
shortest path (the distance to the goal does not drop by one), which the
oracle settles for each board along the way.

>>> from fewest.check.oracle import Case, Oracle
>>> oracle = Oracle("rubiks-square")
>>> case = Case(((1, 2, 15, 4), (7, 8, 3, 6), (9, 10, 5, 12), (13, 14, 11, 16)))
>>> exp = oracle.expected(case)
>>> judge_moves(case, exp, [(2, 3, 3), (1, 2, 2)], oracle) is None
True
>>> print(judge_moves(case, exp, [(2, 3, 1), (1, 2, 2)], oracle))
wrong answer: the 2 moves do not sort the board; move 1 (2 3 1: column 3 down 1) is the \
first off every shortest path (2 moves from sorted before it, 2 after)
>>> print(judge_count(case, exp, 3))
wrong answer: printed 3, the fewest moves are 2
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

from fewest.check.oracle import Case, Expected, Oracle, OracleError, grid
from fewest.check.verdict import Verdict, wrong

#: Seconds the oracle may spend on one board along a wrong move list.
DISTANCE_SECONDS = 2.0


def judge_count(case: Case, expected: Expected, got: int, oracle: Oracle | None = None, *,
                unit: str = "moves") -> Verdict | None:
    """``None`` when ``got`` is the optimum (``-1`` for unreachable), else a wrong answer
    (``unit`` names what is counted: moves, rolls, key presses)."""
    want = expected.length
    if got == want:
        return None
    if want < 0:
        return wrong(f"printed {got}, expected -1 (the goal cannot be reached)")
    if got < 0:
        return wrong(f"printed -1, but the goal is {counted(want, unit)} away")
    return wrong(f"printed {got}, the fewest {unit} are {want}")


def counted(n: int, unit: str) -> str:
    """``'1 key press'``, ``'2 rolls'``.

    >>> counted(1, "key presses"), counted(1, "rolls"), counted(3, "moves")
    ('1 key press', '1 roll', '3 moves')
    """
    if n != 1:
        return f"{n} {unit}"
    return f"{n} {unit[:-2] if unit.endswith('sses') else unit[:-1]}"


def counts(unit: str) -> Callable[[Case, Expected, Any, Oracle], Verdict | None]:
    """A count judge whose messages name ``unit``.

    >>> from fewest.check.oracle import Case, Oracle
    >>> case = Case(((-1, -1), (-1, 3)))
    >>> print(counts("rolls")(case, Oracle("snakes-ladders").expected(case), 2, None))
    wrong answer: printed 2, the fewest rolls are 1
    """
    return functools.partial(judge_count, unit=unit)


def state_case(case: Case, state: Any) -> Case:
    """A flat row-major state of ``case``'s board shape, as a case.

    >>> state_case(Case(((1, 2), (3, 0))), (0, 1, 2, 3)).board
    ((0, 1), (2, 3))
    """
    cols = len(case.board[0])
    flat = list(state)
    return Case(grid(flat[r:r + cols] for r in range(0, len(flat), cols)), case.options)


def _show(expected: Expected, move: tuple[int, ...]) -> str:
    text = " ".join(map(str, move))
    try:
        return f"{text}: {expected.instance.move_text(move)}"
    except Exception:
        return text


def judge_moves(case: Case, expected: Expected, moves: list[tuple[int, int, int]],
                oracle: Oracle) -> Verdict | None:
    """``None`` when ``moves`` reach the goal in the fewest moves, else a wrong answer."""
    puzzle = expected.instance.puzzle()
    state = puzzle.start
    states = [state]
    for n, move in enumerate(moves, 1):
        nxt = next((s for m, s, _ in puzzle.successors(state) if tuple(m) == move), None)
        if nxt is None:
            return wrong(f"move {n} ({' '.join(map(str, move))}) is not a legal move")
        state = nxt
        states.append(state)
    best, done = expected.length, puzzle.is_goal(state)
    if done and len(moves) == best:
        return None
    if done and len(moves) < best:
        raise OracleError(f"{len(moves)} moves sort {case.key()}, fewer than fewest's {best}")
    for n in range(1, len(moves) + 1):
        after = oracle.distance(state_case(case, states[n]), DISTANCE_SECONDS)
        if after != best - n:
            far = "more" if after is None else str(after)
            where = (f"move {n} ({_show(expected, moves[n - 1])}) is the first off every "
                     f"shortest path ({counted(best - n + 1, 'moves')} from sorted before it, "
                     f"{far} after)")
            if done:
                return wrong(f"{len(moves)} moves sort the board, but {best} is the fewest; "
                             f"{where}")
            return wrong(f"the {counted(len(moves), 'moves')} "
                         f"{'does' if len(moves) == 1 else 'do'} not sort the board; {where}")
    short = best - len(moves)
    return wrong(f"the {counted(len(moves), 'moves')} stop {counted(short, 'moves')} short of "
                 f"sorted (the fewest are {best})")
