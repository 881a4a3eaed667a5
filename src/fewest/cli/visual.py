"""CLI glue for the pictures: ``solve --play/--svg/--gif/--html`` and
``compare --html/--plot`` (the renderers live in :mod:`fewest.render`)."""

from __future__ import annotations

import sys
from collections.abc import Mapping
from typing import Any

from fewest.cli.korean import tell
from fewest.errors import InvalidPuzzleError
from fewest.problem import Limits


def check_options(speed: float, trace_limit: int | None = None) -> None:
    """Refuse a speed or trace limit that makes no sense, in one line."""
    if not speed > 0 or speed > 1000:
        raise InvalidPuzzleError("--speed must be more than 0 and at most 1000 moves per second, "
                                 f"got {speed:g}")
    if trace_limit is not None and trace_limit < 1:
        raise InvalidPuzzleError(f"--trace-limit must be a positive number, got {trace_limit!r}")


def wanted(*, play: bool = False, svg: str | None = None, gif: str | None = None,
           html: str | None = None) -> bool:
    """True when any picture was asked for."""
    return play or any(x is not None for x in (svg, gif, html))


def precheck(instance: Any, *, play: bool, svg: str | None, gif: str | None,
             html: str | None) -> None:
    """Before a search: refuse, in one line, a picture that could not be made
    (no view, a board too big to draw, a folder that does not exist)."""
    if not wanted(play=play, svg=svg, gif=gif, html=html):
        return
    from fewest.view import viewer_of

    check_targets(svg, gif, html)
    viewer_of(instance).state_grid(instance.puzzle().start)


def check_targets(*paths: str | None) -> None:
    """Refuse, before any work, a picture path that cannot be written (a missing
    folder, or a folder given as the file)."""
    from fewest.render.files import check_target

    for path in paths:
        if path is not None:
            check_target(path)


def after_solve(instance: Any, solution: Any, *, play: bool, speed: float, svg: str | None,
                gif: str | None, html: str | None, to_stdout: bool = True) -> None:
    """Play and write the pictures asked for, after the answer was printed.

    Playback goes to stdout unless the answer is machine output (``to_stdout=False``:
    then it goes to stderr, so JSON stays JSON).
    """
    if solution is None:
        if wanted(play=play, svg=svg, gif=gif, html=html):
            tell("nothing to draw: the goal cannot be reached")
        return
    if play:
        from fewest.render.terminal import play as play_frames

        play_frames(instance, solution, speed=speed,
                    out=sys.stdout if to_stdout else sys.stderr)
    for path, kind in ((svg, "svg"), (gif, "gif"), (html, "html")):
        if path is None:
            continue
        if kind == "svg":
            from fewest.render.svg import write_svg

            write_svg(path, instance, solution, speed=speed)
        elif kind == "gif":
            from fewest.render.gif import write_gif

            write_gif(path, instance, solution, speed=speed)
        else:
            from fewest.render.html import write_html

            write_html(path, instance, solution, speed=speed,
                       title=f"{instance.family.name}: {solution.length} moves")
        tell(f"{kind} written to {path}")


def compare_visual(instance: Any, board_text: str, names: list[str], limits: Limits | None, *,
                   as_json: bool, html: str | None, plot: str | None,
                   trace_limit: int, defaults: Mapping[str, Any] | None = None) -> Any:
    """``fewest compare`` with ``--html``/``--plot``: trace each search, print the usual
    table, then write the teaching page and/or the chart."""
    from fewest.cli.compare import compare_table
    from fewest.trace import Recorder

    check_options(1.0, trace_limit)
    check_targets(html, plot)
    if plot is not None:
        from fewest.render.plot import require_matplotlib

        require_matplotlib()
    recorder = Recorder(instance, trace_limit)
    result = compare_table(instance, names, limits, as_json=as_json, solve=recorder.solve,
                           defaults=defaults)
    rows = result.rows
    if html is not None:
        from fewest.render.compare_html import write_compare_html

        start = instance.puzzle().start
        write_compare_html(html, rows, recorder.traces, recorder.solutions, instance.view(),
                           start, f"fewest compare: {instance.family.name} {board_text}")
        tell(f"html written to {html}")
    if plot is not None:
        from fewest.render.plot import write_compare_plot

        write_compare_plot(plot, recorder.traces)
        tell(f"plot written to {plot}")
    return result
