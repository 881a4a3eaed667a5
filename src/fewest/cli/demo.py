"""``make demo``: solve one real example of each built-in puzzle and show the path, then a
judge problem and ``fewest check`` finding the smallest input a buggy BFS gets wrong.

Run: ``make demo``, or ``python -m fewest.cli.demo`` with fewest installed.
"""

from __future__ import annotations

import contextlib
import tempfile
import time
from pathlib import Path

from rich.console import Console

from fewest.cli.compare import compare_table
from fewest.puzzles import get_family
from fewest.puzzles.base import InputOptions
from fewest.render.html import write_html
from fewest.render.text import solution_text

EXAMPLES = [
    ("sliding", "8 6 7 / 2 5 4 / 3 0 1", InputOptions(),
     "The 8-puzzle: one of the two hardest boards (31 moves)", False),
    ("sliding", "2 3 4 / 1 5 0 / 7 6 8", InputOptions(),
     "The 8-puzzle: a 19-move board, every board on the way", True),
    ("rubiks-square", "1 2 15 4 / 7 8 3 6 / 9 10 5 12 / 13 14 11 16", InputOptions(),
     "Rubik's square (Baekjoon 2549)", True),
    ("snakes-ladders",
     "[[-1,-1,-1,-1,-1,-1],[-1,-1,-1,-1,-1,-1],[-1,-1,-1,-1,-1,-1],"
     "[-1,35,-1,-1,13,-1],[-1,-1,-1,-1,-1,-1],[-1,15,-1,-1,-1,-1]]", InputOptions(),
     "Snakes and ladders (LeetCode 909)", True),
    ("card-match", "[[1,0,0,3],[2,0,0,0],[0,0,0,2],[3,0,1,0]]", InputOptions(cursor=(1, 0)),
     "Card pair matching (Programmers 72415), cursor at (1, 0)", False),
]


def main() -> None:
    """Print each example's optimal answer, then the DFS teaching comparison."""
    console = Console()
    for name, board, options, title, boards in EXAMPLES:
        console.rule(f"[bold]{title}")
        family = get_family(name)
        instance = family.parse(board, options)
        console.print(instance.format_state(instance.puzzle().start), markup=False)
        t0 = time.perf_counter()
        sol = instance.solve()
        console.print(solution_text(instance, sol, boards=boards), markup=False)
        console.print(f"(wall time including any first-use compilation: "
                      f"{time.perf_counter() - t0:.2f} s)", style="dim")
    console.rule("[bold]Why 'fewest'? DFS finds a path, not the shortest one")
    instance = get_family("sliding").parse("1 2 3 / 0 4 6 / 7 5 8", InputOptions())
    compare_table(instance, ["bfs", "dfs", "bidirectional", "astar", "idastar"], None,
                  as_json=False)
    console.rule("[bold]The real game: Chutes and Ladders (1943), starting off the board")
    snakes = get_family("snakes-ladders")
    report = snakes.analyze("classic", InputOptions(start=0))
    console.print("\n".join(report.text.splitlines()[:3]), markup=False)
    console.rule("[bold]Judge problems: 숨바꼭질 (Baekjoon 1697), and a BFS that is wrong")
    _judge(console)
    console.rule("[bold]Watch it")
    out = Path(tempfile.mkdtemp(prefix="fewest-demo-")) / "hardest-8-puzzle.html"
    hard = get_family("sliding").parse("8 6 7 / 2 5 4 / 3 0 1", InputOptions())
    write_html(out, hard, hard.solve(), title="A hardest 8-puzzle (31 moves)")
    console.print(f"An offline player of the 31-move solve: {out}", markup=False)
    console.print("More: fewest solve ... --play | --svg F | --gif F | --html F; "
                  "fewest compare ... --html F; fewest serve (a web playground)", markup=False)


#: A typical wrong answer to Baekjoon 1697: position 100,000 is never visited.
BUGGY_1697 = """import sys
from collections import deque
n, k = map(int, sys.stdin.read().split())
dist = [-1] * 100001
dist[n] = 0
q = deque([n])
while q:
    x = q.popleft()
    for y in (x - 1, x + 1, 2 * x):
        if 0 <= y < 100000 and dist[y] < 0:
            dist[y] = dist[x] + 1
            q.append(y)
print(dist[k])
"""


def _judge(console: Console) -> None:
    """The judge's sample through ``fewest solve``, then ``fewest check`` on a buggy BFS:
    the smallest input it gets wrong, 1-minimal."""
    from fewest.cli.app import app

    console.print("$ fewest solve boj-1697 '5 17' -f judge", markup=False)
    app(["solve", "boj-1697", "5 17", "-f", "judge"], standalone_mode=False)
    folder = Path(tempfile.mkdtemp(prefix="fewest-demo-"))
    program = folder / "sol.py"
    program.write_text(BUGGY_1697)
    console.print(f"$ fewest check boj-1697 {program.name}", markup=False)
    with contextlib.suppress(SystemExit):  # the checker exits 1 on a counterexample
        app(["check", "boj-1697", str(program), "--lang", "en"], standalone_mode=False)


if __name__ == "__main__":
    main()
