"""Korean all through under ``--lang ko``: a wrong program on every judge problem gets a
report whose words are Korean, apart from the inputs, the outputs and option names;
the verdict details, the usage errors and the progress bar's words too."""

from __future__ import annotations

import re

import pytest

from fewest.check.messages import say
from fewest.check.problem import judges
from fewest.check.runner import RunResult
from fewest.check.verdict import memory_verdict, process_verdict
from tests.check.helpers import cli


def english(report: str) -> list[str]:
    """English words of a report's head (before the input), outside inputs and outputs."""
    head = report.split("\n\n입력 (그대로 붙여 넣기)")[0].split("\n\n인자")[0]
    words = []
    for line in head.splitlines()[1:]:  # the first line names the problem (its site)
        line = re.sub(r"입력 .*?(;|$)", r"\1", line)  # an input, shown as the judge gives it
        # why the judge's own reader (JudgeSpec.judge, the judge kit's) cannot read it
        line = re.sub(r"출력을 읽을 수 없습니다: .*", "", line)
        line = re.sub(r"(출력|정답|반환값) .*?(,|$)", r"\2", line)  # outputs
        line = re.sub(r"--[a-z-]+", "", line)  # option names
        words += re.findall(r"[A-Za-z]{2,}", line)
    return words


@pytest.mark.parametrize("name", [p.name for p in judges()])
def test_a_wrong_program_gets_a_korean_report(name: str) -> None:
    code, out, _ = cli("check", name, "--run", "cat >/dev/null; echo 12345", "--lang", "ko",
                       "--no-progress", "--no-shrink", "--cases", "3")
    assert code == 1, out
    assert english(out) == [], out
    # a computed answer (no moves to draw) has no solution headline
    headline = next((line for line in out.splitlines() if line.startswith("최적해 하나")
                     or line.startswith("해 없음")), "")
    assert not re.findall(r"[A-Za-z]{2,}", headline), headline


def test_a_shrunk_report_is_korean() -> None:
    code, out, _ = cli("check", "boj-1697", "--run", "cat >/dev/null; echo 0", "--lang", "ko",
                       "--no-progress")
    assert code == 1 and english(out) == [], out
    assert "가장 작은 반례" in out or "1-최소" in out


def test_verdict_details_are_korean() -> None:
    timed = RunResult("", "", -9, 2.0, True, 0, 0)
    assert process_verdict(timed, timeout=2, memory=0).text("ko") == \
        "시간 초과: 2초 안에 답이 없어 멈췄습니다"
    assert "메모리 1024 MiB 제한" in memory_verdict(2**30, "MemoryError").text("ko")
    crashed = RunResult("", "", -11, 0.1, False, 0, 0)
    assert process_verdict(crashed, timeout=2, memory=0).text("ko") == \
        "런타임 에러: SIGSEGV 시그널로 종료"


@pytest.mark.parametrize(("args", "words"), [
    (["nowhere-problem", "--run", "echo 0"], "문제가 없습니다"),
    (["boj-1697", "--run", "echo 0", "--timeout", "inf"], "--timeout은"),
    (["boj-1697", "--run", "echo 0", "--cases", "0"], "--cases는"),
    (["boj-1697"], "프로그램을 하나 주세요"),
])
def test_usage_errors_are_korean(args: list[str], words: str) -> None:
    code, _out, err = cli("check", *args, "--lang", "ko", "--no-progress")
    assert code == 2 and words in err and err.startswith("오류: "), err


def test_the_progress_bar_words_are_korean() -> None:
    assert (say("ko", "phase-cases"), say("ko", "phase-shrinking")) == ("케이스", "반례 축소")
