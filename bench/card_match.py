"""Card matching: the compiled pair-removal DP against the full-state engine BFS.

One command:  ``python bench/card_match.py``  (``--quick`` for a short run)

For the two spec examples and for random boards (4 x 4 and 6 x 6 with up to
18 pairs) it prints median in-process wall times of

* ``pair-dp``: the family's ``auto`` solver (numba DP over pairs left x cursor),
* ``engine``: plain breadth-first search over the full game state
  ``(cursor, cards left, face-up card)`` in the pure-Python engine,

and their ratio, measured in the same run.  The engine runs only up to
``--engine-max-pairs`` pairs (it needs minutes beyond 12).  Every DP path is
replayed key by key under the full-state rules and every engine answer must
equal the DP answer; the exit status is 1 on any mismatch.  Targets: 4 x 4
samples under 50 ms, every 6 x 6 board under 10 s.
"""

from __future__ import annotations

import argparse
import random
import resource
import statistics
import sys
import time
from collections.abc import Callable
from typing import Any

from fewest import replay, solve
from fewest.puzzles.card_match import CardBoard, CardPuzzle, board_from_grid, solve_pairs

EXAMPLES = [
    ("spec example 1", [[1, 0, 0, 3], [2, 0, 0, 0], [0, 0, 0, 2], [3, 0, 1, 0]], (1, 0)),
    ("spec example 2", [[3, 0, 0, 2], [0, 0, 1, 0], [0, 1, 0, 0], [2, 0, 0, 3]], (0, 1)),
]


def random_board(rng: random.Random, rows: int, cols: int, pairs: int) -> CardBoard:
    """A random board with faces 1..pairs and a random cursor."""
    cells = [f for f in range(1, pairs + 1) for _ in (0, 1)] + [0] * (rows * cols - 2 * pairs)
    rng.shuffle(cells)
    grid = [cells[r * cols : (r + 1) * cols] for r in range(rows)]
    return board_from_grid(grid, (rng.randrange(rows), rng.randrange(cols)), grid)


def timed(fn: Callable[[], Any], repeat: int) -> tuple[Any, list[float]]:
    """The last result of ``fn`` and each run's seconds."""
    out, times = None, []
    for _ in range(repeat):
        t = time.perf_counter()
        out = fn()
        times.append(time.perf_counter() - t)
    return out, times


def check_path(board: CardBoard, moves: list[str], length: int) -> bool:
    """The DP's key presses replay under the full-state rules and clear the board."""
    puzzle = CardPuzzle(board)
    states, cost = replay(puzzle, puzzle.start, moves)
    return cost == length and puzzle.is_goal(states[-1])


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=3, help="timed runs per board (median)")
    ap.add_argument("--boards", type=int, default=3, help="random boards per row")
    ap.add_argument("--engine-max-pairs", type=int, default=10,
                    help="run the engine BFS up to this many pairs")
    ap.add_argument("--seed", type=int, default=2021)
    ap.add_argument("--quick", action="store_true", help="1 board, 1 run, 6x6 up to 14 pairs")
    args = ap.parse_args(argv)
    if args.quick:
        args.repeat, args.boards = 1, 1

    t0 = time.perf_counter()
    solve_pairs(board_from_grid([[1, 2], [2, 1]], (0, 0), "warm-up"))
    warm = time.perf_counter() - t0

    rng = random.Random(args.seed)
    cases: list[tuple[str, list[CardBoard]]] = [
        (name, [board_from_grid(grid, cursor, grid)]) for name, grid, cursor in EXAMPLES
    ]
    cases += [(f"4x4 random, {p} pairs", [random_board(rng, 4, 4, p) for _ in range(args.boards)])
              for p in (6, 8)]
    six = (8, 10, 12, 14) if args.quick else (8, 10, 12, 14, 16, 18)
    cases += [(f"6x6 random, {p} pairs", [random_board(rng, 6, 6, p) for _ in range(args.boards)])
              for p in six]

    head = (f"{'case':<22} {'pairs':>5} {'answers':>12} {'pair-dp ms':>11} {'max ms':>9} "
            f"{'engine ms':>10} {'engine/dp':>9}  ok")
    print(f"numba warm-up (load or compile): {warm:.2f} s; median of {args.repeat} run(s) "
          f"per board, {args.boards} board(s) per random row")
    print(head)
    print("-" * len(head))
    failures = 0
    for name, boards in cases:
        dp_times: list[float] = []
        eng_times: list[float] = []
        answers: list[int] = []
        ok = True
        for board in boards:
            sol, times = timed(lambda b=board: solve_pairs(b), args.repeat)
            dp_times.append(statistics.median(times))
            answers.append(sol.length)
            ok &= check_path(board, sol.moves, sol.length)
            if board.pairs <= args.engine_max_pairs:
                eng, times = timed(lambda b=board: solve(CardPuzzle(b), "bfs"), 1)
                eng_times.append(times[0])
                ok &= eng.length == sol.length
        failures += not ok
        dp = statistics.median(dp_times) * 1000
        eng_txt = ratio = "-"
        if eng_times:
            eng_ms = statistics.median(eng_times) * 1000
            eng_txt, ratio = f"{eng_ms:10.1f}", f"{eng_ms / dp:9.0f}"
        shown = ",".join(map(str, answers))
        print(f"{name:<22} {boards[0].pairs:>5} {shown:>12} {dp:11.1f} "
              f"{max(dp_times) * 1000:9.1f} {eng_txt:>10} {ratio:>9}  {'yes' if ok else 'NO'}")
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"peak memory (ru_maxrss): {rss:.0f} MiB")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
