"""``fewest list``: the puzzles and the algorithms."""

from __future__ import annotations

from fewest.puzzles import families
from fewest.search import ALGORITHMS


def listing_text() -> str:
    """Plain text listing puzzle families and algorithms.

    >>> "bidirectional" in listing_text()
    True
    """
    lines = ["Puzzles:"]
    for fam in families():
        alias = f" (also: {', '.join(fam.aliases)})" if fam.aliases else ""
        lines.append(f"  {fam.name:<16}{fam.summary}{alias}")
        lines.append(f"  {'':<16}formats: text, json, {', '.join(fam.formats)}")
    lines.append("")
    lines.append("Algorithms (--algorithm):")
    lines.append(f"  {'auto':<16}picks per puzzle (compiled fast paths for built-in puzzles)")
    for info in ALGORITHMS.values():
        tag = "optimal" if info.optimal else "NOT optimal"
        lines.append(f"  {info.name:<16}{tag:<12}{info.summary}")
    lines.append("")
    lines.append("Exit codes: 0 solved, 1 proven unreachable, 2 bad input or usage, "
                 "3 limit reached, 4 internal error.")
    return "\n".join(lines)
