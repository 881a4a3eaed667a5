"""Every sentence ``fewest check`` prints, in one catalogue per language.

:func:`language` picks Korean when ``--lang ko`` is given or the locale is
Korean (``LC_ALL``, ``LC_MESSAGES`` or ``LANG`` starting with ``ko``), and
English otherwise; :func:`say` fills one message of the catalogue.

>>> say("en", "cases", n=1), say("ko", "cases", n=3)
('1 case', '3개 케이스')
>>> language("ko"), language("en", {"LANG": "ko_KR.UTF-8"}), language(None, {"LANG": "ko_KR.UTF-8"})
('ko', 'en', 'ko')
"""

from __future__ import annotations

from collections.abc import Mapping

from fewest.lang import current, fill

LANGS = ("en", "ko")

#: The verdict kinds as the judges name them.
VERDICTS = {
    "en": {"wrong-answer": "wrong answer", "time-limit": "time limit exceeded",
           "runtime-error": "runtime error", "memory": "memory limit exceeded",
           "bad-output": "output format", "no-output": "no output"},
    "ko": {"wrong-answer": "틀렸습니다", "time-limit": "시간 초과", "runtime-error": "런타임 에러",
           "memory": "메모리 초과", "bad-output": "출력 형식", "no-output": "출력 없음"},
}

EN: dict[str, str] = {
    "cases": "{n} case|{n} cases",
    "candidates": "{n} candidate|{n} candidates",
    "steps": "{n} shrink step|{n} shrink steps",
    "head": "fewest check {name} ({label} {title})",
    "pass": "{head}: no counterexample in {cases}{stopped} ({seconds:.1f} s, {rate:.1f} tests/s, "
            "seed {seed})",
    "stopped": " (stopped at --max-seconds)",
    "found": "{head}: counterexample found after {cases} ({rate:.1f} tests/s)",
    "first": "  first failure: case {n} after {seconds:.1f} s: {size}",
    "shrunk": "  shrunk to: {size}; {minimal} ({candidates} tried); {seconds:.1f} s in all, "
              "seed {seed}",
    "minimal": "1-minimal: none of its {steps} fails",
    "minimal-none": "1-minimal: no shrink step makes it smaller",
    "smallest": "the smallest: every input up to size {n} was run (size: the sum of its "
                "numbers), none smaller fails",
    "not-minimal": "not proven 1-minimal (shrinking stopped: {why})",
    "unconfirmed": "; the smaller one did not fail again",
    "stop-budget": "the candidate budget ran out",
    "stop-deadline": "time was up (--max-seconds, or a few time limits for a time limit "
                     "exceeded)",
    "no-shrink": "  not shrunk (--no-shrink); {seconds:.1f} s in all, seed {seed}",
    "verdict": "verdict: {title}: {message}",
    "input": "input (ready to paste){where}:",
    "saved": " (saved to {paths})",
    "arguments": "arguments{where}:",
    "call": "call: {call}",
    "expected-output": "expected output:",
    "printed": "your program printed:",
    "printed-nothing": "your program printed nothing",
    "expected-return": "expected return: {value}",
    "returned": "your function returned: {value}",
    "no-return": "your function did not return",
    "stderr": "its last lines on stderr:",
    "optimal": "one optimal solution ({count}):",
    "optimal-moves": "one optimal solution ({count}, in {moves}):",
    "output-cut": "  ... {hidden} more lines ({total} lines in all; the first and last {shown} "
                  "shown) ...",
    "start": "start:",
    "phase-cases": "cases",
    "phase-shrinking": "shrinking",
    "brief": "input {input}",
    "no-solution": "no solution: the goal cannot be reached",
    "interrupted": "interrupted: every program was stopped",
    "error": "error:",
    "cannot-run": "cannot run the program: {why}",
    "compile-error": "compile error ({command}):",
    "no-compiler": "{tool} is not installed: install the Debian package {package} "
                   "(apt-get install {package})",
    "no-judge": "fewest check has no judge for {name!r}; choose one of: {names}",
    "unknown-language": "no language for {file!r}: use {suffixes}, or --run \"COMMAND\"",
    "one-program": "give one program: a FILE (sol.cpp, sol.py, ...), --run \"COMMAND\" or "
                   "--function FILE.py:NAME",
    "no-file": "no such file: {file!r}",
    "is-folder": "{file!r} is a directory, not a program file",
    "unknown-problem": "no judge problem {name!r}: `fewest list --judge` lists them",
    "empty-run": "--run needs a command, e.g. --run \"python3 sol.py\"",
    "bad-cases": "--cases must be at least 1, got {got}",
    "bad-timeout": "--timeout must be a number of seconds above 0 and at most {most}, got {got}",
    "bad-memory": "--memory must be 0 (no cap) or at least {least} MiB, got {got}",
    "bad-max-seconds": "--max-seconds must be above 0 and at most {most}, got {got}",
    "bad-jobs": "--jobs must be 0 (every core) or 1..256, got {got}",
    "no-method": "{file} has no main and no method {name}: paste the class Solution (or the "
                 "function solution) as the site gives it",
    "java-main": "{file}: public class {name} must be called Main, as the judge runs class Main",
    "save-not-folder": "--save {path!r} is a file, not a folder: give a folder to write the "
                       "counterexample into",
    "save-not-writable": "--save {path!r} cannot be written: give a folder you can write to",
}

KO: dict[str, str] = {
    "cases": "{n}개 케이스|{n}개 케이스",
    "candidates": "후보 {n}개|후보 {n}개",
    "steps": "축소 {n}가지|축소 {n}가지",
    "head": "fewest check {name} ({label} {title})",
    "pass": "{head}: {cases}에서 반례 없음{stopped} ({seconds:.1f}초, 초당 {rate:.1f}개, "
            "시드 {seed})",
    "stopped": " (--max-seconds에서 멈춤)",
    "found": "{head}: {cases} 만에 반례를 찾았습니다 (초당 {rate:.1f}개)",
    "first": "  처음 틀린 케이스: {n}번째, {seconds:.1f}초 후: {size}",
    "shrunk": "  축소한 반례: {size}; {minimal} ({candidates} 실행); 모두 {seconds:.1f}초, "
              "시드 {seed}",
    "minimal": "1-최소: {steps} 중 어느 것도 틀리지 않습니다",
    "minimal-none": "1-최소: 더 줄일 축소 단계가 없습니다",
    "smallest": "가장 작은 반례: 크기 {n} 이하의 입력을 모두 실행했고 (크기: 수들의 합), 더 작은 "
                "입력은 모두 맞았습니다",
    "not-minimal": "1-최소임을 증명하지 못했습니다 (축소 중단: {why})",
    "unconfirmed": "; 다시 실행했을 때 틀리지 않았습니다",
    "stop-budget": "후보 수 한도에 닿음",
    "stop-deadline": "시간이 다 됨 (--max-seconds, 또는 시간 초과 반례는 시간 제한 몇 번까지)",
    "no-shrink": "  축소하지 않음 (--no-shrink); 모두 {seconds:.1f}초, 시드 {seed}",
    "verdict": "결과: {title}: {message}",
    "input": "입력 (그대로 붙여 넣기){where}:",
    "saved": " ({paths}에 저장)",
    "arguments": "인자{where}:",
    "call": "호출: {call}",
    "expected-output": "정답 출력:",
    "printed": "프로그램 출력:",
    "printed-nothing": "프로그램이 아무것도 출력하지 않았습니다",
    "expected-return": "정답 반환값: {value}",
    "returned": "함수 반환값: {value}",
    "no-return": "함수가 값을 반환하지 않았습니다",
    "stderr": "stderr 마지막 줄:",
    "optimal": "최적해 하나 ({count}):",
    "optimal-moves": "최적해 하나 ({count}, {moves}):",
    "output-cut": "  ... {hidden}줄 생략 (모두 {total}줄; 처음과 마지막 {shown}줄만 보임) ...",
    "start": "시작:",
    "phase-cases": "케이스",
    "phase-shrinking": "반례 축소",
    "brief": "입력 {input}",
    "no-solution": "해 없음: 목표에 도달할 수 없습니다",
    "interrupted": "중단됨: 실행 중인 프로그램을 모두 멈췄습니다",
    "error": "오류:",
    "cannot-run": "프로그램을 실행할 수 없습니다: {why}",
    "compile-error": "컴파일 에러 ({command}):",
    "no-compiler": "{tool}이(가) 설치되어 있지 않습니다: 데비안 패키지 {package}를 설치하세요 "
                   "(apt-get install {package})",
    "no-judge": "fewest check에 {name!r} 문제가 없습니다; 다음 중에서 고르세요: {names}",
    "unknown-language": "{file!r}의 언어를 알 수 없습니다: {suffixes} 파일이나 --run \"명령\"을 "
                        "쓰세요",
    "one-program": "프로그램을 하나 주세요: 파일 (sol.cpp, sol.py, ...), --run \"명령\" 또는 "
                   "--function FILE.py:NAME",
    "no-file": "파일이 없습니다: {file!r}",
    "is-folder": "{file!r}은(는) 프로그램 파일이 아니라 폴더입니다",
    "unknown-problem": "{name!r} 문제가 없습니다: `fewest list --judge`로 목록을 보세요",
    "empty-run": "--run에 명령을 주세요 (예: --run \"python3 sol.py\")",
    "bad-cases": "--cases는 1 이상이어야 합니다 (받은 값 {got})",
    "bad-timeout": "--timeout은 0보다 크고 {most}초 이하여야 합니다 (받은 값 {got})",
    "bad-memory": "--memory는 0 (제한 없음) 또는 {least} MiB 이상이어야 합니다 (받은 값 {got})",
    "bad-max-seconds": "--max-seconds는 0보다 크고 {most}초 이하여야 합니다 (받은 값 {got})",
    "bad-jobs": "--jobs는 0 (모든 코어) 또는 1..256이어야 합니다 (받은 값 {got})",
    "no-method": "{file}에 main도 {name} 메서드도 없습니다: 사이트의 class Solution (또는 "
                 "solution 함수)을 그대로 붙여 넣으세요",
    "java-main": "{file}: public class {name}의 이름은 Main이어야 합니다 (채점 서버는 Main "
                 "클래스를 실행합니다)",
    "save-not-folder": "--save {path!r}는 폴더가 아니라 파일입니다: 반례를 저장할 폴더를 주세요",
    "save-not-writable": "--save {path!r}에 쓸 수 없습니다: 쓸 수 있는 폴더를 주세요",
}

CATALOGUES = {"en": EN, "ko": KO}

#: Units as the Korean report counts them (``3`` + the suffix).
UNITS_KO = {"moves": "번 이동", "rolls": "번 굴림", "key presses": "번 키 조작",
            "seconds": "초", "presses": "번 누름", "commands": "개 명령", "changes": "번 변경",
            "flips": "번 뒤집기", "jumps": "번 점프", "attacks": "번 공격", "cells": "칸",
            "turns": "번 돌리기", "edges": "개 간선", "steps": "걸음", "words": "개 단어",
            "buses": "대 버스", "obstacles removed": "개 장애물 제거", "pushes": "번 밀기",
            "won": "원", "tilts": "번 기울이기"}


#: Units whose singular is not the plural less its ``s``.
SINGULAR = {"key presses": "key press", "obstacles removed": "obstacle removed"}


def language(asked: str | None, env: Mapping[str, str] | None = None) -> str:
    """``ko`` or ``en``: ``asked``, else the command line's ``--lang``, else the locale
    (:func:`fewest.lang.current`)."""
    if asked:
        return asked
    return current(env)


def say(lang: str, key: str, **values: object) -> str:
    """The message ``key`` in ``lang``, filled; ``one|many`` forms pick by ``n``."""
    return fill(CATALOGUES.get(lang, EN).get(key) or EN[key], **values)


def counted(lang: str, n: int, unit: str, unit_ko: str = "") -> str:
    """``'1 move'``, ``'3 key presses'``; ``'3번 이동'`` in Korean, where a problem's own
    Korean unit (``unit_ko``) serves a unit this module does not know.

    >>> counted("en", 1, "key presses"), counted("en", 2, "rolls"), counted("ko", 2, "moves")
    ('1 key press', '2 rolls', '2번 이동')
    >>> counted("en", 1, "obstacles removed"), counted("en", 1, "won"), counted("ko", 6, "cells")
    ('1 obstacle removed', '1 won', '6칸')
    >>> counted("ko", 5, "operations + 1", "연산 + 1")
    '5 연산 + 1'
    """
    if lang == "ko":
        own = unit_ko or unit
        return f"{n}{UNITS_KO.get(unit, own if len(own) <= 2 else ' ' + own)}"
    if n != 1:
        return f"{n} {unit}"
    if unit in SINGULAR:
        return f"{n} {SINGULAR[unit]}"
    if unit.endswith(("sses", "shes")):
        return f"{n} {unit[:-2]}"
    return f"{n} {unit[:-1] if unit.endswith('s') else unit}"


def verdict_title(lang: str, kind: str) -> str:
    """The verdict kind as the judges name it (``틀렸습니다``)."""
    return VERDICTS.get(lang, VERDICTS["en"]).get(kind, kind)
