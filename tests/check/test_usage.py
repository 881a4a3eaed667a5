"""Usage errors and programs that cannot be judged: one line on stderr (a compile error
quotes the compiler's first lines), exit 2, no counterexample."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.check.helpers import cli, script, target

SOL = script("sliding_ok.py")


@pytest.mark.parametrize(("args", "words"), [
    (["boj-1525"], "give one program"),
    (["boj-1525", "--run", SOL, "--function", target("sliding_ok.py", "solution")],
     "give one program"),
    (["chess", "--run", SOL], "unknown puzzle 'chess'"),
    (["boj-1525", "--function", "sol.py"], "--function must look like FILE.py:NAME"),
    (["boj-1525", "--function", "nowhere.py:solution"], "no such file: 'nowhere.py'"),
    (["boj-1525", "--function", target("sliding_ok.py", "nope")], "has no 'nope'"),
    (["boj-1525", "--function", target("snakes_ok.py", "Solution.climb")],
     "Solution has no 'climb'"),
    (["boj-1525", "--run", SOL, "--cases", "0"], "--cases must be at least 1"),
    (["boj-1525", "--run", SOL, "--timeout", "0"], "--timeout must be a number of seconds above 0"),
    (["boj-1525", "--run", SOL, "--memory", "1"], "--memory must be 0"),
    (["boj-1525", "--run", SOL, "--jobs", "-1"], "--jobs must be 0"),
    (["boj-1525", "--run", SOL, "--lang", "fr"], "--lang must be en or ko"),
    (["boj-1525", "--run", " "], "--run needs a command"),
    (["boj-1525", "--run", SOL, "--cases", "many"], "--cases"),
    (["boj-1525", "nowhere.cpp"], "no such file: 'nowhere.cpp'"),
    (["boj-1525", "README.md"], "no language for 'README.md': use .c, .cpp, .java"),
])
def test_usage_error_is_one_line(args: list[str], words: str) -> None:
    code, out, err = cli("check", *args)
    assert code == 2, (out, err)
    assert len(err.strip().splitlines()) == 1 and words in err, err
    assert out == ""


def test_a_file_that_does_not_import_is_a_usage_error(tmp_path: Path) -> None:
    broken = tmp_path / "broken.py"
    broken.write_text("def solution(board):\n    return (\n")
    code, _, err = cli("check", "boj-1525", "--function", f"{broken}:solution")
    assert code == 2
    assert "importing broken.py failed: SyntaxError" in err and len(err.splitlines()) == 1


@pytest.mark.parametrize("command", ["python3 nosuchfile.py", "no-such-command-xyz < /dev/null",
                                     f"{script('sliding_ok.py').split()[0]} nosuchfile.py"])
def test_a_program_that_cannot_start_is_not_a_counterexample(command: str) -> None:
    code, out, err = cli("check", "sliding", "--run", command)
    assert code == 2 and out == "", (out, err)
    assert err.startswith("error: cannot run the program: ") and len(err.splitlines()) == 1
    assert "counterexample" not in err


def test_help_names_the_judges() -> None:
    code, out, _ = cli("check", "--help")
    assert code == 0
    for words in ("Baekjoon 1525", "Baekjoon 2549", "LeetCode 909", "Programmers 72415",
                  "boj-1525", "lc-909", "pg-72415"):
        assert words.replace(" ", "") in "".join(out.replace("│", "").split())
