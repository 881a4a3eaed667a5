"""The options the card-matching family takes (its part of every front end's flags and fields).

>>> [o.name for o in OPTIONS]
['cursor', 'shape']
"""

from __future__ import annotations

from typing import Any

from fewest.errors import InvalidPuzzleError
from fewest.puzzles.options import OptionSpec, quote_value, shape_value


def parse_cursor(text: Any) -> tuple[int, int]:
    """``"1,0"`` or ``[1, 0]`` -> ``(1, 0)``.

    >>> parse_cursor("1,0")
    (1, 0)
    """
    if isinstance(text, str):
        parts = text.replace(" ", "").strip("()[]").split(",")
        try:
            r, c = (int(p) for p in parts)
        except ValueError:
            raise InvalidPuzzleError(
                f"cursor must look like R,C (e.g. 1,0), got {text!r}") from None
        return r, c
    if (not isinstance(text, (list, tuple)) or len(text) != 2
            or not all(isinstance(v, int) and not isinstance(v, bool) for v in text)):
        raise InvalidPuzzleError(f"cursor must be [row, col], got {quote_value(text)}")
    return text[0], text[1]


OPTIONS = (
    OptionSpec("cursor", "starting cursor R,C, 0-based (default 0,0)", parse_cursor, str, (0, 0)),
    OptionSpec("shape", "RxC for a flat board", shape_value),
)
