"""An optional PNG of the finish-probability curve (needs the ``plot`` extra: matplotlib).

>>> import tempfile, pathlib
>>> out = pathlib.Path(tempfile.mkdtemp()) / "finish.png"
>>> plot_finish_probability({"finish_probability": [0.5, 1.0]}, out).stat().st_size > 0
True
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from fewest.errors import InvalidPuzzleError
from fewest.figures import pyplot, save_png
from fewest.files import check_target


def plot_finish_probability(report_data: dict[str, Any], path: str | Path) -> Path:
    """Draw ``P(finished within k rolls)`` from ``analyze`` data into a PNG at ``path``.

    Raises :class:`InvalidPuzzleError` when matplotlib is not importable or the
    data has no ``finish_probability`` list.
    """
    curve = report_data.get("finish_probability")
    if not isinstance(curve, list) or not curve:
        raise InvalidPuzzleError("report data has no 'finish_probability' table to plot")
    out = check_target(path)
    figure, axes = pyplot().subplots(figsize=(6, 4))
    axes.step(range(1, len(curve) + 1), curve, where="post")
    axes.set_xlabel("rolls k")
    axes.set_ylabel("P(finished within k rolls)")
    axes.set_ylim(0, 1)
    title = f"{report_data.get('n', '?')} x {report_data.get('n', '?')} board, "
    title += f"die {report_data.get('die', '?')}, overshoot {report_data.get('overshoot', '?')}"
    axes.set_title(title)
    expected = report_data.get("expected_rolls")
    if isinstance(expected, (int, float)):
        axes.axvline(expected, linestyle="--", label=f"expected {expected:.2f}")
        axes.legend()
    return save_png(figure, out)
