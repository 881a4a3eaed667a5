"""``fewest list``: every family with its options, formats and methods, from the registry."""

from __future__ import annotations

from typing import Any

from fewest.puzzles import families
from fewest.puzzles.methods import Method


def listing_data() -> dict[str, Any]:
    """The listing as plain JSON (``fewest list --json``, ``GET /api/puzzles``).

    >>> data = listing_data()
    >>> [f["name"] for f in data["puzzles"]][:2]
    ['sliding', 'rubiks-square']
    >>> any(m["name"] == "bfs" for m in data["puzzles"][0]["methods"])
    True
    """
    return {
        "puzzles": [
            {
                "name": fam.name, "aliases": list(fam.aliases), "summary": fam.summary,
                "options": {opt: fam.option_help.get(opt, "") for opt in fam.options},
                "formats": ["text", "json", *fam.formats],
                "fast_method": fam.fast_method,
                "methods": [m.as_dict() for m in fam.all_methods()],
            }
            for fam in families()
        ],
        "exit_codes": {"0": "solved", "1": "proven unreachable", "2": "bad input or usage",
                       "3": "limit reached", "4": "internal error", "130": "interrupted"},
    }


def _method_line(m: Method) -> str:
    tag = "optimal" if m.optimal else "NOT optimal"
    extra = f" [first use builds: {m.table}]" if m.table else ""
    if m.parallel:
        extra += " [--jobs splits one search]"
    limits = ",".join(sorted(x.removeprefix("max_") for x in m.honours)) or "none"
    return f"    {m.name:<22}{tag:<12}{m.summary}{extra} (limits: {limits})"


def listing_text() -> str:
    """Plain text listing: each family, its options, formats and methods.

    >>> "bidirectional" in listing_text()
    True
    """
    lines: list[str] = []
    for fam in families():
        alias = f" (also: {', '.join(fam.aliases)})" if fam.aliases else ""
        lines.append(f"{fam.name}{alias}: {fam.summary}")
        opts = "; ".join(f"--{o} {fam.option_help.get(o, '')}".rstrip() for o in fam.options)
        lines.append(f"  options: {opts or 'none'}")
        lines.append(f"  formats: text, json, {', '.join(fam.formats)}")
        lines.append(f"  methods (--algorithm; auto picks; --mode fast runs {fam.fast_method}):")
        own = [m for m in fam.all_methods() if not m.engine]
        lines.extend(_method_line(m) for m in own)
        engine = [m.name for m in fam.all_methods() if m.engine]
        lines.append(f"    engine algorithms: {', '.join(engine)}")
        lines.append("")
    lines.append("Engine algorithms (every puzzle):")
    first = families()[0]
    lines.extend(_method_line(m) for m in first.all_methods() if m.engine)
    lines.append("")
    lines.append("Exit codes: 0 solved, 1 proven unreachable, 2 bad input or usage, "
                 "3 limit reached, 4 internal error, 130 interrupted.")
    return "\n".join(lines)
