"""Median in-process times for the built-in puzzles against the issue's targets.

Run: ``.venv/bin/python bench/puzzles.py [--repeat 7]``

Each case parses the board and solves it through the family API (what the
CLI does, minus process start).  The Rubik's-square row "cold" uses an empty
cache folder, so it includes building every table the solver needs.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import tempfile
import time
from collections.abc import Callable

from fewest import NoSolutionError
from fewest.puzzles import get_family
from fewest.puzzles.base import InputOptions


def timed(fn: Callable[[], object], repeat: int) -> float:
    """Median wall time in milliseconds."""
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t0) * 1000)
    return statistics.median(times)


def solve(puzzle: str, board: str, options: InputOptions | None = None) -> int:
    inst = get_family(puzzle).parse(board, options or InputOptions())
    try:
        return inst.solve().length
    except NoSolutionError:
        return -1


def rubiks_scrambles(count: int, depth: int, seed: int = 7) -> list[str]:
    """Boards at (up to) ``depth`` random moves from sorted, avoiding the same line twice."""
    rng = random.Random(seed)
    boards = []
    for _ in range(count):
        grid = [[r * 4 + c + 1 for c in range(4)] for r in range(4)]
        last = None
        for _ in range(depth):
            kind, line = rng.choice([(k, i) for k in (1, 2) for i in range(4) if (k, i) != last])
            last = (kind, line)
            k = rng.randint(1, 3)
            if kind == 1:
                grid[line] = grid[line][-k:] + grid[line][:-k]
            else:
                col = [grid[r][line] for r in range(4)]
                col = col[-k:] + col[:-k]
                for r in range(4):
                    grid[r][line] = col[r]
        boards.append(" / ".join(" ".join(map(str, row)) for row in grid))
    return boards


def snakes_board(n: int, seed: int = 3) -> str:
    rng = random.Random(seed)
    cells = [[-1] * n for _ in range(n)]
    for _ in range(n * n // 10):
        r, c = rng.randrange(n), rng.randrange(n)
        cells[r][c] = rng.randint(2, n * n - 1)
    cells[n - 1][0] = -1  # square 1
    cells[0][0 if n % 2 == 0 else n - 1] = -1  # square n*n
    return str(cells)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()
    rep = args.repeat
    rows: list[tuple[str, float, float, str]] = []

    # warm every family once (numba compilation, module imports)
    solve("sliding", "1 2 3 / 4 5 6 / 7 0 8")
    solve("card-match", "[[1,0],[0,1]]")
    solve("snakes-ladders", "[[-1,-1],[-1,-1]]")

    rows.append(
        (
            "8-puzzle, 31 moves (8 6 7 / 2 5 4 / 3 0 1)",
            timed(lambda: solve("sliding", "8 6 7 / 2 5 4 / 3 0 1"), rep),
            50,
            "",
        )
    )
    rows.append(
        (
            "8-puzzle, unreachable (3 6 0 / 8 1 2 / 7 4 5)",
            timed(lambda: solve("sliding", "3 6 0 / 8 1 2 / 7 4 5"), rep),
            1,
            "",
        )
    )

    seven = rubiks_scrambles(10, 7)
    with tempfile.TemporaryDirectory() as cold:
        saved = os.environ.get("FEWEST_CACHE_DIR")
        os.environ["FEWEST_CACHE_DIR"] = cold
        t0 = time.perf_counter()
        lengths = [solve("rubiks-square", seven[0])]
        cold_ms = (time.perf_counter() - t0) * 1000
        if saved is None:
            del os.environ["FEWEST_CACHE_DIR"]
        else:
            os.environ["FEWEST_CACHE_DIR"] = saved
    rows.append(
        ("Rubik's square, 7-move scramble, cold cache", cold_ms, 1000, f"length {lengths[0]}")
    )
    warm = [timed(lambda b=b: solve("rubiks-square", b), rep) for b in seven]
    rows.append(
        (
            "Rubik's square, 7-move scrambles (10), warm",
            statistics.median(warm),
            1000,
            f"max {max(warm):.2f} ms",
        )
    )

    board20 = snakes_board(20)
    rows.append(
        (
            "snakes and ladders, 20 x 20",
            timed(lambda: solve("snakes-ladders", board20), rep),
            10,
            f"{solve('snakes-ladders', board20)} rolls",
        )
    )

    for i, (board, cursor) in enumerate(
        [
            ("[[1,0,0,3],[2,0,0,0],[0,0,0,2],[3,0,1,0]]", (1, 0)),
            ("[[3,0,0,2],[0,0,1,0],[0,1,0,0],[2,0,0,3]]", (0, 1)),
        ]
    ):
        opts = InputOptions(cursor=cursor)
        rows.append(
            (
                f"card matching, 4 x 4 sample {i + 1}",
                timed(lambda b=board, o=opts: solve("card-match", b, o), rep),
                50,
                f"{solve('card-match', board, opts)} presses",
            )
        )

    print(f"{'case':<48}{'median ms':>11}{'target ms':>11}  {'ok':<4}note")
    for name, ms, target, note in rows:
        print(f"{name:<48}{ms:>11.3f}{target:>11g}  {'yes' if ms < target else 'NO':<4}{note}")


if __name__ == "__main__":
    main()
