"""A solution as text for people: the answer, the stats, the moves and the boards."""

from __future__ import annotations

from typing import Any

from fewest.problem import Solution
from fewest.puzzles.base import Instance


def solution_text(instance: Instance, solution: Solution[Any], *, boards: bool) -> str:
    """A person's view: the answer, the moves, and (optionally) the boards on the way."""
    st = solution.stats
    if not solution.states:  # a computed answer (a problem that is not one search): no path
        shown = (instance.judge_output(solution, "judge") if "judge" in instance.family.formats
                 else f"{solution.cost:g}")
        return (f"Answer: {' / '.join(shown.splitlines())} (computed exactly by "
                f"{solution.algorithm}, no moves to show)\n"
                f"Stats: {st.seconds:.3f} s")
    if solution.optimal:
        verdict = "optimal (proven)"
    elif solution.bound is not None:
        verdict = f"NOT guaranteed shortest (within {solution.bound:g}x optimal)"
    else:
        verdict = "NOT guaranteed shortest"
    lines = [
        f"Answer: {solution.length} move{'' if solution.length == 1 else 's'}, {verdict}, "
        f"found by {solution.algorithm}",
    ]
    if solution.cost != solution.length:
        lines.append(f"Cost: {solution.cost}")
    lines.append(
        f"Stats: {st.expanded:,} expanded, {st.generated:,} generated, "
        f"peak {st.peak_stored:,} states, {st.seconds:.3f} s"
    )
    if st.iterations:
        spent = sum(it.seconds for it in st.iterations)
        its = "; ".join(
            f"{it.bound:g}: {it.expanded:,} in {it.seconds:.3f} s" for it in st.iterations
        )
        rate = (f"; {sum(it.expanded for it in st.iterations) / spent:,.0f} nodes/s"
                if spent > 0 else "")
        lines.append(f"Iterations (bound: expanded in time): {its}{rate}")
    if solution.moves:
        lines.append("Moves: " + ", ".join(instance.move_text(m) for m in solution.moves))
    if boards:
        blocks = [("start", instance.format_state(solution.states[0]))]
        for i, (move, state) in enumerate(zip(solution.moves, solution.states[1:], strict=False)):
            blocks.append((f"{i + 1}. {instance.move_text(move)}", instance.format_state(state)))
        lines.append("")
        lines.append(side_by_side(blocks))
    return "\n".join(lines)


def side_by_side(blocks: list[tuple[str, str]], width: int = 78, gap: int = 3) -> str:
    """Lay captioned text blocks out in rows that fit ``width`` columns.

    >>> print(side_by_side([("a", "1 2\\n3 0"), ("b", "1 2\\n0 3")]))
    a     b
    1 2   1 2
    3 0   0 3
    """
    cells = []
    for caption, body in blocks:
        body_lines = body.splitlines()
        w = max(len(caption), *(len(x) for x in body_lines))
        cells.append(([caption, *body_lines], w))
    rows: list[list[tuple[list[str], int]]] = [[]]
    used = 0
    for cell in cells:
        if rows[-1] and used + gap + cell[1] > width:
            rows.append([])
            used = 0
        used += cell[1] + (gap if rows[-1] else 0)
        rows[-1].append(cell)
    out: list[str] = []
    for row in rows:
        height = max(len(c[0]) for c in row)
        for k in range(height):
            parts = [(c[0][k] if k < len(c[0]) else "").ljust(c[1]) for c in row]
            out.append((" " * gap).join(parts).rstrip())
        out.append("")
    return "\n".join(out).rstrip()
