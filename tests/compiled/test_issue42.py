"""Issue 42: honest mistakes that gave a wrong answer labelled optimal (or a false
"unreachable"); each now gives the right answer, one clear line, or no optimal claim.
Answers are compared with a plain-Python BFS or Dijkstra."""

from __future__ import annotations

import heapq
import time
import warnings
from collections import deque
from collections.abc import Callable, Iterable
from pathlib import Path

import numpy as np
import pytest
from numba import njit, types

import fewest
from fewest import CompiledPuzzle, InvalidPuzzleError


def plain_bfs(start: tuple[int, ...], moves: Callable[[tuple[int, ...]], Iterable[tuple[int, ...]]],
              goal: Callable[[tuple[int, ...]], bool]) -> int | None:
    """The fewest moves from ``start`` to a goal, by a plain breadth-first search."""
    seen = {start: 0}
    queue = deque([start])
    while queue:
        s = queue.popleft()
        if goal(s):
            return seen[s]
        for t in moves(s):
            if t not in seen:
                seen[t] = seen[s] + 1
                queue.append(t)
    return None


def plain_dijkstra(start: tuple[int, ...],
                   moves: Callable[[tuple[int, ...]], Iterable[tuple[tuple[int, ...], int]]],
                   goal: Callable[[tuple[int, ...]], bool]) -> int | None:
    """The least path cost from ``start`` to a goal, by a plain Dijkstra."""
    best = {start: 0}
    heap = [(0, start)]
    while heap:
        g, s = heapq.heappop(heap)
        if g != best[s]:
            continue
        if goal(s):
            return g
        for t, c in moves(s):
            if g + c < best.get(t, 1 << 80):
                best[t] = g + c
                heapq.heappush(heap, (g + c, t))
    return None


# -- finding 6: one project's code in the installed package's cache -------------------

@njit
def hop(state, out):  # type: ignore[no-untyped-def]
    """Two counters 0..6: +1 on either (not a permutation: the hash-table path)."""
    out[0, 0], out[0, 1] = (state[0] + 1) % 7, state[1]
    out[1, 0], out[1, 1] = state[0], (state[1] + 1) % 7
    return 2


@pytest.mark.slow  # numba compiles in a fresh process: tens of seconds
def test_a_specialised_path_walk_writes_nothing_into_the_package(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from fewest.compiled import path

    monkeypatch.setenv("FEWEST_CACHE_DIR", str(tmp_path))
    cache = Path(path.__file__).parent / "__pycache__"
    before = {p: p.stat().st_mtime_ns for p in cache.glob("path._try_parent*")}
    started = time.time_ns()
    p = CompiledPuzzle((0, 0), hop, goal=(3, 5), max_successors=2, values=7, specialize=True)
    assert fewest.solve(p, "bfs").length == 8
    assert not any(isinstance(t, types.Dispatcher)
                   for sig in path._try_parent.overloads for t in sig)
    after = {p: p.stat().st_mtime_ns for p in cache.glob("path._try_parent*")}
    assert not [p for p, t in after.items() if before.get(p) != t and t >= started]


# -- finding 4: values=256 and a count one too high ------------------------------------

@njit
def up_one_too_many(state, out):  # type: ignore[no-untyped-def]
    """A counter 0..255 that moves by +1; from 200 to 249 it says two rows and writes
    one (beyond the probe's walks from the start and the goal)."""
    out[0, 0] = (state[0] + 1) % 256
    return 2 if 200 <= state[0] < 250 else 1


@njit
def up_always_one_too_many(state, out):  # type: ignore[no-untyped-def]
    out[0, 0] = (state[0] + 1) % 256
    return 2


def test_the_marker_row_is_never_a_move_with_values_256() -> None:
    with pytest.raises(InvalidPuzzleError, match="never wrote") as info:
        CompiledPuzzle((0,), up_always_one_too_many, goal=(255,), max_successors=2,
                       values=256)
    assert "\n" not in str(info.value)
    p = CompiledPuzzle((0,), up_one_too_many, goal=(255,), max_successors=2, values=256)
    truth = plain_bfs((0,), lambda s: [((s[0] + 1) % 256,)], lambda s: s == (255,))
    assert truth == 255
    for algorithm in ("bfs", "idastar", "dijkstra"):
        with pytest.raises(InvalidPuzzleError, match="never wrote"):  # was 201, optimal
            fewest.solve(p, algorithm)


@njit
def bytes_with_255(state, out):  # type: ignore[no-untyped-def]
    """Two bytes; a move sets the first to 255 (a real value): no fault."""
    out[0, 0], out[0, 1] = 255, state[1]
    out[1, 0], out[1, 1] = state[0], (state[1] + 1) % 4
    return 2


def test_a_real_255_is_still_a_value() -> None:
    p = CompiledPuzzle((0, 0), bytes_with_255, goal=(255, 3), max_successors=2, values=256)
    assert fewest.solve(p, "bfs").length == 4


# -- finding 7: successors that edit their input state ---------------------------------

@njit
def edits_its_state(state, out):  # type: ignore[no-untyped-def]
    """+1 and +3 on a counter 0..19, computed by changing the state itself."""
    state[0] = (state[0] + 1) % 20
    out[0, 0] = state[0]
    state[0] = (state[0] + 2) % 20
    out[1, 0] = state[0]
    return 2


def test_successors_that_edit_their_state_are_refused() -> None:
    with pytest.raises(InvalidPuzzleError, match="changed the state it was given") as info:
        CompiledPuzzle((0,), edits_its_state, goal=(17,), max_successors=2, values=20)
    assert "\n" not in str(info.value)


# -- finding 8: a value that wraps in the uint8 row -------------------------------------

@njit
def plus_hundred(state, out):  # type: ignore[no-untyped-def]
    """+1 or +100, with no modulo: past 255 the uint8 row wraps it."""
    out[0, 0] = state[0] + 1
    out[1, 0] = state[0] + 100
    return 2


def test_a_value_past_255_is_refused_not_wrapped() -> None:
    with pytest.raises(InvalidPuzzleError, match="stored as") as info:
        CompiledPuzzle((0,), plus_hundred, goal=(250,), max_successors=2, values=256)
    assert "\n" not in str(info.value)


# -- finding 5: path costs above 2**31 - 1 ---------------------------------------------

BIG = 1 << 30


@njit
def costly(state, out, costs):  # type: ignore[no-untyped-def]
    """A counter 0..9: +1 at 2**30, +3 at 2**31 + 5."""
    out[0, 0] = (state[0] + 1) % 10
    costs[0] = 1 << 30
    out[1, 0] = (state[0] + 3) % 10
    costs[1] = (1 << 31) + 5
    return 2


@njit
def no_estimate(state):  # type: ignore[no-untyped-def]
    return 0


def test_path_costs_past_two_to_the_31_are_not_unreachable() -> None:
    def moves(s):  # type: ignore[no-untyped-def]
        return [(((s[0] + 1) % 10,), BIG), (((s[0] + 3) % 10,), (1 << 31) + 5)]

    for goal in ((7,), (5,)):
        truth = plain_dijkstra((0,), moves, lambda s, g=goal: s == g)
        assert truth is not None and truth > (1 << 31)
        p = CompiledPuzzle((0,), costly, goal=goal, max_successors=2, values=10,
                           heuristic=no_estimate, admissible=True)
        for algorithm in ("dijkstra", "astar", "idastar", "auto"):
            s = fewest.solve(p, algorithm)
            assert (s.cost, s.optimal) == (truth, True), algorithm


# -- finding 2: goal= together with is_goal= --------------------------------------------

@njit
def any_rotation(state):  # type: ignore[no-untyped-def]
    """TopSpin solved up to rotation: each token followed by the next."""
    n = state.shape[0]
    for i in range(n):  # noqa: SIM110 - numba compiles no generator in all()
        if state[(i + 1) % n] != (state[i] + 1) % n:
            return False
    return True


def _topspin_moves(s: tuple[int, ...]) -> list[tuple[int, ...]]:
    n = len(s)
    return [tuple(s[(i + 1) % n] for i in range(n)), tuple(s[(i + n - 1) % n] for i in range(n)),
            tuple(s[3 - i] if i < 4 else s[i] for i in range(n))]


def test_goal_with_is_goal_never_searches_from_the_one_goal_state() -> None:
    import random

    from fewest.compiled.examples import topspin
    from fewest.compiled.pdb import PatternDatabase

    rng = random.Random(3)
    n = 7
    for _ in range(6):
        start = tuple(range(n))
        for _ in range(30):
            start = rng.choice(_topspin_moves(start))
        truth = plain_bfs(start, _topspin_moves,
                          lambda s: all(s[(i + 1) % n] == (s[i] + 1) % n for i in range(n)))
        p = CompiledPuzzle(start, topspin, goal=tuple(range(n)), is_goal=any_rotation,
                           max_successors=3, reversible=True)
        s = fewest.solve(p)  # auto picked bidirectional BFS, from the identity only
        assert (s.length, s.optimal) == (truth, True)
        with pytest.raises(InvalidPuzzleError, match="is_goal"):
            fewest.solve(p, "bidirectional")
    spec = PatternDatabase([(0, 1, 2, 3)])
    p = CompiledPuzzle(start, topspin, goal=tuple(range(n)), is_goal=any_rotation,
                       max_successors=3, reversible=True, patterns=spec)
    for algorithm in ("auto", "idastar", "astar"):
        with pytest.raises(InvalidPuzzleError, match="is_goal") as info:
            fewest.solve(p, algorithm)  # the database of the identity overestimates
        assert "\n" not in str(info.value)


# -- finding 8: states= far above the states reached -------------------------------------

@njit
def lights_press(state, out):  # type: ignore[no-untyped-def]
    """Lights Out 3x3: pressing a cell toggles it and its neighbours."""
    for m in range(9):
        r, c = m // 3, m % 3
        for i in range(9):
            out[m, i] = state[i]
        for dr, dc in ((0, 0), (-1, 0), (1, 0), (0, -1), (0, 1)):
            rr, cc = r + dr, c + dc
            if 0 <= rr < 3 and 0 <= cc < 3:
                out[m, rr * 3 + cc] ^= 1
    return 9


@njit
def spread_rank(state):  # type: ignore[no-untyped-def]
    """The 9 cells as bits, times 2**16: ranks up to 33.5 million, 512 of them used."""
    r = 0
    for i in range(state.shape[0]):
        r |= np.int64(state[i]) << i
    return r << 16


@njit
def spread_unrank(r, out):  # type: ignore[no-untyped-def]
    for i in range(out.shape[0]):
        out[i] = ((r >> 16) >> i) & 1


def _lights_moves(s: tuple[int, ...]) -> list[tuple[int, ...]]:
    found = []
    for m in range(9):
        x = list(s)
        r, c = divmod(m, 3)
        for dr, dc in ((0, 0), (-1, 0), (1, 0), (0, -1), (0, 1)):
            if 0 <= r + dr < 3 and 0 <= c + dc < 3:
                x[(r + dr) * 3 + c + dc] ^= 1
        found.append(tuple(x))
    return found


@pytest.mark.slow  # numba compiles in a fresh process: tens of seconds
def test_states_far_above_the_reached_ranks_allocates_what_is_reached(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from fewest.compiled.distances import RankDistanceTable, distance_table

    monkeypatch.setenv("FEWEST_MEMORY_CAP", "1G")  # 2**32 ranks: 4 GiB a side up front
    off = (0,) * 9
    start = (1, 0, 1, 0, 1, 0, 1, 1, 0)
    p = CompiledPuzzle(start, lights_press, goal=off, max_successors=9, values=2,
                       reversible=True, rank=spread_rank, unrank=spread_unrank, states=2**32)
    table = distance_table(p, source="goal")
    assert isinstance(table, RankDistanceTable)  # not the hash table's fallback
    assert table.nbytes <= 64 << 20
    truth = {s: plain_bfs(s, _lights_moves, lambda t: t == off) for s in (start, off)}
    assert table.distance(start) == truth[start] and table.distance(off) == 0
    assert len(list(table.items())) == 512
    for algorithm in ("bfs", "bidirectional"):
        s = fewest.solve(p, algorithm)
        assert (s.length, s.optimal) == (truth[start], True)


# -- finding 3: a heuristic declared admissible that overestimates far from the goal -------

GOAL8 = (1, 2, 3, 4, 5, 6, 7, 8, 0)


@njit
def manhattan(state):  # type: ignore[no-untyped-def]
    h = 0
    for i in range(9):
        v = state[i]
        if v != 0:
            g = v - 1
            h += abs(i // 3 - g // 3) + abs(i % 3 - g % 3)
    return h


@njit
def manhattan_plus_far(state):  # type: ignore[no-untyped-def]
    """Manhattan, plus 12 where it is 20 or more: admissible near the goal only."""
    m = manhattan(state)
    return m + 12 if m >= 20 else m


@njit
def three_manhattan(state):  # type: ignore[no-untyped-def]
    return 3 * manhattan(state)


@njit
def is_goal8(state):  # type: ignore[no-untyped-def]
    for i in range(8):
        if state[i] != i + 1:
            return False
    return state[8] == 0


@njit
def slide_costs(state, out, moves, costs):  # type: ignore[no-untyped-def]
    """The 8-puzzle; moving tile t costs 1 + t % 3."""
    b = 0
    while state[b] != 0:
        b += 1
    count = 0
    for m in range(4):
        t = -1
        if m == 0 and b >= 3:
            t = b - 3
        elif m == 1 and b % 3 > 0:
            t = b - 1
        elif m == 2 and b % 3 < 2:
            t = b + 1
        elif m == 3 and b < 6:
            t = b + 3
        if t < 0:
            continue
        for i in range(9):
            out[count, i] = state[i]
        out[count, b] = state[t]
        out[count, t] = 0
        moves[count] = m
        costs[count] = 1 + state[t] % 3
        count += 1
    return count


def _slides(s: tuple[int, ...]) -> list[tuple[tuple[int, ...], int]]:
    b = s.index(0)
    found = []
    for ok, t in ((b >= 3, b - 3), (b % 3 > 0, b - 1), (b % 3 < 2, b + 1), (b < 6, b + 3)):
        if ok:
            x = list(s)
            x[b], x[t] = x[t], 0
            found.append((tuple(x), 1 + s[t] % 3))
    return found


@pytest.fixture(scope="module")
def far_boards() -> list[tuple[tuple[int, ...], int]]:
    """Boards 20 to 26 moves from the goal whose Manhattan distance is 20 or more, with
    their distances (a plain BFS from the goal over the whole space)."""
    import random

    dist = {GOAL8: 0}
    queue = deque([GOAL8])
    while queue:
        s = queue.popleft()
        for t, _ in _slides(s):
            if t not in dist:
                dist[t] = dist[s] + 1
                queue.append(t)
    far = sorted(s for s, d in dist.items() if 20 <= d <= 26 and _manhattan(s) >= 20)
    rng = random.Random(42)
    return [(s, dist[s]) for s in rng.sample(far, 6)]


def _manhattan(s: tuple[int, ...]) -> int:
    return sum(abs(i // 3 - (v - 1) // 3) + abs(i % 3 - (v - 1) % 3)
               for i, v in enumerate(s) if v)


def test_an_overestimate_far_from_the_goal_is_never_called_optimal(far_boards) -> None:  # type: ignore[no-untyped-def]
    from fewest.compiled.examples import slide_function

    slide = slide_function(3, 3)
    wrong = 0
    for board, truth in far_boards:
        for goal, is_goal in ((GOAL8, None), (None, is_goal8)):
            p = CompiledPuzzle(board, slide, goal=goal, is_goal=is_goal, max_successors=4,
                               move_names=("U", "L", "R", "D"),
                               heuristic=manhattan_plus_far, admissible=True)
            for algorithm in ("idastar", "astar"):
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore")
                    s = fewest.solve(p, algorithm)
                assert s.length == truth or not s.optimal, (board, algorithm, s.length, truth)
                wrong += s.length != truth
    assert wrong  # the heuristic does mislead the searches: the claim is what is checked


def test_an_overestimate_with_costs_is_never_called_optimal(far_boards) -> None:  # type: ignore[no-untyped-def]
    for board, _ in far_boards[:4]:
        truth = plain_dijkstra(board, _slides, lambda s: s == GOAL8)
        p = CompiledPuzzle(board, slide_costs, goal=GOAL8, max_successors=4,
                           move_names=("U", "L", "R", "D"), heuristic=three_manhattan,
                           admissible=True)
        for algorithm in ("astar", "idastar"):
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                s = fewest.solve(p, algorithm)
            assert s.cost == truth or not s.optimal, (board, algorithm, s.cost, truth)


def test_an_admissible_heuristic_keeps_its_optimal_claim(far_boards) -> None:  # type: ignore[no-untyped-def]
    from fewest.compiled.examples import slide_function

    for board, truth in far_boards[:3]:
        p = CompiledPuzzle(board, slide_function(3, 3), goal=GOAL8, max_successors=4,
                           move_names=("U", "L", "R", "D"), heuristic=manhattan,
                           admissible=True)
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            for algorithm in ("idastar", "astar"):
                s = fewest.solve(p, algorithm)
                assert (s.length, s.optimal) == (truth, True)
