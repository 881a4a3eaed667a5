"""The rank path's full BFS against the interpreted engine, and its full tables against
the hash table's and a hand-written numba BFS (issue 33: 20x the engine).

Run: ``.venv/bin/python bench/rank_bfs.py [--full]`` (``--full``: 10 pancakes, with the
engine timed twice, and TopSpin (10, 4); a few minutes).

CPU seconds, best of 5 (the engine's 10-pancake BFS: best of 2), the two engines timed
in turns, every ratio within this one run.  Both engines search for a goal that no
state reaches, so each visits the whole space; the rows check that their expansion and
generation counts agree.  The compiled puzzles are written as a user writes them
(``bench/compiled.py``), with the default kernels (specialised on the puzzle's
functions, cached on disk); the first call, compile or load included, is left out.
"""

from __future__ import annotations

import contextlib
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import fewest
from compiled import GOAL8, HARD8, PySliding, flips, never
from fewest.compiled.examples import sliding, topspin
from fewest.compiled.puzzle import CompiledPuzzle
from reference import topspin_by_hand


def best(fn: Callable[[], Any], runs: int) -> tuple[Any, float]:
    """``fn()``'s result and its least CPU seconds over ``runs`` calls."""
    out, times = None, []
    for _ in range(runs):
        t0 = time.process_time()
        out = fn()
        times.append(time.process_time() - t0)
    return out, min(times)


def counts(fn: Callable[[], Any]) -> tuple[int, int]:
    """Expansions and generations of a search that ends without a solution."""
    try:
        fn()
    except fewest.NoSolutionError as exc:
        assert exc.stats is not None
        return exc.stats.expanded, exc.stats.generated
    raise AssertionError("an unreachable goal was reached")


def row(name: str, engine: Callable[[], Any], compiled: Callable[[], Any], runs: int) -> None:
    """One BFS row: both engines' counts (equal), CPU seconds and their ratio."""
    mine = counts(compiled)  # compiles or loads the kernels
    theirs = counts(engine)
    assert mine == theirs, (mine, theirs)
    slow = fast = float("inf")
    for i in range(5):  # in turns, so that both see the machine's load alike
        if i < runs:
            slow = min(slow, best(lambda: counts(engine), 1)[1])
        fast = min(fast, best(lambda: counts(compiled), 1)[1])
    print(f"{name:24} {mine[0]:>10,} {mine[1]:>11,} {slow:9.3f} {fast:9.4f} "
          f"{slow / fast:7.1f}x {fast / mine[0] * 1e9:7.0f}", flush=True)


def eight_puzzle() -> None:
    odd = (GOAL8[1], GOAL8[0], *GOAL8[2:])  # the other half of the space: unreachable
    p = sliding(3, 3, HARD8, odd)
    row("8-puzzle full BFS", lambda: fewest.bfs(PySliding(HARD8, odd, 3)),
        lambda: fewest.solve(p, "bfs"), 5)


def pancakes(n: int, runs: int) -> None:
    start = tuple(random.Random(1).sample(range(n), n))
    p = CompiledPuzzle(start, flips, is_goal=never, max_successors=n - 1, values=n,
                       reversible=True)

    def engine() -> None:
        fewest.search(start, neighbors=lambda s: [s[:k][::-1] + s[k:] for k in range(2, n + 1)],
                      goal=(-1,), algorithm="bfs")

    row(f"{n}-pancake full BFS", engine, lambda: fewest.solve(p, "bfs"), runs)


def topspin_table(n: int) -> None:
    """TopSpin (n, 4)'s full distance table: rank array, hash table, by hand."""
    from fewest.compiled import ranked
    from fewest.compiled.distances import distance_table

    p = CompiledPuzzle(tuple(range(n)), topspin, goal=tuple(range(n)), max_successors=3,
                       move_names=("left", "right", "turn"))
    seconds = {}
    for on in (False, True):
        ranked.ENABLED = on
        try:
            table = distance_table(p)
            seconds[on] = best(lambda: distance_table(p), 5)[1]
        finally:
            ranked.ENABLED = True
    (states, _depth), hand = best(lambda: topspin_by_hand(n), 5)
    assert states == len(table)
    print(f"{f'TopSpin ({n}, 4) table':24} {states:>10,} {'':>11} {seconds[False]:9.3f} "
          f"{seconds[True]:9.4f} {seconds[False] / seconds[True]:7.1f}x "
          f"{seconds[True] / states * 1e9:7.0f}  by hand {hand:.4f} s, rank / by hand "
          f"{seconds[True] / hand:.2f}x", flush=True)


def main() -> None:
    full = "--full" in sys.argv
    print("CPU seconds, best of 5; the engine's column is the hash table's for the tables")
    print(f"{'work':24} {'expanded':>10} {'generated':>11} {'engine s':>9} {'rank s':>9} "
          f"{'ratio':>8} {'ns/state':>7}")
    eight_puzzle()
    pancakes(9, 5)
    if full:
        pancakes(10, 2)
    topspin_table(10 if full else 9)


if __name__ == "__main__":
    with contextlib.suppress(KeyboardInterrupt):
        main()
