"""Baekjoon 17071 as the checker sees it.

>>> JUDGE.name, JUDGE.read_input("5 17"), JUDGE.time_limit
('boj-17071', [{'N': 5, 'K': 17}], 0.25)
"""

from __future__ import annotations

from fewest.puzzles.boj_17071.formats import read_input, write_input
from fewest.puzzles.boj_17071.model import NAME
from fewest.puzzles.boj_17071.scramble import cases
from fewest.puzzles.common.number_line import pair_shrinks, pair_size
from fewest.puzzles.judge import JudgeSpec

JUDGE = JudgeSpec(
    name=NAME, aliases=("boj17071",), site="baekjoon", number="17071",
    title_ko="숨바꼭질 5", title_en="Hide and Seek 5",
    source="https://leejd8130.tistory.com/91",
    read_input=read_input, write_input=write_input,
    stream=cases, shrinks=pair_shrinks, size=pair_size,
    unit="seconds", time_limit=0.25, memory_mb=512,
)
