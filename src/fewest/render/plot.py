"""``fewest compare --plot FILE.png``: the teaching curves drawn with matplotlib.

matplotlib is an optional extra (``pip install 'fewest[plot]'``);
:func:`require_matplotlib` says so in one line when it is missing
(:mod:`fewest.figures`).
"""

from __future__ import annotations

import os

from fewest.figures import INSTALL, pyplot, save_png
from fewest.trace import Trace

__all__ = ["INSTALL", "require_matplotlib", "write_compare_plot"]


def require_matplotlib() -> object:
    """The ``matplotlib.pyplot`` module (Agg backend), or a one-line error."""
    return pyplot()


def write_compare_plot(path: str | os.PathLike[str], traces: dict[str, Trace]) -> None:
    """Two panels: states expanded per depth, and open states over expansions."""
    figure, (left, right) = pyplot().subplots(1, 2, figsize=(11, 4))
    for name, trace in traces.items():
        if trace.expanded == 0:
            continue
        counts = trace.depth_counts
        left.step(range(len(counts)), counts, where="mid", label=f"{name} ({trace.expanded:,})")
        right.plot(range(1, len(trace.events) + 1), [e[1] for e in trace.events], label=name,
                   marker="o" if len(trace.events) < 50 else None, markersize=3)
    left.set_xscale("symlog")
    left.set_xlabel("depth")
    left.set_ylabel("states expanded")
    left.set_title("expanded per depth (all expansions)")
    right.set_xscale("log")
    right.set_yscale("log")
    right.set_xlabel("expansions (recorded)")
    right.set_ylabel("open states")
    right.set_title("frontier over time")
    for axes in (left, right):
        axes.legend(fontsize="small")
    figure.tight_layout()
    save_png(figure, path)
