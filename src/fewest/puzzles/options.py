"""Turning option values (CLI strings or JSON values) into :class:`InputOptions` and limits.

The CLI, batch lines, the web API and :func:`fewest.parse` all go through
:func:`make_options`, so every option means the same thing everywhere.
"""

from __future__ import annotations

import json
from typing import Any

from fewest.errors import InvalidPuzzleError
from fewest.problem import Limits
from fewest.puzzles.base import InputOptions
from fewest.puzzles.boardtext import parse_shape


def parse_cursor(text: str | None) -> tuple[int, int] | None:
    """``"1,0"`` -> ``(1, 0)``.

    >>> parse_cursor("1,0")
    (1, 0)
    """
    if text is None:
        return None
    parts = text.replace(" ", "").strip("()[]").split(",")
    try:
        r, c = (int(p) for p in parts)
    except ValueError:
        raise InvalidPuzzleError(f"cursor must look like R,C (e.g. 1,0), got {text!r}") from None
    return r, c


def goal_value(goal: Any) -> Any:
    """A goal as given: a keyword like ``blank-first`` stays text, a JSON board is decoded."""
    if isinstance(goal, str) and goal.strip().startswith("["):
        try:
            return json.loads(goal)
        except json.JSONDecodeError:
            raise InvalidPuzzleError(f"goal is not valid JSON: {goal!r}") from None
    return goal


def make_options(
    *, goal: Any = None, cursor: Any = None, die: Any = None, shape: Any = None,
    overshoot: Any = None, start: Any = None,
) -> InputOptions:
    """Validated :class:`InputOptions` from CLI strings or batch-line JSON values."""
    if isinstance(cursor, str):
        cursor = parse_cursor(cursor)
    elif cursor is not None:
        if (not isinstance(cursor, (list, tuple)) or len(cursor) != 2
                or not all(isinstance(v, int) and not isinstance(v, bool) for v in cursor)):
            raise InvalidPuzzleError(f"cursor must be [row, col], got {json.dumps(cursor)}")
        cursor = (cursor[0], cursor[1])
    if isinstance(die, str):
        try:
            die = int(die)
        except ValueError:
            raise InvalidPuzzleError(f"die must be an integer, got {die!r}") from None
    if isinstance(start, str):
        try:
            start = int(start)
        except ValueError:
            raise InvalidPuzzleError(f"start must be an integer square, got {start!r}") from None
    if die is not None and (isinstance(die, bool) or not isinstance(die, int)):
        raise InvalidPuzzleError(f"die must be an integer, got {die!r}")
    if isinstance(shape, str):
        shape = parse_shape(shape)
    if overshoot is not None and not isinstance(overshoot, str):
        raise InvalidPuzzleError(f"overshoot must be a name, got {overshoot!r}")
    if start is not None and (isinstance(start, bool) or not isinstance(start, int)):
        raise InvalidPuzzleError(f"start must be an integer square, got {start!r}")
    return InputOptions(goal=goal_value(goal), cursor=cursor, die=die, shape=shape,
                        overshoot=overshoot, start=start)


def make_limits(
    max_seconds: float | None, max_expansions: int | None, max_states: int | None
) -> Limits | None:
    """Limits from the ``--max-*`` options (``None`` when none is given)."""
    if max_seconds is None and max_expansions is None and max_states is None:
        return None
    return Limits(max_seconds=max_seconds, max_expansions=max_expansions, max_states=max_states)
