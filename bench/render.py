"""Render times and file sizes against the issue's targets.

Run: ``.venv/bin/python bench/render.py [--repeat 5]``

Targets: a 31-move 8-puzzle renders to GIF in under 1 s and to SVG in under
0.2 s; the HTML player for a 100-move solution stays under 300 KB.  Times are
medians of in-process renders (solving is not timed); files go to a temp folder.
"""

from __future__ import annotations

import argparse
import random
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from fewest.problem import SearchStats, Solution
from fewest.puzzles import parse
from fewest.render.gif import write_gif
from fewest.render.html import write_html
from fewest.render.svg import write_svg


def timed(fn: Callable[[], object], repeat: int) -> float:
    """Median wall time in seconds."""
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def walk(inst: Any, moves: int, seed: int = 1) -> Solution[Any]:
    """A ``moves``-move path of legal moves that never steps straight back (not optimal):
    enough to measure a long solution's files."""
    rng = random.Random(seed)
    puzzle = inst.puzzle()
    states, labels = [puzzle.start], []
    while len(labels) < moves:
        options = [(m, t) for m, t, _c in puzzle.successors(states[-1])
                   if len(states) < 2 or t != states[-2]]
        m, t = rng.choice(options)
        labels.append(m)
        states.append(t)
    return Solution(labels, states, float(moves), False, "random walk", SearchStats())


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args()
    out = Path(tempfile.mkdtemp(prefix="fewest-render-"))
    hard = parse("sliding", "8 6 7 / 2 5 4 / 3 0 1")
    sol = hard.solve()
    long15 = parse("sliding", "1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 14 15 0")
    snakes = parse("snakes-ladders", [[-1] * 20 for _ in range(20)])
    print(f"{'case':34} {'format':6} {'moves':>5} {'median s':>9} {'target s':>9} "
          f"{'size KB':>8} {'target KB':>9}")
    cases: list[tuple[str, Any, Solution[Any], str, float | None, float | None]] = [
        ("8-puzzle 8 6 7 / 2 5 4 / 3 0 1", hard, sol, "gif", 1.0, None),
        ("8-puzzle 8 6 7 / 2 5 4 / 3 0 1", hard, sol, "svg", 0.2, None),
        ("8-puzzle 8 6 7 / 2 5 4 / 3 0 1", hard, sol, "html", None, None),
        ("15-puzzle, 100-move walk", long15, walk(long15, 100), "html", None, 300.0),
        ("15-puzzle, 100-move walk", long15, walk(long15, 100), "svg", None, None),
        ("15-puzzle, 100-move walk", long15, walk(long15, 100), "gif", None, None),
        ("snakes 20x20, 100-roll walk", snakes, walk(snakes, 100), "html", None, 300.0),
    ]
    writers = {"gif": write_gif, "svg": write_svg, "html": write_html}
    for name, inst, solution, kind, t_target, kb_target in cases:
        path = out / f"case.{kind}"
        seconds = timed(lambda: writers[kind](path, inst, solution), args.repeat)  # noqa: B023
        kb = path.stat().st_size / 1024
        print(f"{name:34} {kind:6} {solution.length:5} {seconds:9.3f} "
              f"{'' if t_target is None else f'{t_target:.1f}':>9} {kb:8.1f} "
              f"{'' if kb_target is None else f'{kb_target:.0f}':>9}")


if __name__ == "__main__":
    main()
