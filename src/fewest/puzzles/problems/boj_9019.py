"""Baekjoon 9019 DSLR: a register of four decimal digits (leading zeros count) and
four commands: ``D`` doubles mod 10000, ``S`` subtracts one (0 wraps to 9999),
``L`` and ``R`` rotate the digits.  Per case, one shortest command string from A
to B.

Statement read from https://www.acmicpc.net/problem/9019: ``T`` cases ``A B``,
``0 <= A, B < 10000``, ``A != B``, 6 s, 256 MB.

Decided: any shortest string is accepted, so ``fewest check`` replays the
program's string against every register's distance to B and names the first
command that leaves every shortest route.  ``A = B`` is refused (the statement
promises ``A != B``); every pair is solvable (``S`` alone visits every register).
Every command has a computable inverse, so bidirectional search runs.

>>> from fewest.puzzles import get_family
>>> inst = get_family("boj-9019").parse("1\\n1 16\\n")
>>> inst.judge_output(inst.solve(), "judge")
'DDDD'
>>> PROBLEM.judge({"a": 1234, "b": 3412}, "LL", "LLL").message
"command 3 'L' comes after the register already holds B = 3412"
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Any

from fewest.lang import Said
from fewest.puzzles.judge import BadOutput, Mismatch
from fewest.puzzles.kit import Input, Int, Line, Problem, distances, family_of

SIZE = 10_000
COMMANDS = "DSLR"
WORDS = {"D": "D: double (mod 10000)", "S": "S: subtract 1 (0 becomes 9999)",
         "L": "L: rotate the digits left", "R": "R: rotate the digits right"}


def apply(cmd: str, n: int) -> int:
    """The register after command ``cmd``.

    >>> [apply(c, 1234) for c in COMMANDS], apply("S", 0), apply("L", 12), apply("R", 1000)
    ([2468, 1233, 2341, 4123], 9999, 120, 100)
    """
    if cmd == "D":
        return n * 2 % SIZE
    if cmd == "S":
        return SIZE - 1 if n == 0 else n - 1
    if cmd == "L":
        return n % 1000 * 10 + n // 1000
    return n % 10 * 1000 + n // 10


def before(cmd: str, n: int) -> list[int]:
    """Every register ``m`` with ``apply(cmd, m) == n``.

    >>> sorted(before("D", 2468)), before("S", 9999), before("L", 2341)
    ([1234, 6234], [0], [1234])
    """
    if cmd == "D":
        return [n // 2, n // 2 + SIZE // 2] if n % 2 == 0 else []
    if cmd == "S":
        return [0 if n == SIZE - 1 else n + 1]
    return [apply("R" if cmd == "L" else "L", n)]


@lru_cache(maxsize=64)
def distances_to(b: int) -> list[int]:
    """The fewest commands from every register to ``b``.

    >>> d = distances_to(3412)
    >>> d[3412], d[1234], d[2341]
    (0, 2, 1)
    """
    found = distances([b], lambda n: [(m, 1) for c in COMMANDS for m in before(c, n)])
    return [int(found.get(n, -1)) for n in range(SIZE)]


def judge(case: dict[str, Any], expected: str, got: str) -> Mismatch | None:
    """Replay the printed commands from ``A``; ``None`` when they are a shortest route to B."""
    toks = got.split()
    if len(toks) != 1 or any(c not in COMMANDS for c in toks[0]):
        shown = " ".join(toks)[:60] or "nothing"
        raise BadOutput(Said(f"expected one string of D, S, L, R, got {shown!r}",
                            f"D, S, L, R로 된 문자열 하나를 출력해야 합니다 (받은 값 {shown!r})"))
    cmds, (a, b), best = toks[0], (case["a"], case["b"]), expected.strip()
    dist = distances_to(b)
    n = a
    for i, c in enumerate(cmds, start=1):
        if n == b:
            return Mismatch(f"command {i} {c!r} comes after the register already holds B = {b}",
                            f"{i}번째 명령 {c!r}: 레지스터가 이미 B = {b}인데 명령이 더 있음")
        m = apply(c, n)
        if dist[m] != dist[n] - 1:
            return Mismatch(
                f"command {i} {c!r} turns {n} into {m}, {dist[m]} commands from B = {b} "
                f"(a shortest route needs {dist[n] - 1} after it; the fewest in all is "
                f"{len(best)}, e.g. {best})",
                f"{i}번째 명령 {c!r}: {n} → {m}, B = {b}까지 {dist[m]}번 남음 (최단이면 "
                f"{dist[n] - 1}번; 최소 {len(best)}번, 예: {best})")
        n = m
    if n != b:
        return Mismatch(f"after {cmds} the register holds {n}, not B = {b} "
                        f"({dist[n]} more commands needed)",
                        f"{cmds} 뒤 레지스터 {n}, B = {b} 아님 ({dist[n]}번 더 필요)")
    return None


def registers(case: dict[str, Any]) -> str | None:
    """The statement's ranges, worded as the judge's input is described."""
    for name in ("a", "b"):
        if not 0 <= case[name] < SIZE:
            return Said(f"{name.upper()} must be an integer 0..9999, got {case[name]}",
                        f"{name.upper()}는 0..9999 범위의 정수여야 합니다 (받은 값 {case[name]})")
    return None if case["a"] != case["b"] else Said("A and B must differ (A != B)",
                                                     "A와 B는 서로 달라야 합니다 (A != B)")


def distinct(case: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """Registers drawn over 0..9999 (a number out of range redrawn), B moved off A."""
    a, b = (v if 0 <= v < SIZE else rng.randrange(SIZE) for v in (case["a"], case["b"]))
    return {**case, "a": a, "b": (b + 1 + rng.randrange(SIZE - 1)) % SIZE if a == b else b}


BIG = 10**18  # the range is a rule, so that a register out of it is worded as the statement
PROBLEM = Problem(
    site="baekjoon", number="9019", title_ko="DSLR", title_en="DSLR",
    source="https://www.acmicpc.net/problem/9019",
    input=Input(Line(Int("a", -BIG, BIG), Int("b", -BIG, BIG)), cases=Int("T", 1, 100),
                where=registers, arrange=distinct),
    start=lambda c: c["a"],
    moves=lambda c, n: [(cmd, apply(cmd, n), 1) for cmd in COMMANDS],
    goal=lambda c, n: n == c["b"],
    goal_state=lambda c: c["b"],
    before=lambda c, n: [(cmd, m, 1) for cmd in COMMANDS for m in before(cmd, n)],
    answer=lambda c, sol: -1 if sol is None else "".join(sol.moves),
    judge=judge,
    unit="commands", unit_ko="번", time_limit=6.0, memory_mb=256,
    samples=(("3\n1234 3412\n1000 1\n1 16\n", "LL\nL\nDDDD"),),
    # leading zeros under L/R, S at 0, D past 9999
    specials=tuple(f"1\n{a} {b}\n" for a, b in (
        (0, 9999), (5000, 0), (12, 1200), (1, 1000), (9999, 0), (7000, 4000), (10, 1),
        (0, 1), (100, 10))),
    aim=lambda c, n: {**c, "b": n} if n != c["a"] else None,
    restart=lambda c, n: {**c, "a": n} if n != c["b"] else None,
    words=lambda m: WORDS.get(str(m), str(m)),
    show=lambda c, n: f"{int(n):04d}",
    about=Said("one shortest command string of D (double), S (minus one), L and R (rotate digits) "
               "turning A into B",
               "D(두 배), S(1 빼기), L·R(자릿수 회전) 명령으로 A를 B로 바꾸는 가장 짧은 명령열"),
)
FAMILY = family_of(PROBLEM)
