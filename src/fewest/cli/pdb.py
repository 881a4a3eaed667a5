"""``fewest pdb``: build and list the sliding-tile pattern databases.

``register(app)`` adds the group to a Typer app::

    fewest pdb build 15 --partition 6-6-3 --goal blank-first
    fewest pdb list 4x4

``pdb build`` has folded into ``fewest tables build sliding RxC
[--partition P]``, which builds the duplicate-pruning table too; it stays
for one release as an alias that says so in one line on stderr
(:data:`DEPRECATED`).

PUZZLE is ``8``, ``15``, ``24`` or ``RxC``.  Exit status 0 on success and 2 on
bad input (one line on stderr, no traceback).

>>> parse_size("15"), parse_size("5x5")
((4, 4), (5, 5))
"""

from __future__ import annotations

import time

import typer

from fewest.cli.guard import guarded
from fewest.cli.korean import said, tell
from fewest.errors import InvalidPuzzleError

SIZES = {"8": (3, 3), "15": (4, 4), "24": (5, 5)}
#: What ``fewest pdb build`` says first (it goes in the next release).
DEPRECATED = ("note: `fewest pdb build` is now `fewest tables build sliding {size}{partition}` "
              "(it also builds the duplicate-pruning table); this alias goes in the next release")


def parse_size(text: str) -> tuple[int, int]:
    """``"15"`` -> ``(4, 4)``; ``"3x4"`` -> ``(3, 4)``; anything else is an error."""
    text = text.strip().lower()
    if text in SIZES:
        return SIZES[text]
    parts = text.split("x")
    if len(parts) == 2 and all(p.isdigit() for p in parts):
        rows, cols = int(parts[0]), int(parts[1])
        if rows >= 2 and cols >= 2:
            return rows, cols
    raise InvalidPuzzleError(f"puzzle size must be 8, 15, 24 or RxC, got {text!r}")


def _goal(name: str, rows: int, cols: int) -> tuple[int, ...]:
    from fewest.puzzles.sliding.model import blank_first, blank_last

    if name == "blank-first":
        return blank_first(rows, cols)
    if name == "blank-last":
        return blank_last(rows, cols)
    raise InvalidPuzzleError(f"goal must be blank-first or blank-last, got {name!r}")


def register(app: typer.Typer) -> None:
    """Add the ``pdb`` command group to ``app``."""
    group = typer.Typer(help="Pattern databases for the sliding-tile puzzle.", no_args_is_help=True)

    @group.command("build")
    @guarded
    def build(
        puzzle: str = typer.Argument(..., help="8, 15, 24 or RxC"),
        partition: str = typer.Option(
            "", help="6-6-3, 7-8, 5-5-5, 6-6-6-6, 6-6-6-6b, 6-6-6-6c, 7-7-5-5 (default per size); "
            "NAMEz: zero-aware; A+B: the max of both"),
        goal: str = typer.Option("blank-last", help="blank-first or blank-last"),
        progress: bool = typer.Option(True, "--progress/--no-progress", help="draw a progress bar"),
    ) -> None:
        """Build (or confirm cached) every database of a partition.

        One set serves both goals: a blank-first goal uses the blank-last
        databases through the half-turn symmetry.
        """
        from fewest.progress import bar
        from fewest.puzzles.sliding.fast.catalog import pattern_groups, split_partition
        from fewest.puzzles.sliding.tables_ahead import build_databases

        rows, cols = parse_size(puzzle)
        target = _goal(goal, rows, cols)
        for part in split_partition(partition or None):
            pattern_groups(rows, cols, part, target)  # bad input: one line, before the note
        tell(DEPRECATED.format(size=f"{rows}x{cols}",
                                     partition=f" --partition {partition}" if partition else ""))
        started = time.perf_counter()
        with bar(progress, words=said) as report:
            dbs, label = build_databases(rows, cols, target, partition or None, report)
        size = sum(db.nbytes for db in dbs)
        typer.echo(
            f"{rows}x{cols} {goal} partition {label}: {len(dbs)} databases, "
            f"{size / 2**20:.1f} MiB, ready in {time.perf_counter() - started:.1f} s "
            "(they serve the blank-first and blank-last goals)"
        )

    @group.command("list")
    @guarded
    def list_(puzzle: str = typer.Argument(..., help="8, 15, 24 or RxC")) -> None:
        """Show the named partitions of a size (each also zero-aware, NAMEz) and whether
        each is cached."""
        from fewest.puzzles.sliding.fast.pdb import partition_names, pdb_ready

        rows, cols = parse_size(puzzle)
        names = partition_names(rows, cols)
        if not names:
            typer.echo(f"no named partitions for {rows}x{cols}")
            return
        for name in [v for base in names for v in (base, base + "z")]:  # z: zero-aware
            for goal in ("blank-first", "blank-last"):
                cached = pdb_ready(rows, cols, name, _goal(goal, rows, cols))
                typer.echo(f"{name:<10} {goal:<12} {'cached' if cached else 'not built'}")

    app.add_typer(group, name="pdb")
