"""Rubik's square (Loopover, BOJ 2549) benchmark: compiled IDA* vs the pure-Python engine.

One command:  python bench/rubiks_square.py [--count 50] [--max-seconds 60] [--judge 5]

Prints four tables:
  1. set-up: a cold solve of a 7-move board in a fresh process with an empty
     cache (includes building the small table), then loading the big table;
  2. judge-style set (scrambles of depth 1..7): median time per instance of
     the compiled solver and of the engine's bidirectional BFS, measured in
     this run, and their ratio;
  3. uniformly random 4x4 boards solved optimally with a per-instance limit:
     the distribution of optimal lengths;
  4. the time summary of the random boards (median, max, limit hits).
"""

from __future__ import annotations

import argparse
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter

from fewest.errors import SearchLimitError
from fewest.problem import Limits
from fewest.puzzles.rubiks_square import tables
from fewest.puzzles.rubiks_square.model import Board
from fewest.puzzles.rubiks_square.puzzle import SquarePuzzle
from fewest.puzzles.rubiks_square.solver import solve_board
from fewest.search import bidirectional_bfs

COLD = """
import time
t = time.perf_counter()
from fewest.puzzles.rubiks_square import Board, solve_board
imported = time.perf_counter()
b = Board.solved(4, 4)
for m in [(1, 1, 1), (2, 2, 1), (1, 3, 2), (2, 4, 3), (1, 2, 1), (2, 1, 2), (1, 4, 3)]:
    b = b.apply(m)
s = solve_board(b)
print(s.length, imported - t, time.perf_counter() - imported)
"""


def scramble(depth: int, rng: random.Random) -> Board:
    board = Board.solved(4, 4)
    moves = board.moves()
    for _ in range(depth):
        board = board.apply(rng.choice(moves))
    return board


def timed(fn, *args, **kwargs):  # type: ignore[no-untyped-def]
    t = time.perf_counter()
    out = fn(*args, **kwargs)
    return out, time.perf_counter() - t


def cold_run() -> tuple[int, float, float]:
    """(moves, import seconds, solve seconds incl. table build and kernel loading)."""
    with tempfile.TemporaryDirectory() as tmp:
        env = {"FEWEST_CACHE_DIR": tmp, "PATH": ""}
        out = subprocess.run([sys.executable, "-c", COLD], capture_output=True, text=True,
                             env=env, check=True).stdout.split()
    return int(out[0]), float(out[1]), float(out[2])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--count", type=int, default=50, help="uniformly random 4x4 boards")
    ap.add_argument("--max-seconds", type=float, default=60.0, help="limit per random board")
    ap.add_argument("--judge", type=int, default=5, help="judge-style boards per depth 1..7")
    ap.add_argument("--repeat", type=int, default=5, help="compiled timings per judge board")
    ap.add_argument("--seed", type=int, default=2549)
    args = ap.parse_args()
    rng = random.Random(args.seed)

    length, imports, cold = cold_run()
    big = tables.pattern_tiles(4, 4, tables.BIG_ENTRIES)
    _, load = timed(tables.pattern, 4, 4, big)
    solve_board(scramble(3, rng))  # warm the small table and the kernels
    print("## set-up")
    print(f"{'step':<58} {'seconds':>8}")
    print(f"{'fresh process: import fewest, numpy, numba':<58} {imports:8.3f}")
    print(f"{'then a ' + str(length) + '-move board, empty cache (builds its table)':<58} "
          f"{cold:8.3f}")
    print(f"{'load (or build) the big table, 4x4 tiles ' + str(len(big)):<58} {load:8.3f}")

    print("\n## judge-style set: scrambles of depth 1..7 (median per instance)")
    print(f"{'depth':>5} {'n':>3} {'optimal':>8} {'compiled ms':>12} {'engine ms':>10} "
          f"{'ratio':>8}")
    all_fast, all_slow = [], []
    for depth in range(1, 8):
        fast, slow, lengths = [], [], []
        for _ in range(args.judge):
            board = scramble(depth, rng)
            runs = []
            for _ in range(args.repeat):
                sol, sec = timed(solve_board, board)
                runs.append(sec)
            ref, ref_sec = timed(bidirectional_bfs, SquarePuzzle(board, with_heuristic=False))
            assert ref.length == sol.length, (board, ref.length, sol.length)
            fast.append(statistics.median(runs))
            slow.append(ref_sec)
            lengths.append(sol.length)
        all_fast += fast
        all_slow += slow
        mf, ms = statistics.median(fast), statistics.median(slow)
        print(f"{depth:>5} {len(fast):>3} {statistics.median(lengths):>8.0f} {mf * 1e3:>12.3f} "
              f"{ms * 1e3:>10.1f} {ms / mf:>8.0f}x")
    mf, ms = statistics.median(all_fast), statistics.median(all_slow)
    print(f"{'all':>5} {len(all_fast):>3} {'':>8} {mf * 1e3:>12.3f} {ms * 1e3:>10.1f} "
          f"{ms / mf:>8.0f}x   (max compiled {max(all_fast) * 1e3:.3f} ms)")
    print(f"{'total':>5} {len(all_fast):>3} {'':>8} {sum(all_fast) * 1e3:>12.3f} "
          f"{sum(all_slow) * 1e3:>10.1f} {sum(all_slow) / sum(all_fast):>8.0f}x")

    print(f"\n## {args.count} uniformly random 4x4 boards, limit {args.max_seconds:g} s each")
    times, lengths, nodes, hits = [], [], [], 0
    for _ in range(args.count):
        tiles = list(range(1, 17))
        rng.shuffle(tiles)
        board = Board(4, 4, tuple(tiles))
        t = time.perf_counter()
        try:
            sol = solve_board(board, limits=Limits(max_seconds=args.max_seconds))
            lengths.append(sol.length)
            nodes.append(sol.stats.expanded)
        except SearchLimitError:
            hits += 1
        times.append(time.perf_counter() - t)
    print(f"{'moves':>5} {'boards':>7}")
    for d, c in sorted(Counter(lengths).items()):
        print(f"{d:>5} {c:>7}")
    print("\n## random boards: time")
    print(f"{'solved':>6} {'limit hits':>10} {'median s':>9} {'max s':>8} {'median nodes':>13}")
    print(f"{len(lengths):>6} {hits:>10} {statistics.median(times):>9.3f} {max(times):>8.3f} "
          f"{statistics.median(nodes) if nodes else 0:>13.0f}")


if __name__ == "__main__":
    main()
