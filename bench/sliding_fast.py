"""Compiled sliding-tile paths against the pure-Python engine, ratios from one run.

One command:  ``python bench/sliding_fast.py --instances 12``

1. IDA* on the same 15-puzzle boards (random walks from the blank-first goal,
   deep enough to need real search): the engine's ``idastar`` with a
   Manhattan-distance :class:`~fewest.heuristics.Heuristic` written here,
   against the compiled IDA* with the 6-6-3 databases.  Same lengths are
   required; the table shows seconds and nodes for both, and the ratios.
2. 8-puzzle: the engine's BFS on each board against reading the answer from
   the complete distance table.
Medians are reported; every length is checked.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time

import fewest
from fewest.heuristics import Heuristic


def _successors(board: tuple[int, ...], rows: int, cols: int) -> list[tuple[int, ...]]:
    b = board.index(0)
    r, c = divmod(b, cols)
    out = []
    for rr, cc in ((r - 1, c), (r, c - 1), (r, c + 1), (r + 1, c)):
        if 0 <= rr < rows and 0 <= cc < cols:
            y = rr * cols + cc
            lst = list(board)
            lst[b], lst[y] = lst[y], 0
            out.append(tuple(lst))
    return out


def manhattan_for(goal: tuple[int, ...], cols: int) -> Heuristic:
    """Sum of tile distances to their goal cells (admissible and consistent)."""
    home = {t: divmod(i, cols) for i, t in enumerate(goal)}

    def h(board: tuple[int, ...]) -> int:
        total = 0
        for i, t in enumerate(board):
            if t:
                r, c = divmod(i, cols)
                hr, hc = home[t]
                total += abs(r - hr) + abs(c - hc)
        return total

    return Heuristic(h, admissible=True, consistent=True, name="manhattan")


def walk(
    goal: tuple[int, ...], rows: int, cols: int, steps: int, rng: random.Random
) -> tuple[int, ...]:
    """A random walk of ``steps`` blank moves that never steps straight back."""
    board, prev = goal, None
    for _ in range(steps):
        options = [b for b in _successors(board, rows, cols) if b != prev]
        prev, board = board, rng.choice(options)
    return board


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--instances", type=int, default=12)
    ap.add_argument("--steps", type=int, default=60, help="random-walk length of each board")
    ap.add_argument("--max-length", type=int, default=36, help="skip boards deeper than this")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)

    from fewest.puzzles.sliding.fast.idastar import pdb_solve
    from fewest.puzzles.sliding.fast.tables import distance_table, table_solve

    goal = tuple(range(16))
    h = manhattan_for(goal, 4)
    rng = random.Random(args.seed)
    pdb_solve(walk(goal, 4, 4, 20, rng), 4, 4, goal, partition="6-6-3")  # warm up
    print("1. 15-puzzle IDA*: engine (Python, Manhattan) vs compiled (numba, 6-6-3 + mirror)")
    print(f"{'len':>4} {'engine s':>9} {'engine nodes':>13} {'fast s':>9} {'fast nodes':>11}"
          f" {'time ratio':>11}")
    ratios, bad = [], 0
    totals = [0.0, 0.0, 0.0, 0.0]
    done = 0
    while done < args.instances:
        board = walk(goal, 4, 4, args.steps, rng)
        fast = pdb_solve(board, 4, 4, goal, partition="6-6-3")
        if fast.length > args.max_length:
            continue
        t0 = time.perf_counter()
        sol = fewest.search(board, neighbors=lambda s: _successors(s, 4, 4), goal=goal,
                            heuristic=h, algorithm="idastar")
        eng_s = time.perf_counter() - t0
        bad += sol.length != fast.length
        ratio = eng_s / max(fast.seconds, 1e-9)
        ratios.append(ratio)
        for i, v in enumerate((eng_s, sol.stats.generated, fast.seconds, fast.nodes)):
            totals[i] += v
        print(f"{fast.length:>4} {eng_s:>9.3f} {sol.stats.generated:>13,} {fast.seconds:>9.4f}"
              f" {fast.nodes:>11,} {ratio:>10.0f}x")
        done += 1
    eng_rate, fast_rate = totals[1] / totals[0], totals[3] / max(totals[2], 1e-9)
    print(f"median time ratio {statistics.median(ratios):.0f}x; node rates (totals): engine "
          f"{eng_rate:,.0f}/s, compiled {fast_rate:,.0f}/s ({fast_rate / eng_rate:.0f}x); "
          f"nodes per solve {totals[1] / max(totals[3], 1):.0f}x fewer; length mismatches {bad}")

    print()
    print("2. 8-puzzle: engine BFS per board vs complete distance table")
    goal9 = tuple(range(9))
    t0 = time.perf_counter()
    table = distance_table(3, 3, goal9)
    load = time.perf_counter() - t0
    boards = [walk(goal9, 3, 3, 80, rng) for _ in range(8)]
    t0 = time.perf_counter()
    eng = [fewest.search(b, neighbors=lambda s: _successors(s, 3, 3), goal=goal9,
                         algorithm="bfs").length for b in boards]
    eng_s = time.perf_counter() - t0
    t0 = time.perf_counter()
    fast_len = [len(table_solve(b, 3, 3, goal9, table)) for b in boards]
    fast_s = time.perf_counter() - t0
    bad += eng != fast_len
    print(f"{len(boards)} boards: engine BFS {eng_s:.3f} s, table {fast_s:.4f} s "
          f"(table load/build {load:.3f} s), ratio {eng_s / fast_s:.0f}x, "
          f"lengths equal: {eng == fast_len}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
