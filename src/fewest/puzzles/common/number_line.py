"""What the number-line judge problems share (Baekjoon 1697, 12851, 13549, 13913,
17071 and the elevator of 5014): reading a case of named integers, the walk
``x-1`` / ``x+1`` / ``2x`` as an engine puzzle, the searches over a flat line
(BFS with counts, 0-1 BFS), the line view, the case stream and shrink steps.

Nothing here names a problem: every folder gives its own names, bounds and texts.

>>> sol = line_bfs(5, 17, 100_000)
>>> sol.cost, sol.states
(4, [5, 4, 8, 16, 17])
>>> line_bfs(1, 4, 100_000, count=True).ways
2
>>> line_01bfs(5, 17, 100_000).cost
2
>>> replay_route([5, 10, 9, 18, 17], 5, 17)
>>> replay_route([5, 11], 5, 11).message
'step 1 goes from 5 to 11: not x-1, x+1 or 2*x'
"""

from __future__ import annotations

import json
import random
import time
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from fewest.errors import InvalidPuzzleError, NoSolutionError
from fewest.problem import Budget, Limits, Puzzle, SearchStats, Solution
from fewest.puzzles.base import Family, Instance
from fewest.puzzles.boardtext import quote
from fewest.puzzles.judge import Mismatch
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


class LinePuzzle(Puzzle[int]):
    """Walk ``x-1`` / ``x+1`` (1 second) or teleport to ``2x`` (``double_cost``
    seconds) on ``0..hi`` from ``start`` to ``goal``.

    ``2x`` from 0 goes nowhere and is left out (a zero-cost loop in 13549).
    Predecessors are given, so bidirectional search runs on it.

    >>> p = LinePuzzle(5, 17, 100)
    >>> sorted(m for m, _s, _c in p.successors(0)), [s for _m, s, _c in p.predecessors(10)]
    (['+1'], [11, 9, 5])
    """

    def __init__(self, start: int, goal: int, hi: int, double_cost: int = 1) -> None:
        self.start = start
        self.goal = goal
        self.target = goal
        self.hi = hi
        self.double_cost = double_cost
        self.unit_cost = double_cost == 1
        self.heuristic = self._below

    heuristic_admissible = True
    heuristic_consistent = True

    def _below(self, state: int) -> int:
        """A lower bound: above the goal only ``x-1`` comes down (one second each);
        below it at least one move when every move costs a second.  Consistent:
        a move changes it by at most its cost, ``2x`` included (it only raises)."""
        if state >= self.target:
            return state - self.target
        return 1 if self.unit_cost else 0

    def is_goal(self, state: int) -> bool:
        return state == self.target

    def successors(self, state: int) -> Iterator[tuple[str, int, int]]:
        x = state
        if x > 0:
            yield BACK, x - 1, 1
        if x < self.hi:
            yield FORWARD, x + 1, 1
        if x > 0 and 2 * x <= self.hi:
            yield DOUBLE, 2 * x, self.double_cost

    def predecessors(self, state: int) -> Iterator[tuple[str, int, int]]:
        y = state
        if y < self.hi:
            yield BACK, y + 1, 1
        if y > 0:
            yield FORWARD, y - 1, 1
        if y > 0 and y % 2 == 0:
            yield DOUBLE, y // 2, self.double_cost


# --- searches over a flat line ------------------------------------------------------


@dataclass
class LineAnswer:
    """A shortest route: its moves, positions and cost, with the number of
    shortest routes (``ways``) when it was counted, and the work done."""

    moves: list[str]
    states: list[int]
    cost: int
    ways: int
    stats: SearchStats

    def solution(self, algorithm: str) -> Solution[int]:
        return Solution(moves=list(self.moves), states=list(self.states), cost=self.cost,
                        optimal=True, algorithm=algorithm, stats=self.stats)


def _route(parent: list[int], how: list[int], n: int, k: int) -> tuple[list[str], list[int]]:
    states = [k]
    moves: list[str] = []
    x = k
    while x != n:
        moves.append(MOVES[how[x]])
        x = parent[x]
        states.append(x)
    states.reverse()
    moves.reverse()
    return moves, states


def _walk_down(n: int, k: int, stats: SearchStats, started: float) -> LineAnswer:
    """``K <= N``: only ``x-1`` lowers a position, so the one shortest route is
    ``N - K`` steps down (``2x`` never helps: it only raises, or stays at 0)."""
    stats.expanded = n - k
    stats.peak_stored = n - k + 1
    stats.seconds = time.perf_counter() - started
    return LineAnswer([BACK] * (n - k), list(range(n, k - 1, -1)), n - k, 1, stats)


def line_bfs(n: int, k: int, hi: int, *, count: bool = False,
             limits: Limits | None = None) -> LineAnswer:
    """Fewest seconds from ``n`` to ``k`` on ``0..hi`` (every move 1 second), one
    shortest route, and with ``count`` the number of shortest move sequences.

    The count adds, for each move ``x -> y`` with ``dist[y] == dist[x] + 1``, the
    ways of ``x`` to ``y``: ``1 -> 2`` by ``+1`` and by ``2x`` are two ways.
    """
    started = time.perf_counter()
    stats = SearchStats()
    if k <= n:
        return _walk_down(n, k, stats, started)
    budget = Budget(limits, stats)
    dist = [-1] * (hi + 1)
    ways = [0] * (hi + 1) if count else []
    parent = [0] * (hi + 1)
    how = [0] * (hi + 1)
    dist[n] = 0
    if count:
        ways[n] = 1
    layer = [n]
    expanded = 0
    while layer and dist[k] < 0:
        nxt: list[int] = []
        for x in layer:
            if expanded >= budget.next_at:
                budget.check(expanded, expanded + len(layer) + len(nxt))
            expanded += 1
            d = dist[x] + 1
            for code, y in ((0, x - 1), (1, x + 1), (2, 2 * x)):
                if y < 0 or y > hi or (code == 2 and x == 0):
                    continue
                if dist[y] < 0:
                    dist[y] = d
                    parent[y] = x
                    how[y] = code
                    if count:
                        ways[y] = ways[x]
                    nxt.append(y)
                elif count and dist[y] == d:
                    ways[y] += ways[x]
        layer = nxt
    stats.expanded = expanded
    stats.peak_stored = sum(1 for v in dist if v >= 0) if hi <= 1_000_000 else 0
    stats.seconds = time.perf_counter() - started
    if dist[k] < 0:  # pragma: no cover - every k in 0..hi is reachable
        raise NoSolutionError(f"no route from {n} to {k}", stats)
    moves, states = _route(parent, how, n, k)
    return LineAnswer(moves, states, dist[k], ways[k] if count else 0, stats)


def line_01bfs(n: int, k: int, hi: int, *, limits: Limits | None = None) -> LineAnswer:
    """Fewest seconds from ``n`` to ``k`` on ``0..hi`` when ``2x`` costs 0 seconds:
    0-1 BFS (a zero-cost move goes to the front of the deque)."""
    started = time.perf_counter()
    stats = SearchStats()
    if k <= n:
        return _walk_down(n, k, stats, started)
    budget = Budget(limits, stats)
    inf = 1 << 40
    dist = [inf] * (hi + 1)
    parent = [0] * (hi + 1)
    how = [0] * (hi + 1)
    done = bytearray(hi + 1)
    dist[n] = 0
    dq = deque([n])
    expanded = 0
    while dq:
        x = dq.popleft()
        if done[x]:
            continue
        done[x] = 1
        if expanded >= budget.next_at:
            budget.check(expanded, expanded + len(dq))
        expanded += 1
        if x == k:
            break
        d = dist[x]
        y = 2 * x
        if x > 0 and y <= hi and d < dist[y]:
            dist[y], parent[y], how[y] = d, x, 2
            dq.appendleft(y)
        for code, y in ((0, x - 1), (1, x + 1)):
            if 0 <= y <= hi and d + 1 < dist[y]:
                dist[y], parent[y], how[y] = d + 1, x, code
                dq.append(y)
    stats.expanded = expanded
    stats.seconds = time.perf_counter() - started
    moves, states = _route(parent, how, n, k)
    return LineAnswer(moves, states, dist[k], 0, stats)


# --- the route a program prints (13913) ------------------------------------------


def replay_route(route: Sequence[int], n: int, k: int) -> Mismatch | None:
    """Why ``route`` (positions, start included) is not a walk from ``n`` to ``k``
    by ``x-1`` / ``x+1`` / ``2x``, or ``None``."""
    if not route:
        return Mismatch("printed no route", "경로를 출력하지 않음")
    if route[0] != n:
        return Mismatch(f"the route starts at {route[0]}, not at N = {n}",
                        f"경로가 N = {n}이 아닌 {route[0]}에서 시작함")
    for i in range(1, len(route)):
        a, b = route[i - 1], route[i]
        if b not in (a - 1, a + 1, 2 * a):
            return Mismatch(f"step {i} goes from {a} to {b}: not x-1, x+1 or 2*x",
                            f"{i}번째 이동 {a} -> {b}: X-1, X+1, 2*X 중 어느 것도 아님")
    if route[-1] != k:
        return Mismatch(f"the route ends at {route[-1]}, not at K = {k}",
                        f"경로가 K = {k}가 아닌 {route[-1]}에서 끝남")
    return None


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

#: The positions of 1697, 12851, 13549 and 13913: N and K are 0..100,000, and a
#: shortest route never leaves that range (see :func:`seek_fields`).
SEEK_HI = 100_000


def seek_fields(hi: int = SEEK_HI) -> tuple[Field, Field]:
    """N and K, each ``0..hi``.

    Why routes may be kept inside ``0..hi`` although the statements do not forbid
    leaving it: below 0 only ``+1`` comes back, so a detour there is wasted; a
    route that first passes ``hi`` (``K <= hi``) does so by ``2y`` from some
    ``y``, then can only walk down, taking ``1 + 2y - K`` seconds from ``y``,
    while ``y - 1`` then ``2(y - 1) >= K`` takes ``2y - K`` at most (``2y > hi``
    is even, so ``2y - 2 >= hi >= K``): strictly shorter, even when ``2x`` costs
    0.  So no shortest route leaves the range and the counts of 12851 agree too.
    """
    return (Field("N", 0, hi), Field("K", 0, hi))


class SeekInstance(Instance):
    """One case ``N K`` of a 숨바꼭질 problem on ``0..hi`` (``double_cost``: what
    ``2x`` costs)."""

    #: the problem's name, for messages
    problem = ""
    hi = SEEK_HI
    double_cost = 1

    def __init__(self, case: dict[str, int]) -> None:
        self.case = dict(case)
        self.n, self.k = case["N"], case["K"]

    def puzzle(self) -> LinePuzzle:
        return LinePuzzle(self.n, self.k, self.hi, self.double_cost)

    def view(self) -> Any:
        return LineWindowView({self.k: "K"}, 0, self.hi)

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


def run_line_bfs(instance: Any, limits: Limits | None) -> Solution[int]:
    """A method's run: :func:`line_bfs` on the instance's ``n``, ``k``, ``hi``."""
    return line_bfs(instance.n, instance.k, instance.hi, limits=limits).solution("line-bfs")
