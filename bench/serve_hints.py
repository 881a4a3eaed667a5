"""``POST /api/hint`` latency on a warm ``fewest serve``, and its first use.

    python bench/serve_hints.py [--requests 40] [--workers 4] [--seed 1] [--only WORD]
                                [--no-first-use]

(also the last part of ``bench/serve.py``).  For each kind, REQUESTS distinct
random boards are asked for one after another, as a player does, after three
warm-up requests; every answer must be a complete, proven hint (status
solved, every next move classified, an optimal move given; or a proven
unreachable case).  Then a server on
an empty ``FEWEST_CACHE_DIR`` answers its first hints, to show what first use
costs; and the play page's size is printed.

Then one row per family of the play list (``GET /api/puzzles``): uniform
random boards of the family's test size (``tests/contract/boards.py``).

Targets (issue 31, item 8): p95 at most 300 ms for uniform 15-puzzle hints and
at most 100 ms for every other row; the ``target`` column says which applies.
After the uniform 15-puzzle row comes a *plain client* (issue 41): 30 uniformly
random solvable permutations it draws itself, each sent as
``{"puzzle": "sliding", "board": ...}`` with no warm-up, p95 target 300 ms.
``--busy K`` keeps K more processes spinning meanwhile (a loaded machine).
The floor row, a one-move solve, is what any request costs on the machine at
the time.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from tests.contract.boards import BOARDS
from tests.serve.live import live_server

from fewest.puzzles import families, get_family

CAP = 10.0  # the server's default --max-seconds
# (kind, puzzle, size, scramble moves (None: uniform), face up: play to the first Enter,
#  a field no longer read: every row now has its p95 target)
KINDS = [
    ("sliding 3x3, uniform", "sliding", "3x3", None, False, True),
    ("sliding 4x4, 30 random moves", "sliding", "4x4", 30, False, True),
    ("rubiks-square 3x3, uniform", "rubiks-square", "3x3", None, False, True),
    ("rubiks-square 4x4, 8 random moves", "rubiks-square", "4x4", 8, False, False),
    ("card-match 4x4, 6 pairs, uniform", "card-match", "4x4:6", None, False, True),
    ("card-match 4x4, 6 pairs, a card face up", "card-match", "4x4:6", None, True, False),
    ("card-match 4x4, 8 pairs, a card face up", "card-match", "4x4:8", None, True, False),
    ("sliding 4x4, uniform (15-puzzle)", "sliding", "4x4", None, False, False),
]
#: p95 targets in ms: the uniform 15-puzzle, and every other row
FIFTEEN_P95, OTHER_P95 = 300.0, 100.0


def family_kinds() -> list[tuple[str, str, str, int | None, bool, bool]]:
    """One row per family of the play list: uniform boards of its test size."""
    return [(f"{f.name} {BOARDS.get(f.name, {}).get('size', '3x3')}, uniform", f.name,
             str(BOARDS.get(f.name, {}).get("size", "3x3")), None, False, True)
            for f in families()]
#: first hints on an empty cache (the last one asked again once the server's
#: background build of the 15-puzzle's tables is done)
FIRST = (("sliding", "8 6 7 / 2 5 4 / 3 0 1"), ("rubiks-square", "4 3 2 / 1 9 8 / 7 6 5"),
         ("sliding", "3 4 5 14 / 10 2 7 8 / 1 0 11 15 / 13 6 12 9"))
PAGE = ["/play", "/static/play.js", "/static/setup.js", "/static/search.js",
        "/static/board.js", "/static/values.js", "/static/feel.js", "/static/i18n.js",
        "/static/strings-en.json", "/static/play.css"]


def ask(client: httpx.Client, url: str, body: dict[str, Any]) -> tuple[float, dict[str, Any]]:
    started = time.perf_counter()
    response = client.post(url + "api/hint", json=body)
    return time.perf_counter() - started, response.json()


def position(client: httpx.Client, url: str, puzzle: str, board: str,
             face_up: bool) -> dict[str, Any]:
    """The request for a board, or for the position after its line's first Enter."""
    body: dict[str, Any] = {"puzzle": puzzle, "board": board}
    if face_up:
        line = ask(client, url, body)[1]["line"]
        body["moves"] = line[:line.index("Enter") + 1]
    return body


def complete(body: dict[str, Any]) -> bool:
    """A proven answer: solved with every next move classified and an optimal one given
    (or at the goal), or proven unreachable (a uniform judge case may have no answer)."""
    if body.get("status") == "unreachable":
        return body.get("complete") is True and body.get("distance") == -1
    return (body.get("status") == "solved" and body.get("complete") is True
            and (body.get("goal") or bool(body.get("moves"))))


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def floor(client: httpx.Client, url: str, requests: int) -> dict[str, Any]:
    """What any request costs here: a one-move solve, as often as each kind is asked."""
    times = []
    for k in range(requests + 3):
        started = time.perf_counter()
        client.post(url + "api/solve", json={"puzzle": "sliding", "board": "1 2 / 0 3"})
        if k >= 3:
            times.append((time.perf_counter() - started) * 1000)
    return {"kind": "(floor: POST /api/solve of a one-move board)", "n": len(times),
            "ok": len(times), "p50": statistics.median(times), "p95": pct(times, 0.95),
            "max": max(times), "target": None, "dist": (1, 1)}


#: the plain client's row (issue 41): boards drawn as a player's own script would
PLAIN = "sliding 4x4, a plain client: uniform solvable permutations, no warm-up (15-puzzle)"
#: how many boards the plain client asks about
PLAIN_BOARDS = 30


def solvable_15(tiles: list[int]) -> bool:
    """Whether a 4x4 board (0 the blank) reaches the blank-last goal: the inversions
    plus the blank's row counted from the bottom is odd.

    >>> solvable_15([*range(1, 16), 0]), solvable_15([2, 1, *range(3, 16), 0])
    (True, False)
    """
    inversions = sum(1 for i, a in enumerate(tiles) for b in tiles[i + 1:] if a and b and a > b)
    return (inversions + 4 - tiles.index(0) // 4) % 2 == 1


def plain_boards(seed: int, count: int = PLAIN_BOARDS) -> list[str]:
    """``count`` uniformly random solvable 15-puzzle boards, drawn as a plain client does:
    shuffle the 16 numbers, keep the solvable ones (not the family's scramble)."""
    rng = random.Random(seed)
    boards: list[str] = []
    while len(boards) < count:
        tiles = list(range(16))
        rng.shuffle(tiles)
        if solvable_15(tiles):
            boards.append(" / ".join(" ".join(map(str, tiles[r * 4:r * 4 + 4]))
                                     for r in range(4)))
    return boards


def plain_client(client: httpx.Client, url: str, seed: int) -> dict[str, Any]:
    """The plain client's row: ``{"puzzle": "sliding", "board": ...}`` and nothing else
    sent to ``/api/hint``, one board after another, no warm-up."""
    answers = [ask(client, url, {"puzzle": "sliding", "board": board})
               for board in plain_boards(seed)]
    return row(PLAIN, [(seconds * 1000, reply) for seconds, reply in answers], FIFTEEN_P95)


def timed_kinds(url: str, requests: int, seed: int, only: str = "") -> list[dict[str, Any]]:
    rows = []
    with httpx.Client(timeout=120) as client:
        rows.append(floor(client, url, requests))
        for name, puzzle, size, moves, face_up, _old in [*KINDS, *family_kinds()]:
            if only not in name:
                continue
            rng = random.Random(seed)
            family = get_family(puzzle)
            bodies = [position(client, url, puzzle, family.scramble(size, moves, rng), face_up)
                      for _ in range(requests + 3)]
            for body in bodies[:3]:  # warm-up
                ask(client, url, body)
            answers = []
            for body in bodies[3:]:
                seconds, reply = ask(client, url, body)
                answers.append((seconds * 1000, reply))
            goal = FIFTEEN_P95 if name.endswith("(15-puzzle)") else OTHER_P95
            rows.append(row(name, answers, goal))
            long = [(ms, r) for ms, r in answers if (r.get("distance") or 0) >= 50]
            if long:
                rows.append(row(f"{name}: the {len(long)} of 50+ moves", long, None))
            if name == KINDS[-1][0] and only in PLAIN:  # on a server warm from the rows above
                rows.append(plain_client(client, url, seed))
    return rows


def row(kind: str, answers: list[tuple[float, dict[str, Any]]],
        target: float | None) -> dict[str, Any]:
    times = [ms for ms, _ in answers]
    distances = [r["distance"] for _, r in answers if r.get("distance") is not None]
    return {"kind": kind, "n": len(times), "ok": sum(complete(r) for _, r in answers),
            "p50": statistics.median(times), "p95": pct(times, 0.95), "max": max(times),
            "target": target, "dist": (min(distances), max(distances)) if distances else None}


def first_use(workers: int) -> list[tuple[str, float, str]]:
    """The first hints of a server whose cache folder is empty."""
    old = os.environ.get("FEWEST_CACHE_DIR")
    out = []
    with tempfile.TemporaryDirectory(prefix="fewest-empty-cache-") as empty:
        os.environ["FEWEST_CACHE_DIR"] = empty
        try:
            server = live_server("--workers", str(workers), "--max-seconds", str(CAP))
            with server as (url, _proc), httpx.Client(timeout=120) as client:
                for k, (puzzle, board) in enumerate((*FIRST, FIRST[-1])):
                    what = f"{puzzle} {board}"
                    if k == len(FIRST):  # once the server's background build is done
                        what += f", again {ready(client, url):.0f} s later (tables built)"
                    seconds, reply = ask(client, url, {"puzzle": puzzle, "board": board})
                    said = (f"{reply['status']}, distance {reply['distance']}"
                            if reply.get("status") == "solved" else
                            f"{reply.get('status')}: {reply.get('message', '')}")
                    out.append((what, seconds * 1000, said))
        finally:
            if old is None:
                os.environ.pop("FEWEST_CACHE_DIR", None)
            else:
                os.environ["FEWEST_CACHE_DIR"] = old
    return out


def ready(client: httpx.Client, url: str, timeout: float = 300) -> float:
    """Seconds until the server's background table builds are done."""
    started = time.monotonic()
    while time.monotonic() - started < timeout:
        if client.get(url + "api/status").json().get("tables", {}).get("state") != "building":
            break
        time.sleep(0.5)
    return time.monotonic() - started


def page_size(url: str) -> list[tuple[str, int]]:
    return [(path, len(httpx.get(url + path.lstrip("/"), timeout=30).content)) for path in PAGE]


def hint_report(requests: int, workers: int, seed: int, only: str = "",
                first: bool = True) -> int:
    """Run the hint benchmark and print its tables; 0 when every target holds."""
    with live_server("--workers", str(workers), "--max-seconds", str(CAP)) as (url, _proc):
        ready(httpx.Client(timeout=30), url)  # the background table builds, if any
        started = time.perf_counter()
        rows = timed_kinds(url, requests, seed, only)
        wall = time.perf_counter() - started
        sizes = page_size(url)
    print(f"POST /api/hint on a warm server ({workers} workers, --max-seconds {CAP:g}): "
          f"{requests} distinct boards per kind, one after another, {wall:.0f} s; "
          f"{os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f}\n")
    print("| kind | hints | complete and proven | distance | p50 ms | p95 ms | max ms | "
          "p95 target ms |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    for r in rows:
        dist = f"{r['dist'][0]}-{r['dist'][1]}" if r["dist"] else "-"
        goal = "-" if r["target"] is None else (
            f"{r['target']:.0f} {'ok' if r['p95'] <= r['target'] else 'MISSED'}")
        print(f"| {r['kind']} | {r['n']} | {r['ok']} | {dist} | {r['p50']:.0f} | "
              f"{r['p95']:.0f} | {r['max']:.0f} | {goal} |")
    if first:
        print("\n| first use, empty cache | ms | answer |")
        print("|---|---:|---|")
        for what, ms, said in first_use(workers):
            print(f"| {what} | {ms:.0f} | {said} |")
    print("\n| play page | bytes |")
    print("|---|---:|")
    for path, size in sizes:
        print(f"| {path} | {size:,} |")
    print(f"| all | {sum(s for _, s in sizes):,} |")
    missed = [r["kind"] for r in rows if r["target"] is not None and r["p95"] > r["target"]]
    within = "p95 within its target on every row" + (
        f" (missed: {', '.join(missed)})" if missed else "")
    checks = {"every hint complete and proven": all(r["ok"] == r["n"] for r in rows),
              within: not missed}
    print()
    for name, ok in checks.items():
        print(f"{'ok  ' if ok else 'FAIL'} {name}")
    return 0 if all(checks.values()) else 1


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=40)
    parser.add_argument("--workers", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--only", default="", help="only the rows whose name holds this")
    parser.add_argument("--no-first-use", action="store_true",
                        help="leave out the empty-cache server")
    parser.add_argument("--busy", type=int, default=0,
                        help="processes kept spinning while it runs (load)")
    args = parser.parse_args()
    spinning = [multiprocessing.Process(target=spin, daemon=True) for _ in range(args.busy)]
    for proc in spinning:
        proc.start()
    try:
        return hint_report(args.requests, args.workers, args.seed, args.only,
                           not args.no_first_use)
    finally:
        for proc in spinning:
            proc.terminate()


def spin() -> None:
    """Keep one core busy (``--busy``)."""
    while True:
        pass


if __name__ == "__main__":
    sys.exit(main())
