"""Baekjoon 12851 as the checker sees it.

>>> JUDGE.name, JUDGE.read_input("5 17"), JUDGE.label
('boj-12851', [{'N': 5, 'K': 17}], 'Baekjoon 12851')
"""

from __future__ import annotations

from fewest.puzzles.boj_12851.formats import read_input, write_input
from fewest.puzzles.boj_12851.model import NAME
from fewest.puzzles.boj_12851.scramble import cases
from fewest.puzzles.common.number_line import pair_shrinks, pair_size
from fewest.puzzles.judge import JudgeSpec

JUDGE = JudgeSpec(
    name=NAME, aliases=("boj12851",), site="baekjoon", number="12851",
    title_ko="숨바꼭질 2", title_en="Hide and Seek 2",
    source="https://potato9703.tistory.com/m/21",
    read_input=read_input, write_input=write_input,
    stream=cases, shrinks=pair_shrinks, size=pair_size,
    unit="seconds", time_limit=2.0, memory_mb=512,
)
