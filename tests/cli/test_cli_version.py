"""``fewest --version`` prints the package's version."""

from typer.testing import CliRunner

import fewest
from fewest.cli.app import app


def test_version() -> None:
    result = CliRunner().invoke(app, ["--version"])
    assert result.exit_code == 0
    assert result.stdout.strip() == f"fewest {fewest.__version__}"
