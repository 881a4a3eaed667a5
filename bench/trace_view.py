"""The search view's data: what ``POST /api/trace`` costs per algorithm and step count.

    python bench/trace_view.py [--board "8 6 7 / 2 5 4 / 3 0 1"] [--repeat 3]

In process, without a server: the recording (``fewest.app.trace_steps.record``),
its JSON (``recording_json``: cells, one-line texts, g and h per step) and the
JSON's compact size, which is what the play page downloads per pane.  The
best of ``--repeat`` runs is printed as a markdown table.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from fewest.app.trace_steps import ALGORITHMS, record, recording_json
from fewest.puzzles import parse

#: 31 moves from the goal: none of the four ends within 2,000 steps
BOARD = "8 6 7 / 2 5 4 / 3 0 1"


def measure(board: str, algorithm: str, steps: int, repeat: int) -> dict[str, float]:
    """Best-of-``repeat`` seconds to record and to build the JSON, and its size."""
    best_rec = best_json = float("inf")
    size = done = states = 0
    for _ in range(repeat):
        inst = parse("sliding", board)
        started = time.perf_counter()
        rec = record(inst, algorithm, max_steps=steps)
        recorded = time.perf_counter()
        body = recording_json(rec, inst)
        best_rec = min(best_rec, recorded - started)
        best_json = min(best_json, time.perf_counter() - recorded)
        size = len(json.dumps(body, separators=(",", ":")))
        done, states = len(rec.steps), len(rec.states)
    return {"steps": done, "states": states, "record_ms": best_rec * 1000,
            "json_ms": best_json * 1000, "kb": size / 1000}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--board", default=BOARD)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    print(f"board {args.board!r}, best of {args.repeat}\n")
    print("| algorithm | steps asked | steps | states | record ms | JSON ms | JSON kB |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for algorithm in ALGORITHMS:
        for steps in (400, 2000):
            row = measure(args.board, algorithm, steps, args.repeat)
            print(f"| {algorithm} | {steps:,} | {row['steps']:,.0f} | {row['states']:,.0f} | "
                  f"{row['record_ms']:.0f} | {row['json_ms']:.0f} | {row['kb']:.0f} |")


if __name__ == "__main__":
    main()
