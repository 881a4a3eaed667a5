"""One hard 24-puzzle instance: subtree-parallel IDA* (--jobs N) against the serial search.

One command:  ``python bench/korf24_parallel.py --id 40 --jobs 2``

Solves one Korf-Felner instance (blank-first goal) with the 6-6-6-6
databases plus mirror, serially and then with ``--jobs`` worker processes
(``--repeat`` times each, alternating), and prints for each run the length,
nodes generated and expanded, the last iteration's nodes and the seconds;
then the speed-up (serial seconds / parallel seconds, best of the repeats),
and whether every exhausted iteration counted the same nodes in both.
CPU seconds (this process plus its workers) are printed too: on a machine
busy with other sessions, Linux's per-session CPU sharing (autogroup) gives
one session the same share however many processes it runs, so the
wall-clock ratio then says little and the CPU ratio shows the overhead.
"""

from __future__ import annotations

import argparse
import os
import resource
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))
from korf100 import read_instances  # noqa: E402 - the same file format

DATA = ROOT / "bench" / "data" / "korf24.tsv"
GOAL = tuple(range(25))


def _cpu() -> float:
    """User+system CPU seconds of this process and its finished workers."""
    own, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(
        resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--id", type=int, default=40, help="Korf-Felner instance (25: 81 moves)")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--repeat", type=int, default=1)
    ap.add_argument("--partition", default="6-6-6-6")
    args = ap.parse_args(argv)

    from fewest.puzzles.sliding.fast.idastar import pdb_solve
    from fewest.puzzles.sliding.fast.pdb import serving_pdb
    from fewest.puzzles.sliding.model import apply_moves

    board, opt = next((b, o) for i, b, o in read_instances(DATA) if i == args.id)
    serving_pdb(5, 5, args.partition, GOAL)
    load = os.getloadavg()[0]
    print(f"instance #{args.id} ({opt} moves), {args.partition} + mirror, "
          f"{os.cpu_count()} cores, load average {load:.1f} at start")
    print(f"{'run':>8} {'length':>6} {'generated':>14} {'expanded':>14} {'last iteration':>15} "
          f"{'seconds':>8} {'CPU s':>7}")
    best: dict[int, float] = {}
    cpu: dict[int, float] = {}
    records: dict[int, list[tuple[int, int, int]]] = {}
    for _ in range(args.repeat):
        for jobs in (1, args.jobs):
            c0 = _cpu()
            t0 = time.perf_counter()
            res = pdb_solve(board, 5, 5, GOAL, partition=args.partition, jobs=jobs)
            secs = time.perf_counter() - t0
            used = _cpu() - c0
            cpu[jobs] = min(cpu.get(jobs, used), used)
            if res.length != opt or apply_moves(board, res.moves, 5, 5) != GOAL:
                print(f"WRONG: jobs {jobs} found {res.length} moves, listed {opt}")
                return 1
            best[jobs] = min(best.get(jobs, secs), secs)
            records[jobs] = [(i.bound, i.generated, i.expanded) for i in res.iterations]
            print(f"{'jobs ' + str(jobs):>8} {res.length:>6} {res.nodes:>14,} {res.expanded:>14,} "
                  f"{res.iterations[-1].generated:>15,} {secs:>8.1f} {used:>7.1f}", flush=True)
    same = records[1][:-1] == records[args.jobs][:-1]
    print()
    print(f"speed-up jobs {args.jobs} vs serial: {best[1] / best[args.jobs]:.2f}x "
          f"(best of {args.repeat}); exhausted iterations identical: {same}; "
          f"load average {os.getloadavg()[0]:.1f} at end")
    print(f"CPU seconds jobs {args.jobs} / serial: {cpu[args.jobs] / cpu[1]:.2f} "
          f"(1.00 = no overhead; on {args.jobs} idle cores the wall-clock speed-up would be "
          f"at most {args.jobs * cpu[1] / cpu[args.jobs]:.2f}x)")
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
