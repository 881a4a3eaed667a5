"""``--mode fast`` for every family: time and answer length, beside the optimum where known.

Run: ``.venv/bin/python bench/fast_mode.py [--boards 10] [--seed 1]``

For each family and size, ``--boards`` random boards (the family's own
``scramble``; card boards past its 20 pairs placed the same way) are solved
by the family's fast method; every answer is replayed through the engine
puzzle.  Where the optimal method finishes quickly (Rubik's square up to 10
cells, card boards up to 14 pairs, sliding boards up to 3x3), the table gives
the mean ratio of the fast length to the optimal length on the same boards.  Times
are medians per board, after one warm-up board of each size (table builds
and compilation are excluded).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from typing import Any

from fewest.problem import replay
from fewest.puzzles import get_family

#: (family, size, solve the optimum too)
CASES = [
    ("rubiks-square", "3x3", True), ("rubiks-square", "2x5", True),
    ("rubiks-square", "4x4", False), ("rubiks-square", "5x5", False),
    ("rubiks-square", "6x6", False), ("rubiks-square", "7x7", False),
    ("card-match", "4x4:8", True), ("card-match", "6x6:14", True),
    ("card-match", "8x8:32", False), ("card-match", "12x12:72", False),
    ("sliding", "3x3", True), ("sliding", "10x10", False), ("sliding", "20x20", False),
]


def draw(family: Any, size: str, rng: random.Random) -> str:
    """A random board: the family's scramble, or for card boards past the scramble's
    20 pairs, faces placed the same way (:func:`random_grid`)."""
    if family.name == "card-match":
        from fewest.puzzles.card_match.scramble import grid_text, random_grid

        shape, pairs = size.split(":")
        rows, cols = (int(x) for x in shape.split("x"))
        return grid_text(random_grid(rows, cols, int(pairs), rng))
    board: str = family.scramble(size, None, rng)
    return board


def solve_one(family: Any, board: str) -> tuple[int, float, Any]:
    instance = family.parse(board)
    started = time.perf_counter()
    solution = instance.solve(family.fast_method)
    seconds = time.perf_counter() - started
    puzzle = instance.puzzle()
    states, cost = replay(puzzle, puzzle.start, solution.moves)
    assert puzzle.is_goal(states[-1]) and cost == solution.length and not solution.optimal
    return solution.length, seconds, instance


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--boards", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"{'family':<14} {'size':<9} {'boards':>6} {'fast moves':>11} {'median s':>9} "
          f"{'fast / optimal':>15}")
    for name, size, with_optimum in CASES:
        family = get_family(name)
        rng = random.Random(f"{args.seed}/{name}/{size}")
        solve_one(family, draw(family, size, rng))  # warm-up: tables, compilation
        lengths, times, ratios = [], [], []
        for _ in range(args.boards):
            length, seconds, instance = solve_one(family, draw(family, size, rng))
            lengths.append(length)
            times.append(seconds)
            if with_optimum:
                best = instance.solve().length
                ratios.append(length / best if best else 1.0)
        ratio = f"{statistics.mean(ratios):.3f}" if ratios else "-"
        print(f"{name:<14} {size:<9} {args.boards:>6} {statistics.mean(lengths):>11.1f} "
              f"{statistics.median(times):>9.3f} {ratio:>15}", flush=True)


if __name__ == "__main__":
    main()
