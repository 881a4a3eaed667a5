"""``fewest tables build PUZZLE SIZE``: build ahead the tables a family's ``auto`` uses.

Any family with tables answers through its contract hook
:meth:`~fewest.puzzles.base.Family.prebuild`; the others say there is
nothing to build (exit 2).  ``register(app)`` adds the group to a Typer app.
"""

from __future__ import annotations

import sys
import time
from typing import Annotated

import typer

from fewest.cli.guard import guarded


def register(app: typer.Typer) -> None:
    """Add the ``tables`` command group to ``app``."""
    group = typer.Typer(help="Tables (pattern databases, distance tables) built ahead of use.",
                        no_args_is_help=True)

    @group.command("build")
    @guarded
    def build(
        puzzle: Annotated[str, typer.Argument(help="a puzzle family, e.g. rubiks-square")],
        size: Annotated[str, typer.Argument(help="a board size, e.g. 4x4")],
        goal: Annotated[str | None, typer.Option("--goal", help="sliding: the goal")] = None,
        progress: Annotated[bool, typer.Option("--progress/--no-progress")] = True,
    ) -> None:
        """Build (or confirm cached) every table `auto` uses for boards of SIZE."""
        from fewest.progress import bar
        from fewest.puzzles import get_family
        from fewest.puzzles.options import make_options

        family = get_family(puzzle)
        started = time.perf_counter()
        with bar(progress and sys.stderr.isatty(), delay=0.0) as report:
            names = family.prebuild(size, make_options(goal=goal), report)
        for name in names:
            typer.echo(name)
        typer.echo(f"{len(names)} table(s) ready in {time.perf_counter() - started:.1f} s",
                   err=True)

    app.add_typer(group, name="tables")
