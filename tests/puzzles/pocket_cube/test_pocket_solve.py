"""Pocket-cube solves and analysis against published counts and a plain BFS."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest
from tests.contract.test_contract import run as cli

from fewest import tablecache
from fewest.problem import replay
from fewest.puzzles import get_family, parse
from fewest.puzzles.options import make_options
from fewest.puzzles.pocket_cube.geometry import TURNS, permute
from fewest.puzzles.pocket_cube.model import SOLVED, Cube, solve_moves
from fewest.search.bfs import bfs

# Published distance counts (e.g. Jaap's Puzzle Page, Wikipedia "Pocket Cube"):
HTM = [1, 9, 54, 321, 1847, 9992, 50136, 227536, 870072, 1887748, 623800, 2644]
QTM = [1, 6, 27, 120, 534, 2256, 8969, 33058, 114149, 360508, 930588, 1350852, 782536,
       90280, 276]
FAMILY = get_family("pocket-cube")


def layers(metric: str, depth: int) -> list[int]:
    """Positions at each distance up to ``depth`` by a plain BFS over sticker strings."""
    perms = [TURNS[m] for m in solve_moves(metric)]
    seen = {SOLVED}
    layer = [SOLVED]
    counts = [1]
    for _ in range(depth):
        nxt = []
        for s in layer:
            for p in perms:
                t = permute(s, p)
                if t not in seen:
                    seen.add(t)
                    nxt.append(t)
        layer = nxt
        counts.append(len(nxt))
    return counts


@pytest.mark.parametrize(("metric", "published"), [("htm", HTM), ("qtm", QTM)])
def test_analyze_matches_published_counts_and_a_plain_bfs(metric: str,
                                                          published: list[int]) -> None:
    data = FAMILY.analyze("", make_options(metric=metric)).data
    assert data["histogram"] == published
    assert data["reachable"] == sum(published) == 3674160
    assert data["max_distance"] == len(published) - 1
    assert data["histogram"][:6] == layers(metric, 5)
    for board in data["examples_at_max"]:
        assert parse("pocket-cube", board, metric=metric).solve().length == len(published) - 1


def test_solves_match_engine_bfs_and_replay() -> None:
    rng = random.Random(22)
    for metric in ("htm", "qtm"):
        for _ in range(25):
            board = FAMILY.scramble("2x2x2", rng.randint(1, 5), rng)
            inst = parse("pocket-cube", board, metric=metric)
            sol = inst.solve()
            puzzle = inst.puzzle()
            states, cost = replay(puzzle, puzzle.start, sol.moves)
            assert states == sol.states and states[-1] == SOLVED and cost == sol.length
            assert sol.optimal and sol.length == bfs(puzzle).length, board


def test_a_uniform_position_solves_within_gods_number() -> None:
    rng = random.Random(5)
    for _ in range(10):
        inst = parse("pocket-cube", FAMILY.scramble("2x2x2", None, rng))
        sol = inst.solve()
        assert sol.length <= 11
        assert replay(inst.puzzle(), inst.puzzle().start, sol.moves)[0][-1] == SOLVED


def test_qtm_is_never_shorter_than_htm() -> None:
    rng = random.Random(8)
    for _ in range(20):
        board = FAMILY.scramble("2x2x2", 8, rng)
        htm = parse("pocket-cube", board).solve().length
        qtm = parse("pocket-cube", board, metric="qtm").solve().length
        assert htm <= qtm <= 2 * htm


def test_cli_text_json_number_and_qtm() -> None:
    text = cli("solve", "pocket-cube", "R U2 F'")
    assert text.exit_code == 0 and "Moves: F, U2, R'" in text.stdout
    out = json.loads(cli("solve", "rubiks-2x2", "R U2 F'", "--json").stdout)
    assert out["status"] == "solved" and out["length"] == 3 and out["optimal"] is True
    assert out["moves"] == ["F", "U2", "R'"] and out["metric"] == "htm"
    assert cli("solve", "2x2x2", "R U2 F'", "-f", "number").stdout.strip() == "3"
    qtm = json.loads(cli("solve", "pocket-cube", "R U2 F'", "--metric", "qtm", "--json").stdout)
    assert qtm["length"] == 4 and all(m[-1] != "2" for m in qtm["moves"])
    assert Cube.from_text(" ".join(["R", "U2", "F'", *qtm["moves"]])).is_solved()


@pytest.mark.parametrize(("board", "needle"), [
    ("R X", "unknown move 'X'"), ("UUUU RRRR FFFF DDDD LLLL BBBU", "appears 5 times")])
def test_cli_bad_input_is_one_line_exit_2(board: str, needle: str) -> None:
    result = cli("solve", "pocket-cube", board)
    assert result.exit_code == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and needle in lines[0]


def test_cli_unreachable_and_bad_metric() -> None:
    result = cli("solve", "pocket-cube", "UUUF URRR FRFF DDDD LLLL BBBB", "-f", "number")
    assert result.exit_code == 1 and result.stdout.strip() == "-1"
    bad = cli("solve", "pocket-cube", "R", "--metric", "stm")
    assert bad.exit_code == 2 and "htm or qtm" in bad.stderr


def test_cli_analyze_json_both_metrics() -> None:
    for metric, published in (("htm", HTM), ("qtm", QTM)):
        result = cli("analyze", "pocket-cube", "--metric", metric, "--json")
        assert result.exit_code == 0, result.output
        data = json.loads(result.stdout)
        assert (data["reachable"], data["histogram"], data["max_distance"]) == (
            3674160, published, len(published) - 1)
    assert json.loads(cli("analyze", "2x2x2", "2x2x2", "--json").stdout)["max_distance"] == 11
    assert cli("analyze", "pocket-cube", "3x3x3").exit_code == 2


def test_first_use_with_an_empty_cache_folder(tmp_path: Path) -> None:
    env = {**os.environ, "FEWEST_CACHE_DIR": str(tmp_path)}
    exe = str(Path(sys.executable).with_name("fewest"))
    run = subprocess.run([exe, "solve", "pocket-cube", "R U2 F' D", "-f", "number"],
                         capture_output=True, text=True, env=env, timeout=120)
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == str(parse("pocket-cube", "R U2 F' D").solve().length)
    assert "building the pocket-cube HTM distance table" in run.stderr
    assert (tmp_path / "pocket-cube-htm.npc").exists()
    again = subprocess.run([exe, "solve", "pocket-cube", "R U2 F' D", "-f", "number"],
                           capture_output=True, text=True, env=env, timeout=60)
    assert again.stdout == run.stdout and "building" not in again.stderr


def test_table_need_and_progress(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FEWEST_CACHE_DIR", str(tmp_path))
    tablecache.forget("pocket-cube-")
    inst = parse("pocket-cube", "R U", metric="qtm")
    need = inst.table_need("auto")
    assert need is not None and need.bytes == 3674160 and "QTM" in need.what
    assert inst.notes() and "first use only" in inst.notes()[0]
    calls: list[tuple[str, float, float | None]] = []
    inst.progress = lambda d, done, total: calls.append((d, done, total))
    assert inst.solve().length == 2
    assert calls and calls[-1][1] == calls[-1][2] == 3674160
    assert inst.table_need("auto") is None
    tablecache.forget("pocket-cube-")


def test_limits_are_honoured() -> None:
    from fewest.errors import SearchLimitError
    from fewest.problem import Limits

    inst = parse("pocket-cube", "R U F' R2 U' F")
    with pytest.raises(SearchLimitError) as info:
        inst.solve(limits=Limits(max_expansions=3))
    assert info.value.reason == "max_expansions"
    assert inst.solve(limits=Limits(max_expansions=6, max_seconds=30)).length == 6
    with pytest.raises(SearchLimitError) as info:
        inst.solve(limits=Limits(max_states=2))
    assert info.value.reason == "max_states"


def test_resolving_and_a_cached_solve_import_neither_numba_nor_numpy() -> None:
    parse("pocket-cube", "R").solve()  # the HTM table is cached now
    probe = ("import sys; from fewest.puzzles import parse; "
             "inst = parse('pocket-cube', \"R U2 F'\"); print(inst.solve().length, "
             "'numpy' in sys.modules, 'numba' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                         check=True, timeout=60).stdout.split()
    assert out == ["3", "False", "False"]
