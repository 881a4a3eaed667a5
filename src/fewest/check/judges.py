"""The four judge problems as data: one :class:`Judge` row each, in :data:`JUDGES`.

A judge says how a case reaches a program (``write_input``: the stdin
text; ``arguments``: the function's named arguments), how the answer comes
back (``read_output`` from stdout, ``read_return`` from a return value),
how it is judged (``check``), which cases to try (``stream``) and how to
shrink a failure (``size``, ``smaller``, ``describe``).  Nothing outside
this table knows which problem it is checking.

======================  ==============  ================================  ======================
puzzle                  judge           stdin                             answer
======================  ==============  ================================  ======================
sliding                 Baekjoon 1525   3 rows of 3 (0 is the blank)      the count, or -1
rubiks-square           Baekjoon 2549   4 rows of 4                       k, then k lines t i k
snakes-ladders          LeetCode 909    n, then n rows (top row first)    the count, or -1
card-match              Programmers     4 rows of 4, then ``r c``         the count
                        72415
======================  ==============  ================================  ======================

>>> judge_for("8-puzzle").site, judge_for("lc909").call
('Baekjoon 1525', 'Solution().snakesAndLadders(board)')
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from fewest.check import cases, layouts, smaller
from fewest.check.answers import counts, judge_moves
from fewest.check.oracle import Case, Expected, Oracle
from fewest.check.verdict import Verdict
from fewest.errors import InvalidPuzzleError


def _length(expected: Expected) -> Any:
    return expected.length


def _moves(expected: Expected) -> Any:
    return [list(m) for m in expected.moves]


@dataclass(frozen=True)
class Judge:
    """One judge problem: its layouts, its cases and its shrinking, as functions."""

    puzzle: str
    site: str
    slug: str
    #: the family's judge output format a correct program prints
    fmt: str
    #: how a function is called (for help and the report)
    call: str
    #: what the answer counts: moves, rolls, key presses
    unit: str
    default_cases: int
    #: ``fewest check`` options this judge takes (beside the common ones)
    options: tuple[str, ...]
    stream: Callable[[random.Random, Mapping[str, Any]], Iterator[Case]]
    write_input: Callable[[Case], str]
    read_output: Callable[[str], Any]
    arguments: Callable[[Case], dict[str, Any]]
    read_return: Callable[[Any], Any]
    expected_return: Callable[[Expected], Any]
    check: Callable[[Case, Expected, Any, Oracle], Verdict | None]
    size: Callable[[Case, Expected], tuple[int, ...]]
    describe: Callable[[Case, Expected], str]
    smaller: Callable[[Case, Expected], Iterator[Case]]
    probes: Callable[[random.Random, Case, Expected, Mapping[str, Any]], Iterator[Case]]
    #: the optimal method the oracle asks for (``None``: ``auto``)
    method: str | None = None

    def cases(self, seed: int, options: Mapping[str, Any]) -> Iterator[Case]:
        """The deterministic case stream for ``seed``."""
        return self.stream(random.Random(seed), options)

    def oracle(self, options: Mapping[str, Any] | None = None) -> Oracle:
        """The optimal answers of this judge's cases (``options``: sliding's goal)."""
        return Oracle(self.puzzle, options, self.method)


JUDGES: dict[str, Judge] = {
    "sliding": Judge(
        "sliding", "Baekjoon 1525", "boj1525", "number", "solution(board)", "moves", 100, ("goal",),
        cases.sliding_stream, layouts.grid_text, layouts.read_count, layouts.board_args,
        layouts.count_return, _length, counts("moves"),
        smaller.tiles_size, smaller.tiles_describe, smaller.tiles_smaller, cases.sliding_probes),
    "rubiks-square": Judge(
        "rubiks-square", "Baekjoon 2549", "boj2549", "boj", "solution(board)", "moves", 60, (),
        cases.square_stream, layouts.grid_text, layouts.read_moves, layouts.board_args,
        layouts.moves_return, _moves, judge_moves,
        smaller.tiles_size, smaller.tiles_describe, smaller.tiles_smaller, cases.square_probes,
        # the compiled IDA* answers a 7-move board in a millisecond; auto first tries a
        # pure-Python engine search that takes about 0.3 s on those
        "pdb-idastar"),
    "snakes-ladders": Judge(
        "snakes-ladders", "LeetCode 909", "lc909", "number", "Solution().snakesAndLadders(board)",
        "rolls", 300, (), cases.snakes_stream, layouts.sized_grid_text, layouts.read_count,
        layouts.board_args, layouts.count_return, _length, counts("rolls"),
        smaller.snakes_size, smaller.snakes_describe, smaller.snakes_smaller, cases.snakes_probes),
    "card-match": Judge(
        "card-match", "Programmers 72415", "pg72415", "number", "solution(board, r, c)",
        "key presses", 200, (),
        cases.card_stream, layouts.grid_cursor_text, layouts.read_count,
        layouts.board_cursor_args, layouts.count_return, _length, counts("key presses"),
        smaller.card_size, smaller.card_describe, smaller.card_smaller, cases.card_probes),
}


def judge_for(puzzle: str) -> Judge:
    """The judge of a puzzle name, an alias or a judge's slug (``8-puzzle``, ``boj1525``).

    >>> judge_for("pg72415").puzzle, judge_for("boj1525").puzzle
    ('card-match', 'sliding')
    """
    from fewest.puzzles import resolve_name

    slugs = {j.slug: j for j in JUDGES.values()}
    if puzzle.strip().lower() in slugs:
        return slugs[puzzle.strip().lower()]
    name = resolve_name(puzzle)
    if name not in JUDGES:
        raise InvalidPuzzleError(f"fewest check has no judge for {puzzle!r}; choose one of: "
                                 f"{', '.join(JUDGES)}")
    return JUDGES[name]
