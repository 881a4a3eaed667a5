"""Programs that hang, stay silent, crash, eat memory or leave children behind: each gets
the right verdict, fewest finishes, and no process of theirs survives."""

from __future__ import annotations

import time
import uuid

import psutil
import pytest

from tests.check.helpers import check_json, cli, script, survivors, target

#: (fixture, harness, verdict kind, words the message must hold)
MISBEHAVING = [
    ("sleep_forever.py", "--run", "time-limit", "no answer within 1 s"),
    ("sleep_forever.py", "--function", "time-limit", "no answer within 1 s"),
    ("silent.py", "--run", "no-output", "printed nothing"),
    ("silent.py", "--function", "no-output", "printed nothing"),
    ("crash.py", "--run", "runtime-error", "exit status 1: ValueError: boom"),
    ("crash.py", "--function", "runtime-error", "ValueError: boom"),
    ("hog.py", "--run", "memory", "256 MiB"),
    ("hog.py", "--function", "memory", "256 MiB"),
    ("garbage.py", "--run", "wrong-answer", "printed the answer is 3"),
]
#: the judges' own names of the verdicts (--lang ko)
KOREAN = {"time-limit": "시간 초과", "runtime-error": "런타임 에러", "memory": "메모리 초과",
          "no-output": "출력 없음", "wrong-answer": "틀렸습니다", "bad-output": "출력 형식"}


def children() -> set[int]:
    """This test process's live children (a fork server started by an earlier test in the
    same worker stays alive: only children the check itself started count)."""
    return {p.pid for p in psutil.Process().children(recursive=True) if p.is_running()
            and p.status() != psutil.STATUS_ZOMBIE}


@pytest.mark.parametrize(("fixture", "harness", "kind", "words"), MISBEHAVING,
                         ids=[f"{m[0][:-3]}{m[1]}" for m in MISBEHAVING])
def test_misbehaving_program_gets_its_verdict(fixture: str, harness: str, kind: str,
                                              words: str) -> None:
    where = script(fixture) if harness == "--run" else target(fixture, "solution")
    before = children()
    started = time.monotonic()
    timeout = "1" if kind == "time-limit" else "20"  # a loaded machine is slow to start Python
    code, body = check_json("boj-1525", harness, where, "--cases", "3", "--timeout", timeout,
                            "--memory", "256", "--lang", "ko")
    assert time.monotonic() - started < 60
    assert code == 1
    ce = body["counterexample"]
    assert ce["verdict"] == kind and words in ce["message"], ce
    assert ce["verdict_ko"] == KOREAN[kind]
    assert ce["confirmed"] and ce["minimal"]
    # shrinking went to the solved board: the smallest case fails too
    assert ce["size"] == "목표까지 0번 이동"
    assert children() - before == set()


def test_the_crash_names_the_line_in_the_function() -> None:
    code, body = check_json("pg-72415", "--function", target("crash.py", "solution"),
                            "--cases", "1", "--no-shrink")
    assert code == 1
    assert body["counterexample"]["message"].endswith("(crash.py line 7)")


def test_background_children_die_with_the_program() -> None:
    marker = f"fewest-check-test-{uuid.uuid4().hex}"
    code, body = check_json("boj-1525", "--run", script("orphan.py", marker), "--cases", "2")
    assert code == 1 and body["counterexample"]["verdict"] == "wrong-answer"
    time.sleep(0.2)
    assert survivors(marker) == []


def test_the_korean_report_names_the_verdict_as_the_judges_do() -> None:
    code, out, _ = cli("check", "boj-1525", "--run", script("crash.py"), "--cases", "1",
                       "--lang", "ko", "--no-shrink")
    assert code == 1 and "결과: 런타임 에러: 종료 코드 1: ValueError: boom" in out
