"""Snakes-and-ladders benchmark: compiled BFS vs the pure-Python engine, and the Markov analysis.

One command:  python bench/snakes_ladders.py [--repeat 15] [--skip-engine-big]

Prints three tables, all medians of in-process runs after one warm-up call
(compiled code already loaded), with ratios measured in this same run:
  1. fewest rolls: engine BFS, compiled BFS and the family's "auto" on random
     20 x 20 boards (target < 10 ms) and 1000 x 1000 boards (target < 1 s);
     the engine is timed once on the big board (it takes seconds);
  2. the fair-die analysis on a 10 x 10 board: expected rolls (exact linear
     solve), the finish-probability table, and the whole ``analyze`` report;
  3. expected rolls with SciPy on 10x10 (and the classic board), 100x100 and
     1000x1000 boards: the default solver (LAPACK dense LU, SuperLU, or scipy
     GMRES over the snake ends), its certified bracket, and a cross-check by
     the other solver in the same run.  (The hand-written numba GMRES and
     dense solver this replaced were compared in this table up to commit
     bdd8de8: the SciPy solve was as exact, within 2.4e-13, and 1.1x, 1.3x
     and 2-4.5x quicker at 10x10, 100x100 and 1000x1000.)
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable
from functools import partial
from typing import Any

import numpy as np

from fewest.puzzles.snakes_ladders import (
    Expectation,
    SnakesBoard,
    analyze_board,
    expected_rolls,
    fast_solve,
    finish_probabilities,
    parse_board,
    solve_board,
    transition_chain,
)


def random_board(n: int, density: float, seed: int, die: int = 6) -> SnakesBoard:
    """A seeded random board; every square but 1 and n^2 jumps with chance ``density``."""
    rng = np.random.default_rng(seed)
    grid = np.full((n, n), -1, dtype=np.int64)
    mask = rng.random((n, n)) < density
    grid[mask] = rng.integers(1, n * n + 1, size=int(mask.sum()))
    grid[n - 1, 0] = -1  # square 1
    grid[0, 0 if n % 2 == 0 else n - 1] = -1  # square n^2
    return SnakesBoard.from_grid(grid, die=die)


def median_time(fn: Callable[[], Any], repeat: int) -> tuple[float, Any]:
    fn()  # warm-up: loads compiled code, fills caches
    times = []
    out = None
    for _ in range(repeat):
        t = time.perf_counter()
        out = fn()
        times.append(time.perf_counter() - t)
    return statistics.median(times), out


def ms(seconds: float) -> str:
    return f"{seconds * 1000:10.3f}"


def table(title: str, header: list[str], rows: list[list[str]]) -> None:
    widths = [max(len(h), *(len(r[i]) for r in rows)) for i, h in enumerate(header)]
    print(f"\n{title}")
    print("  ".join(h.rjust(w) for h, w in zip(header, widths, strict=True)))
    print("  ".join("-" * w for w in widths))
    for row in rows:
        print("  ".join(c.rjust(w) for c, w in zip(row, widths, strict=True)))


def fewest_rolls_table(repeat: int, engine_big: bool) -> None:
    rows = []
    for n, density, seed in [(20, 0.1, 1), (20, 0.3, 2), (1000, 0.0, 3), (1000, 0.01, 4),
                             (1000, 0.1, 5)]:
        board = random_board(n, density, seed)
        big = n >= 100
        reps = max(3, repeat // 3) if big else repeat
        fast, sol = median_time(partial(fast_solve, board), reps)
        auto, auto_sol = median_time(partial(solve_board, board), reps)
        if big and not engine_big:
            engine_text, ratio = "skipped", "-"
        else:
            if big:
                t = time.perf_counter()
                eng_sol = solve_board(board, "bfs")
                engine = time.perf_counter() - t
            else:
                engine, eng_sol = median_time(partial(solve_board, board, "bfs"), reps)
            assert eng_sol.length == sol.length == auto_sol.length
            engine_text, ratio = ms(engine), f"{engine / fast:8.1f}x"
        target = "< 1000 ms" if big else "< 10 ms"
        rows.append([f"{n}x{n}", f"{density:.2f}", str(sol.length), engine_text, ms(fast),
                     ms(auto), auto_sol.algorithm, ratio, target])
    table("1. fewest rolls (median ms per board; engine on 1000x1000 timed once)",
          ["board", "jumps", "rolls", "engine bfs", "numba bfs", "auto", "auto uses",
           "engine/numba", "target"], rows)


def markov_table(repeat: int) -> None:
    rows = []
    for label, board in [("10x10 d=0.15", random_board(10, 0.15, 7)),
                         ("10x10 plain", random_board(10, 0.0, 8))]:
        for rule in ("stay", "bounce", "pass"):
            t_e, e = median_time(partial(expected_rolls, board, rule), repeat)
            t_f, curve = median_time(partial(finish_probabilities, board, rule), repeat)
            t_a, _ = median_time(partial(analyze_board, board, rule), repeat)
            rows.append([label, rule, f"{e.value:9.4f}", str(curve.size), ms(t_e), ms(t_f),
                         ms(t_a)])
    table("2. fair-die analysis of a 10 x 10 board (median ms)",
          ["board", "overshoot", "E[rolls]", "table k", "expected", "finish table",
           "analyze"], rows)


def _solve(board: SnakesBoard, direct_limit: int | None = None) -> Expectation:
    e = expected_rolls(board, chain=transition_chain(board), direct_limit=direct_limit)
    assert e.lower is not None and e.upper is not None
    return e


def solve_table(repeat: int) -> None:
    """Expected rolls: the default solver, timed, and a cross-check by the other one."""
    rows = []
    for label, board in [("10x10 d=0.15", random_board(10, 0.15, 7)),
                         ("classic", parse_board("classic", start=0)),
                         ("100x100 d=0.05", random_board(100, 0.05, 110)),
                         ("1000x1000 d=0.01", random_board(1000, 0.01, 4)),
                         ("1000x1000 d=0.05", random_board(1000, 0.05, 1010))]:
        reps = repeat if board.n <= 10 else (5 if board.n <= 100 else 3)
        t_main, main = median_time(partial(_solve, board), reps)
        # the other solver: GMRES where the default is direct, a direct LU where it can be
        other = (_solve(board, direct_limit=0) if main.status == "exact"
                 else _solve(board, direct_limit=10**9) if board.n <= 100 else None)
        diff = "-" if other is None else f"{abs(other.value - main.value) / main.value:.1e}"
        assert main.lower is not None and main.upper is not None
        held = "-" if other is None or other.lower is None or other.upper is None else str(
            max(main.lower, other.lower) <= min(main.upper, other.upper))
        rows.append([label, f"{main.value:.10f}", main.method, ms(t_main),
                     f"{(main.upper - main.lower) / main.value:.1e}", diff, held])
    table("3. expected rolls with SciPy (median ms, chain build included)",
          ["board", "E[rolls]", "solver", "ms", "bracket (rel.)", "other solver diff",
           "brackets overlap"], rows)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=15)
    parser.add_argument("--skip-engine-big", action="store_true",
                        help="do not time the pure-Python engine on 1000x1000 boards")
    args = parser.parse_args()
    fewest_rolls_table(args.repeat, not args.skip_engine_big)
    markov_table(args.repeat)
    solve_table(args.repeat)


if __name__ == "__main__":
    main()
