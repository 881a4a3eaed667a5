"""Baekjoon 5014's input (``F S G U D`` on one line) and its "no answer" text.

>>> read_input("10 1 10 2 1\\n"), write_input({"F": 10, "S": 1, "G": 10, "U": 2, "D": 1})
([{'F': 10, 'S': 1, 'G': 10, 'U': 2, 'D': 1}], '10 1 10 2 1\\n')
>>> read_input("10 11 1 2 1")
Traceback (most recent call last):
fewest.errors.InvalidPuzzleError: boj-5014: S must be 1..F = 10, got 11: '10 11 1 2 1'
"""

from __future__ import annotations

from typing import Any

from fewest.errors import InvalidPuzzleError
from fewest.puzzles.boardtext import quote
from fewest.puzzles.boj_5014.model import FIELDS, NAME
from fewest.puzzles.common.number_line import ints_writer, read_case

write_input = ints_writer(FIELDS)


def check(case: dict[str, int], shown: Any) -> dict[str, int]:
    """The statement's one constraint between fields: S and G are floors of 1..F."""
    for name in ("S", "G"):
        if case[name] > case["F"]:
            raise InvalidPuzzleError(f"{NAME}: {name} must be 1..F = {case['F']}, got "
                                     f"{case[name]}: {quote(shown)}")
    return case


def read_case_5014(board: Any) -> dict[str, int]:
    """A validated case from text, JSON text or a dict."""
    return check(read_case(board, FIELDS, NAME), board)


def read_input(text: str) -> list[Any]:
    """The judge's input: one case."""
    return [read_case_5014(text)]
