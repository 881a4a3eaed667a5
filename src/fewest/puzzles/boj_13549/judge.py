"""Baekjoon 13549 as the checker sees it.

>>> JUDGE.name, JUDGE.read_input("5 17"), JUDGE.label
('boj-13549', [{'N': 5, 'K': 17}], 'Baekjoon 13549')
"""

from __future__ import annotations

from fewest.puzzles.boj_13549.formats import read_input, write_input
from fewest.puzzles.boj_13549.model import NAME
from fewest.puzzles.boj_13549.scramble import cases
from fewest.puzzles.common.number_line import pair_shrinks, pair_size
from fewest.puzzles.judge import JudgeSpec

JUDGE = JudgeSpec(
    name=NAME, aliases=("boj13549",), site="baekjoon", number="13549",
    title_ko="숨바꼭질 3", title_en="Hide and Seek 3",
    source="https://sangminlog.tistory.com/entry/boj-13549",
    read_input=read_input, write_input=write_input,
    stream=cases, shrinks=pair_shrinks, size=pair_size,
    unit="seconds", time_limit=2.0, memory_mb=512,
)
