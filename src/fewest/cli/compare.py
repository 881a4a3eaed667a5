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
from fewest.cli.korean import said
from fewest.lang import current
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
    ko = current() == "ko"
    table = Table(title="fewest compare")
    heads = (("algorithm", "알고리즘"), ("length", "길이"), ("optimal", "최적"),
             ("expanded", "확장"), ("generated", "생성"), ("peak states", "최대 상태"),
             ("time (s)", "시간 (초)"), ("note", "비고"))
    for en, kor in heads:
        table.add_column(kor if ko else en, justify="left" if en in ("algorithm", "note")
                         else "right")
    yes, no = ("예", "아니요") if ko else ("yes", "no")
    for row in result.rows:
        st = row["stats"] or {}
        table.add_row(
            row["algorithm"],
            "-" if row["length"] is None else str(row["length"]),
            yes if row["optimal"] and (row["length"] is not None or "answer" in row) else no,
            f"{st.get('expanded', 0):,}" if st else "-",
            f"{st.get('generated', 0):,}" if st else "-",
            f"{st.get('peak_stored', 0):,}" if st else "-",
            f"{st.get('seconds', 0):.3f}" if st else "-",
            _note(row, ko),
        )
    Console(width=120).print(table)
    shortest = result.shortest
    if shortest == -1:
        typer.echo("도달 불가가 증명되었습니다: 어떤 수순으로도 목표에 도달할 수 없습니다." if ko
                   else "Proven unreachable: no sequence of moves reaches the goal.")
    elif shortest is not None:
        typer.echo(f"증명된 최단: {shortest}수. 최적이 '아니요'인 알고리즘은 더 긴 경로를 낼 수 "
                   "있습니다: 최단을 보장하지 않습니다." if ko else
                   f"Shortest proven: {shortest} moves. Algorithms marked 'no' may return "
                   "longer paths: they do not guarantee the shortest.")

def _note(row: dict[str, Any], ko: bool) -> str:
    """A row's note: a computed answer, else why it did not solve (empty when solved)."""
    if "answer" in row:
        return ("답: " if ko else "answer: ") + " ".join(str(row["answer"]).split())
    return "" if row["status"] == "solved" else said(row["status"])


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
