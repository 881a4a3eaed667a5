"""How often the dual (inverse) lookup beats the regular one on Korf & Felner's 24-puzzles.

One command:  ``python bench/dual_lookup.py --partition 6-6-6-6 --steps 200``

For each instance (blank-first goal, served through the half-turn symmetry
like the IDA*), and for the boards of a random walk of ``--steps`` moves
from it, compares the regular heuristic (the largest view: each partition
and its mirror) with the admissible dual one of
:mod:`fewest.puzzles.sliding.fast.dual` (the same databases looked up on
the inverse board, leaving out the pattern that holds the dual's blank and
any pattern that walls the goal blank in).  Prints per instance the root's
two values, the share of walk boards where the dual is larger, and the mean
gain of taking the max of both, then the totals.  Needs the databases cached
(``fewest pdb build 24 --partition P``).
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))
from korf100 import read_instances  # noqa: E402 - the same file format

DATA = ROOT / "bench" / "data" / "korf24.tsv"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--partition", default="6-6-6-6")
    ap.add_argument("--limit", type=int, default=50, help="the K shortest instances")
    ap.add_argument("--steps", type=int, default=200, help="random-walk boards per instance")
    args = ap.parse_args(argv)

    from fewest.puzzles.sliding.fast.dual import dual_heuristic, view_sums
    from fewest.puzzles.sliding.fast.pdb import load_pdb, pattern_groups, split_partition
    from fewest.puzzles.sliding.fast.symmetry import turn_board
    from fewest.puzzles.sliding.model import apply_moves, blank_last, neighbours

    goal = blank_last(5, 5)  # the frame the cached databases serve
    parts, dbs = [], []
    for name in split_partition(args.partition):
        loaded = load_pdb(5, 5, name, goal)
        if loaded is None:
            print(f"databases of {name!r} are not cached: fewest pdb build 24 --partition {name}",
                  file=sys.stderr)
            return 2
        parts.append(pattern_groups(5, 5, name, goal))
        dbs.extend(loaded)
    nbr = neighbours(5, 5)
    letters = "ULRD"
    print(f"{'id':>3} {'opt':>4} {'h root':>7} {'dual root':>9} {'dual larger':>12} "
          f"{'mean gain':>10}", flush=True)
    boards = larger = gain = 0
    items = sorted(read_instances(DATA), key=lambda r: (r[2], r[0]))[: args.limit]
    for ident, first, opt in items:
        board = turn_board(first, 5, 5)
        rng = random.Random(ident)
        h_root = max(view_sums(board, goal, 5, 5, parts, dbs))
        d_root = dual_heuristic(board, goal, 5, 5, parts, dbs)
        n_larger = n_gain = 0
        for _ in range(args.steps):
            b = board.index(0)
            dirs = [d for d in range(4) if nbr[b][d] >= 0]
            board = apply_moves(board, [letters[rng.choice(dirs)]], 5, 5)
            h = max(view_sums(board, goal, 5, 5, parts, dbs))
            dual = dual_heuristic(board, goal, 5, 5, parts, dbs)
            n_larger += dual > h
            n_gain += max(0, dual - h)
        boards += args.steps
        larger += n_larger
        gain += n_gain
        print(f"{ident:>3} {opt:>4} {h_root:>7} {d_root:>9} {n_larger / args.steps:>12.3f} "
              f"{n_gain / args.steps:>10.3f}", flush=True)
    print(f"all {boards:,} walk boards: dual larger on {larger / boards:.3%}, "
          f"mean gain of the max {gain / boards:.4f} moves")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
