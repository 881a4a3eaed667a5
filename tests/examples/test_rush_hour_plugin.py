"""The example plugin ``examples/rush_hour``, pip-installed, through the real ``fewest``.

The package is installed once (``pip install --no-deps --no-build-isolation
--no-index --target SITE``: no network), then every check runs the
``fewest`` command with ``PYTHONPATH=SITE`` and an empty cache folder, as a
user who installed the plugin would.  Nothing in fewest knows about Rush
Hour.  Optimal lengths are checked against :func:`plain_bfs`, a breadth-first
search over 36-character boards written here, and every answer is replayed
with :func:`replay`, this file's own move rules.
"""

from __future__ import annotations

import doctest
import importlib
import json
import os
import re
import subprocess
import sys
import urllib.error
import urllib.request
from collections import deque
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from tests.render.helpers import svg_frames

from fewest.errors import InvalidPuzzleError
from fewest.puzzles import plugins as plugin_module

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "rush_hour"
FEWEST = Path(sys.executable).with_name("fewest")
#: Fogleman's database: 51 moves, a cluster of 4,780 states
HARD51 = "GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo"
#: the board his online player opens with (one wall): 60 moves
HARD60 = "IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM"
#: the truck C can never leave the red car's row
STUCK = "ooBBBFooCooFAACooFooCooDooEEEDoooooo"
SMALL = "ooooBoooooBoAAooBooooooooooooooooooo"
#: cards 1 and 2 of the boxed game, as Fogleman writes them in cmd/forty (rows, '.' empty)
CARDS = ["..B.CC/..B.../AAB.../DDD..E/.....E/.....E",
         "..B.../..B..C/..BAAC/DDDE.C/...EFF/......"]
#: the example of Fogleman's README: 49 moves (93 unit steps), a cluster of 24,132 states
README49 = "BBBCDE/FGGCDE/F.AADE/HHI.../.JI.KK/.JLLMM"


# ---- an independent model: boards as 36-character strings ------------------------------

def board_text(board: str) -> str:
    """36 characters, ``o`` for empty."""
    return board.replace("/", "").replace(".", "o")


def slides(board: str) -> Iterator[tuple[str, str]]:
    """Every ``(move, next board)``: a vehicle slid 1..k free cells along its axis."""
    for label in sorted(set(board) - {"o", "x"}):
        cells = [i for i, ch in enumerate(board) if ch == label]
        stride = 1 if cells[1] - cells[0] == 1 else 6
        for sign in (-1, 1):
            for d in range(1, 6):
                moved = [c + sign * d * stride for c in cells]
                if any(not 0 <= c < 36 for c in moved) or (
                        stride == 1 and len({c // 6 for c in moved}) > 1):
                    break
                new = moved[0] if sign < 0 else moved[-1]
                if board[new] != "o":
                    break
                grid = ["o" if ch == label else ch for ch in board]
                for c in moved:
                    grid[c] = label
                yield f"{label}{sign * d:+d}", "".join(grid)


def solved(board: str) -> bool:
    return board[16:18] == "AA" or board[15:18] == "AAA"


@cache
def plain_bfs(board: str) -> tuple[int, int]:
    """(fewest moves or -1, states reachable from ``board``)."""
    start = board_text(board)
    seen = {start: 0}
    queue = deque([start])
    best = -1
    while queue:
        b = queue.popleft()
        if best < 0 and solved(b):
            best = seen[b]
        for _, nxt in slides(b):
            if nxt not in seen:
                seen[nxt] = seen[b] + 1
                queue.append(nxt)
    return best, len(seen)


def replay(board: str, moves: list[str]) -> bool:
    """Apply ``moves`` by this file's rules (each must be legal); True when solved."""
    b = board_text(board)
    for move in moves:
        b = dict(slides(b))[move]
    return solved(b)


# ---- the installed plugin --------------------------------------------------------------

@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("rush-site")
    subprocess.run([sys.executable, "-m", "pip", "install", "--no-deps", "--no-build-isolation",
                    "--no-index", "--disable-pip-version-check", "--quiet", "--target",
                    str(root / "site"), str(EXAMPLE)],
                   check=True, capture_output=True, text=True, timeout=300)
    return root


def env(site: Path) -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(site / "site"),
            "FEWEST_CACHE_DIR": str(site / "empty-cache")}


def fewest(site: Path, *args: str) -> subprocess.CompletedProcess:
    result = subprocess.run([str(FEWEST), *args], capture_output=True, text=True, env=env(site),
                            cwd=site, timeout=300, check=False)
    assert "Traceback" not in result.stderr, result.stderr
    return result


def test_the_package_declares_the_fewest_puzzles_entry_point(site: Path) -> None:
    (info,) = (site / "site").glob("fewest_rush_hour-*.dist-info")
    assert (info / "entry_points.txt").read_text().split() == [
        "[fewest.puzzles]", "rush-hour", "=", "fewest_rush_hour"]
    assert not (EXAMPLE / "build").exists()  # the install left the source tree clean


def test_list_shows_it_after_the_builtins(site: Path) -> None:
    listed = fewest(site, "list", "--json")
    assert listed.returncode == 0 and listed.stderr == ""
    names = [p["name"] for p in json.loads(listed.stdout)["puzzles"]]
    assert names[-1] == "rush-hour" and "sliding" in names and "hanoi" in names
    text = fewest(site, "list")
    assert "rush-hour (also: rushhour, unblock-me)" in text.stdout


def test_solve_text_json_and_number(site: Path) -> None:
    text = fewest(site, "solve", "rush-hour", HARD51)
    assert text.returncode == 0 and "Answer: 51 moves, optimal" in text.stdout
    out = json.loads(fewest(site, "solve", "unblock-me", HARD60, "--json").stdout)
    assert out["puzzle"] == "rush-hour" and out["optimal"] is True
    assert out["length"] == plain_bfs(HARD60)[0] == 60 and replay(HARD60, out["moves"])
    card = site / "card1.txt"  # the six rows of Fogleman's README form, in a board file
    card.write_text(CARDS[0].replace("/", "\n") + "\n")
    number = fewest(site, "solve", "rush-hour", str(card), "-f", "number", "-a", "bfs")
    assert (number.returncode, number.stdout.strip()) == (0, str(plain_bfs(CARDS[0])[0]))
    stuck = fewest(site, "solve", "rush-hour", STUCK, "-f", "number")
    assert (stuck.returncode, stuck.stdout.strip(), plain_bfs(STUCK)[0]) == (1, "-1", -1)
    wall = fewest(site, "solve", "rush-hour", "ooooooooooooAAxooooooooooooooooooooo")
    assert wall.returncode == 1 and "a wall stands between the red car and the exit" in wall.stdout


@pytest.mark.parametrize(("board", "words"), [
    ("AAoooo", "is 36 characters (6 rows of 6), got 6: 'AAoooo'"),
    ("ooooooooooooBBoooooooooooooooooooooo", "no red car"),
    ("AooooooooooooooooooooooooooooooooooA", "vehicle 'A' covers 2 cells not in one straight"),
    ("ooooooooooooAAoBBooooooooooooooooooo", "vehicle 'B' lies across row 3"),
    ("ooooooooooooAAooo?oooooooooooooooooo", "unknown cell '?' at row 3, column 6"),
    ("AAoooooooooooooooooooooooooooooooooo", "the red car A must lie across row 3"),
])
def test_bad_boards_are_one_line_exit_2(site: Path, board: str, words: str) -> None:
    result = fewest(site, "solve", "rush-hour", board)
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and words in lines[0] and repr(board) in lines[0], result.stderr


def test_batch_answers_match_plain_bfs(site: Path) -> None:
    boards = [SMALL, HARD51, STUCK, *CARDS]
    path = site / "lines.jsonl"
    path.write_text("".join(json.dumps({"board": b}) + "\n" for b in [*boards, "oops"]))
    result = fewest(site, "solve", "rush-hour", "--batch", str(path))
    rows = [json.loads(line) for line in result.stdout.splitlines()]
    assert result.returncode == 2  # the bad last line
    assert [r["status"] for r in rows] == ["solved", "solved", "unreachable", "solved", "solved",
                                          "invalid"]
    for board, row in zip(boards, rows, strict=False):
        assert row["length"] == plain_bfs(board)[0], board
        if row["length"] >= 0:
            assert replay(board, row["moves"]), board


def test_analyze_reproduces_foglemans_cluster_and_samples(site: Path) -> None:
    out = json.loads(fewest(site, "analyze", "rush-hour", HARD51, "--json").stdout)
    assert (out["distance"], out["states"]) == plain_bfs(HARD51) == (51, 4780)
    assert out["max_distance"] == 51 and out["hardest"] == HARD51
    assert sum(out["histogram"]) <= out["states"] and out["histogram"][51] >= 1
    assert out["published"]["moves"] == 51 and out["published"]["states"] == 4780
    text = fewest(site, "analyze", "rush-hour", HARD60)
    assert "published: 60 moves" in text.stdout and text.stdout.rstrip().endswith("agrees")
    sample = json.loads(fewest(site, "analyze", "rush-hour", "--sample", "6", "--seed", "4",
                               "--json").stdout)
    assert sample["solved"] == 6  # the sampler replays every answer itself
    longest = sample["longest"]
    assert plain_bfs(longest["board"])[0] == sample["max"] == len(longest["moves"])
    assert replay(longest["board"], longest["moves"])


@pytest.mark.slow
def test_foglemans_readme_example(site: Path) -> None:
    out = json.loads(fewest(site, "analyze", "rush-hour", board_text(README49), "--json").stdout)
    assert (out["distance"], out["states"]) == plain_bfs(README49) == (49, 24132)
    assert out["published"]["moves"] == 49 and out["published"]["states"] == 24132
    solved_ = json.loads(fewest(site, "solve", "rush-hour", board_text(README49),
                                "--json").stdout)
    assert solved_["length"] == 49 and replay(README49, solved_["moves"])


def test_views_are_written(site: Path) -> None:
    svg, gif, html = site / "r.svg", site / "r.gif", site / "r.html"
    result = fewest(site, "solve", "rush-hour", SMALL, "--svg", str(svg), "--gif", str(gif),
                    "--html", str(html))
    assert result.returncode == 0, result.stderr
    _, frames = svg_frames(svg.read_text())
    assert len(frames) == 3 and gif.stat().st_size > 0
    assert 'data-length="2"' in html.read_text()


def test_a_live_server_lists_solves_and_scrambles_it(site: Path) -> None:
    server = subprocess.Popen([str(FEWEST), "serve", "--port", "0", "--workers", "1"],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                              env=env(site), cwd=site)
    try:
        assert server.stdout is not None
        banner = server.stdout.readline()
        found = re.search(r"open (http://127\.0\.0\.1:\d+/)", banner)
        assert found, banner + (server.stderr.read() if server.stderr else "")
        base = found.group(1)
        names = [p["name"] for p in call(base + "api/puzzles")["puzzles"]]
        assert names[-1] == "rush-hour"
        body = call(base + "api/solve", {"puzzle": "rush-hour", "board": HARD51})
        assert body["length"] == 51 and replay(HARD51, body["moves"])
        scrambled = call(base + "api/scramble?puzzle=rush-hour&size=6x6&moves=6&seed=3")
        answer = call(base + "api/solve", {"puzzle": "rush-hour", "board": scrambled["board"]})
        assert answer["length"] == plain_bfs(scrambled["board"])[0] <= 6
        bad = call(base + "api/solve", {"puzzle": "rush-hour", "board": "AAoooo"}, status=400)
        assert "36 characters" in bad["message"]
    finally:
        server.terminate()
        server.wait(timeout=60)


def call(url: str, body: dict[str, Any] | None = None, status: int = 200) -> Any:
    """GET (or POST ``body`` as JSON) and return the JSON answer, checking its status."""
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(url, data=data, headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=120) as response:
            code, text = response.status, response.read()
    except urllib.error.HTTPError as exc:
        code, text = exc.code, exc.read()
    assert code == status, text
    return json.loads(text)


def test_library_doctests_and_every_engine_algorithm(site: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.syspath_prepend(str(site / "site"))
    plugin_module.reset()
    try:
        from fewest.puzzles import get_family

        family = get_family("rushhour")
        for name in ("", ".model", ".puzzle", ".view", ".cluster", ".scramble", ".analyze",
                     ".family"):
            module = importlib.import_module("fewest_rush_hour" + name)
            assert module.__file__ is not None and str(site) in module.__file__
            failed, tried = doctest.testmod(module)
            assert (failed, tried > 0) == (0, True), name
        optimal = {a: family.parse(CARDS[0]).solve(a).length
                   for a in ("bfs", "astar", "idastar", "dijkstra")}
        assert set(optimal.values()) == {plain_bfs(CARDS[0])[0]}, optimal
        for method in family.all_methods():
            sol = family.parse(SMALL).solve(method.name)
            assert replay(SMALL, sol.moves) and sol.length >= 2 and sol.optimal == method.optimal
        with pytest.raises(InvalidPuzzleError, match="no single goal"):
            family.parse(SMALL).solve("bidirectional")
    finally:
        plugin_module.reset()
        for name in [m for m in sys.modules if m.startswith("fewest_rush_hour")]:
            del sys.modules[name]
