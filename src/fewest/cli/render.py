"""Showing a solution: human text, JSON, or the judge sites' formats."""

from __future__ import annotations

from typing import Any

from fewest.problem import Solution
from fewest.puzzles.base import Instance


def solution_json(instance: Instance, solution: Solution[Any] | None, puzzle: str) -> dict[str, Any]:
    """The JSON object for one solved (or unreachable: ``solution=None``) instance."""
    out: dict[str, Any] = {"puzzle": puzzle, **instance.summary()}
    if solution is None:
        out.update({"status": "unreachable", "length": -1, "moves": [], "optimal": True})
        return out
    out.update({
        "status": "solved",
        "length": solution.length,
        "cost": solution.cost,
        "optimal": solution.optimal,
        "algorithm": solution.algorithm,
        "moves": [instance.move_json(m) for m in solution.moves],
        "stats": solution.stats.as_dict(),
    })
    if solution.bound is not None:
        out["bound"] = solution.bound
    return out


def solution_text(instance: Instance, solution: Solution[Any], *, boards: bool) -> str:
    """A person's view: the answer, the moves, and (optionally) the boards on the way."""
    st = solution.stats
    if solution.optimal:
        verdict = "optimal (proven)"
    elif solution.bound is not None:
        verdict = f"NOT guaranteed shortest (within {solution.bound:g}x optimal)"
    else:
        verdict = "NOT guaranteed shortest"
    lines = [
        f"Answer: {solution.length} moves, {verdict}, found by {solution.algorithm}",
    ]
    if solution.cost != solution.length:
        lines.append(f"Cost: {solution.cost}")
    lines.append(
        f"Stats: {st.expanded:,} expanded, {st.generated:,} generated, "
        f"peak {st.peak_stored:,} states, {st.seconds:.3f} s"
    )
    if solution.moves:
        lines.append("Moves: " + ", ".join(instance.move_text(m) for m in solution.moves))
    if boards:
        lines.append("")
        lines.append("Start:")
        lines.append(_indent(instance.format_state(solution.states[0])))
        for i, (move, state) in enumerate(zip(solution.moves, solution.states[1:], strict=False)):
            lines.append(f"{i + 1}. {instance.move_text(move)}")
            lines.append(_indent(instance.format_state(state)))
    return "\n".join(lines)


def _indent(text: str) -> str:
    return "\n".join("    " + line for line in text.splitlines())
