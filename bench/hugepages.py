"""Pattern databases on huge pages against the memory-mapped files: nodes per second.

One command:  ``python bench/hugepages.py --partition 6-6-6-6z --id 25``

Runs the same serial IDA* of one Korf-Felner 24-puzzle instance (blank-first
goal) twice per round, for ``--rounds`` rounds, alternating: once over the
databases as mapped from the cache files (4 KiB pages) and once over their
copies on transparent huge pages (:mod:`fewest.hugepages`).  Each run stops
after ``--expansions`` expansions, so both count exactly the same nodes; the
table gives seconds and million nodes a second, and the ratio of the best
runs.  Needs the databases cached (``fewest pdb build 24 --partition P``)
and, for the copies, free memory for them.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))
from korf100 import read_instances  # noqa: E402 - the same file format

DATA = ROOT / "bench" / "data" / "korf24.tsv"
GOAL = tuple(range(25))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--partition", default="6-6-6-6z")
    ap.add_argument("--id", type=int, default=25, help="Korf-Felner instance")
    ap.add_argument("--expansions", type=int, default=20_000_000)
    ap.add_argument("--rounds", type=int, default=2)
    args = ap.parse_args(argv)

    from fewest import hugepages
    from fewest.errors import SearchLimitError
    from fewest.puzzles.sliding.fast.idastar import Control, search_spec, serial_search

    if not hugepages.enabled():
        print("transparent huge pages are not available here", file=sys.stderr)
        return 2
    board = next(b for ident, b, _opt in read_instances(DATA) if ident == args.id)
    os.environ["FEWEST_HUGE_PAGES"] = "0"
    spec = search_spec(board, 5, 5, GOAL, args.partition)[0]  # the mapped files
    del os.environ["FEWEST_HUGE_PAGES"]
    copies = tuple(hugepages.resident(spec.dbs))
    big = [(c, db) for c, db in zip(copies, spec.dbs, strict=True)
           if db.nbytes >= hugepages.MIN_BYTES]
    if any(c is db for c, db in big):
        print("not enough free memory for the copies", file=sys.stderr)
        return 2
    gib = sum(db.nbytes for db in copies) / 2**30
    print(f"{args.partition}, instance {args.id}, {gib:.1f} GiB of databases, "
          f"{args.expansions:,} expansions a run")
    print(f"{'pages':<12} {'nodes':>13} {'seconds':>8} {'Mnodes/s':>9}")
    best: dict[str, float] = {}
    for _ in range(args.rounds):
        for label, dbs in (("4 KiB (file)", spec.dbs), ("2 MiB (copy)", copies)):
            control = Control(None, args.expansions, None)
            started = time.perf_counter()
            try:
                nodes = serial_search(replace(spec, dbs=dbs), control)[1]
            except SearchLimitError as exc:
                nodes = exc.stats.generated
            secs = time.perf_counter() - started
            best[label] = min(best.get(label, secs), secs)
            print(f"{label:<12} {nodes:>13,} {secs:>8.2f} {nodes / secs / 1e6:>9.2f}", flush=True)
    ratio = best["4 KiB (file)"] / best["2 MiB (copy)"]
    print(f"\nhuge pages: {ratio:.2f}x the nodes a second (best runs)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
