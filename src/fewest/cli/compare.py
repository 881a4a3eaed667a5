"""``fewest compare``: several algorithms on one board, side by side."""

from __future__ import annotations

import json
from typing import Any

import typer
from rich.console import Console
from rich.table import Table

from fewest.errors import InvalidPuzzleError, NoSolutionError, SearchLimitError
from fewest.problem import Limits
from fewest.puzzles.base import Instance


def run_all(instance: Instance, names: list[str], limits: Limits | None,
            solve: Any = None) -> list[dict[str, Any]]:
    """One row per algorithm: its solution's figures, or why it stopped.

    ``solve(name, limits=...)`` replaces ``instance.solve`` (the teaching view traces)."""
    rows = []
    for name in names:
        row: dict[str, Any] = {"algorithm": name}
        try:
            sol = (solve or instance.solve)(name, limits=limits)
        except NoSolutionError as exc:
            row.update(status="unreachable", length=-1, optimal=True,
                       stats=exc.stats.as_dict() if exc.stats else None)
        except SearchLimitError as exc:
            row.update(status=f"limit ({exc.reason})", length=None, optimal=False,
                       stats=exc.stats.as_dict())
        except InvalidPuzzleError as exc:
            if "unknown algorithm" in str(exc):
                raise
            row.update(status=f"not applicable: {exc}", length=None, optimal=False, stats=None)
        else:
            row.update(status="solved", length=sol.length, optimal=sol.optimal,
                       stats=sol.stats.as_dict(), algorithm=sol.algorithm or name)
            row["algorithm"] = name
        rows.append(row)
    return rows


def compare_table(instance: Instance, names: list[str], limits: Limits | None, *,
                  as_json: bool, solve: Any = None) -> list[dict[str, Any]]:
    """Print the comparison as a rich table (or JSON lines); returns the rows."""
    rows = run_all(instance, names, limits, solve)
    if as_json:
        for row in rows:
            typer.echo(json.dumps(row))
        return rows
    table = Table(title="fewest compare")
    for col in ("algorithm", "length", "optimal", "expanded", "generated", "peak states",
                "time (s)", "note"):
        table.add_column(col, justify="left" if col in ("algorithm", "note") else "right")
    for row in rows:
        st = row["stats"] or {}
        table.add_row(
            row["algorithm"],
            "-" if row["length"] is None else str(row["length"]),
            "yes" if row["optimal"] and row["length"] is not None else "no",
            f"{st.get('expanded', 0):,}" if st else "-",
            f"{st.get('generated', 0):,}" if st else "-",
            f"{st.get('peak_stored', 0):,}" if st else "-",
            f"{st.get('seconds', 0):.3f}" if st else "-",
            "" if row["status"] == "solved" else row["status"],
        )
    Console(width=120).print(table)
    lengths = [r["length"] for r in rows if r["optimal"] and r["length"] not in (None, -1)]
    if lengths:
        typer.echo(f"Shortest proven: {min(lengths)} moves. Algorithms marked 'no' may return "
                   "longer paths: they do not guarantee the shortest.")
    return rows
