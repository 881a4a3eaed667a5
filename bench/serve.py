"""``fewest serve`` under load, against a live server on loopback.

    python bench/serve.py [--requests 200] [--max-seconds 2] [--workers 4]

1. Fires REQUESTS concurrent requests at once (instant solves of every family,
   unreachable boards, bad input, and searches that run into the server's time
   cap), checks every answer against the published or expected one, and prints
   p50/p95 latency per kind.  None may be lost.
2. While two searches run to the time cap, times a quick solve (five tries;
   each must answer in under 1 s).
3. Compares the server's memory (psutil RSS) before and after the run: the main
   process must stay within 20%; the whole tree (fork server and workers) is
   shown too.
4. Times ``POST /api/hint`` on a warm server (``bench/serve_hints.py``): p50/p95 per
   family on distinct random boards, a 50+-move 15-puzzle, and first use on an
   empty cache; prints the play page's size.  ``--hints-only`` runs just this.

Exit status 0 when every check holds, 1 otherwise.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

import httpx
import psutil

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from tests.serve.live import live_server

KORF1 = "14 13 15 7 / 11 12 9 5 / 6 0 2 1 / 4 8 10 3"  # 57 moves: hours for Python IDA*

# (kind, request body, check(status code, body) -> bool)
INSTANT = [  # published minima, shared/specs/puzzles.md
    ({"puzzle": "sliding", "board": "3 1 2 / 4 7 5 / 6 8 0", "goal": "blank-first"}, 4),
    ({"puzzle": "sliding", "board": "8 6 7 / 2 5 4 / 3 0 1"}, 31),
    ({"puzzle": "rubiks-square", "board": "1 2 15 4 / 7 8 3 6 / 9 10 5 12 / 13 14 11 16"}, 2),
    ({"puzzle": "snakes-ladders", "board": "[[-1,-1,-1],[-1,9,8],[-1,8,9]]"}, 1),
    ({"puzzle": "card-match", "board": "[[1,0,0,3],[2,0,0,0],[0,0,0,2],[3,0,1,0]]",
      "cursor": "1,0"}, 14),
]
UNREACHABLE = [
    {"puzzle": "sliding", "board": "3 6 0 / 8 1 2 / 7 4 5"},
    {"puzzle": "snakes-ladders", "board": "[[1,1,-1],[1,1,1],[-1,1,1]]"},
]
BAD = [
    ({"puzzle": "sliding", "board": "1 2 3 / 4 5 6 / 7 8 8"}, "7 8 8"),
    ({"puzzle": "card-match", "board": "[[1,0],[0,2]]"}, "[[1,0],[0,2]]"),
    ({"puzzle": "tetris", "board": "1 2"}, "tetris"),
]
CAPPED = {"puzzle": "sliding", "board": KORF1, "goal": "blank-first",
          "algorithm": "python-idastar", "max_seconds": 3600}


def plan(total: int, rng: random.Random) -> list[tuple[str, dict[str, Any], Any]]:
    """``total`` requests: 60% instant, 15% unreachable, 15% bad input, 10% capped."""
    counts = {"capped": total // 10, "unreachable": total * 15 // 100, "bad": total * 15 // 100}
    counts["instant"] = total - sum(counts.values())
    out: list[tuple[str, dict[str, Any], Any]] = []
    for k in range(counts["instant"]):
        body, length = INSTANT[k % len(INSTANT)]
        out.append(("instant", body, length))
    out += [("unreachable", UNREACHABLE[k % len(UNREACHABLE)], None)
            for k in range(counts["unreachable"])]
    out += [("bad", *BAD[k % len(BAD)]) for k in range(counts["bad"])]
    out += [("capped", CAPPED, None) for _ in range(counts["capped"])]
    rng.shuffle(out)
    return out


def correct(kind: str, expect: Any, status: int, body: dict[str, Any]) -> bool:
    """Whether one answer is the right one for its kind."""
    if kind == "instant":
        return status == 200 and body.get("status") == "solved" and body["length"] == expect
    if kind == "unreachable":
        return status == 200 and body.get("status") == "unreachable" and body["length"] == -1
    if kind == "bad":
        return status == 400 and expect in body.get("error", "")
    return (status == 200 and body.get("status") == "limit"
            and body.get("reason") == "max_seconds")


async def fire(client: httpx.AsyncClient, url: str, kind: str, body: dict[str, Any],
               expect: Any) -> tuple[str, float, bool]:
    started = time.perf_counter()
    try:
        response = await client.post(url + "api/solve", json=body)
        ok = correct(kind, expect, response.status_code, response.json())
    except (httpx.HTTPError, ValueError):
        ok = False
    return kind, time.perf_counter() - started, ok


async def load_test(url: str, total: int, seed: int) -> list[tuple[str, float, bool]]:
    limits = httpx.Limits(max_connections=total, max_keepalive_connections=total)
    async with httpx.AsyncClient(limits=limits, timeout=300) as client:
        jobs = [fire(client, url, *item) for item in plan(total, random.Random(seed))]
        return list(await asyncio.gather(*jobs))


async def quick_beside_capped(url: str, tries: int) -> list[float]:
    """A quick solve's latency while two searches run to the time cap."""
    times = []
    async with httpx.AsyncClient(timeout=300) as client:
        for _ in range(tries):
            capped = [asyncio.ensure_future(client.post(url + "api/solve", json=CAPPED))
                      for _ in range(2)]
            await asyncio.sleep(0.5)
            started = time.perf_counter()
            response = await client.post(url + "api/solve", json=INSTANT[0][0])
            assert response.json()["length"] == 4
            times.append(time.perf_counter() - started)
            for done in await asyncio.gather(*capped):
                assert done.json()["status"] == "limit"
    return times


def memory(pid: int) -> tuple[float, float]:
    """RSS in MB of the server process, and of it with all its descendants."""
    proc = psutil.Process(pid)
    main = proc.memory_info().rss
    tree = main + sum(c.memory_info().rss for c in proc.children(recursive=True))
    return main / 2**20, tree / 2**20


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=200)
    parser.add_argument("--max-seconds", type=float, default=2.0)
    parser.add_argument("--workers", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--hints", type=int, default=40, help="hint requests per kind")
    parser.add_argument("--hints-only", action="store_true")
    args = parser.parse_args()
    from serve_hints import hint_report

    if args.hints_only:
        return hint_report(args.hints, args.workers, args.seed)
    with live_server("--workers", str(args.workers), "--max-seconds", str(args.max_seconds)) \
            as (url, proc):
        asyncio.run(load_test(url, 2 * len(INSTANT) + 8, args.seed))  # warm every worker once
        before = memory(proc.pid)
        started = time.perf_counter()
        load = os.getloadavg()[0]
        results = asyncio.run(load_test(url, args.requests, args.seed))
        wall = time.perf_counter() - started
        quick = asyncio.run(quick_beside_capped(url, 5))
        time.sleep(1.0)
        after = memory(proc.pid)
        status = httpx.get(url + "api/status", timeout=30).json()
        pool = status["pool"]

    print(f"fewest serve under load: {args.requests} concurrent requests, {args.workers} "
          f"workers (up to {status['max_workers']}), long lane {status['long_lane']['limit']}, "
          f"--max-seconds {args.max_seconds:g}; all at once, {wall:.1f} s wall; "
          f"{os.cpu_count()} cores, load average {load:.1f} (other processes share them)\n")
    print("| kind | requests | answered correctly | p50 ms | p95 ms | max ms |")
    print("|---|---:|---:|---:|---:|---:|")
    kinds = ["instant", "unreachable", "bad", "capped"]
    for kind in [*kinds, "all"]:
        rows = [r for r in results if kind in ("all", r[0])]
        times = [r[1] * 1000 for r in rows]
        print(f"| {kind} | {len(rows)} | {sum(r[2] for r in rows)} | {statistics.median(times):.0f}"
              f" | {pct(times, 0.95):.0f} | {max(times):.0f} |")
    print(f"\nquick solve while two searches run to the {args.max_seconds:g} s cap: "
          f"{', '.join(f'{t * 1000:.0f}' for t in quick)} ms (limit 1000 ms)")
    print("\n| memory (RSS) | before MB | after MB | change |")
    print("|---|---:|---:|---:|")
    for name, b, a in (("server process", before[0], after[0]),
                       ("with fork server and workers", before[1], after[1])):
        print(f"| {name} | {b:.0f} | {a:.0f} | {100 * (a - b) / b:+.1f}% |")
    print(f"\npool: {pool['completed']} jobs, {pool['overruns']} overruns killed, "
          f"{pool['recycled']} recycled, {pool['died']} died")
    checks = {
        "every request answered correctly": all(r[2] for r in results)
        and len(results) == args.requests,
        "quick solve under 1 s beside two capped searches": max(quick) < 1.0,
        "server memory within 20%": abs(after[0] - before[0]) <= 0.2 * before[0],
    }
    for name, ok in checks.items():
        print(f"{'ok  ' if ok else 'FAIL'} {name}")
    print()
    hints_ok = hint_report(args.hints, args.workers, args.seed) == 0
    return 0 if all(checks.values()) and hints_ok else 1


if __name__ == "__main__":
    sys.exit(main())
