"""Messages for faults of the user's functions, found inside a kernel or raised by them.

A kernel that catches a bad successor row stops with a negative status
(:mod:`fewest.compiled.common`), leaving the state and the row in ``err``;
:func:`fault` turns that into one :class:`~fewest.errors.InvalidPuzzleError`
line that quotes them.

>>> import numpy as np
>>> from fewest.compiled import common
>>> ctr = common.new_ctr(); ctr[common.ERR_A] = 5
>>> err = np.array([1, 2, 0, 0, 0, 0], np.uint8)
>>> print(fault(common.ERR_COUNT, ctr, err, n=3, values=3, max_successors=4, moves=4))
successors returned 5 for state (1, 2, 0), but max_successors is 4
"""

from __future__ import annotations

import numpy as np

from fewest.compiled import common
from fewest.errors import InvalidPuzzleError


def fault(status: int, ctr: np.ndarray, err: np.ndarray, *, n: int, values: int,
          max_successors: int, moves: int, role: str = "successors") -> InvalidPuzzleError:
    """The error for a kernel's negative ``status``."""
    state = tuple(int(v) for v in err[:n])
    row = tuple(int(v) for v in err[n:2 * n])
    a, b = int(ctr[common.ERR_A]), int(ctr[common.ERR_B])
    poisoned = bool(ctr[common.POISONED])
    if status == common.ERR_COUNT:
        text = (f"{role} returned {a} for state {state}, but max_successors is {max_successors}"
                if a >= 0 else f"{role} returned a negative count ({a}) for state {state}")
    elif status == common.ERR_RANGE and poisoned and b == common.POISON_VALUE:
        text = _unwritten(role, a, row, state, values)
    elif status == common.ERR_RANGE:
        text = (f"{role} wrote value {b} in row {a} {row} for state {state}; values must lie in "
                f"0..{values - 1} (declare values= for a wider range, at most 256)")
    elif status == common.ERR_MOVE and poisoned and b == common.UNSET:
        text = (f"{role} returned a row {a} for state {state} but wrote no move id into "
                f"moves[{a}]; write a move id for every row it returns")
    elif status == common.ERR_MOVE:
        text = (f"{role} wrote move id {b} in row {a} for state {state}; "
                f"move_names has {moves} names (ids 0..{moves - 1})")
    elif status == common.ERR_COST and poisoned and b == common.UNSET:
        text = (f"{role} returned a row {a} for state {state} but wrote no cost into "
                f"costs[{a}]; write a cost for every row it returns")
    elif status == common.ERR_COST:
        text = (f"{role} wrote cost {b} in row {a} {row} for state {state}; "
                f"costs must be integers >= 1")
    elif status == common.ERR_MARKER:
        text = (f"{role} returned at least {a + 1} rows for state {state} but never wrote "
                f"(all of) row {a} {row}: with values=256 the marker "
                f"{common.POISON_VALUE} it held is a value, but a second call over rows of "
                f"0 left other values there; write rows 0..count-1 in full and return "
                f"their count")
    elif status == common.ERR_HEURISTIC:
        text = f"heuristic returned a negative value ({a}) for state {state}"
    else:  # pragma: no cover - every status a kernel returns is listed above
        text = f"a compiled search stopped with unknown status {status}"
    return InvalidPuzzleError(text)


def _unwritten(role: str, r: int, row: tuple[int, ...], state: tuple[int, ...],
               values: int) -> str:
    """The message for a row that still holds the poison written before the call."""
    cells = [i for i, v in enumerate(row) if v == common.POISON_VALUE]
    if len(cells) == len(row):
        return (f"{role} returned at least {r + 1} rows for state {state} but never wrote "
                f"row {r} (it still holds the marker {common.POISON_VALUE} written before the "
                f"call); write rows 0..count-1 and return their count")
    return (f"{role} left cells {cells} of row {r} {row} unwritten for state {state} (or wrote "
            f"{common.POISON_VALUE} there; values must lie in 0..{values - 1})")


def raised(exc: BaseException, *, n: int, max_successors: int) -> InvalidPuzzleError:
    """The error for an exception raised inside the user's compiled code."""
    hint = ""
    if isinstance(exc, IndexError):
        hint = (f" (out has max_successors={max_successors} rows of {n} values; "
                f"a state has {n} values)")
    return InvalidPuzzleError(
        f"a puzzle function raised {type(exc).__name__}: {exc}{hint}")
