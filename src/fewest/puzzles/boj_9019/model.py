"""The DSLR register machine (Baekjoon 9019): the commands, a case, the engine puzzle.

The register holds ``0 <= n < 10000``, read as four decimal digits ``d1 d2 d3 d4``
(leading zeros count: 12 is ``0 0 1 2``).  ``D`` doubles mod 10000, ``S``
subtracts one (0 wraps to 9999), ``L`` rotates the digits left
(``d2 d3 d4 d1``), ``R`` right (``d4 d1 d2 d3``).

>>> [apply(c, 1234) for c in COMMANDS]
[2468, 1233, 2341, 4123]
>>> apply("S", 0), apply("L", 12), apply("R", 1000), apply("D", 5000)
(9999, 120, 100, 0)
>>> sorted(before("D", 2468)), before("S", 9999), before("L", 2341)
([1234, 6234], [0], [1234])
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from fewest.errors import InvalidPuzzleError
from fewest.problem import Puzzle
from fewest.puzzles.boardtext import quote

NAME = "boj-9019"
SIZE = 10000
COMMANDS = "DSLR"


def apply(cmd: str, n: int) -> int:
    """The register after command ``cmd``."""
    if cmd == "D":
        return n * 2 % SIZE
    if cmd == "S":
        return SIZE - 1 if n == 0 else n - 1
    if cmd == "L":
        return n % 1000 * 10 + n // 1000
    return n % 10 * 1000 + n // 10


def before(cmd: str, n: int) -> list[int]:
    """Every register ``m`` with ``apply(cmd, m) == n``."""
    if cmd == "D":
        return [n // 2, n // 2 + SIZE // 2] if n % 2 == 0 else []
    if cmd == "S":
        return [0 if n == SIZE - 1 else n + 1]
    if cmd == "L":
        return [apply("R", n)]
    return [apply("L", n)]


@dataclass(frozen=True)
class Case:
    """One test case: turn register ``a`` into ``b`` (``a != b``)."""

    a: int
    b: int

    def to_json(self) -> dict[str, int]:
        return {"a": self.a, "b": self.b}


def bad(message: str, shown: Any) -> InvalidPuzzleError:
    """The one-line error for this problem, quoting the input."""
    return InvalidPuzzleError(f"{NAME} (DSLR): {message}: {quote(shown)}")


def make_case(value: Any, shown: Any = None) -> Case:
    """A validated case from ``{"a": A, "b": B}``.

    >>> make_case({"a": 1234, "b": 3412})
    Case(a=1234, b=3412)
    >>> make_case({"a": 7, "b": 7})
    Traceback (most recent call last):
    fewest.errors.InvalidPuzzleError: boj-9019 (DSLR): A and B must differ (A != B): \
'{"a": 7, "b": 7}'
    """
    shown = value if shown is None else shown
    if not isinstance(value, dict) or set(value) != {"a", "b"}:
        raise bad('a case is {"a": A, "b": B}', shown)
    a, b = value["a"], value["b"]
    for name, v in (("A", a), ("B", b)):
        if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v < SIZE:
            raise bad(f"{name} must be an integer 0..9999", shown)
    if a == b:
        raise bad("A and B must differ (A != B)", shown)
    return Case(a, b)


class DslrPuzzle(Puzzle[int]):
    """The register as an engine puzzle: states are ints, moves the letters D, S, L, R.

    Every command has a computable inverse, so bidirectional search runs.

    >>> from fewest import solve
    >>> solve(DslrPuzzle(Case(1, 16)), "bfs").moves
    ['D', 'D', 'D', 'D']
    """

    unit_cost = True
    heuristic_admissible = True
    heuristic_consistent = True

    def __init__(self, case: Case) -> None:
        self.case = case
        self.start = case.a
        self.goal = case.b
        self.heuristic = self._one_off

    def _one_off(self, state: int) -> int:
        """0 on B, else 1: every other register needs a command (admissible, consistent)."""
        return 0 if state == self.goal else 1

    def is_goal(self, state: int) -> bool:
        return state == self.goal

    def successors(self, state: int) -> Iterator[tuple[str, int, int]]:
        for c in COMMANDS:
            yield c, apply(c, state), 1

    def predecessors(self, state: int) -> Iterator[tuple[str, int, int]]:
        for c in COMMANDS:
            for m in before(c, state):
                yield c, m, 1
