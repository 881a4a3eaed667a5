"""The toy judge family (see the package docstring)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from fewest.errors import InvalidPuzzleError, NoSolutionError
from fewest.problem import Puzzle, Solution
from fewest.puzzles.base import Family, InputOptions, Instance
from fewest.puzzles.judge import JudgeSpec


class Doubling(Puzzle):
    reversible = False

    def __init__(self, start: int, target: int) -> None:
        self.start, self.target = start, target

    def is_goal(self, state: int) -> bool:
        return state == self.target

    def successors(self, state: int) -> Any:
        for move, nxt in (("+1", state + 1), ("x2", state * 2)):
            if nxt <= self.target:
                yield move, nxt, 1


class ToyInstance(Instance):
    def __init__(self, a: int, b: int) -> None:
        self.a, self.b = a, b

    def puzzle(self) -> Doubling:
        return Doubling(self.a, self.b)

    def check_reachable(self) -> None:
        if self.a > self.b:
            raise NoSolutionError(f"{self.a} is past {self.b}")

    def format_state(self, state: Any) -> str:
        return f"[{state}] -> {self.b}"

    def judge_output(self, solution: Solution[Any] | None, fmt: str) -> str:
        if fmt == "judge":
            return "-1" if solution is None else str(solution.length)
        return super().judge_output(solution, fmt)


def read_input(text: str) -> list[Any]:
    tokens = text.split()
    if not tokens or not tokens[0].isdigit():
        raise InvalidPuzzleError("the first line is T, the number of cases")
    t = int(tokens[0])
    if len(tokens) != 1 + 2 * t:
        raise InvalidPuzzleError(f"T is {t}, so {2 * t} numbers must follow")
    return [{"a": int(tokens[1 + 2 * i]), "b": int(tokens[2 + 2 * i])} for i in range(t)]


def stream(rng: random.Random) -> Iterator[Any]:
    while True:
        yield {"a": rng.randint(1, 30), "b": rng.randint(1, 150)}


def shrinks(case: Any) -> Iterator[Any]:
    a, b = case["a"], case["b"]
    for smaller in sorted({b // 2, b - b // 4, b - 8}):  # big steps first
        if 1 <= smaller < b - 1:
            yield {"a": min(a, smaller), "b": smaller}
    if b > 1:
        yield {"a": min(a, b - 1), "b": b - 1}
    for smaller in sorted({1, a // 2, a - 1}):
        if 1 <= smaller < a:
            yield {"a": smaller, "b": b}


JUDGE = JudgeSpec(
    name="boj-90001", aliases=("toyjudge",), site="baekjoon", number="90001",
    title_ko="두 배", title_en="Doubling", source="tests/check/toyjudge",
    read_input=read_input, write_input=lambda case: f"{case['a']} {case['b']}\n",
    stream=stream, shrinks=shrinks, size=lambda case: (case["b"], case["a"]), multi=True,
    unit="steps", default_cases=50)


class ToyFamily(Family):
    name = "boj-90001"
    aliases = ("toyjudge",)
    summary = "T cases: fewest +1 or x2 steps from A to B"
    formats = ("number", "judge")
    judge = JUDGE

    def build(self, board: Any, options: InputOptions) -> ToyInstance:
        if isinstance(board, str):
            cases = read_input(f"1 {board}")
            board = cases[0]
        return ToyInstance(int(board["a"]), int(board["b"]))


FAMILY = ToyFamily()
ToyInstance.family = FAMILY
