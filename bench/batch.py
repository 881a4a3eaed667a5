"""Batches over local worker processes and a Dask cluster; shared, memory-mapped tables.

One command:  ``python bench/batch.py`` (``--lines 200`` for a quick run)

Three cases, each a ratio within this one run:

1. ``fewest solve sliding --batch`` on Korf's 100 15-puzzles repeated to
   ``--lines`` lines (1,000 by default): ``--jobs 2`` against ``--jobs 1``,
   whole commands, start-up included (target >= 1.7x);
2. the same file through a Dask ``LocalCluster`` with 2 worker processes
   (``--cluster``) against ``--jobs 2`` (target >= 0.9x); the cluster is
   started, and its workers warmed on 20 lines, before timing, as a
   standing cluster would be;
3. peak memory of 2 worker processes solving Korf's 100 with the 7-8
   pattern databases (about 550 MB, memory-mapped from the cache) against
   1 worker (target <= 1.3x).  RSS counts a shared page in every process
   that touched it, so the sum of RSS double-counts the mapped databases;
   PSS splits each shared page between its users, so the sum of PSS is the
   memory the workers really hold.  Both are printed; the target is judged
   on PSS.

Every printed answer is checked against the published optimal lengths; the
exit status is 1 on any mismatch.  ``--repeat R`` runs each case R times, in
turn, and keeps the fastest (the machine may be shared); the CPU column is
the user+system time of the command and its worker processes, the same work
either way.  The 7-8 databases must be cached first
(``fewest pdb build 15 --partition 7-8``; case 3 is skipped otherwise).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from korf100 import DATA, read_instances

FEWEST = str(Path(sys.executable).parent / "fewest")
GOAL = tuple(range(16))


def batch_text(rows: list[tuple[int, tuple[int, ...], int]], lines: int) -> tuple[str, list[int]]:
    """JSON lines cycling through ``rows``, and the optimal length of each line."""
    out, want = [], []
    for k in range(lines):
        _ident, board, opt = rows[k % len(rows)]
        out.append(json.dumps({"board": " ".join(map(str, board)), "goal": "blank-first"}))
        want.append(opt)
    return "\n".join(out) + "\n", want


def timed_batch(path: str, want: list[int], *extra: str) -> tuple[float, float]:
    """Wall and CPU seconds (of the command and its worker processes) for one whole
    ``fewest solve --batch`` command; checks every answer."""
    t0, c0 = time.perf_counter(), os.times()
    done = subprocess.run([FEWEST, "solve", "sliding", "--batch", path, "-f", "number",
                           "--no-progress", *extra], capture_output=True, text=True)
    seconds, c1 = time.perf_counter() - t0, os.times()
    got = [int(x) for x in done.stdout.split()]
    if done.returncode != 0 or got != want:
        wrong = sum(a != b for a, b in zip(got, want, strict=False)) + abs(len(got) - len(want))
        raise SystemExit(f"MISMATCH ({' '.join(extra) or '--jobs 1'}): {wrong} wrong answers, "
                         f"exit {done.returncode}: {done.stderr.strip()[-300:]}")
    cpu = (c1.children_user - c0.children_user) + (c1.children_system - c0.children_system)
    return seconds, cpu


def best_of(repeat: int, path: str, want: list[int],
            *variants: tuple[str, ...]) -> list[tuple[float, float]]:
    """The fastest of ``repeat`` runs of each variant, run in turn (A B A B ...)."""
    runs: list[list[tuple[float, float]]] = [[] for _ in variants]
    for _ in range(repeat):
        for k, extra in enumerate(variants):
            runs[k].append(timed_batch(path, want, *extra))
    return [min(r) for r in runs]


def solve_78(_spec: Any, number: int, text: str) -> dict[str, Any]:
    """A batch line function: the Korf board in ``text``, solved with the 7-8 databases."""
    from fewest.puzzles.sliding.fast.idastar import pdb_solve

    board = tuple(int(x) for x in text.split())
    res = pdb_solve(board, 4, 4, GOAL, partition="7-8")
    return {"line": number, "length": res.length}


class PeakMemory:
    """Samples the summed RSS and PSS of this process's children until stopped."""

    def __init__(self) -> None:
        import psutil

        self.me = psutil.Process()
        self.rss = self.pss = 0
        self.workers = 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        import psutil

        while not self._stop.wait(0.05):
            rss = pss = 0
            kids = self.me.children(recursive=True)
            for proc in kids:
                try:
                    info = proc.memory_full_info()
                except (psutil.NoSuchProcess, psutil.AccessDenied):
                    continue
                rss += info.rss
                pss += getattr(info, "pss", info.rss)
            self.rss, self.pss = max(self.rss, rss), max(self.pss, pss)
            self.workers = max(self.workers, len(kids))

    def __enter__(self) -> PeakMemory:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join()


def memory_case(rows: list[tuple[int, tuple[int, ...], int]], jobs: int) -> tuple[int, int, int]:
    """Peak summed (RSS, PSS) bytes of ``jobs`` pool workers solving Korf's 100 with 7-8."""
    from fewest.batch.local import run_pool
    from fewest.batch.task import BatchSpec

    tasks = [(k, " ".join(map(str, board))) for k, (_i, board, _o) in enumerate(rows, start=1)]
    want = {k: opt for k, (_i, _b, opt) in enumerate(rows, start=1)}
    with PeakMemory() as peak:
        results = list(run_pool(BatchSpec("sliding"), tasks, jobs, solve_78))
    if sorted(r["line"] for r in results) != sorted(want) or any(
            r["length"] != want[r["line"]] for r in results):
        raise SystemExit(f"MISMATCH in the 7-8 memory case with {jobs} workers")
    return peak.rss, peak.pss, peak.workers


def cached_78() -> bool:
    from fewest.puzzles.sliding.fast.pdb import pdb_ready

    return pdb_ready(4, 4, "7-8", GOAL)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--lines", type=int, default=1000, help="batch lines (Korf's 100 cycled)")
    ap.add_argument("--repeat", type=int, default=1, help="runs of each case, taken in turn; "
                    "the fastest counts")
    ap.add_argument("--skip-cluster", action="store_true")
    ap.add_argument("--skip-memory", action="store_true")
    args = ap.parse_args(argv)
    rows = read_instances(DATA)
    work = Path(tempfile.mkdtemp(prefix="fewest-bench-batch-"))
    text, want = batch_text(rows, args.lines)
    (work / "lines.jsonl").write_text(text)
    warm_text, warm_want = batch_text(rows, 20)
    (work / "warm.jsonl").write_text(warm_text)
    src, warm = str(work / "lines.jsonl"), str(work / "warm.jsonl")

    table: list[tuple[str, str, str, str, str]] = []
    timed_batch(warm, warm_want)  # tables and compiled kernels cached before timing
    (one, one_cpu), (two, two_cpu) = best_of(args.repeat, src, want, (), ("--jobs", "2"))
    table.append((f"{args.lines:,} 15-puzzle lines, --jobs 2 vs --jobs 1",
                  f"{one:.1f} s / {two:.1f} s", f"{one / two:.2f}x faster",
                  f"{one_cpu:.1f} / {two_cpu:.1f}", ">= 1.7x"))

    if not args.skip_cluster:
        from distributed import LocalCluster

        with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1",
                          dashboard_address=":0") as cluster:
            address = cluster.scheduler_address
            timed_batch(warm, warm_want, "--cluster", address)
            (two, _c), (dask, _c) = best_of(args.repeat, src, want, ("--jobs", "2"),
                                            ("--cluster", address))
        table.append(("the same, Dask LocalCluster (2 worker processes) vs --jobs 2",
                      f"{two:.1f} s / {dask:.1f} s", f"{two / dask:.2f}x as fast", "-",
                      ">= 0.9x"))

    if not args.skip_memory and cached_78():
        rss1, pss1, _w = memory_case(rows, 1)
        rss2, pss2, _w = memory_case(rows, 2)
        mib = 1 << 20
        table.append(("peak memory, 2 workers vs 1, 7-8 databases: sum of PSS",
                      f"{pss2 / mib:,.0f} / {pss1 / mib:,.0f} MiB", f"{pss2 / pss1:.2f}x", "-",
                      "<= 1.3x"))
        table.append(("  (sum of RSS, shared pages counted in each worker)",
                      f"{rss2 / mib:,.0f} / {rss1 / mib:,.0f} MiB", f"{rss2 / rss1:.2f}x", "-",
                      ""))
    elif not args.skip_memory:
        print("7-8 databases not cached: memory case skipped "
              "(fewest pdb build 15 --partition 7-8)", file=sys.stderr)

    print(f"cores available: {len(os.sched_getaffinity(0))}, load average "
          f"{os.getloadavg()[0]:.1f}; best of {args.repeat}; every answer equals the "
          f"published optimum\n")
    print("| case | wall time / size | ratio | CPU s | target |")
    print("| --- | ---: | ---: | ---: | ---: |")
    for row in table:
        print("| " + " | ".join(row) + " |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
