"""The ``pdb`` command group through Typer's test runner."""

from __future__ import annotations

import typer
from typer.testing import CliRunner

from fewest.cli.pdb import register


def _app() -> typer.Typer:
    app = typer.Typer()

    @app.callback()
    def main() -> None:
        """Test shell."""

    register(app)
    return app


def test_build_small_and_list() -> None:
    runner = CliRunner()
    app = _app()
    result = runner.invoke(app, ["pdb", "build", "8", "--partition", "4-4", "--no-progress"])
    assert result.exit_code == 0, result.output
    assert "3x3 blank-last partition 4-4: 2 databases" in result.stdout
    # the alias of one release says, in one line, what replaces it
    assert result.stderr.splitlines() == [
        "note: `fewest pdb build` is now `fewest tables build sliding 3x3 --partition 4-4` (it "
        "also builds the duplicate-pruning table); this alias goes in the next release"]
    result = runner.invoke(app, ["pdb", "build", "3x3", "--goal", "blank-first"])
    assert result.exit_code == 0, result.output
    result = runner.invoke(app, ["pdb", "list", "8"])
    assert result.exit_code == 0
    assert "4-4        blank-last   cached" in result.output
    assert "4-4z       blank-last" in result.output
    result = runner.invoke(app, ["pdb", "list", "2x3"])
    assert result.exit_code == 0 and "no named partitions" in result.output


def test_bad_input_exits_2_with_one_line() -> None:
    runner = CliRunner()
    app = _app()
    for args, needle in [
        (["pdb", "build", "16"], "'16'"),
        (["pdb", "build", "15", "--partition", "9-6"], "'9-6'"),
        (["pdb", "build", "15", "--goal", "middle"], "'middle'"),
        (["pdb", "build", "3x5"], "no default"),
        (["pdb", "list", "1x9"], "'1x9'"),
    ]:
        result = runner.invoke(app, args)
        assert result.exit_code == 2, (args, result.output)
        assert "Traceback" not in result.output
        lines = [line for line in result.output.splitlines() if line.strip()]
        assert len(lines) == 1 and needle in lines[0], result.output


def test_one_build_serves_both_goals_through_the_cli(tmp_path, monkeypatch) -> None:
    import json

    from fast_oracle import engine_length

    from fewest.cli.app import app as main_app
    from fewest.puzzles.sliding.fast import pdb as pdb_module
    from fewest.puzzles.sliding.model import apply_moves

    monkeypatch.setenv("FEWEST_CACHE_DIR", str(tmp_path))
    pdb_module.forget()  # an empty cache in memory too
    runner = CliRunner()
    result = runner.invoke(_app(), ["pdb", "list", "8"])
    assert "4-4        blank-first  not built" in result.output
    result = runner.invoke(_app(), ["pdb", "build", "8", "--no-progress"])
    assert result.exit_code == 0 and "serve the blank-first and blank-last" in result.output
    result = runner.invoke(_app(), ["pdb", "list", "8"])
    assert "4-4        blank-first  cached" in result.output
    assert "4-4        blank-last   cached" in result.output
    board = "1 4 2 / 3 0 8 / 6 5 7"
    result = runner.invoke(main_app, ["solve", "sliding", board, "--goal", "blank-first",
                                      "--algorithm", "pdb", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["optimal"] is True and data["algorithm"].startswith("pdb ")
    tiles = tuple(int(x) for x in board.replace("/", " ").split())
    assert data["length"] == engine_length(tiles, 3, 3, tuple(range(9))) == 6
    assert apply_moves(tiles, [m["blank"] for m in data["moves"]], 3, 3) == tuple(range(9))
    databases = list(tmp_path.glob("sliding-pdb-*.npc"))
    assert databases and all("-b8-" in p.name for p in databases)


def test_build_a_max_of_two_partitions() -> None:
    runner = CliRunner()
    result = runner.invoke(_app(), ["pdb", "build", "15", "--partition", "6-6-3+5-5-5",
                                    "--no-progress"])
    assert result.exit_code == 0, result.output
    assert "4x4 blank-last partition 6-6-3+5-5-5: 6 databases" in result.output
    result = runner.invoke(_app(), ["pdb", "build", "15", "--partition", "6-6-3+4-4"])
    assert result.exit_code == 2 and "'4-4'" in result.output


def test_solve_with_jobs_through_the_cli() -> None:
    import json

    from fewest.cli.app import app as main_app
    from fewest.puzzles.sliding.model import apply_moves

    board = "14 1 9 6 4 8 12 5 7 2 3 0 10 11 13 15"  # Korf #12, 45 moves
    runner = CliRunner()
    out = {}
    for jobs in ("1", "2"):
        result = runner.invoke(main_app, ["solve", "sliding", "--goal", "blank-first", "--jobs",
                                          jobs, "--json", "--", board])
        assert result.exit_code == 0, result.output
        out[jobs] = json.loads(result.stdout)
    assert out["1"]["length"] == out["2"]["length"] == 45
    assert out["2"]["optimal"] is True and out["2"]["algorithm"].startswith("pdb ")
    its = [[(i["bound"], i["generated"]) for i in out[j]["stats"]["iterations"]] for j in "12"]
    assert its[0][:-1] == its[1][:-1] and its[0][-1][0] == its[1][-1][0] == 45
    tiles = tuple(int(x) for x in board.split())
    assert apply_moves(tiles, [m["blank"] for m in out["2"]["moves"]], 4, 4) == tuple(range(16))
