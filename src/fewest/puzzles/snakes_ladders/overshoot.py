"""What a roll that would pass the last square does in the real (random) game.

The fewest-rolls answer never needs such a roll (the spec only allows rolls
that stay on the board), so these rules matter only for the fair-die analysis:

* ``"stay"`` (default): the piece does not move; the roll is used up.
* ``"bounce"``: the piece walks to the last square and back the remaining
  steps (again and again for a die larger than the board), then takes a
  snake or ladder where it stops.
* ``"pass"``: reaching or passing the last square finishes the game.

>>> check_overshoot(None), check_overshoot("Bounce")
('stay', 'bounce')
"""

from __future__ import annotations

from typing import Any

from fewest.errors import InvalidPuzzleError

RULES = ("stay", "bounce", "pass")
DEFAULT_RULE = "stay"


def check_overshoot(rule: Any) -> str:
    """The overshoot rule, checked (``None`` means the default ``"stay"``)."""
    if rule is None:
        return DEFAULT_RULE
    key = str(rule).strip().lower()
    if key not in RULES:
        raise InvalidPuzzleError(
            f"overshoot must be one of {', '.join(RULES)}; got {rule!r}"
        )
    return key
