"""A puzzle's own ``rank``/``unrank``/``states``: BFS, full tables and bidirectional BFS
over rank-indexed arrays give the hash table's answers and a plain dict BFS's, and a
rank that is not a bijection (out of range, two states of one rank, an ``unrank``
that is not its inverse) is one line, never a wrong answer."""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Callable, Iterator

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from numba import njit

import fewest
from fewest import CompiledPuzzle, InvalidPuzzleError, replay
from fewest.compiled import ranked
from fewest.compiled.distances import RankDistanceTable, distance_table
from tests.compiled.conftest import both

State = tuple[int, ...]
OFF = (0,) * 9


# -- Lights Out 3x3: 512 states of nine 0/1 cells, ranked as a 9-bit int ---------------
@njit(cache=True)
def press(state, out):  # type: ignore[no-untyped-def]
    for m in range(9):
        r, c = m // 3, m % 3
        for i in range(9):
            out[m, i] = state[i]
        for dr, dc in ((0, 0), (-1, 0), (1, 0), (0, -1), (0, 1)):
            rr, cc = r + dr, c + dc
            if 0 <= rr < 3 and 0 <= cc < 3:
                out[m, rr * 3 + cc] ^= 1
    return 9


@njit(cache=True)
def bits(state):  # type: ignore[no-untyped-def]
    r = 0
    for i in range(state.shape[0]):
        r |= np.int64(state[i]) << i
    return r


@njit(cache=True)
def unbits(r, out):  # type: ignore[no-untyped-def]
    for i in range(out.shape[0]):
        out[i] = (r >> i) & 1


def lights(start: State, **options: object) -> CompiledPuzzle:
    opts: dict[str, object] = {"rank": bits, "unrank": unbits, "states": 512}
    opts.update(options)
    return CompiledPuzzle(start, press, goal=OFF, max_successors=9, values=2,
                          reversible=True, **opts)  # type: ignore[arg-type]


def py_press(state: State) -> Iterator[tuple[str, State]]:
    """Lights Out's moves in plain Python (the oracle's, independent of the kernels)."""
    for m in range(9):
        r, c = divmod(m, 3)
        s = list(state)
        for rr, cc in ((r, c), (r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if 0 <= rr < 3 and 0 <= cc < 3:
                s[rr * 3 + cc] ^= 1
        yield str(m), tuple(s)


def dict_bfs(root: State, moves: Callable[[State], Iterator[tuple[str, State]]],
             key: Callable[[State], object] = lambda s: s) -> dict[object, int]:
    """A plain breadth-first search: ``key(state)`` -> depth."""
    depth = {key(root): 0}
    queue = deque([root])
    while queue:
        s = queue.popleft()
        for _, t in moves(s):
            if key(t) not in depth:
                depth[key(t)] = depth[key(s)] + 1
                queue.append(t)
    return depth


ORACLE = dict_bfs(OFF, py_press)  # every move undoes itself: distance to the goal




def replayed(start: State, moves: list[str]) -> State:
    """The state after ``moves`` by the plain-Python moves."""
    state = start
    for name in moves:
        state = dict(py_press(state))[name]
    return state


def starts(count: int, seed: int) -> list[State]:
    rng = random.Random(seed)
    return [tuple(rng.randint(0, 1) for _ in range(9)) for _ in range(count)]


@pytest.mark.parametrize("algorithm", ["bfs", "bidirectional"])
def test_searches_agree_with_the_hash_table_and_a_dict_bfs(algorithm, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    assert ranked.applies(lights(OFF))
    for start in starts(12, 1):
        a, b = both(monkeypatch, lambda s=start: fewest.solve(lights(s), algorithm))
        assert a.length == b.length == ORACLE[start] and a.optimal
        assert (a.stats.expanded, a.stats.generated, a.stats.peak_stored) == (
            b.stats.expanded, b.stats.generated, b.stats.peak_stored)
        assert replayed(start, a.moves) == OFF
        assert replay(lights(start), start, a.moves)[0] == list(a.states)


@pytest.mark.parametrize("source", ["start", "goal"])
def test_tables_agree_with_the_hash_table_and_a_dict_bfs(source, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    start = (1, 0, 0, 0, 1, 0, 0, 0, 1)
    a, b = both(monkeypatch, lambda: distance_table(lights(start), source=source))
    assert isinstance(a, RankDistanceTable) and not isinstance(b, RankDistanceTable)
    root = start if source == "start" else OFF
    oracle = dict_bfs(root, py_press)
    histogram = np.bincount(list(oracle.values())).tolist()
    assert a.layers == b.layers == histogram
    assert dict(a.items()) == dict(b.items()) == oracle
    assert a.nbytes == 512 < b.nbytes
    assert all(a.distance(s) == d for s, d in oracle.items())


@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(0, 1), min_size=9, max_size=9))
def test_random_starts(cells) -> None:  # type: ignore[no-untyped-def]
    start = tuple(cells)
    for algorithm in ("bfs", "bidirectional"):
        s = fewest.solve(lights(start), algorithm)
        assert s.length == ORACLE[start]
        assert replayed(start, s.moves) == OFF


# -- a line of 400 positions (two cells, a * 20 + b), ranked by position ----------------
@njit(cache=True)
def step(state, out):  # type: ignore[no-untyped-def]
    v = state[0] * 20 + state[1]
    count = 0
    for d in (-1, 1):
        w = v + d
        if 0 <= w < 400:
            out[count, 0], out[count, 1] = w // 20, w % 20
            count += 1
    return count


@njit(cache=True)
def position(state):  # type: ignore[no-untyped-def]
    return state[0] * 20 + state[1]


@njit(cache=True)
def unposition(r, out):  # type: ignore[no-untyped-def]
    out[0], out[1] = r // 20, r % 20


def line(**options: object) -> CompiledPuzzle:
    opts: dict[str, object] = {"goal": (1, 0), "rank": position, "unrank": unposition,
                               "states": 400}
    opts.update(options)
    return CompiledPuzzle((0, 0), step, max_successors=2, values=20, reversible=True,
                          **opts)  # type: ignore[arg-type]


def test_a_space_deeper_than_a_byte_falls_back_to_the_hash_table() -> None:
    p = line(goal=(19, 19))
    # 399 moves: BFS and the table pass 253 layers and fall back to the hash table;
    # bidirectional BFS meets at about 200 a side, over the ranks
    for algorithm in ("bfs", "bidirectional"):
        s = fewest.solve(p, algorithm)
        assert s.length == 399 and s.states[-1] == (19, 19)
        assert replay(p, p.start, s.moves)[0][-1] == (19, 19)
    table = distance_table(p)
    assert table.radius == 399 and not isinstance(table, RankDistanceTable)


# -- the guards ------------------------------------------------------------------------
def one_line(info: pytest.ExceptionInfo[InvalidPuzzleError]) -> str:
    text = str(info.value)
    assert "\n" not in text
    return text


@njit(cache=True)
def bits8(state):  # type: ignore[no-untyped-def]
    r = 0
    for i in range(8):
        r |= np.int64(state[i]) << i
    return r


@njit(cache=True)
def unbits8(r, out):  # type: ignore[no-untyped-def]
    for i in range(8):
        out[i] = (r >> i) & 1
    out[8] = 0


def test_a_collision_is_refused_when_the_puzzle_is_built() -> None:
    # ranking Lights Out by its first 8 cells takes a board for its twin: a search over
    # such ranks answers 4 moves where 5 are needed
    start = (0, 0, 0, 0, 0, 0, 0, 1, 1)
    wrong = dict_bfs(OFF, py_press, key=lambda s: s[:8])
    assert wrong[start[:8]] != ORACLE[start]
    with pytest.raises(InvalidPuzzleError) as info:
        lights(start, rank=bits8, unrank=unbits8, states=256)
    assert one_line(info).startswith("rank is not one-to-one: states (")
    assert "both have rank" in one_line(info)


@njit(cache=True)
def mod100(state):  # type: ignore[no-untyped-def]
    return (state[0] * 20 + state[1]) % 100


@njit(cache=True)
def at150(state):  # type: ignore[no-untyped-def]
    return state[0] * 20 + state[1] == 150


def test_a_collision_far_from_the_start_stops_the_search() -> None:
    # positions 100..199 share the ranks of 0..99: a BFS over such ranks finds no path
    # to 150 (it takes 100 for 0, already seen); the walks at construction stay near 0
    seen, queue, expanded = {0}, deque([0]), []
    while queue:  # a plain BFS that keys positions by the bad rank
        v = queue.popleft()
        expanded.append(v)
        for w in (v - 1, v + 1):
            if 0 <= w < 400 and w % 100 not in seen:
                seen.add(w % 100)
                queue.append(w)
    assert max(expanded) == 99  # never reaches 150: "no path"
    p = line(goal=None, is_goal=at150, rank=mod100, states=100)
    for run in (lambda: fewest.solve(p, "bfs"), lambda: distance_table(p)):
        with pytest.raises(InvalidPuzzleError) as info:
            run()
        assert one_line(info) == ("rank is not one-to-one: states (0, 0) and (5, 0) both have "
                                  "rank 0 (a search over ranks would take one for the other)")


def test_a_rank_out_of_range_stops_the_search() -> None:
    p = line(states=150)  # positions 150.. rank past the end: a write outside the array
    with pytest.raises(InvalidPuzzleError) as info:
        distance_table(p)
    assert one_line(info) == ("rank returned 150 for state (7, 10); ranks must lie in 0..149 "
                              "(states=150)")


def test_a_rank_out_of_range_is_refused_when_the_puzzle_is_built() -> None:
    with pytest.raises(InvalidPuzzleError) as info:
        lights((1,) * 9, states=500)
    assert one_line(info) == ("rank returned 511 for state (1, 1, 1, 1, 1, 1, 1, 1, 1); "
                              "ranks must lie in 0..499 (states=500)")


@njit(cache=True)
def unposition_slip(r, out):  # type: ignore[no-untyped-def]
    w = r + 1 if r == 120 else r
    out[0], out[1] = w // 20, w % 20


def test_an_unrank_that_is_not_the_inverse_stops_the_search() -> None:
    # expanding 120 would expand 121: the table would give 122 the distance 121
    p = line(unrank=unposition_slip)
    with pytest.raises(InvalidPuzzleError) as info:
        distance_table(p)
    assert one_line(info) == ("unrank is not the inverse of rank: rank((6, 0)) = 120, but "
                              "unrank(120) wrote (6, 1)")


@njit(cache=True)
def unbits_reversed(r, out):  # type: ignore[no-untyped-def]
    for i in range(9):
        out[i] = (r >> (8 - i)) & 1


def test_an_unrank_that_is_not_the_inverse_is_refused_when_the_puzzle_is_built() -> None:
    with pytest.raises(InvalidPuzzleError) as info:
        lights((1, 0, 1, 0, 1, 0, 1, 0, 1), unrank=unbits_reversed)
    assert one_line(info).startswith("unrank is not the inverse of rank: rank((")


@njit(cache=True)
def unbits_partly(r, out):  # type: ignore[no-untyped-def]
    for i in range(8):
        out[i] = (r >> i) & 1


def test_an_unrank_that_leaves_a_cell_unwritten() -> None:
    with pytest.raises(InvalidPuzzleError) as info:
        lights(OFF, unrank=unbits_partly)
    assert "wrote (0, 0, 0, 0, 0, 0, 0, 0, 255)" in one_line(info)


@pytest.mark.parametrize(("options", "message"), [
    ({"states": None}, "give rank=, unrank= and states= together"),
    ({"unrank": None}, "give rank=, unrank= and states= together"),
    ({"states": 0}, "states= must be the number of ranks, an int in 1..4,294,967,296"),
    ({"states": True}, "states= must be the number of ranks"),
    ({"states": 1 << 33}, "states= must be the number of ranks"),
    ({"rank": print}, "rank must be a function"),
])
def test_bad_rank_options(options, message) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(InvalidPuzzleError, match=message.replace("(", r"\(")):
        lights(OFF, **options)


def test_a_rank_numba_cannot_compile() -> None:
    def rank(state):  # type: ignore[no-untyped-def]
        return undefined_name  # type: ignore[name-defined]  # noqa: F821

    with pytest.raises(InvalidPuzzleError) as info:
        lights(OFF, rank=rank)
    assert one_line(info).startswith("rank function 'rank' could not be compiled by numba")


def test_a_ranked_puzzle_pickles_with_its_rank() -> None:
    import pickle

    start = (1, 0, 0, 0, 0, 0, 0, 0, 1)
    p = pickle.loads(pickle.dumps(lights(start)))
    assert p.states == 512 and ranked.applies(p)
    assert fewest.solve(p, "bfs").length == ORACLE[start]


def test_no_predecessors_and_a_goal_function(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    # without predecessors the path is rebuilt by scanning each layer's depths
    p = CompiledPuzzle((0, 0), step, is_goal=at150, max_successors=2, values=20,
                       rank=position, unrank=unposition, states=400)
    assert not p.has_predecessors
    a, b = both(monkeypatch, lambda: fewest.solve(p, "bfs"))
    assert a.length == b.length == 150 and a.states[-1] == (7, 10)
    assert (a.stats.expanded, a.stats.generated) == (b.stats.expanded, b.stats.generated)
    assert replay(p, p.start, a.moves)[0] == list(a.states)


@njit(cache=True)
def bits_spread(state):  # type: ignore[no-untyped-def]
    return bits(state) << 22


@njit(cache=True)
def unbits_spread(r, out):  # type: ignore[no-untyped-def]
    unbits(r >> 22, out)


def test_depth_arrays_past_the_memory_cap_fall_back_to_the_hash_table(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    # 2**32 ranks (4 GiB a depth array) for 512 states: the array grows with the ranks
    # reached; ranks as far apart as 2**22 take it past the cap, and the hash table serves
    monkeypatch.setenv("FEWEST_MEMORY_CAP", "256M")
    start = (1, 0, 0, 0, 1, 0, 0, 0, 1)
    dense = lights(start, states=1 << 32)
    sparse = lights(start, states=1 << 32, rank=bits_spread, unrank=unbits_spread)
    for p in (dense, sparse):
        assert ranked.applies(p)
        for algorithm in ("bfs", "bidirectional"):
            s = fewest.solve(p, algorithm)
            assert s.length == ORACLE[start] and replayed(start, s.moves) == OFF
    table = distance_table(dense)
    assert isinstance(table, RankDistanceTable) and len(table) == 512
    assert table.nbytes <= 16 << 20
    table = distance_table(sparse)
    assert not isinstance(table, RankDistanceTable) and len(table) == 512


@njit(cache=True)
def bits_too_far(state):  # type: ignore[no-untyped-def]
    r = 0
    for i in range(10):  # one cell past the state
        r |= np.int64(state[i]) << i
    return r


def test_a_rank_that_raises_is_one_line() -> None:
    with pytest.raises(InvalidPuzzleError) as info:
        lights(OFF, rank=bits_too_far)
    assert one_line(info).startswith("rank((0, 0, 0, 0, 0, 0, 0, 0, 0)) raised IndexError")
