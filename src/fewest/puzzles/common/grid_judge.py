"""Parts the grid judge families use: reading a judge's grid input strictly, the
one-line input errors, and the compiled search of a
:class:`~fewest.puzzles.common.layered_grid.LayeredGrid` as a method (its table need,
its build ahead of time).

No family name appears here; each family passes its own name and words.

>>> lines = Lines("boj-0", "2 3\\n101\\n111\\n")
>>> lines.ints(2, "N M"), lines.row(3, "01", 1)
([2, 3], '101')
>>> Lines("boj-0", "2 x\\n").ints(2, "N M")
Traceback (most recent call last):
fewest.errors.InvalidPuzzleError: boj-0: line 1 must hold N M as 2 integers: '2 x'
"""

from __future__ import annotations

import json
from typing import Any

from fewest.errors import InvalidPuzzleError
from fewest.problem import Limits, Solution
from fewest.puzzles.common.layered_grid import LayeredGrid
from fewest.puzzles.methods import LIMIT_NAMES, Method, TableNeed


def short(text: Any, width: int = 60) -> str:
    """``text`` quoted for a one-line message, cut to ``width`` characters."""
    s = text if isinstance(text, str) else json.dumps(text)
    s = s.replace("\r", "")
    return repr(s if len(s) <= width else s[: width - 3] + "...")


def bad(name: str, why: str, text: Any) -> InvalidPuzzleError:
    """The one-line error for a bad input: the problem, why, and the input quoted."""
    return InvalidPuzzleError(f"{name}: {why}: {short(text)}")


class Lines:
    """The judge's stdin read line by line, every line checked (a clear error names
    the line and quotes it)."""

    def __init__(self, name: str, text: str) -> None:
        self.name = name
        self.text = text
        self.lines = [ln.rstrip("\r") for ln in text.replace("\r\n", "\n").split("\n")]
        while self.lines and not self.lines[-1].strip():
            self.lines.pop()
        self.at = 0

    def next(self, what: str) -> str:
        if self.at >= len(self.lines):
            raise bad(self.name, f"the input ends before {what} (line {self.at + 1})",
                      self.text)
        line = self.lines[self.at]
        self.at += 1
        return line

    def ints(self, count: int, what: str) -> list[int]:
        line = self.next(what)
        parts = line.split()
        if len(parts) != count or not all(p.lstrip("-").isdigit() for p in parts):
            raise bad(self.name, f"line {self.at} must hold {what} as {count} integer"
                      f"{'s' if count > 1 else ''}", line)
        return [int(p) for p in parts]

    def row(self, width: int, alphabet: str, index: int, spaced: bool = False) -> str:
        """Row ``index`` (1-based) of ``width`` characters from ``alphabet`` (``spaced``:
        written as space-separated tokens)."""
        line = self.next(f"row {index}")
        cells = "".join(line.split()) if spaced else line.strip()
        if spaced and any(len(t) != 1 for t in line.split()):
            raise bad(self.name, f"row {index} must hold {width} numbers 0 or 1, space "
                      "separated", line)
        if len(cells) != width:
            raise bad(self.name, f"row {index} has {len(cells)} cells, expected {width}", line)
        wrong = sorted(set(cells) - set(alphabet))
        if wrong:
            raise bad(self.name, f"row {index} holds {wrong[0]!r}; only "
                      f"{' '.join(repr(ch) for ch in alphabet)} are allowed", line)
        return cells

    def end(self) -> None:
        if self.at < len(self.lines):
            raise bad(self.name, f"unexpected text after the last row (line {self.at + 1})",
                      self.lines[self.at])


def case_from_board(name: str, board: Any, read_input: Any) -> Any:
    """A case from what ``Family.build`` gets: a case itself, the JSON text of one,
    or the judge's stdin for one case."""
    if isinstance(board, str):
        text = board
        if text.lstrip().startswith("{"):
            try:
                board = json.loads(text)
            except ValueError:
                raise bad(name, "not a JSON object of the input's fields", text) from None
        else:
            cases = read_input(text)
            if len(cases) != 1:
                raise bad(name, f"the input holds {len(cases)} cases, expected one", text)
            return cases[0]
    if not isinstance(board, dict):
        raise bad(name, "expected the judge's input text or a JSON object", board)
    return board


def field(name: str, case: dict[str, Any], key: str, kind: type = int) -> Any:
    """``case[key]``, checked to be a ``kind`` (``bool`` is no ``int``)."""
    if key not in case:
        raise bad(name, f"the case has no field {key!r}", case)
    value = case[key]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise bad(name, f"field {key!r} must be {'an integer' if kind is int else 'a list'}",
                  case)
    return value


def check_range(name: str, what: str, value: int, low: int, high: int, case: Any) -> None:
    if not low <= value <= high:
        raise bad(name, f"{what} = {value} is outside {low}..{high}", case)


def grid_rows(name: str, case: dict[str, Any], key: str, rows: int, cols: int,
              alphabet: str) -> list[str]:
    """The map rows of a JSON case: ``rows`` strings of ``cols`` characters."""
    value = field(name, case, key, list)
    if len(value) != rows:
        raise bad(name, f"{key!r} has {len(value)} rows, expected {rows}", case)
    for i, row in enumerate(value, 1):
        if not isinstance(row, str) or len(row) != cols:
            raise bad(name, f"row {i} of {key!r} must be a string of {cols} characters", case)
        wrong = sorted(set(row) - set(alphabet))
        if wrong:
            raise bad(name, f"row {i} holds {wrong[0]!r}; only "
                      f"{' '.join(repr(ch) for ch in alphabet)} are allowed", row)
    return list(value)


#: what the first compiled search builds (see :mod:`~fewest.puzzles.common.layered_aot`)
AOT_WHAT = "the compiled layered-grid search"
AOT_BYTES = 700_000
AOT_SECONDS = 20.0


def layered_table_need(g: LayeredGrid, family: str, method: str) -> TableNeed | None:
    """The compiled search module, when grid ``g`` needs it for ``method`` and it is
    not built (``None`` otherwise: a small grid runs in plain Python)."""
    from fewest.puzzles.common import layered_aot
    from fewest.puzzles.common.layered_grid import PYTHON_STATES

    if method not in ("auto", "layered-bfs") or g.rows * g.cols * g.layers <= PYTHON_STATES:
        return None
    if layered_aot.failed() or layered_aot.load() is not None:
        return None
    return TableNeed(AOT_WHAT, AOT_BYTES, AOT_SECONDS,
                     f"fewest tables build {family} {g.rows}x{g.cols}")


def layered_method(summary: str) -> Method:
    """The compiled layered BFS as a family's method."""

    def run(instance: Any, limits: Limits | None) -> Solution[Any]:
        sol: Solution[Any] = instance.solve_compiled(limits)
        return sol

    return Method("layered-bfs", optimal=True, aliases=("compiled", "compiled-bfs"),
                  summary=summary, honours=frozenset(LIMIT_NAMES), run=run,
                  table=f"{AOT_WHAT}: a 0.7 MB module built once (about 20 s) by the first "
                        "grid of over 200 000 states")


def layered_prebuild() -> list[str]:
    """``fewest tables build NAME SIZE`` for a layered-grid problem: the compiled search
    built ahead of time (its module's name), or one line why it cannot be."""
    from fewest.puzzles.common import layered_aot

    if layered_aot.load() is None and layered_aot.build() is None:
        raise InvalidPuzzleError(
            f"{AOT_WHAT} could not be built here (no C compiler?); the jitted kernels "
            "are used instead")
    return [layered_aot.name()]
