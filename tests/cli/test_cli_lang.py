"""``--lang`` on every command (issue 39): Korean messages, usage errors and
``solve``'s answer frame under ``--lang ko`` or a Korean locale, with no English
word outside what the user gave (inputs, option, command and field names)."""

from __future__ import annotations

import re

import pytest
from typer.testing import CliRunner

from fewest.check.problem import judges
from fewest.cli.app import app
from fewest.puzzles import get_family

COMMANDS = ["solve", "compare", "analyze", "list", "check", "serve", "tables"]


def run(*args: str, env: dict[str, str] | None = None) -> tuple[int, str, str]:
    result = CliRunner().invoke(app, list(args), env=env)
    return result.exit_code, result.stdout, result.stderr


def english(line: str, allowed: tuple[str, ...] = ()) -> list[str]:
    """The English words of ``line`` outside quotes, option names, ``fewest CMD``,
    backquoted commands and the ``allowed`` names (a problem's own and its fields')."""
    line = re.sub(r"'[^']*'|\"[^\"]*\"|`[^`]*`", "", line)
    line = re.sub(r"(고르세요|형식|옵션): [^;()]*", "", line)  # a list of names to choose from
    line = re.sub(r"방법 \S+", "", line)  # a method's name (bfs, formula)
    line = re.sub(r"\b[A-Z]{2,}\b", "", line)  # JSON, ASCII, UTF, NUL
    line = re.sub(r"--[a-z-]+|\b(fewest|root)( \w+)?:", "", line)  # root: the test runner
    for name in sorted(allowed, key=len, reverse=True):
        line = re.sub(rf"(?<![A-Za-z]){re.escape(name)}(?![A-Za-z])", "", line)
    return re.findall(r"[A-Za-z]{2,}", line)


@pytest.mark.parametrize("command", COMMANDS)
def test_every_command_says_its_usage_errors_in_korean(command: str) -> None:
    code, _out, err = run(command, "--frob", "--lang", "ko")
    assert code == 2, err
    assert err.startswith("오류: ") and "그런 옵션은 없습니다: --frob" in err, err
    assert len(err.strip().splitlines()) == 1 and english(err) == [], err


@pytest.mark.parametrize(("args", "words"), [
    (["solve"], "인자 'puzzle'이(가) 빠졌습니다"),
    (["solve", "boj-1697", "5 17", "--jobs", "abc"], "정수가 아닙니다"),
    (["solve", "boj-1697", "5 17", "--jobs"], "값이 필요합니다"),
    (["frob"], "그런 명령은 없습니다"),
    (["solve", "a", "b", "c"], "예상하지 못한 인자"),
    (["solve", "boj-1697", "5 17", "--boards=x"], "값을 받지 않습니다"),
    (["solve", "nowhere-puzzle", "1 2"], "알 수 없는 퍼즐"),
    (["solve", "boj-1697"], "보드가 없습니다"),
    (["solve", "boj-1697", "5 17", "-a", "frob"], "다음 중에서 고르세요"),
    (["solve", "boj-1697", "5 17", "-f", "frob"], "쓸 수 있는 형식"),
    (["solve", "boj-1697", "5 17", "--max-seconds", "-1"], "양수여야 합니다"),
    (["solve", "boj-1697", "/no/such/file.txt"], "그런 파일이 없습니다"),
])
def test_solve_errors_are_korean(args: list[str], words: str) -> None:
    code, _out, err = run(*args, "--lang", "ko")
    assert code == 2 and words in err and err.startswith("오류: "), err
    assert len(err.strip().splitlines()) == 1 and english(err, ("boj",)) == [], err


def test_lang_stands_anywhere_and_the_locale_decides_without_it() -> None:
    wanted = "오류: boj-1697: K는 0..100000 범위여야 합니다 (받은 값 100001)"
    for args in (["--lang", "ko", "solve", "boj-1697", "5 100001"],
                 ["solve", "--lang=ko", "boj-1697", "5 100001"],
                 ["solve", "boj-1697", "5 100001", "--lang", "ko"]):
        code, _out, err = run(*args)
        assert (code, err.strip()) == (2, wanted), args
    code, _out, err = run("solve", "boj-1697", "5 100001", env={"LANG": "ko_KR.UTF-8",
                                                                 "LC_ALL": ""})
    assert (code, err.strip()) == (2, wanted)
    code, _out, err = run("solve", "boj-1697", "5 100001", "--lang", "en",
                          env={"LANG": "ko_KR.UTF-8", "LC_ALL": ""})
    assert (code, err.strip()) == (2, "error: boj-1697: K must be 0..100000, got 100001")


def test_a_language_fewest_does_not_speak_is_one_line() -> None:
    code, _out, err = run("solve", "boj-1697", "5 17", "--lang", "fr")
    assert (code, err.strip()) == (2, "error: --lang must be en or ko, got 'fr' (see --help)")
    code, _out, err = run("list", "--lang", env={"LANG": "ko_KR.UTF-8", "LC_ALL": ""})
    assert code == 2 and err.startswith("오류: --lang은 en 또는 ko여야 합니다"), err
    # after the program's own `--`, --lang is an argument like any other
    code, _out, err = run("check", "boj-1697", "--lang", "en", "--run", "echo 0", "--cases", "1",
                          "--no-progress", "--no-shrink")
    assert code == 1 and not err.startswith("error: --lang"), err


def test_a_limit_and_an_unreachable_board_are_korean() -> None:
    code, _out, err = run("solve", "sliding", "8 6 7 / 2 5 4 / 3 0 1", "-a", "bfs",
                          "--max-expansions", "10", "--lang", "ko")
    assert code == 3 and err.startswith("한도에 도달했습니다: 확장 한도 10에 도달"), err
    assert english(err) == [], err
    code, out, _err = run("solve", "sliding", "1 2 3 / 4 5 6 / 8 7 0", "--lang", "ko")
    assert code == 1 and out.startswith("답: -1 (도달 불가: 보드 "), out
    assert english(out) == [], out


def _sample(name: str) -> str:
    return str(get_family(name).problem.samples[0][0])


def _allowed(name: str) -> tuple[str, ...]:
    problem = get_family(name).problem
    return (name, *name.split("-"), *problem.input.names())


@pytest.mark.parametrize("name", [p.name for p in judges()])
def test_every_judge_problem_answers_and_refuses_in_korean(name: str) -> None:
    code, out, err = run("solve", name, _sample(name), "--lang", "ko", "--no-boards")
    assert code in (0, 1), err
    head = next((line for line in out.splitlines() if line.startswith("답: ")), "")
    assert head, out
    # the method's name is its own (bfs, layered-bfs): what follows 찾은 방법 is a name
    assert english(head.split("찾은 방법")[0], _allowed(name)) == [], out
    for line in out.splitlines()[1:]:
        if line.startswith(("통계: ", "비용: ")):
            assert english(line) == [], out
    code, _out, err = run("solve", name, "x", "--lang", "ko")
    assert code == 2 and err.startswith("오류: "), err
    assert english(err, _allowed(name)) == [], err


def test_compare_and_the_judge_list_are_framed_in_korean() -> None:
    code, out, _err = run("compare", "sliding", "1 2 3 / 4 5 6 / 0 7 8", "--algorithms",
                          "bfs,dfs", "--lang", "ko")
    assert code == 0 and "알고리즘" in out and "증명된 최단: 2수" in out, out
    words = english(out.replace("fewest compare", ""), ("bfs", "dfs"))
    assert words == [], out
    code, out, _err = run("list", "--judge", "--lang", "ko")
    head, *rows, tail = out.strip().splitlines()
    assert code == 0 and english(head, ("fewest",)) == english(tail) == [], (head, tail)
    assert len(rows) == len(judges())


def test_the_progress_line_and_first_use_notices_are_korean() -> None:
    from fewest.korean import korean
    from fewest.progress import status_text

    for line in (status_text("IDA* bound 52", 3_000_000, 2.0),
                 status_text("bound 40, 1,234 states stored", 10, 1.0),
                 status_text("searching, 7 states stored", 10, 1.0),
                 "compiling the pancake kernels (first use only: numba caches them for later "
                 "runs)"):
        said = korean(line)
        assert english(said.replace("IDA*", ""), ("numba", "pancake")) == [], said
