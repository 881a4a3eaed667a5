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
    assert "3x3 blank-last partition 4-4: 2 databases" in result.output
    result = runner.invoke(app, ["pdb", "build", "3x3", "--goal", "blank-first"])
    assert result.exit_code == 0, result.output
    result = runner.invoke(app, ["pdb", "list", "8"])
    assert result.exit_code == 0
    assert "4-4        blank-last   cached" in result.output
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
