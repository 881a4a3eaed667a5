"""The compiled search of a :class:`~fewest.puzzles.common.layered_grid.LayeredGrid`
as a judge problem's method: its table need, the method itself, and its build ahead
of time (``fewest tables build``).  No family name appears here.
"""

from __future__ import annotations

from typing import Any

from fewest.errors import InvalidPuzzleError
from fewest.problem import Limits, Solution
from fewest.puzzles.common.layered_grid import LayeredGrid
from fewest.puzzles.methods import LIMIT_NAMES, Method, TableNeed

#: what the first compiled search builds (see :mod:`~fewest.puzzles.common.layered_aot`)
AOT_WHAT = "the compiled layered-grid search"
AOT_BYTES = 700_000
AOT_SECONDS = 20.0


def layered_table_need(g: LayeredGrid, family: str, method: str) -> TableNeed | None:
    """The compiled search module, when grid ``g`` needs it for ``method`` and it is
    not built (``None`` otherwise: a small grid runs in plain Python)."""
    from fewest.puzzles.common import layered_aot
    from fewest.puzzles.common.layered_grid import PYTHON_STATES

    if method not in ("auto", "layered-bfs") or g.rows * g.cols * g.layers <= PYTHON_STATES:
        return None
    if layered_aot.failed() or layered_aot.load() is not None:
        return None
    return TableNeed(AOT_WHAT, AOT_BYTES, AOT_SECONDS,
                     f"fewest tables build {family} {g.rows}x{g.cols}")


def layered_method(summary: str) -> Method:
    """The compiled layered BFS as a family's method."""

    def run(instance: Any, limits: Limits | None) -> Solution[Any]:
        sol: Solution[Any] = instance.solve_compiled(limits)
        return sol

    return Method("layered-bfs", optimal=True, aliases=("compiled", "compiled-bfs"),
                  summary=summary, honours=frozenset(LIMIT_NAMES), run=run,
                  table=f"{AOT_WHAT}: a 0.7 MB module built once (about 20 s) by the first "
                        "grid of over 200 000 states")


def layered_prebuild() -> list[str]:
    """``fewest tables build NAME SIZE`` for a layered-grid problem: the compiled search
    built ahead of time (its module's name), or one line why it cannot be."""
    from fewest.puzzles.common import layered_aot

    if layered_aot.load() is None and layered_aot.build() is None:
        raise InvalidPuzzleError(
            f"{AOT_WHAT} could not be built here (no C compiler?); the jitted kernels "
            "are used instead")
    return [layered_aot.name()]
