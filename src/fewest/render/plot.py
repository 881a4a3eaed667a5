"""``fewest compare --plot FILE.png``: the teaching curves drawn with matplotlib.

matplotlib is an optional extra (``pip install 'fewest[plot]'``);
:func:`require_matplotlib` says so in one line when it is missing.
"""

from __future__ import annotations

import importlib
import os
from typing import Any

from fewest.errors import InvalidPuzzleError
from fewest.render.files import write_with
from fewest.trace import Trace

INSTALL = "--plot needs matplotlib; install it with: pip install 'fewest[plot]'"


def require_matplotlib() -> Any:
    """The ``matplotlib.pyplot`` module (Agg backend), or a one-line error."""
    try:
        matplotlib = importlib.import_module("matplotlib")
    except ImportError:
        raise InvalidPuzzleError(INSTALL) from None
    matplotlib.use("Agg")
    return importlib.import_module("matplotlib.pyplot")


def write_compare_plot(path: str | os.PathLike[str], traces: dict[str, Trace]) -> None:
    """Two panels: states expanded per depth, and open states over expansions."""
    pyplot = require_matplotlib()
    figure, (left, right) = pyplot.subplots(1, 2, figsize=(11, 4))
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
    try:
        write_with(path, lambda tmp: figure.savefig(tmp, format="png", dpi=100))
    finally:
        pyplot.close(figure)
