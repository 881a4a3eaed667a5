"""What a sliding solve needs before it can search, and what to tell the user.

* :func:`table_need`: the first-use build (complete distance table, or
  pattern databases and the duplicate-pruning table) a method would run for
  a board, with its size on disk, its typical build time and the command
  that builds it ahead, or ``None``; :func:`build_notice` words it;
* :func:`method_notes`: one-line notices for a method that is weaker than
  the user may expect (``auto`` falling back to Python IDA*), and for boards
  far beyond what optimal methods finish.

Build times were measured on the project's 2-core development machine
(shared with other jobs, so they are on the slow side): complete tables
3x3 0.06 s, 2x5 0.9 s, 3x4 133 s; pattern databases 4x4 6-6-3 12 s, 5x5
6-6-6-6 457 s; the duplicate-pruning table (any size) 5-10 s.  A table
that builds in less than :data:`ANNOUNCE_SECONDS` is not named (nor checked
against ``max_seconds`` up front).

>>> table_need("table", 3, 4, (*range(1, 12), 0), cached=False).command
'fewest tables build sliding 3x4 --goal blank-last'
>>> table_need("table", 3, 3, (*range(1, 9), 0), cached=False) is None
True
>>> need = table_need("pdb", 3, 3, (*range(1, 9), 0), cached=False)
>>> need.what, need.command
('the duplicate-pruning table', 'fewest tables build sliding 3x3 --partition 4-4')
>>> build_notice(table_need("pdb", 4, 4, (*range(1, 16), 0), cached=False))[:72]
'building the 4x4 6-6-3 pattern databases and the duplicate-pruning table'
>>> method_notes("auto", "idastar", 6, 6, tuple(range(36)))[0][:39]
'a 6x6 board is far beyond what optimal '
"""

from __future__ import annotations

import math

from fewest.errors import InvalidPuzzleError
from fewest.puzzles.methods import TableNeed
from fewest.puzzles.sliding.model import Tiles, blank_first, blank_last, to_text

#: Typical build seconds of a complete distance table, by number of cells.
TABLE_BUILD_SECONDS = {4: 0.0, 6: 0.0, 8: 0.01, 9: 0.06, 10: 0.9, 12: 135.0}
#: Typical build seconds of the default pattern databases, by shape.
PDB_BUILD_SECONDS = {(3, 3): 0.01, (4, 4): 12.0, (5, 5): 457.0}
#: Typical build seconds and bytes of the duplicate-pruning table (the same for every size).
DUPES_BUILD_SECONDS = 6.0
DUPES_BYTES = 1_121_000
#: Builds expected to take less than this are not announced.
ANNOUNCE_SECONDS = 0.5
#: Shapes whose ``auto`` searches with pattern databases (smaller ones use a distance table).
AUTO_PDB_SHAPES = ((4, 4), (5, 5))
#: Boards with more cells than this get the "far beyond optimal methods" notice
#: (the 35-puzzle and up; no board this big has pattern databases).
BIG_CELLS = 30


def _goal_option(goal: Tiles, rows: int, cols: int) -> str:
    if goal == blank_last(rows, cols):
        return "blank-last"
    if goal == blank_first(rows, cols):
        return "blank-first"
    return f"'{to_text(goal, cols)}'"


def table_need(
    method: str, rows: int, cols: int, goal: Tiles, *, cached: bool | None = None
) -> TableNeed | None:
    """The table ``method`` (a name from :data:`~fewest.puzzles.sliding.methods.METHOD_TABLE`)
    builds first for this board, or ``None`` (no table, cached, or too quick to
    mention).  ``cached`` overrides the look in the cache (for tests and docs).
    """
    from fewest.puzzles.sliding import compiled

    if method == "table":
        seconds = TABLE_BUILD_SECONDS.get(rows * cols)
        if seconds is None or seconds < ANNOUNCE_SECONDS:
            return None
        if cached is None:
            from fewest.puzzles.sliding.fast.tablefile import table_cached

            cached = table_cached(rows, cols, goal)
        if cached:
            return None
        return TableNeed(
            f"the {rows}x{cols} distance table", bytes=compiled.table_entries(rows, cols),
            build_seconds=seconds,
            command=f"fewest tables build sliding {rows}x{cols} "
                    f"--goal {_goal_option(goal, rows, cols)}")
    if method == "pdb":
        return pdb_need(rows, cols, goal, cached=cached)
    return None


def pdb_need(
    rows: int, cols: int, goal: Tiles, *, cached: bool | None = None
) -> TableNeed | None:
    """The default pattern databases and the duplicate-pruning table, those of them
    not cached (``cached`` overrides the look) and not built in a blink; ``None``
    when nothing is left or no default databases fit this goal.  Imports no numba."""
    from fewest.puzzles.sliding.fast import catalog

    if (rows, cols) not in catalog.DEFAULT:
        return None
    try:
        groups = catalog.pattern_groups(rows, cols, None, goal)
        have = catalog.pdb_cached(rows, cols, None, goal) if cached is None else cached
    except InvalidPuzzleError:
        return None  # no databases fit this goal: the solve says so
    partition = catalog.DEFAULT[(rows, cols)]
    parts: list[tuple[str, int, float]] = []
    if not have:
        size = sum(math.perm(rows * cols, len(g)) for g in groups)
        parts.append((f"the {rows}x{cols} {partition} pattern databases", size,
                      PDB_BUILD_SECONDS[(rows, cols)]))
    if not (catalog.dupes_cached() if cached is None else cached):
        parts.append(("the duplicate-pruning table", DUPES_BYTES, DUPES_BUILD_SECONDS))
    parts = [p for p in parts if p[2] >= ANNOUNCE_SECONDS]
    if not parts:
        return None
    command = f"fewest tables build sliding {rows}x{cols}"
    if (rows, cols) not in AUTO_PDB_SHAPES:  # auto uses a distance table there
        command += f" --partition {partition}"
    return TableNeed(" and ".join(p[0] for p in parts), bytes=sum(p[1] for p in parts),
                     build_seconds=sum(p[2] for p in parts), command=command)


def build_notice(need: TableNeed, why: str = "") -> str:
    """The one line said before a first-use build: every table it builds, how long
    that typically takes, and the command that builds them ahead.  ``why``
    (``"the quick search did not finish in 1.0 s"``) comes first.

    >>> need = TableNeed("the 3x4 distance table", 239500800, 135.0, "fewest analyze sliding 3x4")
    >>> build_notice(need)
    'building the 3x4 distance table (first use only, about 2 min, 228 MiB; cached afterwards; \
`fewest analyze sliding 3x4` builds it ahead)'
    """
    them = "them" if " and " in need.what or "databases" in need.what else "it"
    head = f"{why}: building" if why else "building"
    return (f"{head} {need.what} (first use only, about {duration(need.build_seconds)}, "
            f"{need.bytes / 2**20:.0f} MiB; cached afterwards; `{need.command}` builds {them} "
            "ahead)")


def duration(seconds: float) -> str:
    """A typical build time in words: ``"12 s"``, ``"8 min"``.

    >>> duration(0.6), duration(17.4), duration(457)
    ('1 s', '17 s', '8 min')
    """
    if seconds >= 90:
        return f"{seconds / 60:.0f} min"
    return f"{max(1, round(seconds))} s"


def method_notes(requested: str, method: str, rows: int, cols: int, goal: Tiles) -> list[str]:
    """Notices for solving with ``requested`` (a registry name), which runs ``method``.

    ``method`` is the method that runs (what ``auto`` chose), or the engine
    algorithm's name.
    """
    out = []
    n = rows * cols
    if requested == "auto" and method == "python-idastar" and 12 < n <= BIG_CELLS:
        out.append(_fallback(rows, cols, goal))
    if n > BIG_CELLS and method != "fast":
        out.append(
            f"a {rows}x{cols} board is far beyond what optimal methods finish; use "
            "--mode fast for a quick (not shortest) path, or --max-seconds to cap the search")
    return out


def _fallback(rows: int, cols: int, goal: Tiles) -> str:
    """Why ``auto`` runs the pure-Python IDA* on a board of more than 12 cells."""
    base = "auto falls back to Python IDA* with linear conflict, which is far slower"
    if (rows, cols) == (5, 5):
        from fewest.puzzles.sliding import compiled

        if compiled.pdb_available(rows, cols, goal, cached_only=False):
            return (f"the 5x5 pattern databases are not built, so {base} and rarely finishes a "
                    f"24-puzzle; `fewest tables build sliding 5x5` builds them "
                    f"once (about {duration(PDB_BUILD_SECONDS[(5, 5)])})")
    if (rows, cols) in ((4, 4), (5, 5)):
        return (f"no pattern databases fit this goal (its blank is not in the first or last "
                f"cell), so {base}")
    return f"no compiled optimal method covers {rows}x{cols} boards, so {base}"
