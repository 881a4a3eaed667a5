"""Usage errors: one line on stderr, exit 2, nothing run."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.check.helpers import cli, script, target

SOL = script("sliding_ok.py")


@pytest.mark.parametrize(("args", "words"), [
    (["sliding"], "give exactly one of --run"),
    (["sliding", "--run", SOL, "--function", target("sliding_ok.py", "solution")],
     "give exactly one of --run"),
    (["chess", "--run", SOL], "unknown puzzle 'chess'"),
    (["sliding", "--function", "sol.py"], "--function must look like FILE.py:NAME"),
    (["sliding", "--function", "nowhere.py:solution"], "no such file 'nowhere.py'"),
    (["sliding", "--function", target("sliding_ok.py", "nope")], "has no 'nope'"),
    (["sliding", "--function", target("snakes_ok.py", "Solution.climb")],
     "Solution has no 'climb'"),
    (["sliding", "--run", SOL, "--cases", "0"], "--cases must be at least 1"),
    (["sliding", "--run", SOL, "--timeout", "0"], "--timeout must be a positive"),
    (["sliding", "--run", SOL, "--memory", "1"], "--memory must be 0"),
    (["sliding", "--run", SOL, "--jobs", "-1"], "--jobs must be 0"),
    (["sliding", "--run", SOL, "--goal", "middle"], "--goal must be blank-last or blank-first"),
    (["rubiks-square", "--run", SOL, "--goal", "blank-first"], "--goal does not apply"),
    (["sliding", "--run", " "], "--run needs a command"),
    (["sliding", "--run", SOL, "--cases", "many"], "--cases"),
])
def test_usage_error_is_one_line(args: list[str], words: str) -> None:
    code, out, err = cli("check", *args)
    assert code == 2, (out, err)
    assert len(err.strip().splitlines()) == 1 and words in err, err
    assert out == ""


def test_a_file_that_does_not_import_is_a_usage_error(tmp_path: Path) -> None:
    broken = tmp_path / "broken.py"
    broken.write_text("def solution(board):\n    return (\n")
    code, _, err = cli("check", "sliding", "--function", f"{broken}:solution")
    assert code == 2
    assert "importing broken.py failed: SyntaxError" in err and len(err.splitlines()) == 1


def test_help_names_the_judges() -> None:
    code, out, _ = cli("check", "--help")
    assert code == 0
    for words in ("Baekjoon 1525", "Baekjoon 2549", "LeetCode 909", "Programmers 72415"):
        assert words.replace(" ", "") in "".join(out.replace("│", "").split())
