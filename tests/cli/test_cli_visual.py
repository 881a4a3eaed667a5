"""Pictures through the command line: every family in every format, and the teaching page."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest
from PIL import Image
from tests.render.helpers import (
    SAMPLES,
    html_pictures,
    labels,
    layers,
    solved,
    svg_frames,
    svg_picture,
)
from typer.testing import CliRunner

from fewest.cli.app import app
from fewest.puzzles import families, parse

runner = CliRunner()
NAMES = [f.name for f in families() if not f.computed]  # a computed answer has no moves to draw
SEED_001 = "1 2 3 / 0 4 6 / 7 5 8"


def _solve(name: str, *extra: str) -> object:
    board, args, _ = SAMPLES[name]
    return runner.invoke(app, ["solve", name, board, *args, *extra])


@pytest.mark.parametrize("name", NAMES)
def test_every_family_in_every_format(name: str, tmp_path: Path) -> None:
    svg, gif, html = tmp_path / "s.svg", tmp_path / "s.gif", tmp_path / "s.html"
    res = _solve(name, "--svg", str(svg), "--gif", str(gif), "--html", str(html), "--json")
    assert res.exit_code == 0, res.output
    answer = json.loads(res.stdout.strip().splitlines()[0])
    length = answer["length"]
    assert length == SAMPLES[name][2]
    inst, sol = solved(name)
    goal = labels(inst.view().state_grid(sol.states[-1]))
    root, frames = svg_frames(svg.read_text())
    assert len(frames) == length + 1
    assert svg_picture(root, frames[-1]) == goal
    with Image.open(gif) as im:
        assert im.n_frames in (length + 1, length + 2)
    page = html.read_text()
    assert "http://" not in page and "https://" not in page
    assert f'data-length="{length}"' in page and 'data-optimal="true"' in page
    assert html_pictures(page)[-1] == goal
    assert sorted(p.name for p in tmp_path.iterdir()) == ["s.gif", "s.html", "s.svg"]


@pytest.mark.parametrize("name", NAMES)
def test_play_prints_each_frame_once_when_not_a_terminal(name: str) -> None:
    res = _solve(name, "--play", "--speed", "50")
    assert res.exit_code == 0, res.output
    length = SAMPLES[name][2]
    shown = re.findall(r"^move (\d+) / (\d+): ", res.stdout, re.M)
    assert shown == [(str(i), str(length)) for i in range(length + 1)]


def test_play_keeps_json_clean() -> None:
    res = _solve("sliding", "--play", "--json")
    assert res.exit_code == 0, res.output
    assert json.loads(res.stdout)["length"] == 3


@pytest.mark.parametrize(("extra", "needle"), [
    (["--speed", "0"], "--speed"),
    (["--svg", "/no/such/folder/x.svg"], "does not exist"),
])
def test_bad_picture_options_are_one_line(extra: list[str], needle: str) -> None:
    res = _solve("sliding", *extra)
    assert res.exit_code == 2
    assert needle in res.output and "Traceback" not in res.output


def test_batch_refuses_pictures(tmp_path: Path) -> None:
    lines = tmp_path / "in.jsonl"
    lines.write_text(json.dumps({"board": SEED_001}) + "\n")
    res = runner.invoke(app, ["solve", "sliding", "--batch", str(lines), "--svg",
                              str(tmp_path / "x.svg")])
    assert res.exit_code == 2 and "--batch" in res.output
    assert not (tmp_path / "x.svg").exists()


def test_unreachable_draws_nothing(tmp_path: Path) -> None:
    out = tmp_path / "x.svg"
    res = runner.invoke(app, ["solve", "sliding", "3 6 0 / 8 1 2 / 7 4 5", "--svg", str(out)])
    assert res.exit_code == 1
    assert "nothing to draw" in res.output
    assert not out.exists()


def _sections(page: str) -> dict[str, dict[str, str]]:
    out = {}
    for m in re.finditer(r'<section class="fc-algo" ([^>]*)>', page):
        attrs = dict(re.findall(r"([\w-]+)=['\"]([^'\"]*)['\"]", m.group(1)))
        out[attrs["data-algorithm"]] = attrs
    return out


def _unrun(runs: list[list[int]]) -> list[int]:
    return [v for v, n in runs for _ in range(n)]


def test_compare_html_counts_match_the_search(tmp_path: Path) -> None:
    out = tmp_path / "c.html"
    res = runner.invoke(app, ["compare", "sliding", "5 4 3 / 2 1 0", "--algorithms",
                              "bfs,dfs,astar", "--html", str(out), "--json"])
    assert res.exit_code == 0, res.output
    rows = {r["algorithm"]: r for r in json.loads(res.stdout)["algorithms"]}
    page = out.read_text()
    assert "http://" not in page and "https://" not in page
    sec = _sections(page)
    for name, row in rows.items():
        counts = _unrun(json.loads(sec[name]["data-depth-runs"]))
        assert int(sec[name]["data-length"]) == row["length"]
        assert sum(counts) == row["stats"]["expanded"] == int(sec[name]["data-expanded"])
    inst = parse("sliding", "5 4 3 / 2 1 0")
    bfs = _unrun(json.loads(sec["bfs"]["data-depth-runs"]))
    assert bfs[:-1] == layers(inst.puzzle(), len(bfs) - 2)
    assert int(sec["dfs"]["data-length"]) > int(sec["bfs"]["data-length"]) == 14


def test_compare_html_on_seed_001(tmp_path: Path) -> None:
    """The issue's lesson: BFS 3 moves, DFS a long path; depth counts as the search reports."""
    out = tmp_path / "c.html"
    res = runner.invoke(app, ["compare", "sliding", SEED_001, "--algorithms", "bfs,dfs",
                              "--html", str(out), "--trace-limit", "500", "--json",
                              "--max-seconds", "300"])
    assert res.exit_code == 0, res.output
    rows = {r["algorithm"]: r for r in json.loads(res.stdout)["algorithms"]}
    sec = _sections(out.read_text())
    assert sec["bfs"]["data-length"] == "3"
    assert int(sec["dfs"]["data-length"]) == rows["dfs"]["length"] > 100
    bfs = _unrun(json.loads(sec["bfs"]["data-depth-runs"]))
    assert bfs[:2] == layers(parse("sliding", SEED_001).puzzle(), 1)
    for name in ("bfs", "dfs"):
        counts = _unrun(json.loads(sec[name]["data-depth-runs"]))
        assert sum(counts) == rows[name]["stats"]["expanded"]
    assert "3 moves, optimal" in out.read_text()


@pytest.mark.parametrize("name", [f.name for f in families()
                                  if "bfs" not in f.engine_unsupported])  # unit-cost moves
def test_compare_html_every_family(name: str, tmp_path: Path) -> None:
    board, args, length = SAMPLES[name]
    out = tmp_path / "c.html"
    res = runner.invoke(app, ["compare", name, board, *args, "--algorithms", "bfs,astar",
                              "--html", str(out)])
    assert res.exit_code == 0, res.output
    sec = _sections(out.read_text())
    assert sec["bfs"]["data-length"] == sec["astar"]["data-length"] == str(length)


def test_compare_plot(tmp_path: Path) -> None:
    out = tmp_path / "c.png"
    res = runner.invoke(app, ["compare", "sliding", SEED_001, "--algorithms", "bfs,astar",
                              "--plot", str(out)])
    assert res.exit_code == 0, res.output
    with Image.open(out) as im:
        assert im.format == "PNG" and im.size[0] > 400


def test_compare_plot_without_matplotlib(monkeypatch: pytest.MonkeyPatch,
                                         tmp_path: Path) -> None:
    monkeypatch.setitem(sys.modules, "matplotlib", None)
    res = runner.invoke(app, ["compare", "sliding", SEED_001, "--plot", str(tmp_path / "c.png")])
    assert res.exit_code == 2
    assert "pip install 'fewest[plot]'" in res.output
    assert len(res.output.strip().splitlines()) == 1


def test_a_board_too_big_to_draw_is_refused_before_solving(tmp_path: Path) -> None:
    board = json.dumps([[-1] * 101 for _ in range(101)])
    res = runner.invoke(app, ["solve", "snakes-ladders", board, "--gif", str(tmp_path / "x.gif")])
    assert res.exit_code == 2
    assert "too many to draw" in res.output and "Answer" not in res.output
    assert not (tmp_path / "x.gif").exists()
