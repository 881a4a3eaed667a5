"""``fewest tables build PUZZLE SIZE``: build ahead the tables a family's ``auto`` uses.

Any family with tables answers through its contract hook
:meth:`~fewest.puzzles.base.Family.prebuild`; the others say there is
nothing to build (exit 2).  ``--partition`` (families with pattern
databases: sliding) builds a named partition instead, as ``fewest pdb
build`` did.  ``register(app)`` adds the group to a Typer app.
"""

from __future__ import annotations

import inspect
import sys
import time
from typing import Annotated

import typer

from fewest.cli.guard import guarded
from fewest.cli.korean import said, tell
from fewest.errors import InvalidPuzzleError

PARTITION_HELP = ("sliding: pattern databases of a named partition (6-6-3, 7-8, 5-5-5 on 4x4; "
                  "6-6-6-6, 6-6-6-6b, 6-6-6-6c, 7-7-5-5 on 5x5; 4-4 on 3x3); NAMEz: zero-aware; "
                  "A+B: the max of both")


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
        partition: Annotated[str | None, typer.Option("--partition", help=PARTITION_HELP)]
        = None,
        progress: Annotated[bool, typer.Option("--progress/--no-progress")] = True,
    ) -> None:
        """Build (or confirm cached) every table `auto` uses for boards of SIZE."""
        names = build_tables(puzzle, size, goal, partition, progress=progress)
        for name in names:
            typer.echo(name)

    app.add_typer(group, name="tables")


def build_tables(puzzle: str, size: str, goal: str | None, partition: str | None, *,
                 progress: bool) -> list[str]:
    """Build what ``fewest tables build`` builds; the tables' names (a summary on stderr)."""
    from fewest.progress import bar
    from fewest.puzzles import get_family
    from fewest.puzzles.options import make_options

    family = get_family(puzzle)
    extra = {}
    if partition is not None:
        if "partition" not in inspect.signature(family.prebuild).parameters:
            raise InvalidPuzzleError(
                f"--partition {partition!r} does not apply to {family.name}: it has no "
                "pattern databases")
        extra["partition"] = partition
    started = time.perf_counter()
    with bar(progress and sys.stderr.isatty(), delay=0.0, words=said) as report:
        names = family.prebuild(size, make_options(goal=goal), report, **extra)
    tell(f"{len(names)} table(s) ready in {time.perf_counter() - started:.1f} s")
    return names
