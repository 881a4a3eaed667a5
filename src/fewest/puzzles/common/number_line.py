"""What the number-line judge problem folders share (Baekjoon 17071; 1697, 12851,
13549, 13913 and 5014 are on the judge kit, ``puzzles/problems/``): reading a case
of named integers, the moves ``x-1`` / ``x+1`` / ``2x``, the line view, the case
stream and shrink steps.

Nothing here names a problem: every folder gives its own names, bounds and texts.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from fewest.errors import InvalidPuzzleError
from fewest.puzzles.base import Family, Instance
from fewest.puzzles.boardtext import quote
from fewest.puzzles.options import InputOptions

#: The walk's moves, as the engine and the JSON output name them.
BACK, FORWARD, DOUBLE = "-1", "+1", "x2"
MOVES = (BACK, FORWARD, DOUBLE)
#: A case's numbers stay below this many digits (every bound here fits 7 digits).
MAX_DIGITS = 12


def step(x: int, move: str) -> int:
    """Where ``move`` takes ``x``.

    >>> step(5, "x2"), step(5, "-1"), step(5, "+1")
    (10, 4, 6)
    """
    if move == DOUBLE:
        return 2 * x
    return x - 1 if move == BACK else x + 1


def move_words(move: Any) -> str:
    """A move for people.

    >>> move_words("x2"), move_words("-1")
    ('teleport to 2x', 'walk to x-1')
    """
    return {BACK: "walk to x-1", FORWARD: "walk to x+1", DOUBLE: "teleport to 2x"}.get(
        str(move), str(move))


# --- reading a case -------------------------------------------------------------


@dataclass(frozen=True)
class Field:
    """One integer of a case: its name (the statement's letter) and its bounds."""

    name: str
    lo: int
    hi: int


def read_case(board: Any, fields: Sequence[Field], problem: str) -> dict[str, int]:
    """A validated case from a dict of named integers, its JSON text, or the judge's
    stdin text (the integers in order); one :class:`InvalidPuzzleError` line otherwise.

    >>> read_case("5 17", [Field("N", 0, 9), Field("K", 0, 99)], "boj-0")
    {'N': 5, 'K': 17}
    >>> read_case({"N": 1, "K": 2}, [Field("N", 0, 9), Field("K", 0, 9)], "boj-0")
    {'N': 1, 'K': 2}
    >>> read_case("5", [Field("N", 0, 9), Field("K", 0, 9)], "boj-0")
    Traceback (most recent call last):
    fewest.errors.InvalidPuzzleError: boj-0 takes 2 integers N K, got 1 number: '5'
    >>> read_case("12 3", [Field("N", 0, 9), Field("K", 0, 9)], "boj-0")
    Traceback (most recent call last):
    fewest.errors.InvalidPuzzleError: boj-0: N must be 0..9, got 12: '12 3'
    """
    names = " ".join(f.name for f in fields)
    if isinstance(board, str) and board.lstrip().startswith("{"):
        try:
            board = json.loads(board)
        except ValueError:
            raise InvalidPuzzleError(
                f"{problem}: not a JSON object of {names}: {quote(board)}") from None
    if isinstance(board, dict):
        keys = {str(k) for k in board}
        want = {f.name for f in fields}
        if keys != want:
            raise InvalidPuzzleError(
                f"{problem} takes the fields {names}, got {', '.join(sorted(keys)) or 'none'}: "
                f"{quote(board)}")
        values = [board[f.name] for f in fields]
        if any(isinstance(v, bool) or not isinstance(v, int) for v in values):
            raise InvalidPuzzleError(f"{problem}: {names} must be integers: {quote(board)}")
    elif isinstance(board, str):
        tokens = board.split()
        if len(tokens) != len(fields):
            got = "no number" if not tokens else (
                "1 number" if len(tokens) == 1 else f"{len(tokens)} numbers")
            raise InvalidPuzzleError(
                f"{problem} takes {len(fields)} integers {names}, got {got}: {quote(board)}")
        values = []
        for tok in tokens:
            digits = tok.lstrip("+-")
            if not digits.isdigit() or not digits.isascii() or len(digits) > MAX_DIGITS:
                raise InvalidPuzzleError(f"{problem}: {tok[:20]!r} is not an integer: "
                                         f"{quote(board)}")
            values.append(int(tok))
    else:
        raise InvalidPuzzleError(f"{problem} takes {names} as text or a JSON object, got "
                                 f"{quote(board)}")
    for f, v in zip(fields, values, strict=True):
        if not f.lo <= v <= f.hi:
            raise InvalidPuzzleError(f"{problem}: {f.name} must be {f.lo}..{f.hi}, got {v}: "
                                     f"{quote(board)}")
    return {f.name: v for f, v in zip(fields, values, strict=True)}


def one_case(read: Callable[[str], list[Any]], text: str, problem: str) -> Any:
    """The only case of a judge input ``text`` (the front end splits several)."""
    cases = read(text)
    if len(cases) != 1:
        raise InvalidPuzzleError(f"{problem} solves one case at a time; the input holds "
                                 f"{len(cases)}: {quote(text)}")
    return cases[0]


def write_ints(case: dict[str, int], fields: Sequence[Field]) -> str:
    """The judge's stdin for ``case``: the integers on one line.

    >>> write_ints({"N": 5, "K": 17}, [Field("N", 0, 9), Field("K", 0, 99)])
    '5 17\\n'
    """
    return " ".join(str(case[f.name]) for f in fields) + "\n"


# --- the walk as an engine puzzle ------------------------------------------------




# --- searches over a flat line ------------------------------------------------------












# --- the route a program prints (13913) ------------------------------------------




# --- the view ---------------------------------------------------------------------


def window_cells(pos: int, targets: dict[int, str], lo: int, hi: int,
                 width: int = 9) -> list[tuple[str, str]]:
    """``width`` cells of the line around ``pos`` (clamped to ``lo..hi``): the
    position as the piece, each target with its label (role ``finish``).

    >>> [c for c in window_cells(1, {3: "K"}, 0, 10, 5)]
    [('0', 'empty'), ('1', 'piece'), ('2', 'empty'), ('K 3', 'finish'), ('4', 'empty')]
    """
    first = max(lo, min(pos - width // 2, hi - width + 1))
    cells: list[tuple[str, str]] = []
    for x in range(first, min(hi, first + width - 1) + 1):
        if x == pos:
            label = f"{targets[x]} {x}" if x in targets else str(x)
            cells.append((label, "piece"))
        elif x in targets:
            cells.append((f"{targets[x]} {x}", "finish"))
        else:
            cells.append((str(x), "empty"))
    return cells


def window_focus(pos: int, lo: int, hi: int, width: int = 9) -> int:
    """The column of ``pos`` in :func:`window_cells`."""
    first = max(lo, min(pos - width // 2, hi - width + 1))
    return pos - first


# --- the case stream and shrink steps -----------------------------------------------


def pair_stream(rng: random.Random, hi: int, specials: Sequence[tuple[int, int]]) -> Iterator[
        dict[str, int]]:
    """Cases ``{"N", "K"}``: a few tiny ones, the ``specials`` (bounds, N > K, ...),
    then random ones growing to ``0..hi``."""
    for _ in range(4):
        yield {"N": rng.randint(0, 8), "K": rng.randint(0, 12)}
    for n, k in specials:
        yield {"N": n, "K": k}
    i = 0
    while True:
        i += 1
        top = min(hi, 10 ** min(6, 1 + i // 6))
        n, k = rng.randint(0, top), rng.randint(0, top)
        if rng.random() < 0.25:
            n, k = rng.randint(0, top // 4), rng.randint(top // 2, top)
        yield {"N": n, "K": k}


def pair_shrinks(case: dict[str, int]) -> Iterator[dict[str, int]]:
    """Single steps toward a smaller case: halve or lower N or K, or bring them closer.

    >>> list(pair_shrinks({"N": 2, "K": 5}))
    [{'N': 1, 'K': 5}, {'N': 2, 'K': 2}, {'N': 2, 'K': 4}, {'N': 0, 'K': 5}, {'N': 2, 'K': 0}]
    """
    n, k = case["N"], case["K"]
    seen = set()
    for cand in ((n // 2, k), (n, k // 2), (n, k - 1), (n - 1, k), (0, k), (n, 0)):
        if min(cand) >= 0 and sum(cand) < n + k and cand not in seen:
            seen.add(cand)
            yield {"N": cand[0], "K": cand[1]}


def pair_size(case: dict[str, int]) -> tuple[int, ...]:
    """What shrinking lowers: ``N + K``, then ``N``."""
    return (case["N"] + case["K"], case["N"])


# --- the instance, view and family every number-line problem builds on ----------------


class LineWindowView:
    """The :class:`~fewest.puzzles.common.grid_view.LineView` of a walk on ``lo..hi``:
    a window around the position, the targets marked (a plain class, so that it
    pickles with a solution)."""

    def __init__(self, targets: dict[int, str], lo: int, hi: int,
                 position: Callable[[Any], int] | None = None) -> None:
        from fewest.puzzles.common.grid_view import LineView

        self.targets = dict(targets)
        self.lo, self.hi = lo, hi
        self.position = position
        self._line = LineView(self.cells, words=move_words, focus=self.focus)

    def __getstate__(self) -> dict[str, Any]:
        return {"targets": self.targets, "lo": self.lo, "hi": self.hi,
                "position": self.position}

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__init__(state["targets"], state["lo"], state["hi"],  # type: ignore[misc]
                      state["position"])

    def _pos(self, state: Any) -> int:
        return int(self.position(state) if self.position is not None else state)

    def cells(self, state: Any) -> list[tuple[str, str]]:
        return window_cells(self._pos(state), self.targets, self.lo, self.hi)

    def focus(self, state: Any) -> int:
        return window_focus(self._pos(state), self.lo, self.hi)

    def state_grid(self, state: Any) -> Any:
        return self._line.state_grid(state)

    def move_highlights(self, move: Any, before: Any, after: Any) -> Any:
        return self._line.move_highlights(move, before, after)





class SeekInstance(Instance):
    """One case ``N K`` of a 숨바꼭질 problem on ``0..hi`` (the problem gives its
    engine puzzle and view)."""

    #: the problem's name, for messages
    problem = ""
    hi = 0

    def __init__(self, case: dict[str, int]) -> None:
        self.case = dict(case)
        self.n, self.k = case["N"], case["K"]

    def format_state(self, state: Any) -> str:
        return f"at {state} (the brother is at {self.k})"

    def move_text(self, move: Any) -> str:
        return str(move)

    def board_of(self, state: Any) -> tuple[Any, dict[str, Any]] | None:
        return {"N": int(state), "K": self.k}, {}

    def summary(self) -> dict[str, Any]:
        return dict(self.case)


class SeekFamily(Family):
    """A number-line judge family: the case is read by its ``judge`` (text) or
    checked field by field (a JSON case); ``instance`` builds the instance."""

    formats: Sequence[str] = ("judge", "number")
    fields: tuple[Field, ...] = ()
    instance: Callable[[dict[str, int]], Instance]

    def build(self, board: Any, options: InputOptions) -> Instance:
        spec = self.judge
        assert spec is not None
        if isinstance(board, str) and not board.lstrip().startswith("{"):
            case = one_case(spec.read_input, board, self.name)
        else:
            case = read_case(board, self.fields, self.name)
        return self.instance(case)


def ints_reader(fields: Sequence[Field], problem: str) -> Callable[[str], list[Any]]:
    """``read_input`` for a judge whose input is one line of the ``fields``."""
    def read(text: str) -> list[Any]:
        return [read_case(text, fields, problem)]
    return read


def ints_writer(fields: Sequence[Field]) -> Callable[[Any], str]:
    """``write_input`` for the same judge."""
    def write(case: Any) -> str:
        return write_ints(case, fields)
    return write


