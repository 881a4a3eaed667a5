"""The judge declaration of Baekjoon 9019 (DSLR).

Any shortest command string is accepted, so the answer is replayed: the first
command that leaves a shortest route (or a string that ends short of ``B``)
is named.

>>> JUDGE.judge({"a": 1234, "b": 3412}, "LL", "RR") is None
True
>>> JUDGE.judge({"a": 1234, "b": 3412}, "LL", "LLL").message
"command 3 'L' comes after the register already holds B = 3412"
>>> JUDGE.judge({"a": 1000, "b": 1}, "L", "SL").message[:57]
"command 1 'S' turns 1000 into 999, 10 commands from B = 1"
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from fewest.puzzles.boj_9019.formats import read_input, write_input
from fewest.puzzles.boj_9019.model import COMMANDS, apply
from fewest.puzzles.boj_9019.scramble import random_case
from fewest.puzzles.judge import BadOutput, JudgeSpec, Mismatch

SOURCE = "https://www.acmicpc.net/problem/9019"

#: cases every typical bug trips over early: leading zeros under L/R, S at 0, D past 9999
EDGES = [
    {"a": 1234, "b": 3412}, {"a": 1000, "b": 1}, {"a": 1, "b": 16}, {"a": 0, "b": 9999},
    {"a": 5000, "b": 0}, {"a": 12, "b": 1200}, {"a": 1, "b": 1000}, {"a": 9999, "b": 0},
    {"a": 7000, "b": 4000}, {"a": 10, "b": 1}, {"a": 0, "b": 1}, {"a": 100, "b": 10},
]


def stream(rng: random.Random) -> Iterator[dict[str, int]]:
    """The fixed edge cases, then near pairs (a few commands apart), then uniform pairs."""
    yield from EDGES
    k = 1
    while True:
        a = n = rng.randrange(10000)
        for _ in range(k):
            n = apply(rng.choice(COMMANDS), n)
        if n != a:
            yield {"a": a, "b": n}
        yield random_case(rng)
        k = min(k + 1, 12)


def size(case: dict[str, int]) -> tuple[int, ...]:
    return (max(case["a"], case["b"]), case["a"] + case["b"])


def shrinks(case: dict[str, int]) -> Iterator[dict[str, int]]:
    """Lower A or B (halve it, take one off, or make it 0), keeping A != B."""
    a, b = case["a"], case["b"]
    seen = set()
    for na, nb in ((a // 2, b), (a, b // 2), (a // 2, b // 2), (a - 1, b), (a, b - 1),
                   (0, b), (a, 0)):
        if na < 0 or nb < 0 or na == nb or (na, nb) in seen:
            continue
        seen.add((na, nb))
        new = {"a": na, "b": nb}
        if size(new) < size(case):
            yield new


def judge(case: dict[str, int], expected: str, got: str) -> Mismatch | None:
    """Replay the printed commands from ``A``; ``None`` when they are a shortest route to B."""
    from fewest.puzzles.boj_9019.methods import distances_to

    toks = got.split()
    if len(toks) != 1 or any(c not in COMMANDS for c in toks[0]):
        shown = " ".join(toks)[:60] or "nothing"
        raise BadOutput(f"expected one string of D, S, L, R, got {shown!r}")
    cmds = toks[0]
    a, b = case["a"], case["b"]
    best = expected.strip()
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


JUDGE = JudgeSpec(
    name="boj-9019", aliases=("boj9019",), site="baekjoon", number="9019",
    title_ko="DSLR", title_en="DSLR", source=SOURCE,
    read_input=read_input, write_input=write_input, stream=stream, shrinks=shrinks,
    size=size, judge=judge, multi=True, unit="commands", time_limit=6.0, memory_mb=256,
)
