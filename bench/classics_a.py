"""The Tower of Hanoi and the pocket cube against their published numbers.

One command:  ``python bench/classics_a.py`` (``--quick`` for a smaller run,
``--full`` adds 16 discs on 4 pegs: a 268 MB table, about half a minute)

1. **Hanoi**, the standard problem (every disc from peg 1 to the last peg):
   the length found, the published minimum (3 pegs ``2**n - 1``; 4 pegs the
   Frame-Stewart numbers, OEIS A007664, proven optimal by Bousch in 2014; 5
   pegs the Frame-Stewart recursion, verified by search for small n but not
   proven), the states expanded and the seconds, for

   * ``middle``: breadth-first search of the ``n - 1`` smaller discs to the
     first middle state, mirrored (Korf & Felner; 3 pegs need no search);
   * ``packed-bfs``: breadth-first search over all discs from start to goal.

   At each size both run, the ratio column is packed-bfs / middle
   expansions.  The exit status is 1 if any length differs from the
   published one.
2. **Pocket cube**: a whole ``fewest solve`` command in an empty cache
   folder (it builds the metric's table first; numba's compiled code is
   already cached in the checkout) against the same command with the table
   cached; each table's histogram against the published counts; and the
   rate of optimal solves of uniformly random positions in one process.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from fewest.puzzles import get_family, parse
from fewest.puzzles.hanoi.published import A007664, frame_stewart
from fewest.puzzles.hanoi.solver import solve_states

FEWEST = str(Path(sys.executable).parent / "fewest")
HTM = [1, 9, 54, 321, 1847, 9992, 50136, 227536, 870072, 1887748, 623800, 2644]
QTM = [1, 6, 27, 120, 534, 2256, 8969, 33058, 114149, 360508, 930588, 1350852, 782536,
       90280, 276]


def published(n: int, pegs: int) -> tuple[int, str]:
    if pegs == 3:
        return 2**n - 1, "2^n-1"
    if pegs == 4:
        return A007664[n], "A007664"
    return frame_stewart(n, pegs), "F-S rec."


def hanoi_row(pegs: int, n: int, middle: bool) -> tuple[int, int, float]:
    started = time.perf_counter()
    path, stats, _how = solve_states(pegs, (0,) * n, (pegs - 1,) * n, middle=middle)
    return len(path) - 1, stats.expanded, time.perf_counter() - started


def hanoi(plan: dict[int, tuple[int, int]]) -> bool:
    """Print the Hanoi table; ``plan[pegs] = (largest n for middle, largest for packed-bfs)``."""
    solve_states(4, (0, 0), (3, 3))  # load the compiled kernels before timing
    print("Hanoi, tower on peg 1 to the last peg")
    head = (f"{'n':>3} {'pegs':>4}  {'method':<10} {'found':>7} {'published':>9} {'source':<8} "
            f"{'expanded':>12} {'seconds':>8} {'bfs/mid':>8}")
    print(head)
    print("-" * len(head))
    ok = True
    for pegs, (top_mid, top_bfs) in plan.items():
        for n in range(1, top_mid + 1):
            want, source = published(n, pegs)
            mid = hanoi_row(pegs, n, True)
            rows = [("middle", mid)]
            if n <= top_bfs:
                rows.append(("packed-bfs", hanoi_row(pegs, n, False)))
            for method, (found, expanded, seconds) in rows:
                ok &= found == want
                ratio = ""
                if method == "packed-bfs" and mid[1]:
                    ratio = f"{expanded / mid[1]:.1f}x"
                flag = "" if found == want else "  MISMATCH"
                print(f"{n:>3} {pegs:>4}  {method:<10} {found:>7} {want:>9} {source:<8} "
                      f"{expanded:>12,} {seconds:>8.3f} {ratio:>8}{flag}")
    return ok


def timed(command: list[str], env: dict[str, str]) -> float:
    started = time.perf_counter()
    subprocess.run(command, capture_output=True, text=True, env=env, check=True)
    return time.perf_counter() - started


def pocket_cube(solves: int) -> bool:
    print("\nPocket cube")
    ok = True
    with tempfile.TemporaryDirectory() as tmp:
        env = {**os.environ, "FEWEST_CACHE_DIR": tmp}
        for metric, counts in (("htm", HTM), ("qtm", QTM)):
            solve = [FEWEST, "solve", "pocket-cube", "R U2 F'", "--metric", metric, "-f", "number"]
            cold = timed(solve, env)
            warm = timed(solve, env)
            data = json.loads(subprocess.run(
                [FEWEST, "analyze", "pocket-cube", "--metric", metric, "--json"],
                capture_output=True, text=True, env=env, check=True).stdout)
            match = data["histogram"] == counts
            ok &= match
            print(f"  {metric.upper()}: `fewest solve` with an empty cache {cold:.2f} s, cached "
                  f"{warm:.2f} s ({cold / warm:.1f}x); {data['reachable']:,} positions, God's "
                  f"number {data['max_distance']}; histogram "
                  f"{'matches' if match else 'DIFFERS FROM'} the published counts")
    family = get_family("pocket-cube")
    rng = random.Random(2)
    boards = [family.scramble("2x2x2", None, rng) for _ in range(solves)]
    parse("pocket-cube", boards[0]).solve()  # table mapped before timing
    started = time.perf_counter()
    lengths = [parse("pocket-cube", b).solve().length for b in boards]
    seconds = time.perf_counter() - started
    ok &= max(lengths) <= 11
    print(f"  {solves} uniform random positions solved optimally (HTM) in {seconds:.2f} s: "
          f"{solves / seconds:,.0f} per second, mean {sum(lengths) / solves:.3f} moves, "
          f"longest {max(lengths)}")
    return ok


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="smaller sizes")
    parser.add_argument("--full", action="store_true", help="adds 16 discs on 4 pegs")
    args = parser.parse_args()
    if args.quick:
        plan = {3: (10, 8), 4: (12, 8), 5: (9, 6)}
    else:
        plan = {3: (18, 14), 4: (16 if args.full else 15, 11), 5: (12, 8)}
    ok = hanoi(plan)
    ok &= pocket_cube(200 if args.quick else 2000)
    print("\nall lengths as published" if ok else "\nMISMATCH against the published numbers")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
