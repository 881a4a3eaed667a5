"""Make the README pictures with the real command line (``make images``).

Every picture is written by ``fewest solve ... --svg/--gif`` or
``fewest compare ... --html/--plot``, exactly as a user would run them.
"""

from __future__ import annotations

import sys
from pathlib import Path

from typer.testing import CliRunner

from fewest.cli.app import app

HERE = Path(__file__).resolve().parent

SOLVES = [
    ("sliding", ["sliding", "8 6 7 / 2 5 4 / 3 0 1"]),
    ("rubiks-square", ["rubiks-square", "3 6 1 16 / 2 5 12 7 / 9 8 11 14 / 15 10 13 4"]),
    ("snakes-ladders", ["snakes-ladders",
                        "[[-1,-1,-1,-1,-1,-1],[-1,-1,-1,-1,-1,-1],[-1,-1,-1,-1,-1,-1],"
                        "[-1,35,-1,-1,13,-1],[-1,-1,-1,-1,-1,-1],[-1,15,-1,-1,-1,-1]]"]),
    ("card-match", ["card-match", "[[1,0,0,3],[2,0,0,0],[0,0,0,2],[3,0,1,0]]",
                    "--cursor", "1,0"]),
]
COMPARE = ["compare", "sliding", "1 2 3 / 0 4 6 / 7 5 8", "--algorithms",
           "bfs,dfs,bidirectional,astar,idastar", "--max-seconds", "300"]


def run(args: list[str]) -> None:
    result = CliRunner().invoke(app, args)
    if result.exit_code != 0:
        sys.exit(f"fewest {' '.join(args)} failed ({result.exit_code}): {result.output}")
    print("fewest", " ".join(a if " " not in a else repr(a) for a in args))


def main() -> None:
    for name, args in SOLVES:
        run(["solve", *args, "--format", "number", "--speed", "2",
             "--svg", str(HERE / f"{name}.svg"), "--gif", str(HERE / f"{name}.gif")])
    run([*COMPARE, "--plot", str(HERE / "compare-bfs-dfs.png"),
         "--html", str(HERE / "compare-bfs-dfs.html")])
    run(["solve", "sliding", "8 6 7 / 2 5 4 / 3 0 1", "--format", "number",
         "--html", str(HERE / "sliding-player.html")])


if __name__ == "__main__":
    main()
