"""Start-up: a whole ``fewest solve`` process against ``python -c "import numba"``.

Run: ``.venv/bin/python bench/cli.py [--repeat 15]``
(``--boards`` adds only the boards of issue 32, ``--no-boards`` leaves them out)

Judge users run one board per process, so the time they feel is the whole
process: interpreter start, imports, parsing, solving and printing.  Each
case runs ``--repeat`` times, interleaved with the others so that machine
noise hits every case alike; the table shows medians and the ratio to the
numba import measured in the same run (target: at most 0.6).  A 30-line plain
BFS script is timed too, as the floor a newcomer would compare us with.

The boards of issue 32 ("a warm cache makes trivial boards slower") have rows
of their own: a 1-move 15-puzzle with the 4x4 tables cached and with an
empty cache, 100x100 and 300x300 snakes boards by ``auto`` and by ``-a bfs``,
a 1-move 5x5 Rubik's square and Baekjoon 2549's 8-move example.  The cached
row uses the default table cache (``FEWEST_CACHE_DIR``), building the 4x4
tables there first when they are missing.  Every process runs with bytecode
caching on, as an installed package does.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

BIN = Path(sys.executable).parent
#: every fewest row should take at most this share of the numba import
TARGET = 0.6
PLAIN_BFS = '''
import sys
from collections import deque
start = tuple(int(x) for x in sys.argv[1].replace("/", " ").split())
goal = (0, 1, 2, 3, 4, 5, 6, 7, 8)
prev = {start: None}
queue = deque([start])
while queue:
    s = queue.popleft()
    if s == goal:
        break
    b = s.index(0)
    r, c = divmod(b, 3)
    for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        if 0 <= r + dr < 3 and 0 <= c + dc < 3:
            j = (r + dr) * 3 + c + dc
            t = list(s)
            t[b], t[j] = t[j], 0
            t = tuple(t)
            if t not in prev:
                prev[t] = s
                queue.append(t)
n = 0
while prev[s] is not None:
    s = prev[s]
    n += 1
print(n)
'''


#: one small real example per family (the seed problems' own samples)
EXAMPLES = {
    "sliding": ["3 1 2 / 4 7 5 / 6 8 0", "--goal", "blank-first"],
    "rubiks-square": ["1 2 15 4 / 7 8 3 6 / 9 10 5 12 / 13 14 11 16"],
    "snakes-ladders": ["[[-1,-1,-1,-1,-1,-1],[-1,-1,-1,-1,-1,-1],[-1,-1,-1,-1,-1,-1],"
                       "[-1,35,-1,-1,13,-1],[-1,-1,-1,-1,-1,-1],[-1,15,-1,-1,-1,-1]]"],
    "card-match": ["[[1,0,0,3],[2,0,0,0],[0,0,0,2],[3,0,1,0]]", "--cursor", "1,0"],
}
NUMBA = 'python -c "import numba"'
PLAIN = "plain 30-line BFS script (4-move board)"
ONE_MOVE_15 = "1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 14 0 15"
ONE_MOVE_5X5 = "5 1 2 3 4 / 6 7 8 9 10 / 11 12 13 14 15 / 16 17 18 19 20 / 21 22 23 24 25"
BOJ_2549_DEEP = "6 3 4 1 / 5 10 7 8 / 9 14 11 12 / 13 2 16 15"
#: environment for one row (``None``: the shared one)
EMPTY_CACHE = "empty-cache"


def snakes_board(side: int, seed: int) -> str:
    """A random snakes board of ``side`` x ``side`` as JSON: 1 in 50 squares jumps."""
    rng = random.Random(seed)
    n = side * side
    grid = [[-1] * side for _ in range(side)]
    for _ in range(n // 50):
        grid[rng.randrange(side)][rng.randrange(side)] = rng.randrange(2, n)
    grid[side - 1][0] = -1  # square 1
    grid[0][0 if side % 2 == 0 else side - 1] = -1  # the last square
    return json.dumps(grid)


def board_cases(tmp: Path) -> dict[str, tuple[list[str], str | None]]:
    """The rows of issue 32: name -> (command, environment key)."""
    fewest = str(BIN / "fewest")
    out: dict[str, tuple[list[str], str | None]] = {
        "15-puzzle 1 move, 4x4 tables cached": (
            [fewest, "solve", "sliding", ONE_MOVE_15, "-f", "number"], None),
        "15-puzzle 1 move, empty cache": (
            [fewest, "solve", "sliding", ONE_MOVE_15, "-f", "number"], EMPTY_CACHE),
        "rubiks-square 5x5 1 move": (
            [fewest, "solve", "rubiks-square", ONE_MOVE_5X5, "-f", "number"], None),
        "rubiks-square BOJ 2549 8-move example": (
            [fewest, "solve", "rubiks-square", BOJ_2549_DEEP, "-f", "boj"], None),
    }
    for side in (100, 300):
        board = tmp / f"snakes{side}.json"
        board.write_text(snakes_board(side, side))
        out[f"snakes {side}x{side} auto"] = ([fewest, "solve", "snakes", str(board), "-f",
                                             "number"], None)
        out[f"snakes {side}x{side} -a bfs"] = ([fewest, "solve", "snakes", str(board), "-a",
                                               "bfs", "-f", "number"], None)
    return out


def cases(script: Path, aliases: bool) -> dict[str, list[str]]:
    """Every row: the numba import, each family's example by its name (and by every
    alias with ``aliases``), the hardest 8-puzzle, ``fewest list``, the plain script."""
    from fewest.puzzles import REGISTRY

    fewest = str(BIN / "fewest")
    out = {NUMBA: [sys.executable, "-c", "import numba"]}
    for name, (_module, names) in REGISTRY.items():
        example = EXAMPLES.get(name)
        if example is None:
            continue
        for spelling in [name, *(names if aliases else names[:1])]:
            out[f"solve {spelling} (example)"] = [fewest, "solve", spelling, *example,
                                                 "-f", "number"]
    out["solve sliding hardest 8-puzzle"] = [
        fewest, "solve", "sliding", "8 6 7 / 2 5 4 / 3 0 1", "-f", "number"]
    out["fewest list"] = [fewest, "list"]
    out[PLAIN] = [sys.executable, str(script), "3 1 2 / 4 7 5 / 6 8 0"]
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=15)
    parser.add_argument("--aliases", action="store_true", help="a row for every alias too")
    which = parser.add_mutually_exclusive_group()
    which.add_argument("--boards", action="store_true",
                       help="only the numba import and the boards of issue 32")
    which.add_argument("--no-boards", action="store_true",
                       help="leave the boards of issue 32 out")
    args = parser.parse_args()
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    with tempfile.TemporaryDirectory() as tmp:
        script = Path(tmp) / "plain_bfs.py"
        script.write_text(PLAIN_BFS)
        envs = {None: env, EMPTY_CACHE: {**env, "FEWEST_CACHE_DIR": str(Path(tmp) / "empty")}}
        runs: dict[str, tuple[list[str], str | None]] = {
            name: (cmd, None) for name, cmd in cases(script, args.aliases).items()
            if not args.boards or name == NUMBA}
        if not args.no_boards:
            runs.update(board_cases(Path(tmp)))
            # the cached row needs the 4x4 tables (built once, kept in the cache)
            subprocess.run([str(BIN / "fewest"), "tables", "build", "sliding", "4x4"],
                           check=True, capture_output=True, env=env)
        for cmd, key in runs.values():  # warm the OS caches, bytecode and numba's caches
            subprocess.run(cmd, check=True, capture_output=True, env=envs[key])
        times: dict[str, list[float]] = {name: [] for name in runs}
        for _ in range(args.repeat):
            for name, (cmd, key) in runs.items():
                if key == EMPTY_CACHE:
                    shutil.rmtree(envs[key]["FEWEST_CACHE_DIR"], ignore_errors=True)
                t0 = time.perf_counter()
                subprocess.run(cmd, check=True, capture_output=True, env=envs[key])
                times[name].append(time.perf_counter() - t0)
    base = statistics.median(times[NUMBA])
    print(f"{'case':<44}{'median s':>10}{'vs numba import':>17}  target 0.6x")
    for name, ts in times.items():
        med = statistics.median(ts)
        verdict = "" if name in (NUMBA, PLAIN) else ("ok" if med <= TARGET * base else "OVER")
        print(f"{name:<44}{med:>10.3f}{med / base:>16.2f}x  {verdict}")


if __name__ == "__main__":
    main()
