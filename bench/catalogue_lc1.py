"""The LeetCode problems of catalogue helper lc1 on their largest inputs, each solved
as a whole process (``fewest solve NAME FILE -f judge``), warm (one run first).

Run: ``PYTHONPATH=src python bench/catalogue_lc1.py [NAME ...]``.  Prints
problem | largest input | seconds (whole process, warm) | judge limit, the seconds
as wall time and as the process's CPU time (user + system): on a shared, loaded
machine the CPU time is the fairer figure.
"""

from __future__ import annotations

import json
import os
import random
import resource
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]


def lock_752() -> dict[str, Any]:
    """500 dead ends: the eight around 5555 (unreachable: every code is searched)."""
    target = "5555"
    ring = set()
    for w in range(4):
        for s in (1, -1):
            ring.add(target[:w] + str((int(target[w]) + s) % 10) + target[w + 1:])
    rng = random.Random(752)
    dead = set(ring)
    while len(dead) < 500:
        code = f"{rng.randrange(10000):04d}"
        if code not in (target, "0000"):
            dead.add(code)
    return {"deadends": sorted(dead), "target": target}


def board_773() -> dict[str, Any]:
    """An unsolvable board: all 360 boards of its parity are searched."""
    return {"board": [[1, 2, 3], [5, 4, 0]]}


def keys_864() -> dict[str, Any]:
    """30x30 open floor, six keys spread out, their locks in between."""
    rows = [["."] * 30 for _ in range(30)]
    rows[15][15] = "@"
    for i, (r, c) in enumerate([(0, 0), (0, 29), (29, 0), (29, 29), (0, 15), (29, 15)]):
        rows[r][c] = "abcdef"[i]
    for i, (r, c) in enumerate([(5, 5), (5, 24), (24, 5), (24, 24), (10, 15), (20, 15)]):
        rows[r][c] = "ABCDEF"[i]
    return {"grid": ["".join(r) for r in rows]}


def graph_847() -> dict[str, Any]:
    """The complete graph on 12 nodes: every (node, mask) is met, 11 edges each."""
    return {"graph": [[j for j in range(12) if j != i] for i in range(12)]}


def grid_1293() -> dict[str, Any]:
    """40x40, half obstacles, k = 76 (one below the cap m+n-3: no shortcut)."""
    rng = random.Random(1293)
    grid = [[1 if rng.random() < 0.5 else 0 for _ in range(40)] for _ in range(40)]
    grid[0][0] = grid[39][39] = 0
    return {"grid": grid, "k": 76}


def walled_1293() -> dict[str, Any]:
    """40x40, a wall of obstacles two thick around the goal corner, k = 1 (-1)."""
    grid = [[1 if max(r, c) in (36, 37) else 0 for c in range(40)] for r in range(40)]
    return {"grid": grid, "k": 1}


def ladder_127() -> dict[str, Any]:
    """5,000 words of 10 letters: a random walk of one-letter changes (no repeats)."""
    rng = random.Random(127)
    word = "a" * 10
    seen = {word}
    chain = []
    while len(chain) < 5000:
        i = rng.randrange(10)
        nxt = word[:i] + rng.choice("abcdefghijklmnopqrstuvwxyz") + word[i + 1:]
        if nxt not in seen:
            seen.add(nxt)
            chain.append(nxt)
            word = nxt
    return {"beginWord": "a" * 10, "endWord": chain[-1], "wordList": chain}


def buses_815() -> dict[str, Any]:
    """500 routes, 100,000 stops in all (200 each), a chain: bus i meets bus i + 1 at
    stop (i + 1) * 1000 and nowhere else, so all 500 buses are needed."""
    routes = [[i * 1000, (i + 1) * 1000, *range(i * 1000 + 1, i * 1000 + 199)]
              for i in range(500)]
    for route in routes:
        random.Random(815).shuffle(route)
    return {"routes": routes, "source": 0, "target": 500 * 1000}


CASES: list[tuple[str, str, Callable[[], Any], float]] = [
    ("leetcode-815", "500 routes of 200 stops (10^5 in all), a chain of all 500", buses_815, 1.0),
    ("leetcode-127", "5,000 words of 10 letters, a random one-letter walk", ladder_127, 1.0),
    ("leetcode-1293", "40x40, half obstacles, k = 76", grid_1293, 1.0),
    ("leetcode-1293", "40x40, the corner walled in two thick, k = 1 (-1)", walled_1293, 1.0),
    ("leetcode-847", "the complete graph on 12 nodes (132 edge ends)", graph_847, 1.0),
    ("leetcode-864", "30x30 open grid, 6 keys in the corners and edges", keys_864, 1.0),
    ("leetcode-773", "an unsolvable board (all 360 of its parity searched)", board_773, 1.0),
    ("leetcode-752", "500 dead ends, target walled in (all 10^4 codes searched)", lock_752, 1.0),
]


def run(name: str, path: str) -> tuple[float, float, str]:
    """Wall seconds, CPU seconds (user + system) of the whole process, its output."""
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    proc = subprocess.run([sys.executable, "-c", "from fewest.cli.app import main; main()",
                           "solve", name, path, "-f", "judge"], capture_output=True, text=True,
                          env=env, check=False)
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, (proc.stdout.strip() or proc.stderr.strip())[:40]


def main() -> None:
    print("problem | largest input | seconds (whole process, warm): wall / CPU | judge limit "
          "| answer")
    print("--- | --- | --- | --- | ---")
    with tempfile.TemporaryDirectory() as tmp:
        for name, what, make, limit in CASES:
            only = sys.argv[1:]
            if only and name not in only:
                continue
            path = str(Path(tmp) / f"{name}.json")
            Path(path).write_text(json.dumps(make()))
            run(name, path)  # warm: numba's cache, the OS's file cache
            wall, cpu, answer = min(run(name, path) for _ in range(3))
            print(f"{name} | {what} | {wall:.2f} / {cpu:.2f} | {limit:g} s | {answer}")


if __name__ == "__main__":
    main()
