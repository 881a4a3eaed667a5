"""Charts for ``--plot``: matplotlib imported one way, PNGs written one way.

matplotlib is an optional extra (``pip install 'fewest[plot]'``):
:func:`pyplot` says so in one line when it is missing.  :func:`save_png`
writes a figure atomically with the usual file mode (:mod:`fewest.files`)
and closes it; :func:`histogram_png` is the distance histogram every
report draws (a board count per distance, optionally a mean and its interval).

>>> import tempfile, pathlib, os, stat
>>> out = pathlib.Path(tempfile.mkdtemp()) / "h.png"
>>> _ = histogram_png(out, [(0, 1), (1, 2), (2, 1)], title="2x2", xlabel="moves")
>>> out.read_bytes()[:4] == b"\\x89PNG" and stat.S_IMODE(os.stat(out).st_mode) != 0o600
True
"""

from __future__ import annotations

import importlib
import os
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from fewest.errors import InvalidPuzzleError
from fewest.files import check_target, write_with

INSTALL = "--plot needs matplotlib; install it with: pip install 'fewest[plot]'"


def pyplot() -> Any:
    """The ``matplotlib.pyplot`` module (Agg backend), or a one-line error."""
    try:
        matplotlib = importlib.import_module("matplotlib")
    except ImportError:
        raise InvalidPuzzleError(INSTALL) from None
    matplotlib.use("Agg")
    return importlib.import_module("matplotlib.pyplot")


def save_png(figure: Any, path: str | os.PathLike[str]) -> Path:
    """Write ``figure`` to the PNG ``path`` atomically, then close it."""
    try:
        return write_with(path, lambda tmp: figure.savefig(tmp, format="png", dpi=100))
    finally:
        pyplot().close(figure)


def histogram_png(path: str | os.PathLike[str], counts: Sequence[Sequence[int]], *,
                  title: str, xlabel: str, ylabel: str = "boards", mean: float | None = None,
                  interval: Sequence[float] | None = None) -> Path:
    """Bars of ``counts`` (``(distance, boards)`` pairs), with the mean and its 95%
    interval drawn when given."""
    check_target(path)  # before the (slow) import
    plt = pyplot()
    figure, axes = plt.subplots(figsize=(7, 4))
    axes.bar([d for d, _ in counts], [c for _, c in counts], color="#4c72b0")
    if interval is not None:
        axes.axvspan(interval[0], interval[1], color="#dd8452", alpha=0.3,
                     label="95% CI of the mean")
    if mean is not None:
        axes.axvline(mean, color="#dd8452", label=f"mean {mean:.2f}")
        axes.legend()
    ticker = importlib.import_module("matplotlib.ticker")
    for axis in (axes.xaxis, axes.yaxis):  # distances and board counts are whole numbers
        axis.set_major_locator(ticker.MaxNLocator(integer=True))
    axes.set_xlabel(xlabel)
    axes.set_ylabel(ylabel)
    axes.set_title(title)
    return save_png(figure, path)


def histogram_plot(counts: Sequence[Sequence[int]], *, title: str,
                   xlabel: str) -> Callable[[str], None]:
    """A :attr:`~fewest.puzzles.base.Report.plot` that draws ``counts`` with
    :func:`histogram_png` (for the whole-space distance reports)."""

    def plot(path: str) -> None:
        histogram_png(path, counts, title=title, xlabel=xlabel)

    return plot
