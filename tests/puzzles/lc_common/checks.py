"""Checks the LeetCode function-problem families share (each family's tests pass
their own samples, bad inputs and independent oracle)."""

from __future__ import annotations

import itertools
import json
import os
import random
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from tests.judges.corpus import first_failure
from typer.testing import CliRunner

from fewest.cli.app import app
from fewest.errors import NoSolutionError
from fewest.problem import replay
from fewest.puzzles import get_family

runner = CliRunner()
ROOT = Path(__file__).resolve().parents[3]


def cli(name: str, case: Any, *flags: str) -> Any:
    """``fewest solve NAME - FLAGS`` with the case's JSON on stdin."""
    text = case if isinstance(case, str) else json.dumps(case)
    result = runner.invoke(app, ["solve", name, "-", *flags], input=text)
    assert "Traceback" not in result.output, result.output
    return result


def judge_answer(name: str, case: Any) -> tuple[str, Any, Any]:
    """The ``-f judge`` text of ``case`` through the library, its instance and solution."""
    inst = get_family(name).parse(case)
    try:
        sol = inst.solve()
    except NoSolutionError:
        return inst.judge_output(None, "judge"), inst, None
    return inst.judge_output(sol, "judge"), inst, sol


def check_samples(name: str, samples: Iterable[tuple[Any, str]]) -> None:
    """The official samples through the CLI, exact output."""
    for case, want in samples:
        result = cli(name, case, "-f", "judge")
        assert result.exit_code in (0, 1), result.output
        assert result.stdout == want + "\n", (case, result.stdout)


def check_oracle(name: str, cases: Iterable[Any], oracle: Callable[[Any], Any]) -> int:
    """The family's answer equals the oracle's on every case, and every solution
    replays move by move on the engine puzzle to a goal."""
    count = 0
    for case in cases:
        text, inst, sol = judge_answer(name, case)
        assert json.loads(text) == oracle(case), case
        if sol is not None:
            puzzle = inst.puzzle()
            states, _cost = replay(puzzle, puzzle.start, sol.moves)
            assert states == list(sol.states), case
            assert puzzle.is_goal(states[-1]), case
        count += 1
    return count


def check_bad(name: str, bad: Iterable[Any], words: str = "") -> None:
    """Every bad input: exit 2, one line on stderr naming the problem."""
    for case in bad:
        result = cli(name, case, "-f", "judge")
        assert result.exit_code == 2, (case, result.output)
        lines = result.stderr.strip().splitlines()
        assert len(lines) == 1, (case, result.stderr)
        assert name in lines[0] and words in lines[0], (case, lines[0])


def corpus(folder: Path) -> tuple[list[Path], list[Path]]:
    """The corpus programs: ``ok_*`` (correct) and ``bug_*`` (each one typical mistake)."""
    files = sorted(p for p in (folder / "corpus").iterdir() if p.suffix in (".py", ".cpp"))
    return ([p for p in files if p.name.startswith("ok_")],
            [p for p in files if p.name.startswith("bug_")])


def check_corpus(name: str, folder: Path, cases: int, every_ok: bool = True) -> None:
    """Every bug fails within ``cases``; the correct programs pass them all (only the
    first one unless ``every_ok``, to keep the default lane short)."""
    ok, bugs = corpus(folder)
    assert ok and len(bugs) >= 3
    # first_failure writes its caller to tempfile.gettempdir(): a private folder, so
    # that test processes running at once never read each other's half-written copy
    saved = tempfile.tempdir
    tempfile.tempdir = tempfile.mkdtemp()
    try:
        for path in bugs:
            assert first_failure(name, path, cases=cases) is not None, path.name
        for path in ok if every_ok else ok[:1]:  # the default lane: one, on a few cases
            assert first_failure(name, path, cases=cases if every_ok else 8) is None, path.name
    finally:
        tempfile.tempdir = saved


def check_stream(name: str, count: int = 60) -> None:
    """The case stream parses, and every shrink step is valid and strictly smaller."""
    spec = get_family(name).judge
    assert spec is not None
    rng = random.Random(5)
    for _, case in zip(range(count), spec.stream(rng), strict=False):
        get_family(name).parse(case)
        assert spec.read_input(spec.write_input(case)) == [case]
        for smaller in itertools.islice(spec.shrinks(case), 30):
            get_family(name).parse(smaller)
            assert spec.size(smaller) < spec.size(case), (case, smaller)


def check_fresh_cache(name: str, case: Any, want: str, tmp: Path) -> None:
    """The first solve in a fresh process with an empty cache folder."""
    env = {**os.environ, "FEWEST_CACHE_DIR": str(tmp),
           "PYTHONPATH": str(ROOT / "src") + os.pathsep + os.environ.get("PYTHONPATH", "")}
    proc = subprocess.run(
        [sys.executable, "-c", "from fewest.cli.app import main; main()", "solve", name, "-",
         "-f", "judge"], input=json.dumps(case), capture_output=True, text=True, env=env,
        timeout=120)
    assert proc.returncode in (0, 1), proc.stderr
    assert proc.stdout.strip() == want
