"""Korf & Felner's 50 24-puzzle instances, shortest first, under a time limit each.

One command:  ``python bench/korf24.py --max-seconds 60 --limit 10``

Uses the compiled IDA* with the 6-6-6-6 additive databases plus the
diagonal mirror lookup (built and cached on first use: four databases of
127.5 million bytes).  Prints, per instance, the listed optimal length, the
length found (or the proven lower bound at the time limit), nodes, seconds;
then how many were solved with exactly the listed length, and peak memory.
The exit status is 1 when a found length differs from the listed one.
"""

from __future__ import annotations

import argparse
import multiprocessing as mp
import resource
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))
from korf100 import read_instances  # noqa: E402 - the same file format

DATA = ROOT.parent / "shared" / "data" / "korf24.tsv"

_OPTS: dict[str, float] = {}


def _solve(item: tuple[int, tuple[int, ...], int]) -> tuple[int, int, int | None, int, int, float]:
    """(id, listed, found or None, lower bound, nodes, seconds)."""
    from fewest.errors import SearchLimitError
    from fewest.puzzles.sliding.fast.idastar import pdb_solve
    from fewest.puzzles.sliding.model import apply_moves

    ident, board, opt = item
    goal = tuple(range(25))
    try:
        res = pdb_solve(board, 5, 5, goal, partition="6-6-6-6",
                        max_seconds=_OPTS["max_seconds"])
    except SearchLimitError as exc:
        return ident, opt, None, int(exc.bound or 0), exc.stats.generated, exc.stats.seconds
    if apply_moves(board, res.moves, 5, 5) != goal:
        return ident, opt, -1, res.length, res.nodes, res.seconds
    return ident, opt, res.length, res.length, res.nodes, res.seconds


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--max-seconds", type=float, default=60.0, help="limit per instance")
    ap.add_argument("--limit", type=int, default=50, help="the K shortest instances")
    ap.add_argument("--jobs", type=int, default=1, help="worker processes")
    ap.add_argument("--data", type=Path, default=DATA)
    args = ap.parse_args(argv)
    _OPTS["max_seconds"] = args.max_seconds

    from fewest.puzzles.sliding.fast.pdb import build_pdb

    items = sorted(read_instances(args.data), key=lambda r: (r[2], r[0]))[: args.limit]
    t0 = time.perf_counter()

    def report(desc: str, done: float, total: float | None) -> None:
        print(f"  building {desc}: {done:,.0f}/{total:,.0f}", file=sys.stderr, flush=True)

    build_pdb(5, 5, "6-6-6-6", tuple(range(25)), progress=report)
    load_s = time.perf_counter() - t0

    t0 = time.perf_counter()
    if args.jobs > 1:
        with mp.get_context("fork").Pool(args.jobs) as pool:
            results = pool.map(_solve, items, chunksize=1)
    else:
        results = []
        for it in items:
            results.append(_solve(it))
            r = results[-1]
            print(f"  #{r[0]}: {r[2] if r[2] is not None else '>=' + str(r[3])} "
                  f"({r[5]:.1f} s)", file=sys.stderr, flush=True)
    wall = time.perf_counter() - t0

    print(f"{'id':>4} {'opt':>4} {'found':>6} {'nodes':>15} {'seconds':>9} {'Mnodes/s':>9}")
    solved = wrong = 0
    for ident, opt, found, lower, nodes, secs in results:
        if found is None:
            shown, flag = f">={lower}", "  (time limit)"
        else:
            shown, flag = str(found), "" if found == opt else "  MISMATCH"
            solved += found == opt
            wrong += found != opt
        rate = nodes / secs / 1e6 if secs > 0 else 0.0
        print(f"{ident:>4} {opt:>4} {shown:>6} {nodes:>15,} {secs:>9.2f} {rate:>9.2f}{flag}")
    print()
    print(f"6-6-6-6 with mirror, limit {args.max_seconds:g} s per instance, jobs {args.jobs}")
    print(f"  solved optimally: {solved} of {len(results)} (wrong: {wrong})")
    print(f"  seconds: wall {wall:.1f}, databases {load_s:.1f}")
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    kids = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    print(f"  peak memory: this process {rss:.0f} MiB, largest worker {kids:.0f} MiB")
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
