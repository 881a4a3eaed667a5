"""Snakes-and-ladders benchmark: compiled BFS vs the pure-Python engine, and the Markov analysis.

One command:  python bench/snakes_ladders.py [--repeat 15] [--skip-engine-big]

Prints three tables, all medians of in-process runs after one warm-up call
(compiled code already loaded), with ratios measured in this same run:
  1. fewest rolls: engine BFS, compiled BFS and the family's "auto" on random
     20 x 20 boards (target < 10 ms) and 1000 x 1000 boards (target < 1 s);
     the engine is timed once on the big board (it takes seconds);
  2. the fair-die analysis on a 10 x 10 board: expected rolls (exact linear
     solve), the finish-probability table, and the whole ``analyze`` report;
  3. expected rolls on larger boards by preconditioned GMRES (certified
     bracket), against the dense solve where that is feasible.
"""

from __future__ import annotations

import argparse
import math
import statistics
import time
from collections.abc import Callable
from functools import partial
from typing import Any

import numpy as np

from fewest.puzzles.snakes_ladders import (
    SnakesBoard,
    analyze_board,
    expected_rolls,
    fast_solve,
    finish_probabilities,
    parse_board,
    solve_board,
    transition_chain,
)
from fewest.puzzles.snakes_ladders.markov import reachable_squares


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


def _old_expected(board: SnakesBoard) -> tuple[float, float, float, str]:
    """The hand-written solvers this round replaces (kept only for this comparison)."""
    from fewest.puzzles.snakes_ladders import linalg_kernels
    from fewest.puzzles.snakes_ladders.iterative import solve_expectation

    chain = transition_chain(board)
    forward, _backward = reachable_squares(chain)
    active = forward.copy()
    active[chain.last] = False
    count = int(active.sum())
    if count <= 700:
        squares = np.flatnonzero(active)
        index = np.full(chain.last + 1, -1, dtype=np.int64)
        index[squares] = np.arange(squares.size)
        keep = active[chain.src] & (chain.dst != chain.last)
        matrix = np.eye(squares.size)
        np.add.at(matrix, (index[chain.src[keep]], index[chain.dst[keep]]), -chain.w[keep])
        x = linalg_kernels.solve_dense(matrix, np.ones(squares.size))
        return float(x[index[1]]), math.nan, math.nan, "dense numba (no bracket)"
    value, low, high, cycles = solve_expectation(chain, active)
    return value, low, high, f"numba GMRES ({cycles} cycles)"


def _new_expected(board: SnakesBoard) -> tuple[float, float, float, str]:
    e = expected_rolls(board, chain=transition_chain(board))
    assert e.lower is not None and e.upper is not None
    return e.value, e.lower, e.upper, e.method


def _width(low: float, high: float, value: float) -> str:
    return "none" if math.isnan(high - low) else f"{(high - low) / value:.1e}"


def solve_table(repeat: int) -> None:
    rows = []
    for label, board in [("10x10 d=0.15", random_board(10, 0.15, 7)),
                         ("classic", parse_board("classic", start=0)),
                         ("100x100 d=0.05", random_board(100, 0.05, 110)),
                         ("1000x1000 d=0.01", random_board(1000, 0.01, 4)),
                         ("1000x1000 d=0.05", random_board(1000, 0.05, 1010))]:
        reps = repeat if board.n <= 10 else (5 if board.n <= 100 else 3)
        if board.start == 1:
            t_old, (v_old, lo_old, hi_old, m_old) = median_time(
                partial(_old_expected, board), reps)
        else:
            t_old, v_old, lo_old, hi_old, m_old = math.nan, math.nan, math.nan, math.nan, "-"
        t_new, (v_new, lo_new, hi_new, m_new) = median_time(partial(_new_expected, board), reps)
        diff = abs(v_new - v_old) / v_new
        rows.append([label, f"{v_new:.10f}", f"{diff:.1e}", _width(lo_old, hi_old, v_new),
                     _width(lo_new, hi_new, v_new), m_old, m_new, ms(t_old), ms(t_new),
                     f"{t_old / t_new:6.2f}x"])
    table("3. expected rolls: hand-written solvers vs scipy.sparse, same run (median ms, "
          "chain build included)",
          ["board", "E[rolls] (new)", "rel. diff", "old bracket", "new bracket", "old solver",
           "new solver", "old ms", "new ms", "old/new"], rows)


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
