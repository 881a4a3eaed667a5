"""Running ``fewest check`` on the fixture solutions, through the CLI."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import psutil
from typer.testing import CliRunner

from fewest.cli.app import app

SOLUTIONS = Path(__file__).resolve().parent / "solutions"
PYTHON = sys.executable


def script(name: str, *args: str) -> str:
    """The ``--run`` command of a fixture solution."""
    return " ".join([PYTHON, str(SOLUTIONS / name), *args])


def target(name: str, function: str) -> str:
    """The ``--function`` target of a fixture solution."""
    return f"{SOLUTIONS / name}:{function}"


def cli(*args: str) -> tuple[int, str, str]:
    """``fewest ARGS`` in this process: exit code, stdout, stderr."""
    result = CliRunner().invoke(app, list(args))
    return result.exit_code, result.stdout, result.stderr


def check_json(puzzle: str, *args: str) -> tuple[int, dict[str, Any]]:
    """``fewest check PUZZLE ARGS --json``: exit code and the JSON object."""
    code, out, err = cli("check", puzzle, *args, "--json", "--no-progress")
    assert out.strip(), err
    return code, json.loads(out)


def survivors(marker: str) -> list[psutil.Process]:
    """Processes whose command line carries ``marker``."""
    found = []
    for proc in psutil.process_iter(["cmdline"]):
        try:
            if any(marker in part for part in proc.info["cmdline"] or []):
                found.append(proc)
        except (psutil.NoSuchProcess, psutil.AccessDenied):
            continue
    return found
