"""Korf's 100 random 15-puzzle instances, solved optimally by the compiled IDA*.

One command:  ``python bench/korf100.py --partition 6-6-3 --jobs 2``

Prints, per instance, the listed optimal length, the length found, nodes
generated, seconds and nodes per second; then totals and medians, the time to
load (or build) the databases, and peak memory (ru_maxrss of this process and
of its worker processes).  Every length is checked against
``bench/data/korf100.tsv`` and every path is replayed; the exit status is 1
on any mismatch.
"""

from __future__ import annotations

import argparse
import multiprocessing as mp
import resource
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "bench" / "data" / "korf100.tsv"


def read_instances(path: Path) -> list[tuple[int, tuple[int, ...], int]]:
    """(id, board, optimal length) rows of a Korf instance file."""
    rows = []
    for line in path.read_text().splitlines()[1:]:
        if line.strip():
            parts = [int(x) for x in line.split()]
            rows.append((parts[0], tuple(parts[1:-1]), parts[-1]))
    return rows


_ARGS: dict[str, object] = {}


def _solve(item: tuple[int, tuple[int, ...], int]) -> tuple[int, int, int, int, float, bool]:
    from fewest.puzzles.sliding.fast.idastar import pdb_solve
    from fewest.puzzles.sliding.model import apply_moves

    ident, board, opt = item
    size = int(len(board) ** 0.5)
    goal = tuple(range(len(board)))
    res = pdb_solve(board, size, size, goal, partition=str(_ARGS["partition"]),
                    reflect=bool(_ARGS["reflect"]), prune=int(str(_ARGS["prune"])))
    ok = apply_moves(board, res.moves, size, size) == goal
    return ident, opt, res.length, res.nodes, res.seconds, ok


def _maxrss_mib(who: int) -> float:
    return resource.getrusage(who).ru_maxrss / 1024


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--partition", default="6-6-3", choices=["5-5-5", "6-6-3", "7-8"])
    ap.add_argument("--jobs", type=int, default=1, help="worker processes")
    ap.add_argument("--limit", type=int, default=100, help="first K instances")
    ap.add_argument("--easiest", action="store_true", help="take the K shortest instead")
    ap.add_argument("--no-reflect", action="store_true", help="skip the diagonal mirror lookup")
    ap.add_argument("--prune", type=int, default=2,
                    help="duplicate-pruning depth (2: only the move straight back, as published)")
    ap.add_argument("--data", type=Path, default=DATA)
    args = ap.parse_args(argv)

    from fewest.puzzles.sliding.fast.pdb import build_pdb

    items = read_instances(args.data)
    if args.easiest:
        items.sort(key=lambda r: (r[2], r[0]))
    items = items[: args.limit]
    _ARGS.update(partition=args.partition, reflect=not args.no_reflect, prune=args.prune)

    t0 = time.perf_counter()
    build_pdb(4, 4, args.partition, tuple(range(16)))
    load_s = time.perf_counter() - t0
    _solve(items[0])  # compile / load the numba kernels before timing
    warm_s = time.perf_counter() - t0 - load_s

    t0 = time.perf_counter()
    if args.jobs > 1:
        with mp.get_context("fork").Pool(args.jobs) as pool:
            results = pool.map(_solve, items, chunksize=1)
    else:
        results = [_solve(it) for it in items]
    wall = time.perf_counter() - t0

    print(f"{'id':>4} {'opt':>4} {'found':>5} {'nodes':>13} {'seconds':>9} {'Mnodes/s':>9}")
    bad = 0
    for ident, opt, length, nodes, secs, ok in results:
        flag = "" if (length == opt and ok) else "  MISMATCH"
        bad += bool(flag)
        rate = nodes / secs / 1e6 if secs > 0 else 0.0
        print(f"{ident:>4} {opt:>4} {length:>5} {nodes:>13,} {secs:>9.3f} {rate:>9.2f}{flag}")
    nodes = [r[3] for r in results]
    secs = [r[4] for r in results]
    print()
    mirror = "no mirror" if args.no_reflect else "with mirror"
    print(f"partition {args.partition} ({mirror}), duplicate pruning {args.prune}, "
          f"{len(results)} instances, jobs {args.jobs}")
    print(f"  lengths: sum {sum(r[2] for r in results)} (listed {sum(r[1] for r in results)}),"
          f" {len(results) - bad} correct, {bad} wrong")
    print(f"  nodes:   total {sum(nodes):,}, median {statistics.median(nodes):,.0f}")
    print(f"  seconds: wall {wall:.2f}, sum {sum(secs):.2f}, median {statistics.median(secs):.4f},"
          f" max {max(secs):.2f}")
    print(f"  rate:    {sum(nodes) / max(sum(secs), 1e-9) / 1e6:.2f} M nodes/s per process")
    print(f"  setup:   databases {load_s:.2f} s, kernels warm-up {warm_s:.2f} s")
    print(f"  peak memory: this process {_maxrss_mib(resource.RUSAGE_SELF):.0f} MiB,"
          f" largest worker {_maxrss_mib(resource.RUSAGE_CHILDREN):.0f} MiB")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
