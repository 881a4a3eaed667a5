"""Third-party families through the ``fewest.puzzles`` entry-point group, really installed.

Each test puts the example plugin (``tests/puzzles/plugin_example``) and a
``*.dist-info`` folder holding its ``entry_points.txt`` in a temporary
folder, which is all ``importlib.metadata`` needs, then runs the real
``fewest`` command with that folder on ``PYTHONPATH`` (or, for the library
checks, puts it on ``sys.path``).
"""

from __future__ import annotations

import json
import logging
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from fewest.errors import InvalidPuzzleError
from fewest.puzzles import families, get_family, resolve_name
from fewest.puzzles import plugins as plugin_module
from fewest.puzzles.options import InputOptions

EXAMPLE = Path(__file__).parent / "plugin_example" / "fewest_doubling"
FEWEST = Path(sys.executable).with_name("fewest")
GOOD = {"doubling": "fewest_doubling"}
BROKEN = {**GOOD, "broken": "fewest_no_such_module:FAMILY"}


def install(root: Path, entries: dict[str, str]) -> Path:
    """The example package plus a dist-info declaring ``entries`` in ``root``."""
    shutil.copytree(EXAMPLE, root / "fewest_doubling",
                    ignore=shutil.ignore_patterns("__pycache__"))
    info = root / "fewest_doubling-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: fewest-doubling\nVersion: 0.1\n")
    lines = "".join(f"{name} = {target}\n" for name, target in entries.items())
    (info / "entry_points.txt").write_text(f"[fewest.puzzles]\n{lines}")
    return root


def run(root: Path, *args: str, program: list[str] | None = None) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(root), "FEWEST_CACHE_DIR": str(root / "cache")}
    result = subprocess.run([*(program or [str(FEWEST)]), *args], capture_output=True,
                            text=True, env=env, timeout=120, check=False)
    assert "Traceback" not in result.stderr, result.stderr
    return result


@pytest.fixture
def on_path(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    """``on_path(entries)`` installs a plugin set on ``sys.path`` for this test only."""

    def put(entries: dict[str, str]) -> Path:
        root = install(tmp_path / "site", entries)
        monkeypatch.syspath_prepend(str(root))
        plugin_module.reset()
        return root

    yield put
    plugin_module.reset()
    sys.modules.pop("fewest_doubling", None)


def test_cli_lists_and_solves_an_installed_plugin(tmp_path: Path) -> None:
    root = install(tmp_path, GOOD)
    listed = run(root, "list", "--json")
    assert listed.returncode == 0 and listed.stderr == ""
    names = [p["name"] for p in json.loads(listed.stdout)["puzzles"]]
    assert names[-1] == "doubling" and "sliding" in names
    number = run(root, "solve", "doubling", "3 10", "-f", "number")
    assert (number.returncode, number.stdout.strip()) == (0, "3")
    out = json.loads(run(root, "solve", "double-walk", "3 10", "--json").stdout)
    assert out["puzzle"] == "doubling" and out["moves"] == ["+1", "+1", "x2"]
    unreachable = run(root, "solve", "doubling", "9 4", "-f", "number")
    assert (unreachable.returncode, unreachable.stdout.strip()) == (1, "-1")
    bad = run(root, "solve", "doubling", "three ten")
    assert bad.returncode == 2 and len(bad.stderr.strip().splitlines()) == 1
    assert "'three ten'" in bad.stderr


def test_batch_lines_reach_the_plugin(tmp_path: Path) -> None:
    root = install(tmp_path, GOOD)
    lines = tmp_path / "lines.jsonl"
    lines.write_text('{"board": "1 8"}\n{"board": "5 5"}\n')
    result = run(root, "solve", "doubling", "--batch", str(lines), "-f", "number")
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["3", "0"]


def test_serve_lists_and_solves_the_plugin(tmp_path: Path) -> None:
    root = install(tmp_path, GOOD)
    script = tmp_path / "probe.py"  # the pool spawns its workers: a real main module
    script.write_text(
        "import json, warnings\n"
        "from starlette.testclient import TestClient\n"
        "from fewest.serve import Settings, create_app\n"
        "if __name__ == '__main__':\n"
        "    warnings.simplefilter('ignore')\n"
        "    app = create_app(Settings(workers=1))\n"
        "    with TestClient(app, base_url='http://127.0.0.1') as c:\n"
        "        names = [p['name'] for p in c.get('/api/puzzles').json()['puzzles']]\n"
        "        body = c.post('/api/solve', json={'puzzle': 'doubling', 'board': '3 10'}).json()\n"
        "        print(json.dumps({'names': names, 'length': body['length']}))\n"
    )
    result = run(root, str(script), program=[sys.executable])
    assert result.returncode == 0, result.stderr
    out = json.loads(result.stdout.strip().splitlines()[-1])
    assert "doubling" in out["names"] and out["length"] == 3


def test_a_broken_plugin_is_one_line_and_the_rest_keep_working(tmp_path: Path) -> None:
    root = install(tmp_path, BROKEN)
    listed = run(root, "list")
    assert listed.returncode == 0
    assert "sliding" in listed.stdout and "doubling" in listed.stdout
    lines = listed.stderr.strip().splitlines()
    assert len(lines) == 1 and "plugin 'broken'" in lines[0]
    assert "ModuleNotFoundError" in lines[0] and "fewest_no_such_module" in lines[0]
    named = run(root, "solve", "broken", "1 2")
    assert named.returncode == 2 and len(named.stderr.strip().splitlines()) == 1
    assert "plugin 'broken'" in named.stderr
    builtin = run(root, "solve", "sliding", "1 2 / 0 3", "-f", "number")
    assert (builtin.returncode, builtin.stdout.strip(), builtin.stderr) == (0, "1", "")
    unknown = run(root, "solve", "nope", "1")
    assert unknown.returncode == 2 and "`fewest list` names all" in unknown.stderr


def test_resolving_a_builtin_name_loads_no_plugin(tmp_path: Path) -> None:
    root = install(tmp_path, BROKEN)
    probe = ("import sys; from fewest.puzzles import get_family, resolve_name; "
             "get_family('8-puzzle'); resolve_name('loopover'); "
             "print(sorted(m for m in sys.modules if 'plugin' in m or 'doubling' in m))")
    result = run(root, "-c", probe, program=[sys.executable])
    assert (result.returncode, result.stdout.strip(), result.stderr) == (0, "[]", "")


def test_library_finds_the_plugin_by_entry_name_family_name_and_alias(on_path: Any) -> None:
    on_path({"walk": "fewest_doubling:FAMILY"})
    assert resolve_name("walk") == resolve_name("Double_Walk") == "doubling"
    family = get_family("doubling")
    assert family is families()[-1]
    sol = family.parse("3 10", InputOptions()).solve()
    assert sol.length == 3 and sol.optimal


def test_a_family_class_is_instantiated(on_path: Any) -> None:
    on_path({"doubling": "fewest_doubling:WalkFamily"})
    assert get_family("doubling").parse("2 4", InputOptions()).solve().moves == ["x2"]


@pytest.mark.parametrize(("target", "words"), [
    ("fewest_doubling:Walk", "is not a fewest.puzzles.base.Family"),
    ("fewest.puzzles.sliding:FAMILY", "claims the name 'sliding', which is already taken"),
    ("fewest_doubling:NOPE", "AttributeError"),
])
def test_plugins_that_are_not_families_are_refused_in_one_line(
        on_path: Any, caplog: pytest.LogCaptureFixture, target: str, words: str) -> None:
    on_path({"odd": target})
    with caplog.at_level(logging.WARNING, logger="fewest.plugins"):
        names = [f.name for f in families()]
    assert names.count("sliding") == 1 and "odd" not in names
    (record,) = caplog.records
    assert record.getMessage().startswith("plugin 'odd'") and words in record.getMessage()
    assert "\n" not in record.getMessage()
    with pytest.raises(InvalidPuzzleError, match="plugin 'odd'"):
        get_family("odd")
