"""``fewest compare``: print a :class:`~fewest.app.compare.Comparison` as a table or JSON."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

import typer
from rich.console import Console
from rich.table import Table

from fewest.app.compare import Comparison, compare
from fewest.app.request import Prepared, Request
from fewest.app.run import Solver
from fewest.problem import Limits
from fewest.puzzles.base import Instance


def prepared_for(instance: Instance, limits: Limits | None) -> Prepared:
    """A prepared request for an instance already parsed (the demo, the teaching view)."""
    request = Request(instance.family.name, None, fmt="text")
    return Prepared(request, instance.family, instance, "auto", limits, "text")


def print_comparison(result: Comparison, *, as_json: bool) -> None:
    """One JSON object, or a rich table and the shortest proven length."""
    if as_json:
        typer.echo(json.dumps(result.to_json()))
        return
    table = Table(title="fewest compare")
    for col in ("algorithm", "length", "optimal", "expanded", "generated", "peak states",
                "time (s)", "note"):
        table.add_column(col, justify="left" if col in ("algorithm", "note") else "right")
    for row in result.rows:
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
    shortest = result.shortest
    if shortest == -1:
        typer.echo("Proven unreachable: no sequence of moves reaches the goal.")
    elif shortest is not None:
        typer.echo(f"Shortest proven: {shortest} moves. Algorithms marked 'no' may return "
                   "longer paths: they do not guarantee the shortest.")


def compare_table(instance: Instance, names: list[str], limits: Limits | None, *,
                  as_json: bool, solve: Any = None,
                  defaults: Mapping[str, Any] | None = None) -> Comparison:
    """Compare ``names`` on an instance and print it; returns the comparison.

    ``solve(name, limits=...)`` replaces ``instance.solve`` (the teaching view traces).
    """
    solver: Solver | None = None
    if solve is not None:
        def solver(_instance: Any, name: str, lim: Limits | None) -> Any:
            return solve(name, limits=lim)
    result = compare(prepared_for(instance, limits), names, solver=solver, defaults=defaults)
    print_comparison(result, as_json=as_json)
    return result
