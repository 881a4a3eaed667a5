"""How a judge problem's answer is printed: the fewest moves or the least cost, with
the judge's own word for "impossible", or a value the problem computes.

An answer form is a function ``(case, solution or None) -> value``: the value is
printed as the judge prints it (a number or a string as it is, a flat list as
words on one line, rows as lines; a function problem's value as JSON).

>>> from fewest.problem import SearchStats, Solution
>>> sol = Solution(["a", "b"], [0, 1, 2], 2, True, "bfs", SearchStats())
>>> count()({}, sol), count(plus=1)({}, sol), count()({}, None)
(2, 3, -1)
>>> count(impossible="IMPOSSIBLE")({}, None)
'IMPOSSIBLE'
>>> printed([1, 2, 3]), printed([[1, 2], [3, 4]]), printed("a"), printed(7)
('1 2 3', '1 2\\n3 4', 'a', '7')
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from fewest.problem import Solution

Answer = Callable[[dict[str, Any], "Solution[Any] | None"], Any]


def count(*, impossible: Any = -1, plus: int = 0) -> Answer:
    """The optimal cost (the fewest moves when each costs 1), plus ``plus`` (a count
    of cells where the start is counted too); ``impossible`` when there is no way."""
    def answer(case: dict[str, Any], solution: Solution[Any] | None) -> Any:
        if solution is None:
            return impossible
        cost = solution.cost
        return int(cost) + plus if float(cost).is_integer() else cost + plus
    return answer


def printed(value: Any) -> str:
    """``value`` as a judge's stdin program prints it."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (list, tuple)):
        if value and all(isinstance(v, (list, tuple)) for v in value):
            return "\n".join(" ".join(map(str, row)) for row in value)
        return " ".join(map(str, value))
    return str(value)


def returned(value: Any) -> str:
    """``value`` as a function problem returns it (JSON)."""
    return json.dumps(value)
