"""A user's own puzzle: the interpreted engine against ``fewest.CompiledPuzzle``.

Run: ``.venv/bin/python bench/compiled.py [--full] [--partition 6-6-3]``

Rows (ratios within this one run, CPU seconds; "first" is the first call in
this process, compile included, in its own column; "generic" is ``specialize=False``,
"def." columns the default, kernels specialised on the puzzle's own functions and
cached on disk; then issue 33's rows against hand-written numba, bench/against_hand.py):

* the user 8-puzzle, full BFS from a 31-move board (181,440 states);
* the user 9-pancake full BFS (``--full``: 10-pancake, 3.6 M states);
* full distance tables over the rank array against the hash table: the
  8-puzzle, 9 pancakes and TopSpin (9, 4) (``--full``: 10 pancakes, TopSpin (10, 4));
* the user 15-puzzle, IDA* with a user Manhattan heuristic, Korf #55
  (``--full``: also #42 and #79);
* the user 15-puzzle with user pattern databases against the built-in
  ``pdb`` method (``fewest.parse("sliding", board).solve()``): nodes and seconds.

Korf's instances are carried below (from bench/data/korf100.tsv).
"""

from __future__ import annotations

import argparse
import contextlib
import math
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from numba import njit

import fewest
from fewest import Puzzle
from fewest.compiled.examples import pancake_flips as flips
from fewest.compiled.examples import sliding, topspin
from fewest.compiled.pdb import PatternDatabase
from fewest.compiled.puzzle import CompiledPuzzle

sys.path.insert(0, str(Path(__file__).resolve().parent))

import against_hand
from reference import topspin_by_hand

KORF: dict[int, tuple[tuple[int, ...], int]] = {  # id: (tiles, optimal length), blank-first goal
    55: ((13, 8, 14, 3, 9, 1, 0, 7, 15, 5, 4, 10, 12, 2, 6, 11), 41),
    16: ((1, 3, 2, 5, 10, 9, 15, 6, 8, 14, 13, 11, 12, 4, 7, 0), 42),
    42: ((4, 5, 7, 2, 9, 14, 12, 13, 0, 3, 6, 11, 8, 1, 15, 10), 42),
    79: ((0, 1, 9, 7, 11, 13, 5, 3, 14, 12, 4, 2, 8, 6, 10, 15), 42),
    2: ((13, 5, 4, 10, 9, 12, 8, 14, 2, 3, 7, 1, 0, 15, 11, 6), 55),
}
GOAL15 = tuple(range(16))
DATA = Path(__file__).resolve().parent / "data"
HARD8 = (8, 6, 7, 2, 5, 4, 3, 0, 1)
GOAL8 = (1, 2, 3, 4, 5, 6, 7, 8, 0)
#: groups of tiles (cells of the blank-first goal: cell c holds tile c)
PARTITIONS: dict[str, list[tuple[int, ...]]] = {
    "5-5-5": [(1, 4, 5, 8, 9), (2, 3, 6, 7, 11), (10, 12, 13, 14, 15)],
    "6-6-3": [(1, 4, 5, 8, 9, 12), (2, 3, 6, 7, 10, 11), (13, 14, 15)],
    "7-8": [(1, 4, 5, 8, 9, 12, 13), (2, 3, 6, 7, 10, 11, 14, 15)],
}


class PySliding(Puzzle[tuple[int, ...]]):
    """The same sliding puzzle written for the interpreted engine."""

    reversible = True
    unit_cost = True
    heuristic_admissible = True

    def __init__(self, start: tuple[int, ...], goal: tuple[int, ...], side: int) -> None:
        self.start, self.goal, self.side = start, goal, side
        home = {v: divmod(i, side) for i, v in enumerate(goal)}
        self.heuristic = lambda s: sum(abs(divmod(i, side)[0] - home[v][0]) +
                                       abs(divmod(i, side)[1] - home[v][1])
                                       for i, v in enumerate(s) if v)

    def is_goal(self, s: tuple[int, ...]) -> bool:
        return s == self.goal

    def successors(self, s: tuple[int, ...]):
        n = self.side
        b = s.index(0)
        r, c = divmod(b, n)
        for name, ok, t in (("U", r > 0, b - n), ("L", c > 0, b - 1), ("R", c < n - 1, b + 1),
                            ("D", r < n - 1, b + n)):
            if ok:
                x = list(s)
                x[b], x[t] = x[t], 0
                yield name, tuple(x), 1


@njit(cache=True)
def manhattan15(state):
    """A user's Manhattan distance for the blank-first 15-puzzle goal."""
    total = 0
    for i in range(16):
        v = state[i]
        if v:
            total += abs(i // 4 - v // 4) + abs(i % 4 - v % 4)
    return total




def timed(fn: Callable[[], Any]) -> tuple[Any, float]:
    """``fn()`` and the CPU seconds it took (CPU, not wall: the machine is shared)."""
    t0 = time.process_time()
    out = fn()
    return out, time.process_time() - t0


HEADER = (f"{'work':30} {'interp':>8} {'first':>7} {'generic':>7} {'speed-up':>8} "
          f"{'def.first':>8} {'def.steady':>9} {'def.up':>6} {'compiled rate':>16}  notes")


def measure(name: str, engine: Callable[[], Any] | None,
            make: Callable[[bool | None], CompiledPuzzle], run: Callable[[CompiledPuzzle], int],
            unit: str, notes: Callable[[CompiledPuzzle], str] = lambda p: "") -> None:
    """One row: the engine once, then the shared kernels (``specialize=False``: first
    call, then the best of two) and the default kernels, specialised on the puzzle's
    functions (first call: loaded from the disk cache, compiled on the first run only;
    then one more)."""
    interp = timed(engine)[1] if engine is not None else None
    p = make(False)
    count, first = timed(lambda: run(p))
    steady = min(timed(lambda: run(p))[1] for _ in range(2))
    q = make(None)
    special_first = timed(lambda: run(q))[1]
    special = timed(lambda: run(q))[1]
    up = f"{interp / steady:7.1f}x" if interp else "       -"
    sp_up = f"{interp / special:5.1f}x" if interp else "     -"
    i_text = f"{interp:8.2f}" if interp else "       -"
    print(f"{name:30} {i_text} {first:7.2f} {steady:7.3f} {up} {special_first:8.2f} "
          f"{special:9.3f} {sp_up} {count / steady:>12,.0f} {unit:3}  {notes(p)}", flush=True)


def bytes_per_state(p: CompiledPuzzle) -> str:
    """The full distance table's bytes (keys and values, free slots included) per state."""
    from fewest.compiled.distances import distance_table

    table = distance_table(p)
    store = "rank array" if type(table).__name__ == "RankDistanceTable" else "hash table"
    return f"{len(table):,} states, {table.nbytes / len(table):.1f} bytes/state ({store})"


def unreachable(p: CompiledPuzzle) -> int:
    """A BFS that visits every state (its goal is unreachable); the states expanded."""
    try:
        fewest.solve(p, "bfs")
    except fewest.NoSolutionError as exc:
        assert exc.stats is not None
        return exc.stats.expanded
    raise AssertionError("an unreachable goal was reached")


def full_bfs(start: tuple[int, ...], goal: tuple[int, ...]) -> None:
    """Both engines search for an unreachable goal, so each visits all 181,440 states."""
    odd = (goal[1], goal[0], *goal[2:])

    def engine() -> None:
        with contextlib.suppress(fewest.NoSolutionError):
            fewest.bfs(PySliding(start, odd, 3))

    measure("8-puzzle full BFS", engine,
            lambda special: sliding(3, 3, start, odd, specialize=special), unreachable,
            "st/s", bytes_per_state)


@njit(cache=True)
def never(state):
    """A goal test that no stack passes, so BFS visits every stack."""
    return state.shape[0] < 0


def pancake_bfs(n: int, interpreted: bool) -> None:
    """Both engines search for a goal that no stack reaches: a full BFS of all n! stacks."""
    start = tuple(random.Random(1).sample(range(n), n))

    def engine() -> None:
        with contextlib.suppress(fewest.NoSolutionError):
            fewest.search(start, neighbors=lambda s: [s[:k][::-1] + s[k:] for k in range(2, n + 1)],
                          goal=(-1,), algorithm="bfs")

    def make(special: bool | None) -> CompiledPuzzle:
        return CompiledPuzzle(start, flips, is_goal=never, max_successors=n - 1, values=n,
                              reversible=True, specialize=special)

    def run(p: CompiledPuzzle) -> int:
        count = unreachable(p)
        assert count == math.factorial(n)
        return count

    measure(f"{n}-pancake full BFS", engine if interpreted else None, make, run, "st/s",
            bytes_per_state)


def rank_vs_hash(full: bool) -> None:
    """Full tables over the rank array against the hash table (same run, CPU seconds)."""
    from fewest.compiled import ranked
    from fewest.compiled.distances import distance_table

    n = 10 if full else 9
    rows = [("8-puzzle full table", sliding(3, 3, GOAL8, GOAL8)),
            (f"{n}-pancake full table",
             CompiledPuzzle(tuple(range(n)), flips, goal=tuple(range(n)), max_successors=n - 1,
                            reversible=True)),
            (f"TopSpin ({n}, 4) full table",
             CompiledPuzzle(tuple(range(n)), topspin, goal=tuple(range(n)), max_successors=3,
                            move_names=("left", "right", "turn")))]
    print("\nfull distance tables: rank array against hash table, CPU seconds (best of 3)")
    print(f"{'work':30} {'states':>10} {'hash s':>8} {'rank s':>8} {'speed-up':>8} "
          f"{'hash B/st':>9} {'rank B/st':>9}")
    for name, p in rows:
        seconds, size = {}, {}
        for on in (False, True):
            ranked.ENABLED = on
            table = distance_table(p)
            seconds[on] = min(timed(lambda p=p: distance_table(p))[1] for _ in range(3))
            size[on] = table.nbytes / len(table)
        ranked.ENABLED = True
        print(f"{name:30} {len(table):>10,} {seconds[False]:8.3f} {seconds[True]:8.3f} "
              f"{seconds[False] / seconds[True]:7.1f}x {size[False]:9.1f} {size[True]:9.1f}",
              flush=True)
    count, _ = topspin_by_hand(n)
    by_hand = min(timed(lambda: topspin_by_hand(n))[1] for _ in range(3))
    assert count == len(table)
    print(f"{f'TopSpin ({n}, 4) by hand':30} {count:>10,} {'':>8} {by_hand:8.3f}   "
          f"compiled / by hand: {seconds[True] / by_hand:.2f}x", flush=True)


def korf_idastar(ids: list[int], interpreted: bool) -> None:
    for i in ids:
        tiles, opt = KORF[i]

        def run(p: CompiledPuzzle, opt: int = opt) -> int:
            s = fewest.solve(p, "idastar")
            assert s.length == opt, (s.length, opt)
            return s.stats.expanded

        def engine(tiles: tuple[int, ...] = tiles) -> None:
            fewest.idastar(PySliding(tiles, GOAL15, 4))

        def make(special: bool | None, tiles: tuple[int, ...] = tiles) -> CompiledPuzzle:
            return sliding(4, 4, tiles, GOAL15, heuristic=manhattan15, admissible=True,
                           specialize=special)

        def note(p: CompiledPuzzle, opt: int = opt) -> str:
            return f"{opt} moves"

        measure(f"15-puzzle #{i} IDA* Manhattan", engine if interpreted else None, make, run,
                "n/s", note)


def korf_pdb(ids: list[int], partition: str, rows: bool = True) -> None:
    """User pattern databases against the built-in ``pdb`` method (6-6-3, maxed with its
    mirror image) on Korf's boards; ``NAME+mirror`` adds the mirror image to the user's."""
    name, mirrored = partition.removesuffix("+mirror"), partition.endswith("+mirror")
    groups = PARTITIONS[name]
    specs = [PatternDatabase(groups, track=(0,), additive=True)]
    if mirrored:  # the built-in's way: also the groups reflected about the main diagonal
        specs.append(PatternDatabase([tuple(4 * (t % 4) + t // 4 for t in g) for g in groups],
                                     track=(0,), additive=True))
    spec = specs if mirrored else specs[0]
    p0 = sliding(4, 4, KORF[ids[0]][0], GOAL15, patterns=spec)
    built = timed(lambda: [q.tables(p0) for q in specs])[1]
    size = sum(t.nbytes for q in specs for t in q.tables(p0))
    print(f"\nuser {partition} pattern databases ({size / 2**20:.1f} MiB; built or loaded in "
          f"{built:.1f} s) vs the built-in pdb method (6-6-3), CPU seconds")
    print(f"{'instance':10} {'user nodes':>14} {'user s':>8} {'built-in nodes':>15} "
          f"{'built-in s':>10} {'node ratio':>10} {'time ratio':>10}")
    def builtin(tiles: tuple[int, ...]) -> fewest.Solution[Any]:
        return fewest.parse("sliding", " ".join(map(str, tiles)), goal="blank-first").solve()

    builtin(KORF[ids[0]][0])  # its databases loaded (or built) once, outside the timing
    total = [0, 0.0, 0, 0.0]
    for i in ids:
        tiles, opt = KORF[i]
        p = sliding(4, 4, tiles, GOAL15, patterns=spec)
        s, t_user = timed(lambda p=p: fewest.solve(p, "idastar"))  # type: ignore[misc]
        b, t_built = timed(lambda tiles=tiles: builtin(tiles))  # type: ignore[misc]
        assert s.length == b.length == opt
        for j, v in enumerate((s.stats.expanded, t_user, b.stats.expanded, t_built)):
            total[j] += v
        if rows:
            pdb_row(f"#{i}", s.stats.expanded, t_user, b.stats.expanded, t_built)
    pdb_row(f"all {len(ids)}", int(total[0]), total[1], int(total[2]), total[3])


def pdb_row(name: str, nodes: int, seconds: float, b_nodes: int, b_seconds: float) -> None:
    print(f"{name:10} {nodes:>14,} {seconds:>8.2f} {b_nodes:>15,} {b_seconds:>10.2f} "
          f"{nodes / max(1, b_nodes):>10.2f} {seconds / max(1e-9, b_seconds):>10.2f}", flush=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--full", action="store_true", help="the larger rows too (many minutes)")
    ap.add_argument("--partition", default="5-5-5",
                    choices=[*sorted(PARTITIONS), *(f"{k}+mirror" for k in sorted(PARTITIONS))])
    ap.add_argument("--korf100", action="store_true",
                    help="the pattern-database rows on all of Korf's 100 (totals only)")
    args = ap.parse_args()
    print("CPU seconds; first = first call in this process (numba disk caches as found); "
          "generic = specialize=False; def. = the default (kernels specialised on the "
          "puzzle's functions, cached on disk)\n")
    print(HEADER)
    full_bfs(HARD8, GOAL8)
    pancake_bfs(10 if args.full else 9, interpreted=True)
    korf_idastar([55, 42, 79] if args.full else [55], interpreted=True)
    rank_vs_hash(args.full)
    against_hand.main(args.full)
    if args.korf100:
        with open(DATA / "korf100.tsv") as fh:
            for line in fh.read().splitlines()[1:]:
                cols = [int(v) for v in line.split()]
                KORF[cols[0]] = (tuple(cols[1:17]), cols[17])
        korf_pdb(list(range(1, 101)), args.partition, rows=False)
    else:
        korf_pdb([55, 16, 42, 79, 2] if args.full else [55, 16], args.partition)


if __name__ == "__main__":
    main()
