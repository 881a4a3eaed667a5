"""Pancake and Lights Out: optimal answers on large random boards.

Run: ``.venv/bin/python bench/classics_b.py [--stacks 5] [--burnt-max 20]``

Pancake: uniform random stacks of 30, 40, 50 and 60 (seeded), solved by the
compiled gap-heuristic IDA*; the table gives each stack's optimal length,
its gap count (the first bound), nodes expanded and seconds, then the median
per size.  Burnt stacks are far harder for the signed gap heuristic, so they
run at smaller sizes.  Lights Out: a uniform random solvable board per size
from 5x5 to 20x20, solved by GF(2) elimination (first solve of a shape, the
elimination included, then a second board of the same shape), with the
nullity that decides how many candidates the last step tries.  Every answer
is replayed before it is counted.  The first line is the numba warm-up
(compilation, or loading the cached machine code).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from fewest.puzzles.lights_out.gf2 import solve_lights, system, toggled
from fewest.puzzles.lights_out.model import Board
from fewest.puzzles.pancake.model import Stack, flip
from fewest.puzzles.pancake.solver import solve_stack


def random_stack(n: int, burnt: bool, rng: random.Random) -> Stack:
    cakes = list(range(1, n + 1))
    rng.shuffle(cakes)
    if burnt:
        cakes = [c if rng.random() < 0.5 else -c for c in cakes]
    return Stack(tuple(cakes), burnt)


def pancake_rows(sizes: list[int], burnt: bool, count: int) -> None:
    kind = "burnt" if burnt else "plain"
    print(f"\npancake ({kind}), {count} random stacks per size")
    print(f"{'n':>3} {'#':>2} {'length':>6} {'gaps':>5} {'nodes':>12} {'seconds':>9}")
    for n in sizes:
        rng = random.Random(f"pancake/{kind}/{n}")
        times = []
        for i in range(count):
            stack = random_stack(n, burnt, rng)
            started = time.perf_counter()
            sol = solve_stack(stack)
            seconds = time.perf_counter() - started
            state = stack.cakes
            for k in sol.moves:
                state = flip(state, k, burnt)
            assert state == tuple(range(1, n + 1)), "replay failed"
            times.append(seconds)
            print(f"{n:>3} {i:>2} {sol.length:>6} {stack.gaps():>5} {sol.stats.expanded:>12,} "
                  f"{seconds:>9.3f}")
        print(f"{n:>3} median {statistics.median(times):.3f} s, max {max(times):.3f} s")


def lights_rows(sides: list[int]) -> None:
    print("\nlights-out, one random solvable board per size (first: elimination included)")
    print(f"{'size':>6} {'nullity':>7} {'presses':>7} {'first s':>8} {'again s':>8}")
    for side in sides:
        rng = random.Random(f"lights/{side}")
        system.cache_clear()
        times, lengths = [], []
        for _ in range(2):
            board = Board(side, side, toggled(side, side, rng.getrandbits(side * side)))
            started = time.perf_counter()
            sol = solve_lights(board)
            times.append(time.perf_counter() - started)
            assert board.press_all(sol.moves).lights == 0, "replay failed"
            lengths.append(sol.length)
        print(f"{side:>3}x{side:<2} {system(side, side).nullity:>7} {lengths[0]:>7} "
              f"{times[0]:>8.3f} {times[1]:>8.3f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--stacks", type=int, default=5, help="random stacks per size")
    parser.add_argument("--burnt-max", type=int, default=20,
                        help="largest burnt stack (25 can take minutes)")
    args = parser.parse_args()
    started = time.perf_counter()
    solve_stack(Stack.from_text("3 1 2"))
    solve_stack(Stack.from_text("-1", True))
    print(f"warm-up (numba): {time.perf_counter() - started:.2f} s")
    pancake_rows([30, 40, 50, 60], False, args.stacks)
    pancake_rows(list(range(10, args.burnt_max + 1, 5)), True, args.stacks)
    lights_rows([5, 7, 9, 10, 12, 15, 16, 17, 19, 20])


if __name__ == "__main__":
    main()
