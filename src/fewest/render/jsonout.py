"""A solution as plain JSON: the object ``fewest solve --json`` prints and the web API returns."""

from __future__ import annotations

from typing import Any

from fewest.problem import Solution
from fewest.puzzles.base import Instance


def solution_json(
    instance: Instance, solution: Solution[Any] | None, puzzle: str
) -> dict[str, Any]:
    """The JSON object for one solved (or unreachable: ``solution=None``) instance."""
    out: dict[str, Any] = {"puzzle": puzzle, **instance.summary()}
    if solution is None:
        out.update({"status": "unreachable", "length": -1, "moves": [], "optimal": True})
        return out
    out.update(
        {
            "status": "solved",
            "length": solution.length,
            "cost": solution.cost,
            "optimal": solution.optimal,
            "algorithm": solution.algorithm,
            "moves": [instance.move_json(m) for m in solution.moves],
            "stats": solution.stats.as_dict(),
        }
    )
    if solution.bound is not None:
        out["bound"] = solution.bound
    return out
